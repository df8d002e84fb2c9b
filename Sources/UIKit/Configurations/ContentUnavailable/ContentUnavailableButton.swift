import Foundation

/// A button of a content-unavailable view: its look from a button configuration, what it does from the
/// configuration's button properties; hidden while the look has neither title nor image.
@MainActor
struct ContentUnavailableButton {
    let button = UIButton(configuration: .plain())
    private var shownAction: UIAction?

    mutating func show(_ look: UIButton.Configuration, _ properties: UIContentUnavailableConfiguration.ButtonProperties) {
        button.configuration = look
        button.isHidden = look.title == nil && look.attributedTitle == nil && look.image == nil
        if shownAction !== properties.primaryAction {
            if let shownAction { button.removeAction(shownAction, for: .primaryActionTriggered) }
            if let action = properties.primaryAction { button.addAction(action, for: .primaryActionTriggered) }
            shownAction = properties.primaryAction
        }
        button.menu = properties.menu
        button.showsMenuAsPrimaryAction = properties.primaryAction == nil && properties.menu != nil
        button.isEnabled = properties.isEnabled
        button.role = properties.role
    }
}
