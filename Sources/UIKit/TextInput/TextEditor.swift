import Foundation

/// What an editor asks of the view it edits for: permission for each change (the view's delegate), news of
/// changes, and the laid-out lines vertical moves and line ends follow.
@MainActor
protocol TextEditorHost: AnyObject {
    /// Whether `range` may become `text` (a delegate can refuse it, or make its own change and refuse this one).
    func editor(_ editor: TextEditor, shouldReplace range: NSRange, with text: String) -> Bool
    func editorDidChangeText(_ editor: TextEditor)
    func editorDidChangeSelection(_ editor: TextEditor)
    /// The offset `lines` shown lines above (negative) or below `offset`, at its caret's x; nil without a layout.
    func editor(_ editor: TextEditor, offsetFrom offset: Int, movingLines lines: Int) -> Int?
    /// The shown line `offset` is on; nil without a layout (the paragraph is used).
    func editor(_ editor: TextEditor, lineRangeAt offset: Int) -> NSRange?
}

/// The editing model behind the text views: attributed text, a selection with an anchor, marked text, and every
/// change through one path that asks the host, records its undo and moves the caret. Offsets are UTF-16 units;
/// characters are grapheme clusters.
@MainActor
final class TextEditor {
    /// Where the caret moves or the selection's moving end goes.
    enum Motion: Equatable {
        case character(forward: Bool)
        case word(forward: Bool)
        /// The start or end of the shown line (Home, End).
        case lineBoundary(forward: Bool)
        /// The shown line above or below.
        case line(forward: Bool)
        case document(forward: Bool)
    }

    private(set) var storage = NSMutableAttributedString(string: "")
    /// The attributes newly typed text takes.
    var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The end of the selection that stays while Shift moves the other.
    private(set) var anchor = 0
    /// The end of the selection that moves (the caret when nothing is selected).
    private(set) var focus = 0
    /// The input method's composition, shown underlined, and the selection inside it.
    private(set) var markedRange: NSRange?
    private(set) var markedSelection = NSRange(location: 0, length: 0)
    /// Whether typed line breaks are refused (a field) or kept (a text view).
    var isSingleLine = false
    /// Whether word moves treat the text as one word (a secure field hides where words are).
    var isSecure = false
    weak var host: (any TextEditorHost)?
    let undoManager = UndoManager()
    private var typingGroupOpen = false
    private(set) var navigation = TextNavigation("")
    /// Whether the change under way is a program's `setText` (views send no editing events for it).
    private(set) var isSettingText = false

    init() {
        undoManager.groupsByEvent = false
    }

    var text: String { storage.string }
    var length: Int { navigation.length }

    var selectedRange: NSRange {
        NSRange(location: min(anchor, focus), length: abs(focus - anchor))
    }

    /// Selects `range` (clamped to the text and to cluster boundaries), its end (or, `movingStart`, its start)
    /// moving under Shift.
    func select(_ range: NSRange, movingStart: Bool = false) {
        let start = navigation.clamped(range.location)
        let end = navigation.clamped(range.location + max(range.length, 0))
        if movingStart { setSelection(anchor: end, focus: start) } else { setSelection(anchor: start, focus: end) }
    }

    /// Moves the selection's moving end to `offset` while its anchor stays, as a Shift-click does.
    func extendSelection(to offset: Int) {
        closeTypingGroup()
        setSelection(anchor: anchor, focus: navigation.clamped(offset))
    }

    private func setSelection(anchor newAnchor: Int, focus newFocus: Int) {
        guard newAnchor != anchor || newFocus != focus else { return }
        anchor = newAnchor
        focus = newFocus
        host?.editorDidChangeSelection(self)
    }

    /// Replaces the whole text without asking anyone, as a program setting `text` does: the caret goes to the end,
    /// undo history is forgotten.
    func setText(_ attributed: NSAttributedString) {
        isSettingText = true
        defer { isSettingText = false }
        closeTypingGroup()
        storage = NSMutableAttributedString(attributedString: attributed)
        navigation = TextNavigation(storage.string)
        markedRange = nil
        undoManager.removeAllActions()
        anchor = length
        focus = length
        host?.editorDidChangeText(self)
        host?.editorDidChangeSelection(self)
    }

    /// Takes `attributed`'s attributes over the same characters (a text storage's delegate or subclass coloured
    /// them), keeping the selection, the marked text and the undo history.
    func adoptAttributes(of attributed: NSAttributedString) {
        guard attributed.string == storage.string else { return }
        storage = NSMutableAttributedString(attributedString: attributed)
    }

    // MARK: Edits

    /// The one path of every user edit: asks the host (unless `asking` is false: the input system's own
    /// replacements), replaces, records the inverse for undo, puts the caret after the new text. `typing` joins
    /// consecutive edits into one undo step.
    @discardableResult
    func replace(_ range: NSRange, with string: String, typing: Bool = false, actionName: String = "Typing", asking: Bool = true) -> Bool {
        var string = string
        if isSingleLine { string = string.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ") }
        let range = clampedRange(range)
        guard !asking || host?.editor(self, shouldReplace: range, with: string) ?? true else { return false }
        if !typing { closeTypingGroup() }
        var attributes = typingAttributes
        var effective = NSRange(location: 0, length: 0)
        if range.length > 0 { attributes = storage.attributes(at: range.location, effectiveRange: &effective) }
        let inserted = NSAttributedString(string: string, attributes: attributes.isEmpty ? typingAttributes : attributes)
        record(range: range, replacement: inserted, typing: typing, actionName: actionName)
        apply(range: range, replacement: inserted)
        markedRange = nil
        let caret = range.location + inserted.length
        anchor = caret
        focus = caret
        host?.editorDidChangeText(self)
        host?.editorDidChangeSelection(self)
        return true
    }

    /// Types `text`: it replaces the marked text, else the selection.
    func insert(_ text: String) {
        guard markedRange != nil else { return _ = replace(selectedRange, with: text, typing: true) }
        // Text in place of a composition commits it: the delegate asked once, one undo step back to before it.
        if setMarkedText(text, selectedRange: NSRange(location: (text as NSString).length, length: 0)) { unmarkText() }
    }

    /// Deletes the selection, else the grapheme cluster before the caret (an emoji with its modifiers, a letter
    /// with its marks, as one).
    func deleteBackward() {
        if let marked = markedRange {
            replace(marked, with: "")
        } else if selectedRange.length > 0 {
            replace(selectedRange, with: "", actionName: "Delete")
        } else if focus > 0 {
            let start = navigation.previousCharacter(before: focus)
            replace(NSRange(location: start, length: focus - start), with: "", typing: true)
        }
    }

    /// Deletes the selection, else the cluster after the caret.
    func deleteForward() {
        if selectedRange.length > 0 {
            replace(selectedRange, with: "", actionName: "Delete")
        } else if focus < length {
            replace(NSRange(location: focus, length: navigation.nextCharacter(after: focus) - focus), with: "", actionName: "Delete")
        }
    }

    /// Deletes the selection, else from the caret to the word boundary in `forward` direction (Ctrl+Backspace, Ctrl+Delete).
    func deleteWord(forward: Bool) {
        guard selectedRange.length == 0 else { return deleteBackward() }
        let target = forward ? (isSecure ? length : navigation.nextWordEnd(after: focus)) : (isSecure ? 0 : navigation.previousWordStart(before: focus))
        replace(NSRange(location: min(target, focus), length: abs(target - focus)), with: "", actionName: "Delete")
    }

    private func clampedRange(_ range: NSRange) -> NSRange {
        let start = min(max(range.location, 0), length)
        let end = min(max(range.location + range.length, start), length)
        return NSRange(location: start, length: end - start)
    }

    private func apply(range: NSRange, replacement: NSAttributedString) {
        storage.replaceCharacters(in: range, with: replacement)
        navigation = TextNavigation(storage.string)
    }

    // MARK: Undo

    /// Registers the inverse of replacing `range` by `replacement`; typing stays in one open group.
    private func record(range: NSRange, replacement: NSAttributedString, typing: Bool, actionName: String) {
        let old = storage.attributedSubstring(from: range)
        let selection = selectedRange
        let changed = NSRange(location: range.location, length: replacement.length)
        if typing, !typingGroupOpen {
            undoManager.beginUndoGrouping()
            typingGroupOpen = true
        } else if !typing {
            undoManager.beginUndoGrouping()
        }
        registerRestore(of: changed, to: old, selecting: selection)
        undoManager.setActionName(actionName)
        if !typing { undoManager.endUndoGrouping() }
    }

    private func registerRestore(of range: NSRange, to old: NSAttributedString, selecting selection: NSRange) {
        undoManager.registerUndo(withTarget: self) { editor in
            let current = editor.storage.attributedSubstring(from: editor.clampedRange(range))
            let now = editor.selectedRange
            editor.registerRestore(of: NSRange(location: range.location, length: old.length), to: current, selecting: now)
            editor.apply(range: editor.clampedRange(range), replacement: old)
            editor.markedRange = nil
            editor.anchor = selection.location
            editor.focus = selection.location + selection.length
            editor.host?.editorDidChangeText(editor)
            editor.host?.editorDidChangeSelection(editor)
        }
    }

    /// Ends the group consecutive typing shares, so the next edit is a step of its own.
    func closeTypingGroup() {
        guard typingGroupOpen else { return }
        typingGroupOpen = false
        undoManager.endUndoGrouping()
    }

    func undo() {
        closeTypingGroup()
        if markedRange != nil { unmarkText() }
        undoManager.undo()
    }

    func redo() {
        closeTypingGroup()
        undoManager.redo()
    }

    // MARK: Movement

    /// Moves the caret (or, `extending`, the selection's moving end) as `motion` says. Without Shift, Left and
    /// Right collapse a selection to its start or end first, as desktop editors do.
    func move(_ motion: Motion, extending: Bool) {
        closeTypingGroup()
        let selection = selectedRange
        if !extending, selection.length > 0, case let .character(forward) = motion {
            let edge = forward ? selection.location + selection.length : selection.location
            return setSelection(anchor: edge, focus: edge)
        }
        let target = destination(of: motion, from: focus)
        setSelection(anchor: extending ? anchor : target, focus: target)
    }

    func destination(of motion: Motion, from offset: Int) -> Int {
        switch motion {
        case let .character(forward):
            return forward ? navigation.nextCharacter(after: offset) : navigation.previousCharacter(before: offset)
        case let .word(forward):
            if isSecure { return forward ? length : 0 }
            return forward ? navigation.nextWordEnd(after: offset) : navigation.previousWordStart(before: offset)
        case let .lineBoundary(forward):
            let line = host?.editor(self, lineRangeAt: offset) ?? navigation.paragraphRange(at: offset)
            return forward ? line.location + line.length : line.location
        case let .line(forward):
            if isSingleLine { return forward ? length : 0 }
            if let moved = host?.editor(self, offsetFrom: offset, movingLines: forward ? 1 : -1) { return navigation.clamped(moved) }
            return forward ? length : 0
        case let .document(forward):
            return forward ? length : 0
        }
    }

    /// Selects everything.
    func selectAll() {
        closeTypingGroup()
        setSelection(anchor: 0, focus: length)
    }

    // MARK: Marked text

    /// Shows an input method's composition in place of the marked text (or the selection), with `selection` inside
    /// it; nil or empty text removes the composition.
    @discardableResult
    func setMarkedText(_ marked: String?, selectedRange selection: NSRange) -> Bool {
        closeTypingGroup()
        let range = markedRange ?? selectedRange
        let string = marked ?? ""
        guard host?.editor(self, shouldReplace: range, with: string) ?? true else { return false }
        let inserted = NSAttributedString(string: string, attributes: typingAttributes)
        apply(range: range, replacement: inserted)
        let length = inserted.length
        markedRange = length > 0 ? NSRange(location: range.location, length: length) : nil
        let inner = min(max(selection.location, 0), length)
        markedSelection = NSRange(location: inner, length: min(max(selection.length, 0), length - inner))
        anchor = range.location + inner
        focus = anchor + markedSelection.length
        host?.editorDidChangeText(self)
        host?.editorDidChangeSelection(self)
        return true
    }

    /// Accepts the composition as typed text (one undo step), the caret after it.
    func unmarkText() {
        guard let marked = markedRange else { return }
        markedRange = nil
        // Recorded as typing the committed text where the composition began.
        undoManager.beginUndoGrouping()
        registerRestore(of: marked, to: NSAttributedString(string: ""), selecting: NSRange(location: marked.location, length: 0))
        undoManager.setActionName("Typing")
        undoManager.endUndoGrouping()
        anchor = marked.location + marked.length
        focus = anchor
        host?.editorDidChangeSelection(self)
    }
}
