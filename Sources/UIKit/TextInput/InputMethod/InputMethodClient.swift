import Foundation

/// The desktop input method's client for any responder that takes text: it serves a `UITextInput` view
/// (`UITextField`, `UITextView`, an app's own editor) through that protocol alone — the composition as marked text,
/// committed text through `insertText` as typing goes (the delegate asked, undo recorded, `.editingChanged` sent),
/// deletions on grapheme-cluster boundaries through `deleteBackward` — and a `UIKeyInput` view with committed text
/// only. As the view's `inputDelegate` it hears every change of text and selection, and tells `onChange`.
@MainActor
final class InputMethodClient: DesktopTextInputClient, UITextInputDelegate {
    /// The responder served; the client lets it go with the view.
    private(set) weak var input: (any UIKeyInput)?
    /// Called when the text or the selection changed, so the input method hears the new state.
    var onChange: (() -> Void)?

    init(_ input: any UIKeyInput) {
        self.input = input
        if let textInput { textInput.inputDelegate = self }
    }

    /// Whether `responder` takes text from an input method now: it adopts `UIKeyInput`, and a text view is
    /// editable (a read-only one is first responder only to be selected and copied).
    static func takesText(_ responder: UIResponder?) -> (any UIKeyInput)? {
        guard let input = responder as? any UIKeyInput else { return nil }
        if let view = input as? UITextView, !view.isEditable { return nil }
        return input
    }

    /// The client for `responder`: `current` when it serves that responder already, else a new one (`current`
    /// detached); nil (`current` detached) when the responder takes no text.
    static func client(for responder: UIResponder?, replacing current: InputMethodClient?) -> InputMethodClient? {
        guard let input = takesText(responder) else {
            current?.detach()
            return nil
        }
        if let current, current.input === input { return current }
        current?.detach()
        return InputMethodClient(input)
    }

    /// Stops listening to the view (another responder took the keys).
    func detach() {
        if let textInput, textInput.inputDelegate === self { textInput.inputDelegate = nil }
        onChange = nil
    }

    private var textInput: (any UITextInput)? { input as? any UITextInput }

    // MARK: DesktopTextInputClient

    /// Removing marked text where there is none changes nothing (and sends no `.editingChanged`).
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard let textInput, !(markedText ?? "").isEmpty || textInput.markedTextRange != nil else { return }
        textInput.setMarkedText(markedText, selectedRange: selectedRange)
    }

    func unmarkText() {
        textInput?.unmarkText()
    }

    func insertText(_ text: String) {
        input?.insertText(text)
    }

    /// Deletes `beforeLength` UTF-16 units before the selection and `afterLength` after it, each widened to whole
    /// grapheme clusters (half an emoji or a letter without its accent is never left), through `deleteBackward` as
    /// a selected range, so the delegate can refuse it; the selection stays where it was in the remaining text.
    func deleteSurrounding(beforeLength: Int, afterLength: Int) {
        guard let textInput, let state = state(of: textInput) else {
            // Without positions only what is before the caret can go, a character at a time.
            if beforeLength > 0 { input?.deleteBackward() }
            return
        }
        let navigation = TextNavigation(state.text)
        let from = state.selection.location, to = from + state.selection.length
        let lower = navigation.clamped(max(from - max(beforeLength, 0), 0))
        let farEnd = min(to + max(afterLength, 0), navigation.length)
        let upper = navigation.clamped(farEnd) == farEnd ? farEnd : navigation.nextCharacter(after: farEnd)
        var selection = state.selection
        if upper > to { _ = delete(NSRange(location: to, length: upper - to), in: textInput) }
        if lower < from, delete(NSRange(location: lower, length: from - lower), in: textInput) {
            selection.location = lower
        }
        select(selection, in: textInput)
    }

    /// Deletes `range` as the user would, selecting it and pressing Backspace; false when it stayed.
    private func delete(_ range: NSRange, in textInput: any UITextInput) -> Bool {
        let before = state(of: textInput)?.text
        select(range, in: textInput)
        textInput.deleteBackward()
        return state(of: textInput)?.text != before
    }

    private func select(_ range: NSRange, in textInput: any UITextInput) {
        let start = textInput.beginningOfDocument
        guard let from = textInput.position(from: start, offset: range.location),
              let to = textInput.position(from: from, offset: range.length) else { return }
        textInput.selectedTextRange = textInput.textRange(from: from, to: to)
    }

    /// The whole text without the composition, and the selection in it (the composition's start while composing).
    var surroundingText: (text: String, selection: NSRange)? {
        textInput.flatMap(state(of:))
    }

    private func state(of textInput: any UITextInput) -> (text: String, selection: NSRange)? {
        guard let selected = textInput.selectedTextRange else { return nil }
        let start = textInput.beginningOfDocument
        let whole = textInput.textRange(from: start, to: textInput.endOfDocument).flatMap(textInput.text(in:)) ?? ""
        let from = textInput.offset(from: start, to: selected.start), to = textInput.offset(from: start, to: selected.end)
        guard let marked = textInput.markedTextRange else { return (whole, NSRange(location: from, length: to - from)) }
        let markedFrom = textInput.offset(from: start, to: marked.start), markedTo = textInput.offset(from: start, to: marked.end)
        let text = (whole as NSString).replacingCharacters(in: NSRange(location: markedFrom, length: markedTo - markedFrom), with: "")
        return (text, NSRange(location: markedFrom, length: 0))
    }

    /// The caret (inside the composition while composing) in the window's coordinates; the view's leading edge for a
    /// view without positions.
    var caretRect: CGRect {
        guard let textInput, let selection = textInput.selectedTextRange else {
            guard let view = input as? UIView else { return .zero }
            return view.convert(CGRect(x: 0, y: 0, width: 1, height: view.bounds.height), to: nil)
        }
        let view = textInput.textInputView
        return view.convert(textInput.caretRect(for: selection.end), to: nil)
    }

    /// What the text is for, from the view's traits: a secure field or a password's content type is a password
    /// (hidden from the input method), then the content type, the keyboard, and a text view's several lines.
    var desktopContentPurpose: DesktopContentPurpose {
        guard let input else { return .normal }
        if input.isSecureTextEntry { return .password }
        switch input.textContentType.map({ $0 }) {
        case .password?, .newPassword?: return .password
        case .oneTimeCode?: return .digits
        case .telephoneNumber?: return .phone
        case .emailAddress?: return .email
        case .URL?: return .url
        default: break
        }
        switch input.keyboardType {
        case .numberPad, .asciiCapableNumberPad: return .digits
        case .decimalPad, .numbersAndPunctuation: return .number
        case .phonePad, .namePhonePad: return .phone
        case .emailAddress: return .email
        case .URL, .webSearch: return .url
        case .default, .asciiCapable, .twitter: return input is UITextView ? .multiline : .normal
        }
    }

    /// The view moved its text on screen (a text view scrolled): the caret rectangle changed.
    func caretMoved() { onChange?() }

    // MARK: UITextInputDelegate

    func selectionWillChange(_ textInput: (any UITextInput)?) {}
    func selectionDidChange(_ textInput: (any UITextInput)?) { onChange?() }
    func textWillChange(_ textInput: (any UITextInput)?) {}
    func textDidChange(_ textInput: (any UITextInput)?) { onChange?() }
}
