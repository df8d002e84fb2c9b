import QuartzCore

/// Where a page control's dots lie, what a touch on them does, and how they are drawn.
extension UIPageControl {
    /// Whether the dots run down rather than across.
    var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// Whether page 0 is at the right (or bottom) end.
    var isReversed: Bool {
        switch direction {
        case .natural: effectiveUserInterfaceLayoutDirection == .rightToLeft
        case .rightToLeft, .bottomToTop: true
        case .leftToRight, .topToBottom: false
        }
    }

    /// `point`'s coordinate along the row of dots.
    func along(_ point: CGPoint) -> CGFloat { isVertical ? point.y : point.x }

    /// The centre of dot `page`.
    func indicatorCenter(ofPage page: Int) -> CGPoint {
        let slot = isReversed ? numberOfPages - 1 - page : page
        let length = CGFloat(numberOfPages) * Self.indicatorPitch
        let middle = isVertical ? bounds.midY : bounds.midX
        let offset = middle - length / 2 + (CGFloat(slot) + 0.5) * Self.indicatorPitch
        return isVertical ? CGPoint(x: bounds.midX, y: offset) : CGPoint(x: offset, y: bounds.midY)
    }

    /// The page whose dot is nearest `point` along the row.
    func page(at point: CGPoint) -> Int {
        guard numberOfPages > 0 else { return 0 }
        let length = CGFloat(numberOfPages) * Self.indicatorPitch
        let start = (isVertical ? bounds.midY : bounds.midX) - length / 2
        let slot = min(max(Int(((along(point) - start) / Self.indicatorPitch).rounded(.down)), 0), numberOfPages - 1)
        return isReversed ? numberOfPages - 1 - slot : slot
    }

    // MARK: Touches

    /// A drag of more than 10 points along the row scrubs: the page under the touch becomes current.
    func scrub(to point: CGPoint) {
        guard isEnabled, allowsContinuousInteraction, let start = touchStart, numberOfPages > 1 else { return }
        if interactionState != .continuous {
            guard abs(along(point) - along(start)) > 10 else { return }
            interactionState = .continuous
            progress?.interactionDidChange()
            updateLayers(animated: true)
        }
        change(to: page(at: point))
    }

    /// The touch ended at `point` (nil: cancelled): a tap beside the current dot moves one page toward it.
    func endTouch(at point: CGPoint?) {
        defer {
            touchStart = nil
            isTrackingPage = false
            let wasContinuous = interactionState == .continuous
            interactionState = .none
            if wasContinuous {
                progress?.interactionDidChange()
                updateLayers(animated: true)
            }
        }
        guard isEnabled, let point, touchStart != nil, interactionState == .none, numberOfPages > 1 else { return }
        let delta = along(point) - along(indicatorCenter(ofPage: currentPage))
        guard abs(delta) >= Self.indicatorPitch / 2 else { return }
        interactionState = .discrete
        change(to: currentPage + ((delta > 0) != isReversed ? 1 : -1))
    }

    /// Makes `page` current on the user's behalf and tells the targets.
    func change(to page: Int) {
        let page = clampedPage(page)
        guard page != currentPage else { return }
        isTrackingPage = true
        currentPage = page
        sendActions(for: .valueChanged)
    }

    // MARK: Drawing

    /// Rebuilds one layer per dot, then lays them out.
    func rebuildIndicators() {
        for indicator in indicators { indicator.removeFromSuperlayer() }
        indicators = (0..<numberOfPages).map { _ in CALayer() }
        for indicator in indicators { layer.addSublayer(indicator) }
        displayedPage = storedCurrentPage
        updateLayers(animated: false)
    }

    /// Lays the capsule and dots out and colours them, animating the current dot's change when `animated`.
    func updateLayers(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        CATransaction.setAnimationDuration(Self.animationDuration)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        let hidden = hidesForSinglePage && numberOfPages == 1
        let fitted = size(forNumberOfPages: numberOfPages)
        capsule.frame = CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
                               width: fitted.width, height: fitted.height)
        let showsCapsule = backgroundStyle == .prominent || backgroundStyle == .automatic && interactionState == .continuous
        capsule.isHidden = hidden || !showsCapsule || numberOfPages == 0
        capsule.backgroundColor = shownColor(.systemFill)
        let current = (currentPageIndicatorTintColor ?? .label).resolvedColor(with: traitCollection)
        let other = (pageIndicatorTintColor ?? .tertiaryLabel).resolvedColor(with: traitCollection)
        let progressShown = progress?.isProgressVisible == true
        for (page, indicator) in indicators.enumerated() {
            let isCurrent = page == displayedPage
            let image = isCurrent
                ? currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage ?? indicatorImages[page] ?? preferredIndicatorImage
                : indicatorImages[page] ?? preferredIndicatorImage
            let color = isCurrent && !progressShown ? current : other
            let size = image?.size ?? CGSize(width: Self.dotDiameter, height: Self.dotDiameter)
            let center = indicatorCenter(ofPage: page)
            indicator.isHidden = hidden
            indicator.bounds = CGRect(origin: .zero, size: size)
            indicator.position = center
            if let image, let cgImage = image.cgImage {
                indicator.contents = UIImage.tint(cgImage, with: color)
                indicator.contentsScale = image.scale
                indicator.backgroundColor = nil
                indicator.cornerRadius = 0
            } else {
                indicator.contents = nil
                indicator.backgroundColor = color.cgColor
                indicator.cornerRadius = size.height / 2
            }
            indicator.masksToBounds = true
        }
        updateProgressFill(color: current)
        CATransaction.commit()
    }

    /// The current dot's fill while a progress shows: the current colour over its leading part.
    func updateProgressFill(color: UIColor) {
        guard let progress, progress.isProgressVisible, indicators.indices.contains(displayedPage) else {
            return progressFill.removeFromSuperlayer()
        }
        let dot = indicators[displayedPage]
        if progressFill.superlayer !== dot { dot.addSublayer(progressFill) }
        let fraction = CGFloat(min(max(progress.currentProgress, 0), 1))
        let size = dot.bounds.size
        progressFill.backgroundColor = color.cgColor
        if isVertical {
            progressFill.frame = CGRect(x: 0, y: isReversed ? size.height * (1 - fraction) : 0, width: size.width, height: size.height * fraction)
        } else {
            progressFill.frame = CGRect(x: isReversed ? size.width * (1 - fraction) : 0, y: 0, width: size.width * fraction, height: size.height)
        }
    }
}
