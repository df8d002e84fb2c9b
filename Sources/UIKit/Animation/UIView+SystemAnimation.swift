import QuartzCore

extension UIView {
    /// Animations UIKit performs on views on its own.
    public enum SystemAnimation: UInt, Sendable {
        /// Fades the views out and removes them from their superviews.
        case delete
    }

    /// Runs `animation` on `views`, with `parallelAnimations` alongside; for `.delete` each view fades and shrinks a
    /// little, then leaves its superview with its alpha and transform restored, so it can be shown again.
    ///
    /// Difference from Apple: the deletion fades and shrinks each view; Apple does not document its look.
    public static func perform(
        _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let saved = views.map { ($0.alpha, $0.transform) }
        animate(withDuration: 0.3, delay: 0, options: options, animations: {
            for view in views {
                view.alpha = 0
                view.transform = view.transform.scaledBy(x: 0.9, y: 0.9)
            }
            parallelAnimations?()
        }, completion: { finished in
            performWithoutAnimation {
                for (view, state) in zip(views, saved) {
                    view.removeFromSuperview()
                    (view.alpha, view.transform) = state
                }
            }
            completion?(finished)
        })
    }
}
