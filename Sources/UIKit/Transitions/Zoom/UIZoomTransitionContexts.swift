import QuartzCore

/// What a zoom's source view provider is told: the controller that shows the source, and the zoomed one.
@MainActor @preconcurrency
open class UIZoomTransitionSourceViewProviderContext {
    /// The controller the zoomed one was pushed or presented from (the one the source view is in).
    open private(set) var sourceViewController: UIViewController
    /// The controller whose view zooms.
    open private(set) var zoomedViewController: UIViewController

    init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
        self.sourceViewController = sourceViewController
        self.zoomedViewController = zoomedViewController
    }
}

/// What `interactiveDismissShouldBegin` is told about the drag that would dismiss the zoomed controller.
@MainActor @preconcurrency
open class UIZoomTransitionInteractionContext {
    /// Where the finger is, in the zoomed controller's view.
    open private(set) var location: CGPoint
    /// How fast it moves, in points per second.
    open private(set) var velocity: CGVector
    /// Whether the dismissal would begin without being asked (a drag mostly down, or the edge swipe).
    open private(set) var willBegin: Bool

    init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
        self.location = location
        self.velocity = velocity
        self.willBegin = willBegin
    }
}

/// What `alignmentRectProvider` is told: the source view, and the zoomed controller whose view lines up with it.
@MainActor @preconcurrency
open class UIZoomTransitionAlignmentRectContext {
    /// The view the zoom grows out of and shrinks back into.
    open private(set) var sourceView: UIView
    /// The controller whose view zooms.
    open private(set) var zoomedViewController: UIViewController

    init(sourceView: UIView, zoomedViewController: UIViewController) {
        self.sourceView = sourceView
        self.zoomedViewController = zoomedViewController
    }
}
