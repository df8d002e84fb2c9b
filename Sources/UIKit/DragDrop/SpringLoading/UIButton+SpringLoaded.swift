/// A spring-loaded button's interaction: activating it sends the button's primary action, as a tap would.
@MainActor
final class ControlSpringLoadedInteraction: UISpringLoadedInteraction {}

extension UIButton: UISpringLoadedInteractionSupporting {
    /// Whether a drag hovering over the button for a moment presses it.
    public var isSpringLoaded: Bool {
        get { interactions.contains { $0 is ControlSpringLoadedInteraction } }
        set {
            guard newValue != isSpringLoaded else { return }
            if newValue {
                addInteraction(ControlSpringLoadedInteraction { interaction, _ in
                    (interaction.view as? UIControl)?.sendActions(for: [.primaryActionTriggered, .touchUpInside])
                })
            } else {
                for interaction in interactions where interaction is ControlSpringLoadedInteraction { removeInteraction(interaction) }
            }
        }
    }
}

extension UIBarButtonItem: UISpringLoadedInteractionSupporting {}
