import Foundation

/// The title menu (iOS 16): a tap on the title opens the menu the item's `titleMenuProvider` makes from UIKit's
/// suggestions, through the app's menus; and the rename in place its Rename command begins.
extension NavigationBarContent: UITextFieldDelegate {
    /// Puts a transparent button over the title that opens the title menu.
    func addTitleMenuTrigger() {
        let trigger = UIButton(type: .custom, primaryAction: UIAction { [weak self] _ in self?.presentTitleMenu() })
        trigger.accessibilityLabel = titleLabel.text
        titleMenuTrigger = trigger
        addSubview(trigger)
    }

    /// UIKit's suggestions for the item's title menu: Rename while the rename delegate allows it, a command that goes
    /// along the responder chain to the navigation controller's `rename(_:)`.
    static func titleMenuSuggestions(for item: UINavigationItem) -> [UIMenuElement] {
        guard let delegate = item.renameDelegate, delegate.navigationItemShouldBeginRenaming(item) else { return [] }
        return [UICommand(title: "Rename", image: UIImage(systemName: "pencil"), action: Selector("rename:"))]
    }

    /// Opens the title menu below the title.
    func presentTitleMenu() {
        guard titleMenuPresentation == nil, let item, let trigger = titleMenuTrigger, let window else { return }
        let suggestions = Self.titleMenuSuggestions(for: item)
        let menu = item.titleMenuProvider.map { $0(suggestions) } ?? (suggestions.isEmpty ? nil : UIMenu(children: suggestions))
        guard let menu else { return }
        let presentation = ContextMenuPresentation(menu: menu, preview: nil, sender: trigger)
        presentation.onDismiss = { [weak self] _ in self?.titleMenuPresentation = nil }
        titleMenuPresentation = presentation
        presentation.show(in: window, at: trigger.convert(CGPoint(x: 0, y: trigger.bounds.height), to: window), serial: nil)
    }

    /// Replaces the title with a field holding the delegate's starting text and selection; false when the item has no
    /// rename delegate or it refuses.
    func beginRenaming() -> Bool {
        guard renameField == nil, let item, let delegate = item.renameDelegate, delegate.navigationItemShouldBeginRenaming(item) else { return false }
        let suggested = item.title ?? ""
        let (text, range) = delegate.navigationItem(item, willBeginRenamingWith: suggested, selectedRange: suggested.startIndex..<suggested.endIndex)
        let field = UITextField()
        field.text = text
        field.font = titleLabel.font
        field.textAlignment = titleLabel.textAlignment
        field.borderStyle = .roundedRect
        field.returnKeyType = .done
        field.delegate = self
        renameField = field
        titleLabel.isHidden = true
        titleMenuTrigger?.isHidden = true
        addSubview(field)
        setNeedsLayout()
        layoutIfNeeded()
        field.becomeFirstResponder()
        let selection = NSRange(range, in: text)
        if let start = field.position(from: field.beginningOfDocument, offset: selection.location),
           let end = field.position(from: start, offset: selection.length) {
            field.selectedTextRange = field.textRange(from: start, to: end)
        }
        return true
    }

    /// Ends the rename with the field's text when the delegate agrees: the item takes the title, then the delegate is
    /// told.
    @discardableResult
    func endRenaming() -> Bool {
        guard let field = renameField, let item, let delegate = item.renameDelegate else { return false }
        let title = field.text ?? ""
        guard delegate.navigationItem(item, shouldEndRenamingWith: title) else { return false }
        renameField = nil
        field.delegate = nil
        field.removeFromSuperview()
        titleLabel.isHidden = false
        titleMenuTrigger?.isHidden = false
        item.title = title
        delegate.navigationItem(item, didEndRenamingWith: title)
        return true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        endRenaming()
        return false
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        endRenaming()
    }
}

extension UINavigationBar {
    /// Begins renaming the top item's title in place; false when it cannot be renamed.
    func beginRenamingTopItem() -> Bool {
        content?.beginRenaming() ?? false
    }
}
