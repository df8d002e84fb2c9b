import CXKBCommon
import Foundation

/// A keyboard layout and its live state through xkbcommon: turns key codes into keysyms and
/// text under the current modifiers.
public final class Keymap {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer

    /// Compiles a keymap in the text format the compositor sends (`XKB_KEYMAP_FORMAT_TEXT_V1`).
    public convenience init(text: String) throws {
        guard KeymapTrial.compilesSafely(text) else {
            throw WaylandError.invalidInput("a keymap xkbcommon cannot compile")
        }
        guard let context = Keymap.makeContext() else {
            throw WaylandError.system(call: "xkb_context_new", reason: "no xkbcommon context")
        }
        guard let keymap = xkb_keymap_new_from_string(context, text, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS) else {
            xkb_context_unref(context)
            throw WaylandError.invalidInput("a keymap xkbcommon cannot compile")
        }
        try self.init(context: context, keymap: keymap)
    }

    /// Builds a keymap from RMLVO names (rules, model, layout, variant, options), as a desktop's
    /// settings name it; empty strings take xkbcommon's defaults.
    public convenience init(layout: String, variant: String = "", options: String = "") throws {
        guard let context = Keymap.makeContext() else {
            throw WaylandError.system(call: "xkb_context_new", reason: "no xkbcommon context")
        }
        let keymap = layout.withCString { layout in
            variant.withCString { variant in
                options.withCString { options in
                    var names = xkb_rule_names(rules: nil, model: nil, layout: layout, variant: variant, options: options)
                    return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                }
            }
        }
        guard let keymap else {
            xkb_context_unref(context)
            throw WaylandError.invalidInput("an unknown keyboard layout \"\(layout)\"")
        }
        try self.init(context: context, keymap: keymap)
    }

    /// An xkbcommon context that keeps its diagnostics off stderr: failures become one-line errors here.
    private static func makeContext() -> OpaquePointer? {
        let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
        if let context { xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL) }
        return context
    }

    private init(context: OpaquePointer, keymap: OpaquePointer) throws {
        guard let state = xkb_state_new(keymap) else {
            xkb_keymap_unref(keymap)
            xkb_context_unref(context)
            throw WaylandError.system(call: "xkb_state_new", reason: "no keyboard state")
        }
        self.context = context
        self.keymap = keymap
        self.state = state
    }

    deinit {
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// xkbcommon numbers keys as the Linux input code plus 8.
    private func keycode(_ linuxCode: UInt32) -> xkb_keycode_t { linuxCode + 8 }

    /// The keysym the key produces now.
    public func keysym(forKey code: UInt32) -> UInt32 {
        xkb_state_key_get_one_sym(state, keycode(code))
    }

    /// The text the key types now ("" for keys that type nothing, like Shift or arrows).
    public func text(forKey code: UInt32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = xkb_state_key_get_utf8(state, keycode(code), &buffer, buffer.count)
        guard length > 0 else { return "" }
        let text = String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } ? text : ""
    }

    /// The keysym's name (`a`, `Return`, `Shift_L`).
    public static func name(ofKeysym keysym: UInt32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = xkb_keysym_get_name(keysym, &buffer, buffer.count)
        guard length > 0 else { return "unknown" }
        return String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether holding the key repeats it (letters do, modifiers don't).
    public func repeats(key code: UInt32) -> Bool {
        xkb_keymap_key_repeats(keymap, keycode(code)) != 0
    }

    /// Applies the compositor's serialized modifier state (wl_keyboard.modifiers).
    public func updateModifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
    }

    /// Presses or releases a key in the local state, for tests and for keymaps without a compositor.
    public func updateKey(_ code: UInt32, isPressed: Bool) {
        xkb_state_update_key(state, keycode(code), isPressed ? XKB_KEY_DOWN : XKB_KEY_UP)
    }

    /// The modifiers active now.
    public var modifiers: KeyModifiers {
        var result: KeyModifiers = []
        let table: [(String, KeyModifiers)] = [
            (XKB_MOD_NAME_SHIFT, .shift), (XKB_MOD_NAME_CTRL, .control), (XKB_MOD_NAME_ALT, .alternate),
            (XKB_MOD_NAME_LOGO, .command), (XKB_MOD_NAME_CAPS, .capsLock),
        ]
        for (name, modifier) in table where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            result.insert(modifier)
        }
        return result
    }
}

/// Modifier keys held or locked, named as UIKit names them.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alternate = KeyModifiers(rawValue: 1 << 2)
    /// The logo ("Super") key, which plays the role of ⌘.
    public static let command = KeyModifiers(rawValue: 1 << 3)
    public static let capsLock = KeyModifiers(rawValue: 1 << 4)
}
