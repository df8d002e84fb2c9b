import QuartzCore

/// What each segment of a segmented control shows for its state: title attributes, background and divider images and
/// content position adjustments, each looked up with its fallbacks.
extension UISegmentedControl {
    // MARK: What each segment shows

    /// The state a segment shows: disabled, selected, highlighted while pressed, or normal.
    func shownState(of segment: Int) -> UIControl.State {
        if !isEnabled || !segments[segment].isEnabled { return .disabled }
        var state: UIControl.State = []
        if segment == shownSelection { state.insert(.selected) }
        if segment == pressedSegment { state.insert(.highlighted) }
        return state
    }

    /// The segment the indicator is on: the one a drag carries it to, else the selection (none while momentary).
    var shownSelection: Int? {
        if pressCarriesIndicator, let pressedSegment { return pressedSegment }
        if isMomentary { return pressedSegment }
        return storedSelectedIndex == Self.noSegment ? nil : storedSelectedIndex
    }

    /// Title attributes for a segment in `state`: the defaults (13-point text, semibold when selected, in the label
    /// colour, dimmed when disabled) under the normal state's, under `state`'s own (selected and highlighted looked up
    /// in that order).
    func titleTextAttributes(forSegmentState state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: state.contains(.selected) ? .semibold : .regular),
            .foregroundColor: state.contains(.disabled) ? UIColor.tertiaryLabel : UIColor.label,
        ]
        let lookups: [UIControl.State] = [.normal, state.contains(.disabled) ? .disabled : [], state.contains(.selected) ? .selected : [],
                                          state.contains(.highlighted) ? .highlighted : [], state]
        var seen = Set<UInt>()
        for lookup in lookups where seen.insert(lookup.rawValue).inserted {
            if lookup.isEmpty, lookup != state { continue }
            attributes.merge(titleAttributes[lookup.rawValue] ?? [:]) { $1 }
        }
        if let color = attributes[.foregroundColor] as? UIColor {
            attributes[.foregroundColor] = color.resolvedColor(with: traitCollection)
        }
        return attributes
    }

    /// The background image for a segment in `state`, falling back to the normal state's.
    func backgroundImage(forSegmentState state: UIControl.State) -> UIImage? {
        backgroundImages[ImageKey(state: state.rawValue, metrics: UIBarMetrics.default.rawValue)]
            ?? (state.contains(.selected) ? backgroundImages[ImageKey(state: UIControl.State.selected.rawValue, metrics: 0)] : nil)
            ?? backgroundImages[ImageKey(state: 0, metrics: UIBarMetrics.default.rawValue)]
    }

    /// The divider image between segments in `left` and `right` states, falling back to the normal pair's.
    func dividerImage(between left: UIControl.State, and right: UIControl.State) -> UIImage? {
        dividerImages[DividerKey(left: left.rawValue, right: right.rawValue, metrics: 0)]
            ?? dividerImages[DividerKey(left: 0, right: 0, metrics: 0)]
    }

    /// The content position adjustment of `segment`: its kind's, else the one for any segment.
    func positionAdjustment(of segment: Int) -> UIOffset {
        positionAdjustments[AdjustmentKey(segment: kind(of: segment).rawValue, metrics: 0)]
            ?? positionAdjustments[AdjustmentKey(segment: Segment.any.rawValue, metrics: 0)] ?? .zero
    }
}
