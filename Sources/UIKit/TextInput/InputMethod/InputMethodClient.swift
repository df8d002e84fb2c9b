import Foundation

/// The entry point of the desktop's input methods into the text the user edits: the Wayland side
/// (`zwp_text_input_v3`, xkb Compose) calls it with a composition (preedit), committed text and deletions around the
/// caret, and reads the surrounding text and caret rectangle to send back. It drives whatever first responder adopts
/// `UITextInput` through that protocol (marked text for the preedit), or `UIKeyInput` with committed text only.
/// Offsets are UTF-8 bytes, as the protocol counts them.
@MainActor
struct InputMethodClient {
    /// The responder that takes the input: the first responder, when it takes text.
    let input: any UIKeyInput

    /// The client of the current first responder; nil when no responder takes text.
    static var focused: InputMethodClient? {
        (UIApplication.firstResponder as? any UIKeyInput).map(InputMethodClient.init)
    }

    private var textInput: (any UITextInput)? { input as? any UITextInput }

    /// Applies one `done` of `zwp_text_input_v3` in the protocol's order: the old composition goes, the text around
    /// the caret is deleted, the committed text goes in, then the new composition shows with its cursor (byte
    /// offsets into `preedit`; nil hides the cursor).
    func apply(preedit: String?, cursorBegin: Int?, cursorEnd: Int?, commit: String?, deleteBefore: Int, deleteAfter: Int) {
        if let textInput, textInput.markedTextRange != nil {
            textInput.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
            textInput.unmarkText()
        }
        if deleteBefore > 0 || deleteAfter > 0 { deleteSurrounding(beforeBytes: deleteBefore, afterBytes: deleteAfter) }
        if let commit, !commit.isEmpty { self.commit(commit) }
        if let preedit, !preedit.isEmpty { setPreedit(preedit, cursorBegin: cursorBegin, cursorEnd: cursorEnd) }
    }

    /// Shows `text` as the composition (marked text), the cursor between the byte offsets given.
    func setPreedit(_ text: String, cursorBegin: Int?, cursorEnd: Int?) {
        guard let textInput else { return }
        let begin = cursorBegin.map { Self.utf16Offset(ofByte: $0, in: text) } ?? text.utf16.count
        let end = cursorEnd.map { Self.utf16Offset(ofByte: $0, in: text) } ?? begin
        textInput.setMarkedText(text, selectedRange: NSRange(location: min(begin, end), length: abs(end - begin)))
    }

    /// Types `text` in place of the composition (or the selection).
    func commit(_ text: String) {
        // The composition goes without a trace in the undo history; the committed text is typed.
        if let textInput, textInput.markedTextRange != nil {
            textInput.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
            textInput.unmarkText()
        }
        input.insertText(text)
    }

    /// Deletes `beforeBytes` before the selection and `afterBytes` after it (UTF-8 bytes, as the protocol says).
    func deleteSurrounding(beforeBytes: Int, afterBytes: Int) {
        guard let textInput, let selection = textInput.selectedTextRange else {
            // Without positions, only what is before the caret can go, a character at a time.
            for _ in 0..<(beforeBytes > 0 ? 1 : 0) { input.deleteBackward() }
            return
        }
        let start = textInput.beginningOfDocument
        let whole = textInput.textRange(from: start, to: textInput.endOfDocument).flatMap(textInput.text(in:)) ?? ""
        let from = textInput.offset(from: start, to: selection.start), to = textInput.offset(from: start, to: selection.end)
        let fromByte = Self.byteOffset(ofUTF16: from, in: whole), toByte = Self.byteOffset(ofUTF16: to, in: whole)
        let lower = Self.utf16Offset(ofByte: max(fromByte - beforeBytes, 0), in: whole)
        let upper = Self.utf16Offset(ofByte: toByte + afterBytes, in: whole)
        if upper > to, let a = textInput.position(from: start, offset: to), let b = textInput.position(from: start, offset: upper),
           let after = textInput.textRange(from: a, to: b) {
            textInput.replace(after, withText: "")
        }
        if lower < from, let a = textInput.position(from: start, offset: lower), let b = textInput.position(from: start, offset: from),
           let before = textInput.textRange(from: a, to: b) {
            textInput.replace(before, withText: "")
        }
    }

    /// The paragraph around the caret with the caret and the selection's anchor in bytes, as `set_surrounding_text`
    /// sends them; nil for a responder without positions.
    var surroundingText: (text: String, cursor: Int, anchor: Int)? {
        guard let textInput, let selection = textInput.selectedTextRange else { return nil }
        let start = textInput.beginningOfDocument
        let whole = textInput.textRange(from: start, to: textInput.endOfDocument).flatMap(textInput.text(in:)) ?? ""
        let from = textInput.offset(from: start, to: selection.start), to = textInput.offset(from: start, to: selection.end)
        return (whole, Self.byteOffset(ofUTF16: to, in: whole), Self.byteOffset(ofUTF16: from, in: whole))
    }

    /// The caret in the coordinates of the responder's window, for the input method's candidate window.
    var cursorRectangle: CGRect? {
        guard let textInput, let selection = textInput.selectedTextRange else { return nil }
        let view = textInput.textInputView
        return view.convert(textInput.caretRect(for: selection.end), to: view.window)
    }

    /// The traits the protocol's content type is made from.
    var traits: any UITextInputTraits { input }

    static func utf16Offset(ofByte byte: Int, in text: String) -> Int {
        let utf8 = text.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: min(max(byte, 0), utf8.count))
        while index > utf8.startIndex, index.samePosition(in: text.unicodeScalars) == nil { index = utf8.index(before: index) }
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    static func byteOffset(ofUTF16 offset: Int, in text: String) -> Int {
        let utf16 = text.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: min(max(offset, 0), utf16.count))
        return text.utf8.distance(from: text.utf8.startIndex, to: index)
    }
}
