import QuartzCore

/// A zoom's dismissal under the finger: the zoomed view follows the drag as a shrinking card over a lightening
/// dimming; on release it springs into the source or back to full, and the transition finishes or cancels. A zoom
/// caught in flight is driven the same way from where it was.
@MainActor
final class ZoomInteractiveDismissal: UIViewControllerInteractiveTransitioning {
    /// Where the finger took the view, in the window.
    let grab: CGPoint
    /// The direction that dismisses (see `ZoomDrag.direction`).
    let direction: CGVector
    /// The animator of the dismissal this drag started, which owns the views.
    weak var animator: ZoomTransitionAnimator?
    private var context: (any UIViewControllerContextTransitioning)?
    private var drag: ZoomDrag?
    private var translation = CGPoint.zero
    /// The pinch's scale, while a pinch drives the dismissal.
    private var pinchScale: CGFloat?

    init(grab: CGPoint, direction: CGVector) {
        self.grab = grab
        self.direction = direction
    }

    /// Whether the dismissal started under this drag.
    var isRunning: Bool { context != nil }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let animator, let scene = animator.prepare(transitionContext) else {
            context = nil
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        let frame = scene.zoomedView.frame
        drag = ZoomDrag(frame: frame, grab: container.convert(grab, from: nil), direction: direction)
        update(translation)
    }

    /// Takes over a zoom running without a finger, its view held where it was (`start`).
    func catchInFlight(_ transitionContext: any UIViewControllerContextTransitioning, frame: CGRect, start: ZoomPlacement) {
        context = transitionContext
        drag = ZoomDrag(frame: frame, grab: transitionContext.containerView.convert(grab, from: nil), direction: direction,
                        start: start)
    }

    /// The finger moved by `translation` (in the window) since it took the view; a pinch gives its `scale` too.
    func update(_ translation: CGPoint, scale: CGFloat? = nil) {
        self.translation = translation
        pinchScale = scale
        guard let drag, let context else { return }
        let placement = scale.map { drag.placement(translation, scale: $0) } ?? drag.placement(translation)
        let progress = (1 - placement.transform.a) / (1 - ZoomDrag.smallestScale)
        animator?.follow(placement, dimming: 1 - progress)
        context.updateInteractiveTransition(min(max(progress, 0), 1))
    }

    /// The finger lifted moving at `velocity` (a pinch's fingers at `pinchVelocity`, scale per second): the card
    /// goes into the source or back.
    func release(velocity: CGPoint, pinchVelocity: CGFloat = 0) {
        guard let drag, let context, let animator else { return }
        self.drag = nil
        self.context = nil
        let finishes = pinchScale.map { ZoomDrag.pinchFinishes(scale: $0, velocity: pinchVelocity) }
            ?? drag.finishes(translation, velocity: velocity)
        // Towards the source completes a dismissal, and turns back a zoom in that was caught.
        let completes = finishes != animator.isZoomingIn
        if completes {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
        animator.spring(toSource: finishes, context: context, completed: completes)
    }

    /// The gesture was taken away: the card goes back.
    func cancel() {
        release(velocity: CGPoint(x: -direction.dx * 1000, y: -direction.dy * 1000), pinchVelocity: 1000)
    }
}
