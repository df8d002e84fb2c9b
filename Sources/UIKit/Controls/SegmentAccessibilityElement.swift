import QuartzCore

/// One segment of a segmented control to assistive technology, as iOS gives each segment: a button named by its title,
/// selected when it is, "2 of 3" as its value; activating it selects the segment as a tap does.
@MainActor
final class SegmentAccessibilityElement: UIAccessibilityElement {
    let index: Int

    init(control: UISegmentedControl, index: Int) {
        self.index = index
        super.init(accessibilityContainer: control)
    }

    private var control: UISegmentedControl? { accessibilityContainer as? UISegmentedControl }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? control.flatMap { $0.titleForSegment(at: index) ?? $0.actionForSegment(at: index)?.title } }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityValue: String? {
        get { super.accessibilityValue ?? control.map { "\(index + 1) of \($0.numberOfSegments)" } }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits: UIAccessibilityTraits = .button
            guard let control else { return traits }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            if !control.isMomentary, control.selectedSegmentIndex == index { traits.insert(.selected) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityFrameInContainerSpace: CGRect {
        get { control.map { $0.segmentFrames.indices.contains(index) ? $0.segmentFrames[index] : .zero } ?? .zero }
        set { super.accessibilityFrameInContainerSpace = newValue }
    }

    override var accessibilityRespondsToUserInteraction: Bool {
        get { !accessibilityTraits.contains(.notEnabled) }
        set { super.accessibilityRespondsToUserInteraction = newValue }
    }

    /// Selects the segment and tells the control's targets, as a tap on it does.
    override func accessibilityActivate() -> Bool {
        guard let control, control.isEnabled, control.isEnabledForSegment(at: index) else { return false }
        control.chooseSegment(index)
        return true
    }
}

extension UISegmentedControl {
    /// The segments' accessibility elements, one per segment, kept while the number of segments stays.
    var segmentAccessibilityElements: [SegmentAccessibilityElement] {
        if accessibilitySegments.count != segments.count {
            accessibilitySegments = segments.indices.map { SegmentAccessibilityElement(control: self, index: $0) }
        }
        return accessibilitySegments
    }
}
