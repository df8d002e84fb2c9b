import QuartzCore

/// The zoom of iOS 18: the zoomed controller's view grows out of the source view (hidden meanwhile) over a dimming
/// of the view under it, its corners opening up, on a spring; the way back shrinks it into the source's frame as it
/// is then, asked of the provider again. Without a source it zooms from the middle, fading.
@MainActor
final class ZoomTransitionAnimator: SystemTransitionAnimator {
    let zoom: ZoomTransition
    let zoomed: UIViewController
    let source: UIViewController
    let isZoomingIn: Bool
    /// The drag that started this dismissal, which drives it instead of the spring.
    let interaction: ZoomInteractiveDismissal?

    /// How long the spring takes to settle, and its bounce: UIKit's fluid transitions settle without overshoot.
    static let duration: TimeInterval = 0.5
    static let bounce: CGFloat = 0
    /// The dimming laid over the view under the zoomed one, without `dimmingColor`.
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)

    var timingFunction: CAMediaTimingFunction { ModalTransitionAnimator.systemCurve }

    private var scene: ZoomScene?
    /// The transition this animator runs, from the moment its views are set up.
    private var context: (any UIViewControllerContextTransitioning)?
    /// Counts the springs started, so that a spring overtaken by a reversal does not end the transition.
    private var generation = 0

    init(zoom: ZoomTransition, zoomed: UIViewController, source: UIViewController, zoomingIn: Bool) {
        self.zoom = zoom
        self.zoomed = zoomed
        self.isZoomingIn = zoomingIn
        if zoomingIn { zoom.sourceController = source }
        self.source = zoomingIn ? source : zoom.sourceController ?? source
        interaction = zoomingIn ? nil : zoom.pendingInteraction
        interaction?.animator = self
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated ?? true ? Self.duration : 0
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let scene = prepare(transitionContext) else { return transitionContext.completeTransition(true) }
        UIView.performWithoutAnimation { scene.apply(isZoomingIn ? scene.start : scene.end, atSource: isZoomingIn) }
        // A finger may catch the zoom in flight.
        if isZoomingIn { installGesture() }
        guard transitionContext.isAnimated else {
            return settled(context: transitionContext, completed: true)
        }
        spring(toSource: !isZoomingIn, context: transitionContext, completed: true)
    }

    /// Turns a zoom in that is under way back the way it came, from where it is; the transition ends cancelled.
    func reverse(_ transitionContext: ViewControllerTransitionContext) -> Bool {
        guard isZoomingIn, scene != nil, !transitionContext.isInteractive else { return false }
        transitionContext.animatorReversed()
        spring(toSource: true, context: transitionContext, completed: false)
        return true
    }

    // MARK: The scene

    /// Sets the views up: the zoomed one in the container at its frame, the view it returns to under it (a pop's),
    /// the dimming between, the mask, the source asked for and hidden.
    func prepare(_ transitionContext: any UIViewControllerContextTransitioning) -> ZoomScene? {
        let container = transitionContext.containerView
        guard let zoomedView = zoomed.viewIfLoaded else { return nil }
        let frame = isZoomingIn ? transitionContext.finalFrame(for: zoomed) : transitionContext.initialFrame(for: zoomed)
        UIView.performWithoutAnimation {
            zoomedView.transform = .identity
            zoomedView.frame = frame
            if zoomedView.superview !== container { container.addSubview(zoomedView) }
            if !isZoomingIn, let under = transitionContext.view(forKey: .to), under.superview == nil,
               let controller = transitionContext.viewController(forKey: .to) {
                under.frame = transitionContext.finalFrame(for: controller)
                under.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.insertSubview(under, belowSubview: zoomedView)
            }
            container.window?.layoutIfNeeded()
        }
        let made = ZoomScene(zoomedView: zoomedView, frame: frame, sourceView: askForSource(in: container),
                             options: zoom.options, zoomed: zoomed)
        UIView.performWithoutAnimation { made.install(in: container) }
        scene = made
        context = transitionContext
        zoom.running = self
        return made
    }

    /// The source the provider gives now, if it shows in the container's window.
    private func askForSource(in container: UIView) -> UIView? {
        let context = UIZoomTransitionSourceViewProviderContext(sourceViewController: source, zoomedViewController: zoomed)
        guard let view = zoom.sourceViewProvider(context), view.window != nil, view.window === container.window else { return nil }
        return view
    }

    // MARK: Moving

    /// Whether a finger may take the zoom now: it runs on its spring, no finger driving it.
    var canBeCaught: Bool {
        guard scene != nil, let context else { return false }
        return !context.isInteractive && context is ViewControllerTransitionContext
    }

    /// Holds the zoom where it is and hands it to a finger that took it at `grab` (in the window).
    func catchInFlight(grab: CGPoint) -> ZoomInteractiveDismissal? {
        guard canBeCaught, let scene, let context = context as? ViewControllerTransitionContext else { return nil }
        generation += 1
        var start = ZoomPlacement.full(scene.frame.size)
        UIView.performWithoutAnimation { start = scene.freeze() }
        context.pauseInteractiveTransition()
        let interaction = ZoomInteractiveDismissal(grab: grab, direction: CGVector(dx: 0, dy: 1))
        interaction.animator = self
        interaction.catchInFlight(context, frame: scene.frame, start: start)
        return interaction
    }

    /// Shows the drag's placement at once (the finger drives it).
    func follow(_ placement: ZoomPlacement, dimming: CGFloat) {
        guard let scene else { return }
        UIView.performWithoutAnimation { scene.apply(placement, dimming: dimming) }
    }

    /// Springs the zoomed view to the source (or back to full), then settles the views and completes.
    func spring(toSource: Bool, context: any UIViewControllerContextTransitioning, completed: Bool) {
        guard let scene else { return }
        generation += 1
        let mine = generation
        UIView.animate(springDuration: Self.duration, bounce: Self.bounce, options: [.allowUserInteraction, .beginFromCurrentState]) {
            scene.apply(toSource ? scene.start : scene.end, atSource: toSource)
        } completion: { [self] _ in
            guard mine == generation else { return }
            settled(context: context, completed: completed)
        }
    }

    /// The zoom came to rest: the views are put back as they were, and the transition completes (cancelled when
    /// it rests where it started).
    private func settled(context: any UIViewControllerContextTransitioning, completed: Bool) {
        UIView.performWithoutAnimation { scene?.remove() }
        scene = nil
        self.context = nil
        if zoom.running === self { zoom.running = nil }
        let finished = completed && !context.transitionWasCancelled
        if finished == isZoomingIn {
            installGesture()
        } else {
            zoom.dismissGesture?.uninstall()
        }
        context.completeTransition(finished)
    }

    /// Puts the zoom's gestures on the zoomed view.
    private func installGesture() {
        guard let view = zoomed.viewIfLoaded else { return }
        let gesture = zoom.dismissGesture ?? ZoomDismissGesture(zoom: zoom, zoomed: zoomed)
        zoom.dismissGesture = gesture
        gesture.install(on: view)
    }
}
