import QuartzCore

/// A drag's hover over spring-loaded views: the interaction under the drag goes possible at once, activating after
/// `activatingDelay` and activated after `activationDelay` (deadlines on the context's clock), asking its behavior on each move
/// and telling its effect each state; leaving the view or ending the drag takes it back to inactive.
@MainActor
final class SpringLoadedDwell {
    static let activatingDelay: CFTimeInterval = 0.3
    static let activationDelay: CFTimeInterval = 0.8

    /// The context of the interaction under the drag, while there is one.
    private var context: SpringLoadedContext?
    /// When the hover began to count (the drag entered, or the behavior allowed it again).
    private var since: CFTimeInterval = 0
    /// The next state's time, while the hover counts.
    private var deadlines: [ContextDeadline] = []

    /// The drag moved to `location` (window coordinates) in `window`.
    func update(at location: CGPoint, in window: UIWindow) {
        let next = Self.interaction(at: location, in: window)
        if next !== context?.interaction {
            end()
            if let next { context = SpringLoadedContext(interaction: next, window: window) }
        }
        guard let context else { return }
        context.windowLocation = location
        guard context.state != .activated else { return }
        let allowed = context.interaction.interactionBehavior.shouldAllow(context.interaction, with: context)
        if !allowed, context.state != .inactive {
            stopTimer()
            change(to: .inactive)
        } else if allowed, context.state == .inactive {
            since = CACurrentMediaTime()
            change(to: .possible)
            startTimer()
        }
    }

    /// The drag left the interaction's view or ended: back to inactive, and the behavior hears it finished.
    func end() {
        stopTimer()
        guard let context else { return }
        if context.state != .inactive { change(to: .inactive) }
        self.context = nil
        context.interaction.interactionBehavior.interactionDidFinish(context.interaction)
    }

    private func startTimer() {
        deadlines = [
            ContextDeadline(at: since + Self.activatingDelay) { [weak self] in self?.change(to: .activating) },
            ContextDeadline(at: since + Self.activationDelay) { [weak self] in self?.activate() },
        ]
    }

    private func stopTimer() {
        for deadline in deadlines { deadline.cancel() }
        deadlines = []
    }

    /// The hover lasted: the effect hears the interaction activated and the handler runs.
    private func activate() {
        guard let context else { return }
        deadlines = []
        change(to: .activated)
        context.interaction.activationHandler(context.interaction, context)
    }

    private func change(to state: UISpringLoadedInteractionEffectState) {
        guard let context else { return }
        context.state = state
        context.interaction.interactionEffect.interaction(context.interaction, didChangeWith: context)
    }

    /// The spring-loaded interaction nearest the view under `location`.
    private static func interaction(at location: CGPoint, in window: UIWindow) -> UISpringLoadedInteraction? {
        var view = window.hitTest(location, with: nil)
        while let candidate = view {
            for case let interaction as UISpringLoadedInteraction in candidate.interactions { return interaction }
            view = candidate.superview
        }
        return nil
    }
}

/// The context a spring-loaded interaction's behavior, effect and handler are given.
@MainActor
final class SpringLoadedContext: UISpringLoadedInteractionContext {
    let interaction: UISpringLoadedInteraction
    private weak var window: UIWindow?
    var state = UISpringLoadedInteractionEffectState.inactive
    var targetView: UIView?
    var targetItem: Any?
    /// Where the drag is, in the window.
    var windowLocation = CGPoint.zero

    init(interaction: UISpringLoadedInteraction, window: UIWindow) {
        self.interaction = interaction
        self.window = window
        targetView = interaction.view
    }

    func location(in view: UIView?) -> CGPoint {
        guard let view, let window else { return windowLocation }
        return window.convert(windowLocation, to: view)
    }
}
