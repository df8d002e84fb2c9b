import QuartzCore

/// The behavior a spring-loaded interaction has when given none: it always goes on.
@MainActor
final class SpringLoadedDefaultBehavior: UISpringLoadedInteractionBehavior {
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool { true }
}

/// The effect a spring-loaded interaction has when given none: the target view dims while the interaction activates
/// and flashes back as it activates, and is as it was once the interaction is inactive again.
@MainActor
final class SpringLoadedBlinkEffect: UISpringLoadedInteractionEffect {
    static let dimmedAlpha: CGFloat = 0.5
    /// The target view's alpha before the effect changed it.
    private var restingAlpha: (view: UIView, alpha: CGFloat)?

    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext) {
        guard let view = context.targetView else { return }
        switch context.state {
        case .inactive, .possible:
            restore()
        case .activating:
            if restingAlpha?.view !== view {
                restore()
                restingAlpha = (view, view.alpha)
            }
            let alpha = Self.dimmedAlpha * (restingAlpha?.alpha ?? 1)
            UIView.animate(withDuration: SpringLoadedDwell.activationDelay - SpringLoadedDwell.activatingDelay) { view.alpha = alpha }
        case .activated:
            guard let resting = restingAlpha else { return }
            UIView.animate(withDuration: 0.1, delay: 0, options: [.beginFromCurrentState], animations: { view.alpha = resting.alpha })
        }
    }

    private func restore() {
        guard let resting = restingAlpha else { return }
        restingAlpha = nil
        UIView.animate(withDuration: 0.1, delay: 0, options: [.beginFromCurrentState], animations: { resting.view.alpha = resting.alpha })
    }
}
