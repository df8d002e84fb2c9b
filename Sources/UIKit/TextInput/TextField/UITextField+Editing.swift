import Foundation

/// The field's editing session (begun and ended with the keys), its answers to its surface, and the clear button.
extension UITextField {
    func beginEditing() {
        isEditing = true
        if clearsOnBeginEditing, surface.editor.length > 0 { text = "" }
        surface.editor.select(NSRange(location: surface.editor.length, length: 0))
        surface.isActive = true
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    func endEditing() {
        surface.editor.unmarkText()
        surface.editor.closeTypingGroup()
        surface.isActive = false
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(
            name: UITextField.textDidEndEditingNotification, object: self,
            userInfo: [UITextField.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
    }

    // MARK: TextSurfaceOwner

    func surface(_ surface: TextEditingSurface, shouldReplace range: NSRange, with text: String) -> Bool {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true else { return false }
        inputDelegate?.textWillChange(self)
        return true
    }

    func surfaceDidChangeText(_ surface: TextEditingSurface) {
        inputDelegate?.textDidChange(self)
        guard isEditing, !surface.editor.isSettingText else { return }
        updateOverlays()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func surfaceDidChangeSelection(_ surface: TextEditingSurface) {
        inputDelegate?.selectionDidChange(self)
        if isEditing { delegate?.textFieldDidChangeSelection(self) }
    }

    func surfaceDidUpdate(_ surface: TextEditingSurface) {}

    // MARK: Clear button

    func clearPressed() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder { becomeFirstResponder() }
        surface.editor.replace(NSRange(location: 0, length: surface.editor.length), with: "", actionName: "Clear")
    }
}
