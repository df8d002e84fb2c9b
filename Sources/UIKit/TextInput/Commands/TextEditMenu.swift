import Foundation

/// The edit menu a right-click on text opens: Cut, Copy, Paste and Select All, sent to the text's view as the
/// standard edit actions; the view's delegate may replace the menu (`editMenuForCharactersIn`/`editMenuForTextIn`).
/// Actions the view cannot perform now show disabled, as in a desktop text field's menu, so the rows keep their places.
/// The delegate hears the menu appear and go (`willPresentEditMenuWith`/`willDismissEditMenuWith`) with an animator.
@MainActor
protocol TextEditMenuSource: UIView {
    var surface: TextEditingSurface { get }
    /// The delegate's menu for the selected range, given the suggested actions; nil: the suggested actions.
    func delegateEditMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// Tells the delegate the edit menu is about to appear (`presenting`) or go.
    func delegateEditMenuWill(present presenting: Bool, animator: UIEditMenuInteractionAnimating)
}

extension TextEditMenuSource {
    /// The standard edit actions, each disabled while `canPerformAction(_:withSender:)` refuses it.
    var suggestedEditActions: [UIMenuElement] {
        let entries: [(title: String, selector: String)] = [("Cut", "cut:"), ("Copy", "copy:"), ("Paste", "paste:"), ("Select All", "selectAll:")]
        return entries.map { entry in
            let enabled = canPerformAction(Selector(entry.selector), withSender: nil)
            return UIAction(title: entry.title, attributes: enabled ? [] : .disabled) { [weak self] action in
                guard let self, let perform = UIResponder.standardEditActions[entry.selector] else { return }
                perform(self, action)
            }
        }
    }

    /// Takes the keys (the selection stays), then opens the edit menu at `location` (the window's coordinates) for
    /// the input event with `serial`. False when the view cannot take the keys or the menu is empty.
    func presentEditMenu(at location: CGPoint, serial: UInt32?) -> Bool {
        guard let window, surface.editMenu == nil else { return false }
        if !isFirstResponder, !becomeFirstResponder() { return false }
        let suggested = suggestedEditActions
        let menu = delegateEditMenu(for: surface.editor.selectedRange, suggestedActions: suggested) ?? UIMenu(children: suggested)
        guard !menu.children.isEmpty else { return false }
        let presentation = ContextMenuPresentation(menu: menu, preview: nil, sender: self)
        surface.editMenu = presentation
        presentation.show(in: window, at: location, serial: serial, gone: { [weak self] in self?.surface.editMenu = nil }) { [weak self] appearing, animator in
            self?.delegateEditMenuWill(present: appearing, animator: animator)
        }
        return true
    }
}

extension UITextField: TextEditMenuSource {
    func delegateEditMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        delegate?.textField(self, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
    }

    func delegateEditMenuWill(present presenting: Bool, animator: UIEditMenuInteractionAnimating) {
        if presenting {
            delegate?.textField(self, willPresentEditMenuWith: animator)
        } else {
            delegate?.textField(self, willDismissEditMenuWith: animator)
        }
    }
}

extension UITextView: TextEditMenuSource {
    func delegateEditMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        textViewDelegate?.textView(self, editMenuForTextIn: range, suggestedActions: suggestedActions)
    }

    func delegateEditMenuWill(present presenting: Bool, animator: UIEditMenuInteractionAnimating) {
        if presenting {
            textViewDelegate?.textView(self, willPresentEditMenuWith: animator)
        } else {
            textViewDelegate?.textView(self, willDismissEditMenuWith: animator)
        }
    }
}
