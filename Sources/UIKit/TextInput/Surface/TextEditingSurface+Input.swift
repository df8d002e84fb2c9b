import Foundation

/// The keys and pointer gestures of desktop editing, applied to a surface's editor.
extension TextEditingSurface {
    /// Applies an editing key: arrows (Ctrl by word, Shift extending), Home/End (Ctrl: the whole text),
    /// Backspace/Delete (Ctrl by word), Ctrl+A/C/X/V/Z/Shift+Z/Y sent as the standard actions through `responder`'s
    /// chain, and typed text. False for a key that is not an editing key (it goes on up the chain).
    func handle(_ key: UIKey, responder: UIResponder, editable: Bool) -> Bool {
        caret.wake()
        let flags = key.modifierFlags
        let control = flags.contains(.control) || flags.contains(.command)
        let shift = flags.contains(.shift)
        // Alt with a key is the window's or the app's (Alt+Left goes back), not editing.
        if flags.contains(.alternate), key.characters.isEmpty { return false }
        switch key.keysymName {
        case "Left", "KP_Left": editor.move(control ? .word(forward: false) : .character(forward: false), extending: shift)
        case "Right", "KP_Right": editor.move(control ? .word(forward: true) : .character(forward: true), extending: shift)
        case "Up", "KP_Up": editor.move(.line(forward: false), extending: shift)
        case "Down", "KP_Down": editor.move(.line(forward: true), extending: shift)
        case "Home", "KP_Home": editor.move(control ? .document(forward: false) : .lineBoundary(forward: false), extending: shift)
        case "End", "KP_End": editor.move(control ? .document(forward: true) : .lineBoundary(forward: true), extending: shift)
        case "BackSpace" where editable: control ? editor.deleteWord(forward: false) : editor.deleteBackward()
        case "Delete", "KP_Delete":
            guard editable else { return false }
            if shift { responder.sendAction("cut:", sender: nil) } else if control { editor.deleteWord(forward: true) } else { editor.deleteForward() }
        case "Insert" where control: responder.sendAction("copy:", sender: nil)
        case "Insert" where shift: responder.sendAction("paste:", sender: nil)
        default:
            if control {
                switch key.charactersIgnoringModifiers.lowercased() {
                case "a": responder.sendAction("selectAll:", sender: nil)
                case "c": responder.sendAction("copy:", sender: nil)
                case "x": responder.sendAction("cut:", sender: nil)
                case "v": responder.sendAction("paste:", sender: nil)
                case "z" where editable: shift ? editor.redo() : editor.undo()
                case "y" where editable: editor.redo()
                default: return false
                }
                return true
            }
            guard editable, !key.characters.isEmpty else { return false }
            editor.insert(key.characters)
        }
        return true
    }

    /// A press of the pointer at a canvas point: one click puts the caret there, two select the word, three the
    /// line (the paragraph in a text view); one click `extending` (Shift held) moves the selection's end there
    /// instead, and a drag from it goes on extending from the same anchor.
    func pointerBegan(at point: CGPoint, tapCount: Int, extending: Bool = false) {
        caret.wake()
        let offset = self.offset(at: point)
        editor.closeTypingGroup()
        if extending, tapCount == 1 {
            editor.extendSelection(to: offset)
            dragGranularity = 1
            dragOrigin = NSRange(location: editor.anchor, length: 0)
            return
        }
        switch tapCount {
        case 1: editor.select(NSRange(location: offset, length: 0))
        case 2: editor.select(isSecure ? NSRange(location: 0, length: editor.length) : editor.navigation.wordRange(at: offset))
        default: editor.select(wrapWidth == nil ? NSRange(location: 0, length: editor.length) : editor.navigation.paragraphRange(at: offset))
        }
        dragGranularity = tapCount
        dragOrigin = editor.selectedRange
    }

    /// A drag from the press: the selection runs from where it began to the pointer, by words after a double
    /// click and by lines after a triple one.
    func pointerMoved(to point: CGPoint) {
        guard let origin = dragOrigin else { return }
        let offset = self.offset(at: point)
        var unit = NSRange(location: offset, length: 0)
        if dragGranularity == 2, !isSecure { unit = editor.navigation.wordRange(at: offset) }
        if dragGranularity >= 3 { unit = editor.navigation.paragraphRange(at: offset) }
        let start = min(origin.location, unit.location)
        let end = max(origin.location + origin.length, unit.location + unit.length)
        // The end toward the pointer moves; the other end stays.
        if unit.location < origin.location {
            editor.select(NSRange(location: start, length: end - start), movingStart: true)
        } else {
            editor.select(NSRange(location: start, length: end - start))
        }
    }

    func pointerEnded() {
        dragOrigin = nil
    }
}
