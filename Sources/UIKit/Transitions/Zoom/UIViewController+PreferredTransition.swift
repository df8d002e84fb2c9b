import QuartzCore

/// How a controller's `preferredTransition` chooses the animator of its push, pop, presentation and dismissal.
extension UIViewController {
    /// The zoom this controller arrives and leaves by, if its preferred transition is one.
    var zoomTransition: ZoomTransition? { preferredTransition?.zoom }

    /// The animator of this controller's preferred transition for its presentation from `source` (or its
    /// dismissal back to it): the zoom, or UIKit's modal animation of the style named; nil without one.
    func preferredTransitionAnimator(presenting: Bool, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        switch preferredTransition?.kind {
        case .modal(let style):
            return ModalTransitionAnimator(style: style, presenting: presenting)
        case .zoom(let zoom):
            return ZoomTransitionAnimator(zoom: zoom, zoomed: self, source: source, zoomingIn: presenting)
        case nil:
            return nil
        }
    }

    /// A dismissal asked for while this controller's zoom presentation runs turns the zoom back from where it is;
    /// `completion` runs once it is back.
    func reverseRunningZoom(completion: (() -> Void)?) -> Bool {
        guard let zoom = zoomTransition?.running, let running = relations.coordinator as? ViewControllerTransitionContext,
              running.animator === zoom, zoom.reverse(running) else { return false }
        if let completion { running.animate(alongsideTransition: nil) { _ in completion() } }
        return true
    }
}

extension UINavigationController {
    /// The zoom of a push onto a controller that prefers one, or of its pop; a navigation stack plays no modal
    /// style, so those keep the slide.
    func zoomAnimator(for operation: Operation, from: UIViewController, to: UIViewController) -> ZoomTransitionAnimator? {
        let zoomed = operation == .push ? to : from
        guard let zoom = zoomed.zoomTransition else { return nil }
        return ZoomTransitionAnimator(zoom: zoom, zoomed: zoomed, source: operation == .push ? from : to,
                                      zoomingIn: operation == .push)
    }

    /// A pop asked for while a zoom push runs turns the zoom back from where it is, instead of waiting for it.
    func reverseRunningZoom(to viewControllers: [UIViewController]) -> Bool {
        guard let running, let zoom = running.animator as? ZoomTransitionAnimator, zoom.isZoomingIn,
              stack.last === zoom.zoomed, viewControllers.count == stack.count - 1,
              zip(viewControllers, stack).allSatisfy({ $0 === $1 }) else { return false }
        return zoom.reverse(running)
    }
}
