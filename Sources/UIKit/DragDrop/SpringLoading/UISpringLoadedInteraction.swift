import QuartzCore

/// How far a spring-loaded interaction has come under a drag that hovers over its view.
public enum UISpringLoadedInteractionEffectState: Int, Sendable {
    case inactive = 0, possible = 1, activating = 2, activated = 3
}

/// An interaction (`UIView.addInteraction`) that opens its view's target when a drag hovers over it for a moment, as
/// a folder springs open under a dragged file: the behavior says whether it may go on, the effect shows its states,
/// and the handler runs once it activates.
@MainActor @preconcurrency
open class UISpringLoadedInteraction: UIInteraction {
    /// Whether the interaction may go on as the drag moves (the default always lets it).
    open private(set) var interactionBehavior: UISpringLoadedInteractionBehavior
    /// What the view shows as the interaction goes on (the default dims the view while it activates and flashes it back).
    open private(set) var interactionEffect: UISpringLoadedInteractionEffect
    open private(set) weak var view: UIView?
    let activationHandler: (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void

    public init(interactionBehavior: UISpringLoadedInteractionBehavior?, interactionEffect: UISpringLoadedInteractionEffect?,
                activationHandler handler: @escaping (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void) {
        self.interactionBehavior = interactionBehavior ?? SpringLoadedDefaultBehavior()
        self.interactionEffect = interactionEffect ?? SpringLoadedBlinkEffect()
        activationHandler = handler
    }

    public convenience init(activationHandler handler: @escaping (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void) {
        self.init(interactionBehavior: nil, interactionEffect: nil, activationHandler: handler)
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }
}

/// Decides whether a spring-loaded interaction goes on as the drag moves.
@MainActor @preconcurrency
public protocol UISpringLoadedInteractionBehavior: AnyObject {
    /// Asked as the drag moves over the view until the interaction activates; false takes it back to inactive.
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool
    /// The drag left the view, ended, or the interaction activated and the drag moved on.
    func interactionDidFinish(_ interaction: UISpringLoadedInteraction)
}

extension UISpringLoadedInteractionBehavior {
    public func interactionDidFinish(_ interaction: UISpringLoadedInteraction) {}
}

/// Shows a spring-loaded interaction's states on its view.
@MainActor @preconcurrency
public protocol UISpringLoadedInteractionEffect: AnyObject {
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext)
}

/// Where a spring-loaded interaction stands: its state, the view (and item) it opens, and where the drag is.
@MainActor @preconcurrency
public protocol UISpringLoadedInteractionContext: AnyObject {
    var state: UISpringLoadedInteractionEffectState { get }
    /// The view the effect shows on: the interaction's view unless changed (a cell of a table, say).
    var targetView: UIView? { get set }
    /// What the view opens, for the handler.
    var targetItem: Any? { get set }
    /// Where the drag is in `view`'s coordinates (the window's for nil).
    func location(in view: UIView?) -> CGPoint
}

/// What a spring-loaded control has: whether a drag hovering over it activates it.
@MainActor @preconcurrency
public protocol UISpringLoadedInteractionSupporting: AnyObject {
    var isSpringLoaded: Bool { get set }
}
