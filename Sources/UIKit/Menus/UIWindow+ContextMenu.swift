import QuartzCore

extension UIWindow {
    /// A context menu was asked for at `location` (a right-click): the innermost view there with a context-menu or
    /// edit-menu interaction, a text field or view (its edit menu), or a button showing its menu, opens it. Returns whether a
    /// menu opened.
    @discardableResult
    func contextMenuRequested(at location: CGPoint, serial: UInt32?) -> Bool {
        var view = hitTest(location, with: nil)
        while let current = view {
            if let interaction = current.interactions.lazy.compactMap({ $0 as? UIContextMenuInteraction }).first {
                interaction.present(at: location, in: self, serial: serial)
                return interaction.presentation != nil
            }
            if let interaction = current.interactions.lazy.compactMap({ $0 as? UIEditMenuInteraction }).first {
                interaction.present(UIEditMenuConfiguration(identifier: nil, sourcePoint: current.convert(location, from: self)), serial: serial)
                return interaction.presentation != nil
            }
            if let text = current as? any TextEditMenuSource {
                return text.presentEditMenu(at: location, serial: serial)
            }
            if let button = current as? UIButton, button.menu != nil {
                button.presentMenu(at: location, serial: serial)
                return true
            }
            view = current.superview
        }
        return false
    }
}
