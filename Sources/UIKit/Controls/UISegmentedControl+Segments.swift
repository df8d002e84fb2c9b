import QuartzCore

/// Keeping a segmented control's segments: making a control with them, inserting, changing and measuring them.
extension UISegmentedControl {
    /// A control at `frame` with a segment for each action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: numberOfSegments, animated: false) }
    }

    /// Inserts `content` at `index` (clamped to 0…count), keeping the selection on its segment.
    func insert(_ content: SegmentContent, at index: Int, animated: Bool) {
        let index = min(max(index, 0), segments.count)
        segments.insert(content, at: index)
        let view = SegmentView()
        segmentViews.insert(view, at: index)
        addSubview(view)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        if animated {
            // The new segment grows from nothing where it goes in.
            let neighbour = index > 0 ? segmentViews[index - 1].frame : segmentViews.count > 1 ? segmentViews[1].frame : .zero
            view.frame = CGRect(x: index > 0 ? neighbour.maxX : neighbour.minX, y: 0, width: 0, height: bounds.height)
        }
        segmentsDidChange(animated: animated)
    }

    /// The content of `segment`, or nil (reported) when there is no such segment.
    func content(_ segment: Int) -> SegmentContent? {
        segments.indices.contains(segment) ? segments[segment] : nil
    }

    /// Changes `segment`'s content with `change`; a missing segment is reported under `name`.
    func update(_ segment: Int, _ name: String, _ change: (inout SegmentContent) -> Void) {
        guard segments.indices.contains(segment) else {
            return Diagnostics.report("UISegmentedControl \(name)(forSegmentAt: \(segment)): no such segment of \(segments.count)")
        }
        change(&segments[segment])
        segmentsDidChange(animated: false)
    }

    /// The segments changed: size, layout and accessibility follow, sliding into place when `animated`.
    func segmentsDidChange(animated: Bool) {
        invalidateIntrinsicContentSize()
        accessibilityChanged()
        rebuildDividers()
        if animated {
            UIView.animate(withDuration: Self.animationDuration) {
                self.layoutSegments()
            }
            updateLayers(animated: true)
        } else {
            UIView.performWithoutAnimation { layoutSegments() }
            updateLayers(animated: false)
        }
    }

    /// The widths of the segments as values, measured with the normal state's title attributes.
    var layoutModel: SegmentedControlLayout {
        let attributes = titleTextAttributes(forSegmentState: .normal)
        return SegmentedControlLayout(
            segments: segments.map { .init(fixedWidth: $0.width, contentWidth: SegmentView.contentWidth(of: $0, attributes: attributes)) },
            apportionsByContent: apportionsSegmentWidthsByContent)
    }

    /// The segments' frames in the bounds, right to left in a right-to-left layout as on iOS.
    var segmentFrames: [CGRect] {
        let frames = layoutModel.frames(in: bounds)
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return frames }
        return frames.map { CGRect(x: bounds.maxX - ($0.maxX - bounds.minX), y: $0.minY, width: $0.width, height: $0.height) }
    }

    /// The segment under `point`, or nil outside them.
    func segment(at point: CGPoint) -> Int? {
        guard point.y >= -20, point.y <= bounds.height + 20 else { return nil }
        return segmentFrames.firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    /// Where `segment` sits among the others, for content position adjustments.
    func kind(of segment: Int) -> Segment {
        if segments.count == 1 { return .alone }
        if segment == 0 { return .left }
        return segment == segments.count - 1 ? .right : .center
    }
}
