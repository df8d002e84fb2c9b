import QuartzCore

/// One transition between controllers, as UIKit's private context is: the `UIViewControllerContextTransitioning`
/// given to the animator and the interaction controller, and the `UIViewControllerTransitionCoordinator` given to
/// everyone else. The container that starts it (a navigation controller, a presentation) says in `onComplete` how
/// to settle the controllers once the animator reports the end.
@MainActor
final class ViewControllerTransitionContext: UIViewControllerContextTransitioning, UIKitTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let animator: any UIViewControllerAnimatedTransitioning
    let interactor: (any UIViewControllerInteractiveTransitioning)?
    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    /// The curve the animator moves on, which the alongside animations follow.
    var timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    var targetTransform: CGAffineTransform { .identity }

    private var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    private var views: [UITransitionContextViewKey: UIView] = [:]
    private var initialFrames: [ObjectIdentifier: CGRect] = [:]
    private var finalFrames: [ObjectIdentifier: CGRect] = [:]
    /// Settles the controllers once the transition ended (`didComplete` false when cancelled).
    var onComplete: (Bool) -> Void = { _ in }
    private var completed = false
    private var alongside: UIViewPropertyAnimator?
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(
        container: UIView, animated: Bool, style: UIModalPresentationStyle,
        animator: any UIViewControllerAnimatedTransitioning, interactor: (any UIViewControllerInteractiveTransitioning)?
    ) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        self.animator = animator
        self.interactor = interactor
    }

    /// Names `controller` for `key`, with its view (`showsView` false leaves `view(forKey:)` nil, as UIKit does for
    /// a presenter whose view stays) and its frames before and after.
    func set(_ controller: UIViewController, for key: UITransitionContextViewControllerKey, showsView: Bool = true,
             initialFrame: CGRect, finalFrame: CGRect) {
        controllers[key] = controller
        if showsView { views[key == .from ? .from : .to] = controller.view }
        initialFrames[ObjectIdentifier(controller)] = initialFrame
        finalFrames[ObjectIdentifier(controller)] = finalFrame
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    /// Hands the transition to the interaction controller, or lets the animator run it.
    func start() {
        for controller in controllers.values { controller.relations.coordinator = self }
        if let interactor {
            isInteractive = interactor.wantsInteractiveStart
            initiallyInteractive = isInteractive
            interactor.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        startAlongsideAnimations()
    }

    // MARK: Interaction

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete.isFinite ? percentComplete : 0, 0), 1)
        if let alongside, alongside.state == .active, !alongside.isRunning { alongside.fractionComplete = self.percentComplete }
    }

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    func pauseInteractiveTransition() {
        guard !isInteractive, !completed else { return }
        isInteractive = true
        alongside?.pauseAnimation()
        for handler in interactionHandlers { handler(self) }
    }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive, !completed else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        if let alongside {
            if cancelled { alongside.isReversed = true }
            let factor = remainingFraction / max(completionSpeed, 0.01)
            alongside.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: completionCurve),
                                        durationFactor: max(factor, 0.001))
        }
        for handler in interactionHandlers { handler(self) }
    }

    /// The animator turned the transition back before its end (a pop during a zoom push): it ends cancelled.
    func animatorReversed() {
        guard !completed else { return }
        transitionWasCancelled = true
    }

    /// The part of the transition left to run after the interaction ends.
    private var remainingFraction: CGFloat { transitionWasCancelled ? percentComplete : 1 - percentComplete }

    func completeTransition(_ didComplete: Bool) {
        guard !completed else { return }
        completed = true
        alongside?.stopAnimation(false)
        alongside?.finishAnimation(at: didComplete ? .end : .start)
        for controller in controllers.values where controller.relations.coordinator === self {
            controller.relations.coordinator = nil
        }
        onComplete(didComplete)
        animator.animationEnded(didComplete)
        for completion in completions { completion(self) }
        completions.removeAll()
        interactionHandlers.removeAll()
    }

    // MARK: Coordinator

    var isInterruptible: Bool { animator.ownInterruptibleAnimator(using: self) != nil }
    var isCancelled: Bool { transitionWasCancelled }
    var transitionDuration: TimeInterval { animator.transitionDuration(using: self) }
    var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }
    var completionSpeed: CGFloat { interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !completed else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if !isAnimated {
            UIView.performWithoutAnimation { animation(self) }
            return true
        }
        let animator = alongsideAnimator()
        animator.addAnimations { [unowned self] in animation(self) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The animator the alongside animations share, made on first use with the transition's duration and curve.
    private func alongsideAnimator() -> UIViewPropertyAnimator {
        if let alongside { return alongside }
        let point1 = timingFunction.controlPoint(0), point2 = timingFunction.controlPoint(1)
        let made = UIViewPropertyAnimator(duration: animator.transitionDuration(using: self), controlPoint1: point1, controlPoint2: point2)
        // Scrubbed along the transition's curve, in step with the container's time offset.
        made.scrubsLinearly = false
        alongside = made
        return made
    }

    /// Starts (or, while interactive, holds) the alongside animations gathered before the start.
    private func startAlongsideAnimations() {
        guard let alongside, !completed else { return }
        if isInteractive {
            alongside.pauseAnimation()
            alongside.fractionComplete = percentComplete
        } else {
            alongside.startAnimation()
        }
    }
}

extension CAMediaTimingFunction {
    /// The first (0) or second (1) inner control point as a point.
    func controlPoint(_ index: Int) -> CGPoint {
        var values: [Float] = [0, 0]
        getControlPoint(at: index + 1, values: &values)
        return CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
    }
}
