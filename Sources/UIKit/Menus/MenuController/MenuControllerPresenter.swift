import QuartzCore

/// The edit menu interaction `UIMenuController` shows its menu through, and its delegate: the controller's items,
/// below its target rectangle, telling the controller as the menu goes.
@MainActor
final class MenuControllerPresenter: UIEditMenuInteractionDelegate {
    private(set) lazy var interaction = UIEditMenuInteraction(delegate: self)
    private weak var controller: UIMenuController?

    init(controller: UIMenuController) {
        self.controller = controller
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement]) -> UIMenu? {
        UIMenu(children: controller?.elements() ?? [])
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        controller?.targetRect ?? .null
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration, animator: UIEditMenuInteractionAnimating) {
        controller?.menuWillHide()
        // Held until the menu has gone, though the controller may have moved on to a new menu meanwhile.
        animator.addCompletion { self.controller?.menuDidHide(self) }
    }
}
