import ATSPI
import Foundation

/// A text field or text view as AT-SPI's `Text` and `EditableText` see it: its text in AT-SPI's character offsets
/// (a secure field shows one dot per character and never its text), caret, selection and shown lines, where its
/// characters are on screen, and edits made through its editor as typing makes them (the delegate may refuse them).
@MainActor
struct AccessibleTextInput {
    let view: UIView
    let surface: TextEditingSurface
    let isSecure: Bool
    let isEditable: Bool
    let isMultiLine: Bool

    init?(_ object: UIResponder) {
        switch object {
        case let field as UITextField:
            (view, surface, isSecure, isEditable, isMultiLine) = (field, field.surface, field.isSecureTextEntry, field.isEnabled, false)
        case let textView as UITextView:
            (view, surface, isSecure, isEditable, isMultiLine) = (textView, textView.surface, textView.isSecureTextEntry, textView.isEditable, true)
        default:
            return nil
        }
    }

    private var editor: TextEditor { surface.editor }

    /// The text as a screen reader may read it: a secure field's dots.
    var shownString: String {
        isSecure ? String(repeating: "\u{2022}", count: editor.navigation.boundaries.count - 1) : editor.text
    }

    /// The AT-SPI character offset of editor offset `utf16`.
    func characterOffset(_ utf16: Int) -> Int {
        isSecure ? surface.displayOffset(utf16) : AccessibleText.characterOffset(ofUTF16: utf16, in: editor.text)
    }

    /// The editor offset of AT-SPI character offset `offset`.
    func utf16Offset(_ offset: Int) -> Int {
        isSecure ? surface.textOffset(ofDisplay: offset) : AccessibleText.utf16Offset(ofCharacter: offset, in: editor.text)
    }

    func utf16Range(_ range: Range<Int>) -> NSRange {
        let start = utf16Offset(range.lowerBound)
        return NSRange(location: start, length: utf16Offset(range.upperBound) - start)
    }

    var text: AccessibleText {
        let selection = editor.selectedRange
        let selected = selection.length > 0
            ? characterOffset(selection.location)..<characterOffset(selection.location + selection.length) : nil
        return AccessibleText(shownString, caret: characterOffset(editor.focus), selection: selected,
                              isEditable: isEditable, lineStarts: lineStarts)
    }

    /// Where each shown line begins: one line for a field; a text view's wrapped lines as laid out.
    private var lineStarts: [Int] {
        guard isMultiLine, !isSecure else { return [0] }
        let string = editor.text as NSString
        let length = string.length
        var starts = [0]
        var offset = 0
        while offset < length {
            let line = surface.layout.lineRange(atUTF16Offset: offset)
            var next = line.location + line.length
            if next < length, string.character(at: next) == 0x0A { next += 1 }
            // A line begins at the end only after a final line break.
            guard next > offset, next < length || string.character(at: length - 1) == 0x0A else { break }
            starts.append(characterOffset(next))
            offset = next
        }
        return starts
    }

    /// The rectangle characters `range` cover, in window coordinates.
    func bounds(of range: Range<Int>) -> CGRect? {
        let rects = range.isEmpty ? [surface.caretRect(at: utf16Offset(range.lowerBound))] : surface.rects(for: utf16Range(range))
        guard let first = rects.first else { return nil }
        let union = rects.dropFirst().reduce(first) { $0.union($1) }
        return UIAccessibility.convertToScreenCoordinates(union, in: surface.canvas)
    }

    /// The character under `point` (window coordinates), else the one nearest it.
    func offset(at point: CGPoint) -> Int {
        let local = surface.canvas.convert(point, from: surface.canvas.window ?? surface.canvas.rootAncestor)
        // The nearest caret position: the character before it when the point lies on that character.
        let nearest = characterOffset(surface.offset(at: local))
        if nearest > 0, let before = bounds(of: (nearest - 1)..<nearest), before.insetBy(dx: 0, dy: -1).contains(point) {
            return nearest - 1
        }
        return nearest
    }

    /// Makes `edit` as a user would; false when the view refuses it (not editable, a secure field's text asked
    /// for, a delegate that says no, an empty pasteboard).
    func apply(_ edit: AccessibleTextEdit) -> Bool {
        switch edit {
        case .setCaret(let offset):
            editor.select(NSRange(location: utf16Offset(offset), length: 0))
            return true
        case .select(let range):
            editor.select(utf16Range(range))
            return true
        case .copy(let range):
            guard !isSecure, !range.isEmpty else { return false }
            UIPasteboard.general.string = (editor.text as NSString).substring(with: utf16Range(range))
            return true
        default:
            break
        }
        guard isEditable else { return false }
        switch edit {
        case .setContents(let string):
            return editor.replace(NSRange(location: 0, length: editor.length), with: string, actionName: "Replace")
        case .insert(let string, let offset):
            return editor.replace(NSRange(location: utf16Offset(offset), length: 0), with: string, actionName: "Typing")
        case .delete(let range):
            return editor.replace(utf16Range(range), with: "", actionName: "Delete")
        case .cut(let range):
            guard !isSecure, !range.isEmpty else { return false }
            UIPasteboard.general.string = (editor.text as NSString).substring(with: utf16Range(range))
            return editor.replace(utf16Range(range), with: "", actionName: "Cut")
        case .paste(let offset):
            guard let string = UIPasteboard.general.string else { return false }
            return editor.replace(NSRange(location: utf16Offset(offset), length: 0), with: string, actionName: "Paste")
        case .setCaret, .select, .copy:
            return false
        }
    }
}
