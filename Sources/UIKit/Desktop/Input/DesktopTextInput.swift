import Foundation
import QuartzCore
import Wayland

/// Joins a window's first responder to the desktop's input method (`zwp_text_input_v3`): while the window has the
/// text-input focus and the first responder takes text (a `DesktopTextInputClient` of its own, or a `UIKeyInput`
/// served by an `InputMethodClient`), the input method is enabled and told the surrounding text, the content type
/// and the caret, again whenever they change; its preedit, commit and deletions reach the client in the order the
/// protocol gives (old preedit removed, deletion, commit, new preedit).
@MainActor
@_spi(DesktopInput) public final class DesktopTextInput {
    private let surface: Wayland.Window
    /// Surface units per point.
    private let zoom: CGFloat
    /// Whether the seat's text input serves this window now.
    private(set) var hasFocus = false
    /// The client the input method is enabled for.
    private(set) weak var client: DesktopTextInputClient?
    /// Whether the client shows marked text from the input method.
    private var hasPreedit = false
    /// The client serving a first responder that adopts `UIKeyInput` (the text input holds it; `client` is weak).
    private var served: InputMethodClient?
    /// Whether an update of the input method is being applied (the client's news of it wait for its end).
    private var isApplying = false
    /// What was last sent, so that news of a change that changed nothing sent sends nothing.
    private var sent: SentState?

    init(surface: Wayland.Window, zoom: CGFloat) {
        self.surface = surface
        self.zoom = zoom
        surface.onTextInputFocus = { [unowned self] focused in
            hasFocus = focused
            if !focused {
                client = nil
                hasPreedit = false
            }
            firstResponderChanged()
        }
        surface.onTextInput = { [unowned self] update in apply(update) }
    }

    private var textInput: TextInput? { surface.display.seat?.textInput }

    /// The client of the first responder: its own when it has one, else one serving it as a `UIKeyInput`.
    func currentClient() -> DesktopTextInputClient? {
        let responder = UIApplication.firstResponder
        if let own = responder as? DesktopTextInputClient { return own }
        let client = InputMethodClient.client(for: responder, replacing: served)
        if let client, client !== served { client.onChange = { [unowned self] in clientChanged() } }
        served = client
        return client
    }

    /// The first responder changed: enable the input method for a client, disable it otherwise.
    @_spi(DesktopInput) public func firstResponderChanged() {
        guard hasFocus, let textInput else { return }
        let next = currentClient()
        if next == nil, client == nil { return }
        if let client, client !== next, hasPreedit {
            client.unmarkText()
        }
        hasPreedit = false
        client = next
        sent = nil
        if next != nil {
            textInput.enable()
            sendState(to: textInput, cause: false)
        } else {
            textInput.disable()
            textInput.commit()
        }
    }

    /// The client's text, selection or caret changed by something other than the input method (typing, a click):
    /// tells the input method.
    /// Sends nothing while an update of the input method is applied (its state follows the update) or when nothing
    /// the input method is told changed.
    @_spi(DesktopInput) public func clientChanged() {
        guard hasFocus, !isApplying, let client, let textInput else { return }
        guard DesktopTextInput.state(of: client, zoom: zoom) != sent else { return }
        sendState(to: textInput, cause: false)
    }

    private func sendState(to textInput: TextInput, cause byInputMethod: Bool) {
        guard let client else { return }
        let state = DesktopTextInput.state(of: client, zoom: zoom)
        sent = state
        if let surrounding = state.surrounding {
            textInput.setSurroundingText(surrounding.text, cursor: surrounding.cursor, anchor: surrounding.anchor)
            textInput.setTextChangeCause(byInputMethod: byInputMethod)
        }
        textInput.setContentType(DesktopTextInput.contentType(state.purpose))
        textInput.setCursorRectangle(x: state.caret.x, y: state.caret.y, width: state.caret.width, height: state.caret.height)
        textInput.commit()
    }

    /// What the input method is told of a client: its text around the caret (never a password's), what the text is
    /// for, and the caret in surface units.
    struct SentState: Equatable {
        struct Surrounding: Equatable {
            var text: String
            var cursor: Int
            var anchor: Int
        }

        struct Caret: Equatable {
            var x, y, width, height: Int
        }

        var surrounding: Surrounding?
        var purpose: DesktopContentPurpose
        var caret: Caret
    }

    static func state(of client: DesktopTextInputClient, zoom: CGFloat) -> SentState {
        let purpose = client.desktopContentPurpose
        var surrounding: SentState.Surrounding?
        if purpose != .password, let (text, selection) = client.surroundingText {
            surrounding = SentState.Surrounding(
                text: text, cursor: byteOffset(ofUTF16: selection.location + selection.length, in: text),
                anchor: byteOffset(ofUTF16: selection.location, in: text))
        }
        let rect = client.caretRect
        let caret = SentState.Caret(
            x: Int((rect.minX * zoom).rounded()), y: Int((rect.minY * zoom).rounded()),
            width: Int((rect.width * zoom).rounded(.up)), height: Int((rect.height * zoom).rounded(.up)))
        return SentState(surrounding: surrounding, purpose: purpose, caret: caret)
    }

    /// Applies one `done` to the client, then tells the input method the new state. The protocol asks for the
    /// state after a done that answers this client's last commit; after an older one (a commit of ours crossed the
    /// input method's) it is sent as well, since no later done may come to send it after.
    func apply(_ update: TextInputUpdate) {
        guard let client = client ?? currentClient() else { return }
        isApplying = true
        hasPreedit = DesktopTextInput.deliver(update, to: client, hadPreedit: hasPreedit)
        isApplying = false
        let changedText = update.commitText != nil || update.deleteBefore > 0 || update.deleteAfter > 0
        if update.isCurrent || changedText, let textInput, hasFocus, self.client != nil {
            sendState(to: textInput, cause: true)
        }
    }

    /// Delivers one update in the protocol's order: the old preedit removed, surrounding text deleted, the commit
    /// inserted, the new preedit shown as marked text. Returns whether the client shows a preedit after it.
    /// A commit with nothing to delete takes the preedit's place in one change, as a keyboard's `insertText`
    /// replaces marked text on iOS (one `.editingChanged`, not one for the removal and one for the commit).
    static func deliver(_ update: TextInputUpdate, to client: DesktopTextInputClient, hadPreedit: Bool) -> Bool {
        let commit = update.commitText.flatMap { $0.isEmpty ? nil : $0 }
        let deletes = update.deleteBefore > 0 || update.deleteAfter > 0
        if hadPreedit, let commit, !deletes {
            client.insertText(commit)
            removePreedit(from: client)
        } else {
            if hadPreedit { removePreedit(from: client) }
            if deletes {
                let (before, after) = utf16Lengths(bytesBefore: Int(update.deleteBefore), bytesAfter: Int(update.deleteAfter), around: client.surroundingText)
                client.deleteSurrounding(beforeLength: before, afterLength: after)
            }
            if let commit { client.insertText(commit) }
        }
        guard let preedit = update.preedit, !preedit.text.isEmpty else { return false }
        client.setMarkedText(preedit.text, selectedRange: utf16Range(ofBytes: preedit.cursorBegin, preedit.cursorEnd, in: preedit.text))
        return true
    }

    /// Removes what is left of the preedit (nothing when a commit replaced it; all of it when the view refused).
    private static func removePreedit(from client: DesktopTextInputClient) {
        client.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        client.unmarkText()
    }

    // MARK: Units: the protocol counts UTF-8 bytes, UIKit UTF-16 units

    /// The UTF-8 offset of a UTF-16 offset in `text` (clamped, rounded down to a scalar boundary).
    nonisolated static func byteOffset(ofUTF16 offset: Int, in text: String) -> Int {
        let utf16 = text.utf16
        let clamped = min(max(0, offset), utf16.count)
        let index = utf16.index(utf16.startIndex, offsetBy: clamped)
        let scalarIndex = index.samePosition(in: text.unicodeScalars) ?? text.unicodeScalars.index(before: index)
        return text.utf8.distance(from: text.utf8.startIndex, to: scalarIndex)
    }

    /// The UTF-16 range of the byte range `begin..<end` of `text` (both -1: the end, the cursor hidden).
    nonisolated static func utf16Range(ofBytes begin: Int32, _ end: Int32, in text: String) -> NSRange {
        let bytes = text.utf8.count
        guard begin >= 0, end >= 0 else { return NSRange(location: text.utf16.count, length: 0) }
        let start = utf16Offset(ofByte: min(Int(begin), bytes), in: text)
        let stop = utf16Offset(ofByte: min(Int(max(begin, end)), bytes), in: text)
        return NSRange(location: start, length: stop - start)
    }

    nonisolated static func utf16Offset(ofByte offset: Int, in text: String) -> Int {
        var index = text.utf8.index(text.utf8.startIndex, offsetBy: min(max(0, offset), text.utf8.count))
        while index > text.startIndex, index.samePosition(in: text.unicodeScalars) == nil {
            index = text.utf8.index(before: index)
        }
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    /// The UTF-16 lengths of the bytes to delete before and after the selection, counted in the client's text
    /// (without its text, bytes of ASCII count one each).
    nonisolated static func utf16Lengths(bytesBefore: Int, bytesAfter: Int, around surrounding: (text: String, selection: NSRange)?) -> (Int, Int) {
        guard let (text, selection) = surrounding else { return (bytesBefore, bytesAfter) }
        let start = byteOffset(ofUTF16: selection.location, in: text)
        let end = byteOffset(ofUTF16: selection.location + selection.length, in: text)
        let beforeStart = utf16Offset(ofByte: max(0, start - bytesBefore), in: text)
        let afterEnd = utf16Offset(ofByte: min(text.utf8.count, end + bytesAfter), in: text)
        return (selection.location - beforeStart, afterEnd - (selection.location + selection.length))
    }

    nonisolated static func contentType(_ purpose: DesktopContentPurpose) -> TextContentType {
        switch purpose {
        case .normal: return TextContentType(hints: 0, purpose: TextContentType.normal)
        case .digits: return TextContentType(purpose: TextContentType.digits)
        case .number: return TextContentType(purpose: TextContentType.number)
        case .phone: return TextContentType(purpose: TextContentType.phone)
        case .url: return TextContentType(purpose: TextContentType.url)
        case .email: return TextContentType(purpose: TextContentType.email)
        case .password: return TextContentType(hints: TextContentType.hiddenText | TextContentType.sensitiveData, purpose: TextContentType.password)
        case .multiline: return TextContentType(hints: TextContentType.multiline, purpose: TextContentType.normal)
        }
    }
}
