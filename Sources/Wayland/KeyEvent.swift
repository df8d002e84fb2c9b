/// A key pressed, repeated or released, resolved through the keymap.
public struct KeyEvent: Equatable, Sendable {
    /// The Linux input code of the key (`KEY_A` is 30).
    public var code: UInt32
    /// The keysym it produced under the modifiers of the moment.
    public var keysym: UInt32
    /// The keysym's name (`a`, `Return`).
    public var name: String
    /// The text it types ("" for keys that type none).
    public var text: String
    public var isPressed: Bool
    /// Produced by holding the key down, not by a new press.
    public var isRepeat: Bool
    public var modifiers: KeyModifiers
    /// The compositor's timestamp in ms (`EventTime` reads it as seconds); a repeat carries the press's time.
    public var time: UInt32
    /// The key is part of a dead-key or Compose sequence that has not ended: it types nothing.
    public var isComposing: Bool

    public init(
        code: UInt32, keysym: UInt32, name: String, text: String, isPressed: Bool, isRepeat: Bool, modifiers: KeyModifiers, time: UInt32,
        isComposing: Bool = false
    ) {
        self.code = code
        self.keysym = keysym
        self.name = name
        self.text = text
        self.isPressed = isPressed
        self.isRepeat = isRepeat
        self.modifiers = modifiers
        self.time = time
        self.isComposing = isComposing
    }
}
