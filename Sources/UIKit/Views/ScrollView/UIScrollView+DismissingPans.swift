import QuartzCore

/// What a pan that drags a whole card away (a sheet's, a zoomed view's) asks of the scroll views inside the card:
/// the nearest one under a touch, which then waits for that pan to fail before it scrolls.
extension UIScrollView {
    /// The nearest scroll view that can scroll from `view` up to `container`.
    static func enclosing(_ view: UIView, within container: UIView) -> UIScrollView? {
        var current: UIView? = view
        while let candidate = current {
            if let scrollView = candidate as? UIScrollView, scrollView.isScrollEnabled { return scrollView }
            if candidate === container { return nil }
            current = candidate.superview
        }
        return nil
    }

    /// Makes this scroll view's pan wait for `pan` to fail (once).
    func waitForDismissingPan(_ pan: UIGestureRecognizer) {
        guard !panGestureRecognizer.failureRequirements.contains(where: { $0.recognizer === pan }) else { return }
        panGestureRecognizer.require(toFail: pan)
    }
}
