import QuartzCore

/// A button's menu: shown below it on a tap (`showsMenuAsPrimaryAction`) or at a right-click; on a pop-up button
/// (`changesSelectionAsPrimaryAction`), the chosen action is checked and its title becomes the button's.
extension UIButton {
    /// Shows `menu` below the button (at `location`, window coordinates, for a right-click).
    func presentMenu(at location: CGPoint? = nil, serial: UInt32? = nil) {
        guard let menu, menuPresentation == nil, let window else { return }
        let presentation = ContextMenuPresentation(menu: menu, preview: nil, sender: self)
        presentation.onDismiss = { [weak self] chosen in
            self?.menuPresentation = nil
            if let chosen { self?.menuActionChosen(chosen) }
        }
        menuPresentation = presentation
        presentation.show(in: window, at: location ?? convert(menuAttachmentPoint(for: UIContextMenuConfiguration()), to: window), serial: serial)
    }

    /// The actions a pop-up button chooses among: its menu's, inline groups included.
    private var menuActions: [UIAction] {
        func actions(in menu: UIMenu) -> [UIAction] {
            menu.children.flatMap { child -> [UIAction] in
                if let action = child as? UIAction { return [action] }
                if let submenu = child as? UIMenu, submenu.options.contains(.displayInline) { return actions(in: submenu) }
                return []
            }
        }
        return menu.map(actions(in:)) ?? []
    }

    /// A pop-up button's chosen action's title.
    var selectedMenuActionTitle: String? {
        guard changesSelectionAsPrimaryAction, menu != nil else { return nil }
        return menuActions.first { $0.state == .on }?.title
    }

    /// The menu or how it shows changed: a held press shows it unless a tap does, and the look follows.
    func menuTriggersChanged() {
        let holds = menu != nil && !showsMenuAsPrimaryAction
        if holds, !(gestureRecognizers ?? []).contains(where: { $0 === menuLongPress }) {
            addGestureRecognizer(menuLongPress)
        } else if !holds, (gestureRecognizers ?? []).contains(where: { $0 === menuLongPress }) {
            removeGestureRecognizer(menuLongPress)
        }
        setNeedsUpdateConfiguration()
    }

    /// A pop-up button with no action chosen chooses the first, as iOS does.
    func selectFirstMenuActionIfNeeded() {
        guard changesSelectionAsPrimaryAction, menu != nil else { return }
        let actions = menuActions
        if !actions.contains(where: { $0.state == .on }) { actions.first?.state = .on }
        refreshContent()
    }

    /// An action of the menu was chosen: on a pop-up button it alone is checked and its title shows.
    private func menuActionChosen(_ action: UIAction) {
        guard changesSelectionAsPrimaryAction, menuActions.contains(where: { $0 === action }) else { return }
        for candidate in menuActions { candidate.state = candidate === action ? .on : .off }
        refreshContent()
    }

    /// Shows the content again (the title a pop-up button's choice sets).
    private func refreshContent() {
        if configuration != nil {
            setNeedsUpdateConfiguration()
            showConfiguration()
        } else {
            updateStateContent()
            contentGeometryChanged()
        }
    }
}
