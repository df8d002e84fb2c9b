import Foundation

/// The text document proxy of an input view controller: the text input that is first responder now (a text field,
/// an editable text view, an app's own `UIKeyInput`), whichever that is when the keyboard asks. Context and the
/// selection are read through `UITextInput` where the responder adopts it; a plain `UIKeyInput` has none.
@MainActor
final class FirstResponderDocumentProxy: UITextDocumentProxy {
    private weak var identified: UIResponder?
    private var identifier = UUID()

    private var target: (any UIKeyInput)? { InputMethodClient.takesText(UIApplication.firstResponder) }
    private var document: (any UITextInput)? { target as? any UITextInput }

    var hasText: Bool { target?.hasText ?? false }
    func insertText(_ text: String) { target?.insertText(text) }
    func deleteBackward() { target?.deleteBackward() }

    /// The text of the insertion point's paragraph before it.
    var documentContextBeforeInput: String? {
        guard let document, let selection = document.selectedTextRange,
              let range = document.textRange(from: document.beginningOfDocument, to: selection.start),
              let text = document.text(in: range) else { return nil }
        return String(text.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
    }

    /// The text of the insertion point's paragraph after it.
    var documentContextAfterInput: String? {
        guard let document, let selection = document.selectedTextRange,
              let range = document.textRange(from: selection.end, to: document.endOfDocument),
              let text = document.text(in: range) else { return nil }
        return String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    var selectedText: String? {
        guard let document, let selection = document.selectedTextRange, !selection.isEmpty else { return nil }
        return document.text(in: selection)
    }

    var documentInputMode: UITextInputMode? { target == nil ? nil : UITextInputMode() }

    /// One identifier per text input, new when another takes the keys.
    var documentIdentifier: UUID {
        let current = target as? UIResponder
        if current !== identified {
            identified = current
            identifier = UUID()
        }
        return identifier
    }

    /// Moves the insertion point `offset` characters on (back when negative), collapsing the selection.
    func adjustTextPositionByCharacterOffset(_ offset: Int) {
        guard let document, let selection = document.selectedTextRange else { return }
        let base = offset < 0 ? selection.start : selection.end
        let position = document.position(from: base, offset: offset) ?? (offset < 0 ? document.beginningOfDocument : document.endOfDocument)
        guard let range = document.textRange(from: position, to: position) else { return }
        document.selectedTextRange = range
    }

    func setMarkedText(_ markedText: String, selectedRange: NSRange) { document?.setMarkedText(markedText, selectedRange: selectedRange) }
    func unmarkText() { document?.unmarkText() }

    var autocapitalizationType: UITextAutocapitalizationType { get { target?.autocapitalizationType ?? .sentences } set {} }
    var autocorrectionType: UITextAutocorrectionType { get { target?.autocorrectionType ?? .default } set {} }
    var spellCheckingType: UITextSpellCheckingType { get { target?.spellCheckingType ?? .default } set {} }
    var keyboardType: UIKeyboardType { get { target?.keyboardType ?? .default } set {} }
    var keyboardAppearance: UIKeyboardAppearance { get { target?.keyboardAppearance ?? .default } set {} }
    var returnKeyType: UIReturnKeyType { get { target?.returnKeyType ?? .default } set {} }
    var enablesReturnKeyAutomatically: Bool { get { target?.enablesReturnKeyAutomatically ?? false } set {} }
    var isSecureTextEntry: Bool { get { target?.isSecureTextEntry ?? false } set {} }
    var textContentType: UITextContentType! { get { target?.textContentType } set {} }
}
