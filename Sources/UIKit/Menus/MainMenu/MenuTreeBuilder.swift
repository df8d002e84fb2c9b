import Foundation

/// The builder a menu system hands to `buildMenu(with:)`: it holds the tree's root and makes each change by
/// rebuilding the menus on the way to the element changed (`UIMenu.replacingChildren`), as menus do not change.
@MainActor
final class MenuTreeBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    private(set) var root: UIMenu

    init(system: UIMenuSystem, root: UIMenu) {
        self.system = system
        self.root = root
    }

    // MARK: Finding

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? {
        first { ($0 as? UIMenu)?.identifier == identifier } as? UIMenu
    }

    func action(for identifier: UIAction.Identifier) -> UIAction? {
        first { ($0 as? UIAction)?.identifier == identifier } as? UIAction
    }

    func command(for action: Selector, propertyList: Any?) -> UICommand? {
        first { ($0 as? UICommand)?.sends(action, propertyList: propertyList) == true } as? UICommand
    }

    /// The first element of the tree, depth first, that `test` accepts (the root included).
    private func first(where test: (UIMenuElement) -> Bool) -> UIMenuElement? {
        var pending: [UIMenuElement] = [root]
        while !pending.isEmpty {
            let element = pending.removeFirst()
            if test(element) { return element }
            if let menu = element as? UIMenu { pending.insert(contentsOf: menu.children, at: 0) }
        }
        return nil
    }

    // MARK: Changing

    /// Puts `replacement(element)` in the place of every element `test` accepts, below the root.
    private func splice(where test: (UIMenuElement) -> Bool, with replacement: (UIMenuElement) -> [UIMenuElement]) {
        func rebuilt(_ menu: UIMenu) -> UIMenu? {
            var changed = false
            var children: [UIMenuElement] = []
            for child in menu.children {
                if test(child) {
                    children += replacement(child)
                    changed = true
                } else if let submenu = child as? UIMenu, let newSubmenu = rebuilt(submenu) {
                    children.append(newSubmenu)
                    changed = true
                } else {
                    children.append(child)
                }
            }
            return changed ? menu.replacingChildren(children) : nil
        }
        if let newRoot = rebuilt(root) { root = newRoot }
    }

    private func isMenu(_ identifier: UIMenu.Identifier) -> (UIMenuElement) -> Bool {
        { ($0 as? UIMenu)?.identifier == identifier }
    }

    private func isAction(_ identifier: UIAction.Identifier) -> (UIMenuElement) -> Bool {
        { ($0 as? UIAction)?.identifier == identifier }
    }

    private func isCommand(_ action: Selector, _ propertyList: Any?) -> (UIMenuElement) -> Bool {
        { ($0 as? UICommand)?.sends(action, propertyList: propertyList) == true }
    }

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
        if root.identifier == replacedIdentifier {
            root = replacementMenu
        } else {
            splice(where: isMenu(replacedIdentifier)) { _ in [replacementMenu] }
        }
    }

    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        if root.identifier == parentIdentifier {
            root = root.replacingChildren(childrenBlock(root.children))
        } else {
            splice(where: isMenu(parentIdentifier)) { menu in
                let menu = menu as! UIMenu
                return [menu.replacingChildren(childrenBlock(menu.children))]
            }
        }
    }

    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        insertElements([siblingMenu], beforeMenu: siblingIdentifier)
    }

    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        insertElements([siblingMenu], afterMenu: siblingIdentifier)
    }

    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        insertElements([childMenu], atStartOfMenu: parentIdentifier)
    }

    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        insertElements([childMenu], atEndOfMenu: parentIdentifier)
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        splice(where: isMenu(removedIdentifier)) { _ in [] }
    }

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementElements: [UIMenuElement]) {
        splice(where: isMenu(replacedIdentifier)) { _ in replacementElements }
    }

    func replace(action replacedIdentifier: UIAction.Identifier, with replacementElements: [UIMenuElement]) {
        splice(where: isAction(replacedIdentifier)) { _ in replacementElements }
    }

    func replace(command replacedAction: Selector, propertyList replacedPropertyList: Any?, with replacementElements: [UIMenuElement]) {
        splice(where: isCommand(replacedAction, replacedPropertyList)) { _ in replacementElements }
    }

    func insertElements(_ insertedElements: [UIMenuElement], beforeMenu siblingIdentifier: UIMenu.Identifier) {
        splice(where: isMenu(siblingIdentifier)) { insertedElements + [$0] }
    }

    func insertElements(_ insertedElements: [UIMenuElement], afterMenu siblingIdentifier: UIMenu.Identifier) {
        splice(where: isMenu(siblingIdentifier)) { [$0] + insertedElements }
    }

    func insertElements(_ childElements: [UIMenuElement], atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { childElements + $0 }
    }

    func insertElements(_ childElements: [UIMenuElement], atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { $0 + childElements }
    }

    func insertElements(_ insertedElements: [UIMenuElement], beforeAction siblingIdentifier: UIAction.Identifier) {
        splice(where: isAction(siblingIdentifier)) { insertedElements + [$0] }
    }

    func insertElements(_ insertedElements: [UIMenuElement], afterAction siblingIdentifier: UIAction.Identifier) {
        splice(where: isAction(siblingIdentifier)) { [$0] + insertedElements }
    }

    func insertElements(_ insertedElements: [UIMenuElement], beforeCommand siblingAction: Selector, propertyList siblingPropertyList: Any?) {
        splice(where: isCommand(siblingAction, siblingPropertyList)) { insertedElements + [$0] }
    }

    func insertElements(_ insertedElements: [UIMenuElement], afterCommand siblingAction: Selector, propertyList siblingPropertyList: Any?) {
        splice(where: isCommand(siblingAction, siblingPropertyList)) { [$0] + insertedElements }
    }

    func remove(action removedIdentifier: UIAction.Identifier) {
        splice(where: isAction(removedIdentifier)) { _ in [] }
    }

    func remove(command removedAction: Selector, propertyList removedPropertyList: Any?) {
        splice(where: isCommand(removedAction, removedPropertyList)) { _ in [] }
    }
}
