import Foundation

/// What `buildMenu(with:)` is given to change a menu system's tree: find menus, actions and commands by identifier or
/// action, replace, insert and remove them. Menus are values here: each change makes new menus in the tree.
@MainActor @preconcurrency
public protocol UIMenuBuilder {
    /// The menu system being built.
    var system: UIMenuSystem { get }
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    func action(for identifier: UIAction.Identifier) -> UIAction?
    func command(for action: Selector, propertyList: Any?) -> UICommand?
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    func remove(menu removedIdentifier: UIMenu.Identifier)

    // iOS 26: elements in place of menus, and actions and commands as anchors.
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementElements: [UIMenuElement])
    func replace(action replacedIdentifier: UIAction.Identifier, with replacementElements: [UIMenuElement])
    func replace(command replacedAction: Selector, propertyList replacedPropertyList: Any?, with replacementElements: [UIMenuElement])
    func insertElements(_ insertedElements: [UIMenuElement], beforeMenu siblingIdentifier: UIMenu.Identifier)
    func insertElements(_ insertedElements: [UIMenuElement], afterMenu siblingIdentifier: UIMenu.Identifier)
    func insertElements(_ childElements: [UIMenuElement], atStartOfMenu parentIdentifier: UIMenu.Identifier)
    func insertElements(_ childElements: [UIMenuElement], atEndOfMenu parentIdentifier: UIMenu.Identifier)
    func insertElements(_ insertedElements: [UIMenuElement], beforeAction siblingIdentifier: UIAction.Identifier)
    func insertElements(_ insertedElements: [UIMenuElement], afterAction siblingIdentifier: UIAction.Identifier)
    func insertElements(_ insertedElements: [UIMenuElement], beforeCommand siblingAction: Selector, propertyList siblingPropertyList: Any?)
    func insertElements(_ insertedElements: [UIMenuElement], afterCommand siblingAction: Selector, propertyList siblingPropertyList: Any?)
    func remove(action removedIdentifier: UIAction.Identifier)
    func remove(command removedAction: Selector, propertyList removedPropertyList: Any?)
}

extension UIMenuBuilder {
    /// The command sending `action` with no property list.
    public func command(for action: Selector) -> UICommand? {
        command(for: action, propertyList: nil)
    }

    public func replace(command replacedAction: Selector, with replacementElements: [UIMenuElement]) {
        replace(command: replacedAction, propertyList: nil, with: replacementElements)
    }

    public func insertElements(_ insertedElements: [UIMenuElement], beforeCommand siblingAction: Selector) {
        insertElements(insertedElements, beforeCommand: siblingAction, propertyList: nil)
    }

    public func insertElements(_ insertedElements: [UIMenuElement], afterCommand siblingAction: Selector) {
        insertElements(insertedElements, afterCommand: siblingAction, propertyList: nil)
    }

    public func remove(command removedAction: Selector) {
        remove(command: removedAction, propertyList: nil)
    }
}
