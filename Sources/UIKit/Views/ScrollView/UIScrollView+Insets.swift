import QuartzCore

extension UIScrollView {
    /// Which of the safe area's insets the scroll view adds to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and vertically always when the scroll view is a navigation or tab bar controller's content.
        case automatic
        /// Only along the axes that scroll (content larger than the bounds, or always bouncing).
        case scrollableAxes
        case never
        case always
    }

    /// `contentInset` plus the safe area insets `contentInsetAdjustmentBehavior` lets in: the offsets the content rests at.
    var computedAdjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let (horizontal, vertical) = safeAreaAdjustedAxes
        return UIEdgeInsets(top: contentInset.top + (vertical ? safe.top : 0) + refreshControlInset,
                            left: contentInset.left + (horizontal ? safe.left : 0),
                            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
                            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// The axes along which `contentInsetAdjustmentBehavior` adds the safe area to the content inset.
    var safeAreaAdjustedAxes: (horizontal: Bool, vertical: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (scrollsHorizontally, scrollsVertically)
        case .automatic:
            let controller = viewController
            let contained = controller?.navigationController != nil || controller?.tabBarController != nil
            return (scrollsHorizontally, scrollsVertically || contained)
        }
    }

    /// The safe area the content's views share: what the adjusted content inset already keeps clear is left out,
    /// so that rows scrolled under a bar are not inset again.
    var safeAreaInsetsForContent: UIEdgeInsets {
        let safe = safeAreaInsets
        let (horizontal, vertical) = safeAreaAdjustedAxes
        return UIEdgeInsets(top: vertical ? 0 : safe.top, left: horizontal ? 0 : safe.left,
                            bottom: vertical ? 0 : safe.bottom, right: horizontal ? 0 : safe.right)
    }

    /// Compares `adjustedContentInset` with the last one seen and reports a change. When the safe area or the
    /// adjustment behaviour changed it (`restingFollows`), content resting at the top or leading edge stays resting
    /// there: a table view under a navigation bar starts below the bar, as on iOS.
    func noteAdjustedContentInset(restingFollows: Bool = false) {
        let current = adjustedContentInset
        let old = lastAdjustedContentInset
        guard current != old else { return }
        lastAdjustedContentInset = current
        if safeAreaInsets != .zero { for subview in subviews { subview.refreshSafeArea() } }
        adjustedContentInsetDidChange()
        guard restingFollows, !isDragging, !isDecelerating else { return }
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -current.top }
        if offset.x == -old.left { offset.x = -current.left }
        if offset != contentOffset { contentOffset = offset }
    }
}
