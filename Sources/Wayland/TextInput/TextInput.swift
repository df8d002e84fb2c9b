import CWaylandProtocols

/// The seat's text input (`zwp_text_input_v3`): the channel between a focused text field and the input method the
/// compositor runs (CJK composition, on-screen keyboards). The compositor tells which window it serves (`enter`,
/// `leave`); while enabled there, the field describes itself and the input method sends preedit, commit and
/// deletions, applied atomically at `done`.
public final class TextInput {
    let proxy: OpaquePointer
    unowned let seat: Seat
    /// The window the text input serves now (the keyboard focus), if ours.
    public private(set) weak var focus: Window?
    /// Whether this client enabled the text input for the focused window.
    public private(set) var isEnabled = false
    /// How many `commit` requests were sent: the serial a current `done` carries.
    private var commits: UInt32 = 0
    private var pending = TextInputUpdate()
    private var preeditPending = false

    init(seat: Seat, manager: OpaquePointer) {
        self.seat = seat
        proxy = zwp_text_input_manager_v3_get_text_input(manager, seat.proxy)
        zwp_text_input_v3_add_listener(proxy, textInputListener, userData(self))
    }

    deinit {
        zwp_text_input_v3_destroy(proxy)
    }

    /// Turns the input method on for the focused window (a text field became first responder); the state that
    /// follows (surrounding text, content type, cursor rectangle) goes with the same `commit`.
    public func enable() {
        zwp_text_input_v3_enable(proxy)
        isEnabled = true
    }

    /// Turns the input method off (no field edits text); takes effect at `commit`.
    public func disable() {
        zwp_text_input_v3_disable(proxy)
        isEnabled = false
    }

    /// The text around the cursor (at most about 4000 bytes) and the cursor and selection anchor as byte offsets.
    public func setSurroundingText(_ text: String, cursor: Int, anchor: Int) {
        var bytes = Array(text.utf8)
        var cursor = cursor, anchor = anchor
        // The protocol's messages are bounded: keep 4000 bytes around the cursor, on character boundaries.
        if bytes.count > 4000 {
            let start = TextInput.boundary(in: bytes, atOrBefore: max(0, min(cursor, anchor) - 1000))
            let end = TextInput.boundary(in: bytes, atOrBefore: min(bytes.count, start + 4000))
            bytes = Array(bytes[start..<end])
            cursor = min(max(0, cursor - start), bytes.count)
            anchor = min(max(0, anchor - start), bytes.count)
        }
        zwp_text_input_v3_set_surrounding_text(proxy, String(decoding: bytes, as: UTF8.self), Int32(cursor), Int32(anchor))
    }

    /// Why the surrounding text changed: by the input method (0) or by something else, such as typing (1).
    public func setTextChangeCause(byInputMethod: Bool) {
        zwp_text_input_v3_set_text_change_cause(proxy, byInputMethod ? 0 : 1)
    }

    public func setContentType(_ type: TextContentType) {
        zwp_text_input_v3_set_content_type(proxy, type.hints, type.purpose)
    }

    /// Where the cursor is, in the focused window's surface coordinates (the input method puts its popup there).
    public func setCursorRectangle(x: Int, y: Int, width: Int, height: Int) {
        zwp_text_input_v3_set_cursor_rectangle(proxy, Int32(clamping: x), Int32(clamping: y), Int32(clamping: width), Int32(clamping: height))
    }

    /// Applies the state requests sent since the last commit.
    public func commit() {
        zwp_text_input_v3_commit(proxy)
        commits &+= 1
        _ = try? seat.display.flush()
    }

    /// The last UTF-8 lead byte at or before `offset`.
    private static func boundary(in bytes: [UInt8], atOrBefore offset: Int) -> Int {
        var index = min(offset, bytes.count)
        while index > 0, index < bytes.count, bytes[index] & 0xC0 == 0x80 { index -= 1 }
        return index
    }

    // MARK: Events

    fileprivate func entered(_ surface: OpaquePointer?) {
        focus = seat.display.window(for: surface)
        focus?.onTextInputFocus?(true)
    }

    fileprivate func left(_ surface: OpaquePointer?) {
        let window = focus
        focus = nil
        isEnabled = false
        pending = TextInputUpdate()
        preeditPending = false
        window?.onTextInputFocus?(false)
    }

    fileprivate func preedit(_ text: UnsafePointer<CChar>?, begin: Int32, end: Int32) {
        preeditPending = true
        pending.preedit = text.map { TextInputUpdate.Preedit(text: String(cString: $0), cursorBegin: begin, cursorEnd: end) }
    }

    fileprivate func commitString(_ text: UnsafePointer<CChar>?) {
        pending.commitText = text.map { String(cString: $0) }
    }

    fileprivate func deleteSurrounding(before: UInt32, after: UInt32) {
        pending.deleteBefore = before
        pending.deleteAfter = after
    }

    fileprivate func done(serial: UInt32) {
        var update = pending
        pending = TextInputUpdate()
        // A done without a preedit_string removes the preedit (its initial value is empty).
        if !preeditPending { update.preedit = nil }
        preeditPending = false
        update.isCurrent = serial == commits
        focus?.onTextInput?(update)
    }
}

nonisolated(unsafe) let textInputListener = UnsafeMutablePointer<zwp_text_input_v3_listener>.listenerTable(
    zwp_text_input_v3_listener(
        enter: { data, _, surface in owner(data, as: TextInput.self).entered(surface) },
        leave: { data, _, surface in owner(data, as: TextInput.self).left(surface) },
        preedit_string: { data, _, text, begin, end in owner(data, as: TextInput.self).preedit(text, begin: begin, end: end) },
        commit_string: { data, _, text in owner(data, as: TextInput.self).commitString(text) },
        delete_surrounding_text: { data, _, before, after in
            owner(data, as: TextInput.self).deleteSurrounding(before: before, after: after)
        },
        done: { data, _, serial in owner(data, as: TextInput.self).done(serial: serial) }
    ))
