import QuartzCore

/// Drawing a segmented control: the rounded background, a segment view per segment, the dividers between them, and the
/// selection indicator behind the selected one.
extension UISegmentedControl {
    /// The rounded background and the indicator's shadowed look, as an initializer sets them up.
    func setUpLayers() {
        layer.cornerRadius = 9
        indicator.cornerRadius = 7
        indicator.shadowColor = CGColor.black
        indicator.shadowOpacity = 0.12
        indicator.shadowOffset = CGSize(width: 0, height: 3)
        indicator.shadowRadius = 4
        layer.addSublayer(indicator)
        updateLayers(animated: false)
    }

    /// Places the segment views in their frames.
    func layoutSegments() {
        for (view, frame) in zip(segmentViews, segmentFrames) { view.frame = frame }
    }

    /// Makes one divider view for each gap between segments.
    func rebuildDividers() {
        let wanted = max(segments.count - 1, 0)
        while dividerViews.count > wanted { dividerViews.removeLast().removeFromSuperview() }
        while dividerViews.count < wanted {
            let divider = UIImageView()
            divider.isUserInteractionEnabled = false
            insertSubview(divider, at: 0)
            dividerViews.append(divider)
        }
    }

    /// The indicator's frame over `segment`: the segment inset by 2 points.
    func indicatorFrame(over segment: Int) -> CGRect {
        let frames = segmentFrames
        guard frames.indices.contains(segment) else { return .zero }
        return frames[segment].insetBy(dx: 2, dy: 2)
    }

    /// Shows each segment in its state, the dividers, and the indicator over the shown selection, sliding it there
    /// over a quarter second when `animated`.
    func updateLayers(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        CATransaction.setAnimationDuration(Self.animationDuration)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        let usesImages = backgroundImage(for: .normal, barMetrics: .default) != nil
        layer.backgroundColor = usesImages ? nil : shownColor(.tertiarySystemFill)
        // Subviews go in above the indicator's layer: keep it at the back, under the segments' titles.
        if layer.sublayers?.first !== indicator { layer.insertSublayer(indicator, at: 0) }
        let selection = shownSelection
        if let selection, !usesImages, segmentViews.indices.contains(selection) {
            let wasHidden = indicator.isHidden
            indicator.isHidden = false
            if wasHidden { CATransaction.setDisableActions(true) }
            indicator.frame = indicatorFrame(over: selection)
            indicator.backgroundColor = shownColor(selectedSegmentTintColor ?? Self.indicatorColor)
            CATransaction.setDisableActions(!animated)
        } else {
            indicator.isHidden = true
        }
        let states = segments.indices.map(shownState(of:))
        for (index, view) in segmentViews.enumerated() {
            let state = states[index]
            let attributes = titleTextAttributes(forSegmentState: state)
            let adjustment = positionAdjustment(of: index)
            let offset = segments[index].contentOffset
            view.show(segments[index], attributes: attributes,
                      color: attributes[.foregroundColor] as? UIColor ?? .label,
                      background: usesImages ? backgroundImage(forSegmentState: state) : nil,
                      offset: CGSize(width: offset.width + adjustment.horizontal, height: offset.height + adjustment.vertical))
            view.alpha = state.contains(.highlighted) && !state.contains(.selected) ? 0.6 : 1
        }
        updateDividers(states: states, usesImages: usesImages)
        CATransaction.commit()
    }

    /// Each divider: its image for the states either side, else a 1-point line hidden beside the indicator.
    private func updateDividers(states: [UIControl.State], usesImages: Bool) {
        let frames = segmentFrames, rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, divider) in dividerViews.enumerated() where frames.indices.contains(index + 1) {
            let (left, right) = rightToLeft ? (index + 1, index) : (index, index + 1)
            let image = dividerImage(between: states[left], and: states[right])
            divider.image = image
            let size = image?.size ?? CGSize(width: 1, height: 16)
            let x = rightToLeft ? frames[index].minX : frames[index].maxX
            divider.frame = CGRect(x: x - size.width / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            divider.layer.backgroundColor = image == nil && !usesImages ? shownColor(.separator) : nil
            let besideSelection = shownSelection.map { $0 == index || $0 == index + 1 } ?? false
            divider.alpha = image == nil && besideSelection ? 0 : 1
        }
    }

    /// The indicator's colour: white in light mode, a raised grey in dark mode.
    static let indicatorColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    }
}
