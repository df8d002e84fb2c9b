import Foundation

/// Animates a document's controller in from the document's row in the browser (and back out): the controller fades
/// and grows from the row while `targetView` is set, or fades in place.
@MainActor @preconcurrency
open class UIDocumentBrowserTransitionController: NSObject, UIViewControllerAnimatedTransitioning {
    /// How far the document has loaded, shown while the transition waits.
    open var loadingProgress: Progress?
    /// The view that shows the document once open, which the transition ends on.
    open weak var targetView: UIView?
    /// The document's row in the browser, in the window's coordinates, when it shows.
    let sourceFrame: CGRect?

    init(sourceFrame: CGRect?) {
        self.sourceFrame = sourceFrame
        super.init()
    }

    open func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    open func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let presenting = toView != nil
        let moving = toView ?? fromView
        if let toView, let controller = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: controller)
            container.addSubview(toView)
        }
        let shrunk = shrinkTransform(for: moving, in: container)
        if presenting {
            moving?.alpha = 0
            moving?.transform = shrunk
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            moving?.alpha = presenting ? 1 : 0
            moving?.transform = presenting ? .identity : shrunk
        }, completion: { _ in
            moving?.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    /// The transform that puts `view` over the document's row, or a slight shrink without one.
    private func shrinkTransform(for view: UIView?, in container: UIView) -> CGAffineTransform {
        guard let view, let sourceFrame, view.bounds.width > 0, view.bounds.height > 0 else {
            return CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
        let source = container.convert(sourceFrame, from: nil)
        let scale = max(0.05, min(source.width / view.bounds.width, source.height / view.bounds.height))
        return CGAffineTransform(translationX: source.midX - view.center.x, y: source.midY - view.center.y).scaledBy(x: scale, y: scale)
    }
}
