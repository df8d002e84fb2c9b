import Foundation
import QuartzCore
import Wayland

/// Joins a window's first responder to the desktop's input method (`zwp_text_input_v3`): while the window has the
/// text-input focus and the first responder is a `DesktopTextInputClient`, the input method is enabled and told the
/// surrounding text, the content type and the caret; its preedit, commit and deletions reach the client in the
/// order the protocol gives (old preedit removed, deletion, commit, new preedit).
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
    /// Resolves the client: the first responder, when it edits text.
    var currentClient: () -> DesktopTextInputClient? = { UIApplication.firstResponder as? DesktopTextInputClient }

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
    @_spi(DesktopInput) public func clientChanged() {
        guard hasFocus, client != nil, let textInput else { return }
        sendState(to: textInput, cause: false)
    }

    private func sendState(to textInput: TextInput, cause byInputMethod: Bool) {
        guard let client else { return }
        if let (text, selection) = client.surroundingText {
            let cursor = DesktopTextInput.byteOffset(ofUTF16: selection.location + selection.length, in: text)
            let anchor = DesktopTextInput.byteOffset(ofUTF16: selection.location, in: text)
            textInput.setSurroundingText(text, cursor: cursor, anchor: anchor)
            textInput.setTextChangeCause(byInputMethod: byInputMethod)
        }
        textInput.setContentType(DesktopTextInput.contentType(client.desktopContentPurpose))
        let caret = client.caretRect
        textInput.setCursorRectangle(
            x: Int((caret.minX * zoom).rounded()), y: Int((caret.minY * zoom).rounded()),
            width: Int((caret.width * zoom).rounded(.up)), height: Int((caret.height * zoom).rounded(.up)))
        textInput.commit()
    }

    /// Applies one `done` to the client, then tells the input method the new state. The protocol asks for the
    /// state after a done that answers this client's last commit; after an older one (a commit of ours crossed the
    /// input method's) it is sent as well, since no later done may come to send it after.
    func apply(_ update: TextInputUpdate) {
        guard let client = client ?? currentClient() else { return }
        hasPreedit = DesktopTextInput.deliver(update, to: client, hadPreedit: hasPreedit)
        let changedText = update.commitText != nil || update.deleteBefore > 0 || update.deleteAfter > 0
        if update.isCurrent || changedText, let textInput, hasFocus, self.client != nil {
            sendState(to: textInput, cause: true)
        }
    }

    /// Delivers one update in the protocol's order: the old preedit removed, surrounding text deleted, the commit
    /// inserted, the new preedit shown as marked text. Returns whether the client shows a preedit after it.
    static func deliver(_ update: TextInputUpdate, to client: DesktopTextInputClient, hadPreedit: Bool) -> Bool {
        if hadPreedit {
            client.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
            client.unmarkText()
        }
        if update.deleteBefore > 0 || update.deleteAfter > 0 {
            let (before, after) = utf16Lengths(bytesBefore: Int(update.deleteBefore), bytesAfter: Int(update.deleteAfter), around: client.surroundingText)
            client.deleteSurrounding(beforeLength: before, afterLength: after)
        }
        if let text = update.commitText, !text.isEmpty {
            client.insertText(text)
        }
        guard let preedit = update.preedit, !preedit.text.isEmpty else { return false }
        client.setMarkedText(preedit.text, selectedRange: utf16Range(ofBytes: preedit.cursorBegin, preedit.cursorEnd, in: preedit.text))
        return true
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
