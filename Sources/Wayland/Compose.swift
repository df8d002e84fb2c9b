import CXKBCommon
import Foundation

/// Dead keys and Compose sequences through xkbcommon's compose tables, for typing without an input method:
/// `dead_acute` then `e` types "é", `Multi_key` `o` `c` types "©". Fed each pressed keysym, it says whether the
/// key types its own text, nothing yet (a sequence is under way), or a composed text.
public final class Composer {
    private let context: OpaquePointer
    private let table: OpaquePointer
    private let state: OpaquePointer

    /// What a keysym did to the sequence.
    public enum Result: Equatable, Sendable {
        /// The key is not part of a sequence: it types its own text.
        case passThrough
        /// A sequence is under way: the key types nothing yet.
        case composing
        /// A sequence ended in this text.
        case composed(String)
        /// The key broke a sequence off: it types nothing.
        case cancelled
    }

    /// The table of the user's locale (`LC_ALL`, `LC_CTYPE`, `LANG`), else of `C.UTF-8`; nil when the system has no
    /// compose tables (X11's locale data is not installed).
    public convenience init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let chosen = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        for locale in [chosen, "C.UTF-8", "en_US.UTF-8"].compactMap({ $0 }) {
            if let composer = try? Composer(locale: locale) {
                self.init(taking: composer)
                return
            }
        }
        return nil
    }

    /// The table xkbcommon finds for `locale` (with the user's `~/.XCompose` if there is one).
    public convenience init(locale: String) throws {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else {
            throw WaylandError.system(call: "xkb_context_new", reason: "no xkbcommon context")
        }
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        guard let table = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS) else {
            xkb_context_unref(context)
            throw WaylandError.system(call: "xkb_compose_table_new_from_locale", reason: "no compose table for the locale \"\(locale)\"")
        }
        try self.init(context: context, table: table)
    }

    /// A table from the text of a Compose file (`<dead_acute> <e> : "é"`), for tests and custom sequences.
    public convenience init(composeFile text: String, locale: String = "C") throws {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else {
            throw WaylandError.system(call: "xkb_context_new", reason: "no xkbcommon context")
        }
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        let table = text.withCString { xkb_compose_table_new_from_buffer(context, $0, strlen($0), locale, XKB_COMPOSE_FORMAT_TEXT_V1, XKB_COMPOSE_COMPILE_NO_FLAGS) }
        guard let table else {
            xkb_context_unref(context)
            throw WaylandError.system(call: "xkb_compose_table_new_from_buffer", reason: "a Compose file xkbcommon cannot read")
        }
        try self.init(context: context, table: table)
    }

    private init(context: OpaquePointer, table: OpaquePointer) throws {
        guard let state = xkb_compose_state_new(table, XKB_COMPOSE_STATE_NO_FLAGS) else {
            xkb_compose_table_unref(table)
            xkb_context_unref(context)
            throw WaylandError.system(call: "xkb_compose_state_new", reason: "no compose state")
        }
        self.context = context
        self.table = table
        self.state = state
    }

    private init(taking other: Composer) {
        context = xkb_context_ref(other.context)
        table = xkb_compose_table_ref(other.table)
        state = xkb_compose_state_ref(other.state)
    }

    deinit {
        xkb_compose_state_unref(state)
        xkb_compose_table_unref(table)
        xkb_context_unref(context)
    }

    /// Feeds a pressed key's keysym; modifier keys never interrupt a sequence.
    public func feed(_ keysym: UInt32) -> Result {
        guard xkb_compose_state_feed(state, keysym) == XKB_COMPOSE_FEED_ACCEPTED else { return .passThrough }
        switch xkb_compose_state_get_status(state) {
        case XKB_COMPOSE_COMPOSING:
            return .composing
        case XKB_COMPOSE_COMPOSED:
            var buffer = [CChar](repeating: 0, count: 64)
            let length = xkb_compose_state_get_utf8(state, &buffer, buffer.count)
            xkb_compose_state_reset(state)
            let text = length > 0 ? String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
            return .composed(text)
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(state)
            return .cancelled
        default:
            return .passThrough
        }
    }

    /// Whether a sequence is under way.
    public var isComposing: Bool {
        xkb_compose_state_get_status(state) == XKB_COMPOSE_COMPOSING
    }

    /// Forgets a sequence under way (the keyboard focus left).
    public func reset() {
        xkb_compose_state_reset(state)
    }
}
