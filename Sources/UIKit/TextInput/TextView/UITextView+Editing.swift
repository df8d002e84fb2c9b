import Foundation

/// The text view's keys, pointer, links and edit actions, and its answers to its surface.
extension UITextView {
    /// Applies one press; false when it is not the view's (it goes on up the chain).
    func handlePress(_ press: UIPress) -> Bool {
        guard isFirstResponder, let key = press.key else { return false }
        let control = key.modifierFlags.contains(.control)
        switch key.keysymName {
        case "Tab", "ISO_Left_Tab":
            if control || !isEditable {
                return FocusLoop.moveFocus(from: self, backwards: key.modifierFlags.contains(.shift) || key.keysymName == "ISO_Left_Tab")
            }
            surface.editor.insert("\t")
            return true
        case "Return", "KP_Enter":
            guard isEditable else { return false }
            surface.editor.unmarkText()
            surface.editor.insert("\n")
            return true
        default:
            return surface.handle(key, responder: self, editable: isEditable)
        }
    }

    /// A press: takes the keys, then places the caret or selects by the click count (with Shift, in a view that
    /// already has them, extends the selection); a click on a link of text that is not editable is kept for the release.
    func pointerBegan(_ touch: UITouch, with event: UIEvent?) {
        let extending = isFirstResponder && event?.modifierFlags.contains(.shift) == true
        if !isFirstResponder, !becomeFirstResponder() { return }
        surface.pointerBegan(at: touch.location(in: surface.canvas), tapCount: touch.tapCount, extending: extending)
    }

    /// A release: a single click on a link (in text that is not being edited) asks the delegate to follow it.
    func pointerEnded(_ touch: UITouch) {
        surface.pointerEnded()
        guard !isEditable, touch.tapCount == 1, surface.editor.selectedRange.length == 0 else { return }
        let offset = surface.offset(at: touch.location(in: surface.canvas))
        guard offset < surface.editor.length else { return }
        var range = NSRange(location: 0, length: 0)
        guard let value = surface.editor.storage.attribute(NSAttributedString.Key.link, at: offset, effectiveRange: &range) else { return }
        let url = (value as? URL) ?? (value as? String).flatMap(URL.init(string:))
        guard let url else { return }
        if textViewDelegate?.textView(self, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction) ?? true {
            UIApplication.shared.open(url)
        }
    }

    /// Whether the view performs one of the standard edit actions now; nil for other actions.
    func editActionAllowed(_ action: Selector) -> Bool? {
        let selection = surface.editor.selectedRange
        switch action.name {
        case "copy:": return selection.length > 0 && !isSecureTextEntry
        case "cut:": return isEditing && selection.length > 0 && !isSecureTextEntry
        case "paste:": return isEditing && UIPasteboard.general.hasStrings
        case "selectAll:": return surface.editor.length > 0 && selection.length < surface.editor.length
        case "select:": return selection.length == 0 && surface.editor.length > 0
        case "delete:": return isEditing && selection.length > 0
        default: return nil
        }
    }

    func copySelection() {
        let selection = surface.editor.selectedRange
        guard selection.length > 0, !isSecureTextEntry else { return }
        UIPasteboard.general.string = (surface.editor.text as NSString).substring(with: selection)
    }

    func deleteSelection(_ actionName: String) {
        guard isEditing, surface.editor.selectedRange.length > 0 else { return }
        surface.editor.replace(surface.editor.selectedRange, with: "", actionName: actionName)
    }

    /// Shows each `.link` run in `linkTextAttributes`.
    func decorateLinks(in shown: NSMutableAttributedString) {
        guard let attributes = linkTextAttributes, !attributes.isEmpty else { return }
        shown.enumerateAttribute(.link, in: NSRange(location: 0, length: shown.length), options: []) { value, range, _ in
            if value != nil { shown.addAttributes(attributes, range: range) }
        }
    }

    // MARK: TextSurfaceOwner

    func surface(_ surface: TextEditingSurface, shouldReplace range: NSRange, with text: String) -> Bool {
        guard isEditable, textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true else { return false }
        inputDelegate?.textWillChange(self)
        return true
    }

    func surfaceDidChangeText(_ surface: TextEditingSurface) {
        inputDelegate?.textDidChange(self)
        copyTextToStorage()
        layoutCanvas()
        textChangedForFind()
        guard isEditing, !surface.editor.isSettingText else { return }
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func surfaceDidChangeSelection(_ surface: TextEditingSurface) {
        inputDelegate?.selectionDidChange(self)
        if isFirstResponder { textViewDelegate?.textViewDidChangeSelection(self) }
    }

    func surfaceDidUpdate(_ surface: TextEditingSurface) {
        if isFirstResponder, surface.dragOrigin == nil { scrollRangeToVisible(NSRange(location: surface.editor.focus, length: 0)) }
    }
}
