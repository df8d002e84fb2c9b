import Foundation

/// The main menu as the desktop's menu bar shows it: the root's menus in order, with the application menu's
/// entries where Linux desktops keep them (About at the end of Help, Preferences at the end of Edit, Quit and the
/// app's own entries at the end of File) and menus with nothing to show left out.
@MainActor
enum MenuBarArrangement {
    /// The bar's menus: titles, and each menu untitled (its dropdown shows no heading).
    static func menus(of root: UIMenu) -> [(title: String, menu: UIMenu)] {
        var tops = root.children.compactMap { $0 as? UIMenu }
        if let appIndex = tops.firstIndex(where: { $0.identifier == .application }) {
            let app = tops.remove(at: appIndex)
            var rest: [UIMenuElement] = []
            var moved: [UIMenu.Identifier: [UIMenuElement]] = [:]
            for child in app.children {
                switch (child as? UIMenu)?.identifier {
                case UIMenu.Identifier.about?: moved[.help, default: []].append(child)
                case UIMenu.Identifier.preferences?: moved[.edit, default: []].append(child)
                case UIMenu.Identifier.services?, UIMenu.Identifier.hide?: break
                case UIMenu.Identifier.quit?: moved[.file, default: []].append(child)
                default: rest.append(child)
                }
            }
            if !rest.isEmpty { moved[.file] = [UIMenu(options: .displayInline, children: rest)] + (moved[.file] ?? []) }
            tops = tops.map { menu in
                guard let extra = moved[menu.identifier] else { return menu }
                return menu.replacingChildren(menu.children + extra)
            }
        }
        return tops.compactMap { menu in
            guard let shown = pruned(menu) else { return nil }
            return (menu.title, UIMenu(title: "", identifier: shown.identifier, options: [], children: shown.children))
        }
    }

    /// The menu without hidden elements and submenus that show nothing; nil when nothing is left.
    static func pruned(_ menu: UIMenu) -> UIMenu? {
        var children: [UIMenuElement] = []
        for child in menu.children where !child.displayedAttributes.contains(.hidden) {
            if let submenu = child as? UIMenu {
                if let kept = pruned(submenu) { children.append(kept) }
            } else {
                children.append(child)
            }
        }
        return children.isEmpty ? nil : menu.replacingChildren(children)
    }
}
