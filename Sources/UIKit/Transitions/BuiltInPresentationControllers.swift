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
        guard !presentedViewController.isBeingDismissed else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Page and form sheets: a centered card with rounded corners over a dimming view that fades in with the
/// presentation and out with the dismissal.
final class SheetPresentationController: UIPresentationController {
    let dimmingView = UIView()
    /// Room kept around a sheet in a small window.
    static let margin: CGFloat = 20

    override var shouldPresentInFullscreen: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return frame(inContainerOf: bounds.size)
    }

    /// The sheet's size in a container of `parentSize` (a resize tells the presented controller of it).
    override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        frame(inContainerOf: parentSize).size
    }

    /// The sheet's frame, centered in a container of `containerSize`.
    private func frame(inContainerOf containerSize: CGSize) -> CGRect {
        let bounds = CGRect(origin: .zero, size: containerSize)
        let isForm = presentedViewController.modalPresentationStyle == .formSheet
            || presentedViewController.modalPresentationStyle == .popover
        let preferred = presentedViewController.preferredContentSize
        let wanted = preferred != .zero ? preferred
            : isForm ? CGSize(width: 540, height: 620) : CGSize(width: 704, height: bounds.height - 2 * Self.margin)
        let size = CGSize(width: min(wanted.width, bounds.width - 2 * Self.margin),
                          height: min(wanted.height, bounds.height - 2 * Self.margin))
        return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        UIView.performWithoutAnimation {
            dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
            dimmingView.frame = containerView.bounds
            dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dimmingView.alpha = 0
            containerView.insertSubview(dimmingView, at: 0)
            presentedView?.layer.cornerRadius = 10
            presentedView?.clipsToBounds = true
        }
        fadeDimming(to: 1)
    }

    override func dismissalTransitionWillBegin() {
        fadeDimming(to: 0)
    }

    private func fadeDimming(to alpha: CGFloat) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = alpha }, completion: nil)
        } else {
            dimmingView.alpha = alpha
        }
    }

    /// A resize lays the presented view out at once, also while it is being presented (its animation runs to the
    /// new frame); while it is being dismissed it keeps the frame it leaves from.
    override func containerViewWillLayoutSubviews() {
        guard !presentedViewController.isBeingDismissed else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
