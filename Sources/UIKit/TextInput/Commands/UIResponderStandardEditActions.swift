import Foundation

/// The editing actions the Edit menu and the standard shortcuts send along the responder chain: Ctrl+C `copy(_:)`,
/// Ctrl+X `cut(_:)`, Ctrl+V `paste(_:)`, Ctrl+A `selectAll(_:)`. `UIResponder` declares each; the first responder
/// in the chain that overrides one (and allows it in `canPerformAction(_:withSender:)`) performs it.
///
/// Difference from Apple: every requirement has a default in `UIResponder` (Swift protocols have no `optional`); `print(_:)` is left out, since a `UIResponder` member of that name would hide Swift's `print` in every view and controller — the `print:` action reaches `performAction(_:withSender:)`.
@MainActor @preconcurrency
public protocol UIResponderStandardEditActions: AnyObject {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func pasteAndMatchStyle(_ sender: Any?)
    func pasteAndGo(_ sender: Any?)
    func pasteAndSearch(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    func toggleBoldface(_ sender: Any?)
    func toggleItalics(_ sender: Any?)
    func toggleUnderline(_ sender: Any?)
    func increaseSize(_ sender: Any?)
    func decreaseSize(_ sender: Any?)
    func find(_ sender: Any?)
    func findNext(_ sender: Any?)
    func findPrevious(_ sender: Any?)
    func findAndReplace(_ sender: Any?)
    func useSelectionForFind(_ sender: Any?)
    func rename(_ sender: Any?)
    func duplicate(_ sender: Any?)
}

extension UIResponder {
    /// The standard edit actions by selector name, each calling the responder's implementation.
    static let standardEditActions: [String: (UIResponder, Any?) -> Void] = [
        "cut:": { $0.cut($1) }, "copy:": { $0.copy($1) }, "paste:": { $0.paste($1) },
        "pasteAndMatchStyle:": { $0.pasteAndMatchStyle($1) }, "pasteAndGo:": { $0.pasteAndGo($1) },
        "pasteAndSearch:": { $0.pasteAndSearch($1) }, "select:": { $0.select($1) }, "selectAll:": { $0.selectAll($1) },
        "delete:": { $0.delete($1) },
        "makeTextWritingDirectionLeftToRight:": { $0.makeTextWritingDirectionLeftToRight($1) },
        "makeTextWritingDirectionRightToLeft:": { $0.makeTextWritingDirectionRightToLeft($1) },
        "toggleBoldface:": { $0.toggleBoldface($1) }, "toggleItalics:": { $0.toggleItalics($1) },
        "toggleUnderline:": { $0.toggleUnderline($1) }, "increaseSize:": { $0.increaseSize($1) },
        "decreaseSize:": { $0.decreaseSize($1) }, "find:": { $0.find($1) }, "findNext:": { $0.findNext($1) },
        "findPrevious:": { $0.findPrevious($1) }, "findAndReplace:": { $0.findAndReplace($1) },
        "useSelectionForFind:": { $0.useSelectionForFind($1) },
        "rename:": { $0.rename($1) }, "duplicate:": { $0.duplicate($1) },
    ]

    /// Sends `action` along the chain from this responder: the first that can perform it does; true when one did.
    @discardableResult
    func sendAction(_ action: Selector, sender: Any?) -> Bool {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender), current.invoke(action, sender: sender) { return true }
            responder = current.next
        }
        return false
    }

    /// Calls this responder's implementation of `action`; false when it has none (the call reached UIResponder's).
    func invoke(_ action: Selector, sender: Any?) -> Bool {
        guard let standard = Self.standardEditActions[action.name] else { return performAction(action, withSender: sender) }
        reachedDefaultAction = false
        standard(self, sender)
        return !reachedDefaultAction
    }
}
