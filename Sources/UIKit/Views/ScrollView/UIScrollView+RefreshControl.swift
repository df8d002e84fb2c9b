import QuartzCore

extension UIScrollView {
    /// Puts `control` above the content (or takes the old one out).
    func installRefreshControl(_ control: UIRefreshControl?, replacing old: UIRefreshControl?) {
        guard control !== old else { return }
        if let old, old.superview === self {
            old.removeFromSuperview()
            old.scrollView = nil
        }
        guard let control else { return noteAdjustedContentInset() }
        control.scrollView = self
        alwaysBounceVertical = true
        insertSubview(control, at: 0)
        layoutRefreshControl()
        noteAdjustedContentInset()
    }

    /// What the refresh control adds to the top inset: its height while refreshing, once no drag holds the content.
    var refreshControlInset: CGFloat {
        guard let control = refreshControl, control.isRefreshing, !isDragging else { return 0 }
        return UIRefreshControl.height
    }

    /// Keeps the control just above the content, as wide as the scroll view.
    func layoutRefreshControl() {
        guard let control = refreshControl else { return }
        UIView.performWithoutAnimation {
            control.frame = CGRect(x: contentOffset.x, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        }
    }

    /// Tells the control how far a drag pulls the content past the top.
    func noteRefreshPull() {
        guard let control = refreshControl, isDragging else { return }
        control.pulled(by: -(contentOffset.y + adjustedContentInset.top))
    }

    /// The refresh ended: the inset shrinks back and, when the content rests in the refreshing position, it slides up.
    func refreshControlDidEndRefreshing(_ control: UIRefreshControl) {
        noteAdjustedContentInset()
        guard !isDragging, contentOffset.y < -adjustedContentInset.top else { return }
        animateContentOffset(to: clamped(contentOffset), animated: true) {}
    }
}
