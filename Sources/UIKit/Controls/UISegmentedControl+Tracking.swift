import QuartzCore

/// Touching a segmented control: a press highlights its segment; a drag that began on the selected segment carries
/// the indicator to the segment under it; letting go over an enabled segment selects it and tells the targets.
extension UISegmentedControl {
    func beginPress(at point: CGPoint) {
        guard let segment = segment(at: point), segments[segment].isEnabled else { return }
        pressedSegment = segment
        pressCarriesIndicator = !isMomentary && segment == storedSelectedIndex
        updateLayers(animated: false)
    }

    func movePress(to point: CGPoint) {
        guard pressedSegment != nil, let segment = segment(at: point), segments[segment].isEnabled, segment != pressedSegment else { return }
        pressedSegment = segment
        updateLayers(animated: pressCarriesIndicator)
    }

    /// The press ended at `point` (nil: cancelled): the segment under it is selected.
    func endPress(at point: CGPoint?) {
        guard let pressed = pressedSegment else { return }
        let target = point.flatMap { segment(at: $0) }.flatMap { segments[$0].isEnabled ? $0 : nil }
            ?? (pressCarriesIndicator && point != nil ? pressed : nil)
        pressedSegment = nil
        pressCarriesIndicator = false
        guard let target, isEnabled else { return updateLayers(animated: true) }
        updateLayers(animated: false)
        chooseSegment(target)
    }

    /// Selects `segment` for the user (a tap, or assistive technology) and tells of it if it changed.
    func chooseSegment(_ segment: Int) {
        if isMomentary {
            storedSelectedIndex = segment
            return report(segment)
        }
        let changed = segment != storedSelectedIndex
        select(segment, animated: true)
        if changed { report(segment) }
    }

    /// Tells of a user's choice of `segment`: its action runs, then `.valueChanged` (and `.primaryActionTriggered` for
    /// a segment with an action) go to the targets.
    private func report(_ segment: Int) {
        if let action = segments[segment].action {
            action.perform(sender: self)
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        } else {
            sendActions(for: .valueChanged)
        }
    }

    /// Selects `segment` (or none), sliding the indicator there when `animated`.
    func select(_ segment: Int, animated: Bool) {
        storedSelectedIndex = segment
        accessibilityChanged()
        updateLayers(animated: animated && window != nil)
    }
}
