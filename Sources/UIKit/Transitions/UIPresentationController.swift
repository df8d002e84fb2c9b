import QuartzCore

/// Manages one presentation: the container view the presented view lives in, its frame there, the chrome around
/// it (a dimming view), and what happens as the presentation and dismissal transitions begin and end.
@MainActor @preconcurrency
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
    /// The controller presented; held strongly once presenting, weakly while it waits in the controller's
    /// `presentationController` (which holds this one), so an unpresented controller is not kept alive by it.
    open var presentedViewController: UIViewController { heldPresented ?? weakPresented! }
    private var heldPresented: UIViewController?
    private weak var weakPresented: UIViewController?
    /// The controller the presentation covers (the presented one itself until UIKit chose one).
    open var presentingViewController: UIViewController { presenting ?? presentedViewController }
    private var presenting: UIViewController?
    /// The view the presentation happens in (set when the presentation starts).
    open internal(set) var containerView: UIView?
    /// The style this controller presents in.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }
    open var overrideTraitCollection: UITraitCollection?
    /// Hears of adaptation and of the user dismissing the presentation.
    ///
    /// Difference from Apple: the popover's and the sheet's presentation controllers keep this one delegate, typed as
    /// the adaptive delegate their own protocols refine (Swift cannot narrow an inherited property's type).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Where the presenter's view was before a presentation that removes it took it out of the window.
    var presentersViewPlace: (superview: UIView, index: Int)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        heldPresented = presentedViewController
        weakPresented = presentedViewController
        presenting = presentingViewController
    }

    /// Sets the presenting controller UIKit chose (the presentation context) before the presentation starts, and
    /// holds the presented controller from then on.
    func adopt(presenting: UIViewController) {
        self.presenting = presenting
        heldPresented = weakPresented
    }

    /// Lets go of the presented controller while this controller waits in its `presentationController`.
    func waitForPresentation() {
        heldPresented = nil
    }

    /// The presentation is about to start: its container is set, the presented view's frame not yet asked for.
    func presentationWillStart() {}

    /// Whether the user may dismiss, asked before the adaptive delegate (a popover's delegate answers here).
    func userMayDismiss() -> Bool { true }

    /// Takes the presentation away as the user asked, then runs `completion`.
    func dismissForUser(completion: @escaping () -> Void) {
        presentedViewController.dismiss(animated: true, completion: completion)
    }

    /// The user's dismissal finished (told before the adaptive delegate's `presentationControllerDidDismiss`).
    func userDidDismiss() {}

    /// Whether a touch at `point` (in the container) goes past the container to the views under it (a sheet's
    /// undimmed area).
    func containerPassesTouch(at point: CGPoint) -> Bool { false }

    /// The view that is animated into place: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// The presented view's frame at the end of the presentation: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presented view covers the whole screen.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window once the presentation finished (true for full-screen styles).
    open var shouldRemovePresentersView: Bool { false }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called when the container lays out (a window resize); position chrome and the presented view here.
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    open var traitCollection: UITraitCollection {
        overrideTraitCollection ?? containerView?.traitCollection ?? presentingViewController.traitCollection
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The size the presented content is given inside a container of `parentSize`.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The presented controller's preferred size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The container is about to become `size`: tells the presented controller, at the size it will have there.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        let presented = presentedViewController
        presented.viewWillTransition(to: self.size(forChildContentContainer: presented, withParentContainerSize: size), with: coordinator)
    }

    /// The traits are about to change: tells the presented controller.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

    // MARK: Focus

    /// Where focus goes inside the presentation: the presented controller.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [presentedViewController] }
    /// The container's superview, the window.
    open var parentFocusEnvironment: (any UIFocusEnvironment)? { containerView?.superview }
    /// The container view.
    open var focusItemContainer: (any UIFocusItemContainer)? { containerView }
    open func setNeedsFocusUpdate() { FocusRules.setNeedsFocusUpdate(self) }
    open func updateFocusIfNeeded() { FocusRules.updateFocusIfNeeded(self) }
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
}

/// The container of a presentation: it tells its presentation controller when it lays out, and leads focus's chain to it.
final class PresentationContainerView: UIView {
    weak var presentation: UIPresentationController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && presentation?.containerPassesTouch(at: point) == true ? nil : hit
    }

    /// The presentation controller, which stands between the presented controller and the window for focus.
    override var parentFocusEnvironment: (any UIFocusEnvironment)? { presentation ?? superview }

    override func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentation?.containerViewDidLayoutSubviews()
    }
}
