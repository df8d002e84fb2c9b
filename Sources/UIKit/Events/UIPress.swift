import QuartzCore

/// Modifier keys held with a key, as UIKit names them.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key of a hardware keyboard.
public final class UIKey: Sendable {
    /// The text the key types with the modifiers held.
    public let characters: String
    /// The text the key types without modifiers.
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags
    /// The Linux input code of the key (UIKit has USB HID usages here; evdev codes are what Wayland gives).
    public let keyCode: Int
    /// The xkb keysym name (`Return`, `a`, `Left`), in place of UIKit's key-input constants.
    ///
    /// Difference from Apple: not in UIKit; the xkbcommon name of the key.
    public let keysymName: String

    init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags, keyCode: Int, keysymName: String) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
        self.keysymName = keysymName
    }
}

/// A key press, from down to up.
@MainActor @preconcurrency
public final class UIPress: Hashable {
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The buttons of a remote or game controller a press may come from (iOS's cases; tvOS adds more).
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
    }

    public internal(set) var phase: Phase
    public let key: UIKey?
    public internal(set) var timestamp: TimeInterval

    init(phase: Phase, key: UIKey, timestamp: TimeInterval) {
        self.phase = phase
        self.key = key
        self.timestamp = timestamp
    }

    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event carrying key presses.
@MainActor @preconcurrency
public final class UIPressesEvent: UIEvent {
    public let allPresses: Set<UIPress>

    init(presses: Set<UIPress>, timestamp: TimeInterval, modifierFlags: UIKeyModifierFlags = []) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp, modifierFlags: modifierFlags)
    }
}
