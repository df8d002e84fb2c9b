/// What an input method changed, applied at `zwp_text_input_v3.done` in the order the protocol gives: the old
/// preedit removed, surrounding text deleted, the commit string inserted with the cursor after it, and the new
/// preedit shown at the cursor. Lengths and cursor offsets are in UTF-8 bytes, as on the wire.
public struct TextInputUpdate: Equatable, Sendable {
    /// Text being composed, shown in place (marked text), with the cursor inside it; nil removes it.
    public struct Preedit: Equatable, Sendable {
        public var text: String
        /// Byte offsets of the cursor's start and end inside `text`; both -1 hide the cursor.
        public var cursorBegin: Int32
        public var cursorEnd: Int32

        public init(text: String, cursorBegin: Int32, cursorEnd: Int32) {
            self.text = text
            self.cursorBegin = cursorBegin
            self.cursorEnd = cursorEnd
        }
    }

    /// The preedit after this update (nil: none).
    public var preedit: Preedit?
    /// Text to insert at the cursor (nil: none).
    public var commitText: String?
    /// Bytes to delete before and after the cursor (the old preedit counted as the cursor).
    public var deleteBefore: UInt32 = 0
    public var deleteAfter: UInt32 = 0
    /// Whether the compositor had seen every state this client committed: when false the client applies the
    /// text but sends its state again (the protocol's serial rule).
    public var isCurrent = true

    public init(preedit: Preedit? = nil, commitText: String? = nil, deleteBefore: UInt32 = 0, deleteAfter: UInt32 = 0, isCurrent: Bool = true) {
        self.preedit = preedit
        self.commitText = commitText
        self.deleteBefore = deleteBefore
        self.deleteAfter = deleteAfter
        self.isCurrent = isCurrent
    }

    /// Applies the update to plain text with a cursor (a byte offset), as the protocol orders it: a reference for
    /// clients and tests. Returns the text with the preedit in it, and the preedit's byte range there.
    public func applied(to text: inout String, cursor: inout Int) -> Range<Int>? {
        var bytes = Array(text.utf8)
        cursor = min(max(0, cursor), bytes.count)
        // 1. The old preedit is not part of `text`. 2. Delete around the cursor.
        let start = max(0, cursor - Int(deleteBefore))
        let end = min(bytes.count, cursor + Int(deleteAfter))
        bytes.removeSubrange(start..<end)
        cursor = start
        // 3. Insert the commit string, the cursor after it.
        if let commitText {
            bytes.insert(contentsOf: commitText.utf8, at: cursor)
            cursor += commitText.utf8.count
        }
        text = String(decoding: bytes, as: UTF8.self)
        // 5. The new preedit goes at the cursor (shown, not committed).
        guard let preedit, !preedit.text.isEmpty else { return nil }
        let length = preedit.text.utf8.count
        return cursor..<(cursor + length)
    }
}

/// What the text field tells the input method about itself (`zwp_text_input_v3.content_type`).
public struct TextContentType: Equatable, Sendable {
    /// Hints: bits of `zwp_text_input_v3.content_hint` (completion, spellcheck, auto-capitalization, hidden text…).
    public var hints: UInt32
    /// The purpose: one `zwp_text_input_v3.content_purpose` (normal, digits, email, url, password…).
    public var purpose: UInt32

    public init(hints: UInt32 = 0, purpose: UInt32 = 0) {
        self.hints = hints
        self.purpose = purpose
    }

    public static let completion: UInt32 = 0x1
    public static let spellcheck: UInt32 = 0x2
    public static let autoCapitalization: UInt32 = 0x4
    public static let hiddenText: UInt32 = 0x40
    public static let sensitiveData: UInt32 = 0x80
    public static let multiline: UInt32 = 0x200

    public static let normal: UInt32 = 0
    public static let digits: UInt32 = 2
    public static let number: UInt32 = 3
    public static let phone: UInt32 = 4
    public static let url: UInt32 = 5
    public static let email: UInt32 = 6
    public static let password: UInt32 = 8
}
