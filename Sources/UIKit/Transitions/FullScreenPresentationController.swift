import QuartzCore

/// The full-screen styles: the presented view fills the container; `.fullScreen` takes the presenter's view out
/// of the window once covered, `.overFullScreen` leaves it under.
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool {
        let style = presentedViewController.modalPresentationStyle
        return style == .fullScreen || style == .currentContext
    }

    /// A resize lays the presented view out at once, also while it is being presented (its animation runs to the
    /// new frame); while it is being dismissed it keeps the frame it leaves from.
    override func containerViewWillLayoutSubviews() {
        guard !presentedViewController.isBeingDismissed, let view = presentedView else { return }
        // Through its bounds and centre: a zoom scales the view meanwhile, and its frame is then the scaled one.
        let frame = frameOfPresentedViewInContainerView
        view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
        view.center = CGPoint(x: frame.midX, y: frame.midY)
    }
}
