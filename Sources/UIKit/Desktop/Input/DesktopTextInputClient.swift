import Foundation
import QuartzCore

/// What a view that edits text offers the desktop's input methods (`zwp_text_input_v3`): the desktop text input
/// sends composing text, committed text and deletions to the first responder through it, and reads the text around
/// the caret and where the caret is. A responder adopting `UITextInput` or `UIKeyInput` (`UITextField`, `UITextView`,
/// an app's own editor) needs none of it: `InputMethodClient` serves it through those protocols. The marked-text and
/// insertion members have `UITextInput`'s and `UIKeyInput`'s names and meanings.
/// Difference from Apple: not in UIKit; the desktop's input methods reach a text view through it (SPI `DesktopInput`).
@MainActor
@_spi(DesktopInput) public protocol DesktopTextInputClient: AnyObject {
    /// Shows `markedText` as marked (composing) text in place of the current marked text, or of the selection,
    /// with the selection at `selectedRange` inside it (UTF-16); "" removes the marked text.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Ends composing, keeping the marked text as ordinary text.
    func unmarkText()
    /// Inserts `text` in place of the marked text, else of the selection (as `UIKeyInput.insertText` does).
    func insertText(_ text: String)
    /// Deletes `beforeLength` UTF-16 units before the selection and `afterLength` after it.
    func deleteSurrounding(beforeLength: Int, afterLength: Int)
    /// The text around the selection, without marked text, and the selection in it (UTF-16); nil when unknown.
    var surroundingText: (text: String, selection: NSRange)? { get }
    /// The caret's rectangle in the window's coordinates (the input method places its candidates beside it).
    var caretRect: CGRect { get }
    /// What the text is for: a password field hides it from the input method, a URL field asks for URL keys.
    var desktopContentPurpose: DesktopContentPurpose { get }
}

/// What a field's text is for, as the desktop's input methods understand it.
@_spi(DesktopInput) public enum DesktopContentPurpose: Sendable {
    case normal, digits, number, phone, url, email, password, multiline
}
