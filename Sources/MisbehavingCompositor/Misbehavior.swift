/// The ways the compositor misbehaves, one per run: `misbehaving-compositor CASE SOCKET`.
enum Misbehavior: Equatable {
    /// Accepts each connection and closes it at once.
    case closeAtOnce
    /// Accepts and never reads or answers (a frozen compositor).
    case silent
    /// Accepts and answers with random bytes (after one header naming `wl_display`).
    case garbage
    /// Sends `wl_display.error` to each client as it connects.
    case displayError
    /// Leaves out one required global (`wl_compositor`, `wl_shm` or `xdg_wm_base`).
    case omitGlobal(String)
    /// Configures every toplevel to this size, maximized (0×0: floating, the client chooses).
    case configure(width: Int32, height: Int32)
    /// Never releases a buffer.
    case holdBuffers
    /// Releases every buffer of the client on each commit, including ones never attached.
    case strayReleases
    /// Sends a keymap of this kind.
    case keymap(KeymapFault)
    /// Exits while a frame callback is pending, after the client's third commit with a buffer.
    case vanishMidFrame
    /// Behaves (the control case).
    case normal
    /// Behaves, with a pointer and `zwp_pointer_gestures_v1`, and plays a touchpad's gestures on the first toplevel
    /// once it is configured: a pinch, a swipe, a hold and a two-finger scroll (`Compositor+Touchpad.swift`).
    case touchpad

    /// The keymaps the compositor can send.
    enum KeymapFault: String {
        /// A 16-byte file announced as 64 KiB.
        case short
        /// A descriptor closed before sending.
        case closed
        /// A file of the announced size holding random bytes.
        case garbage
    }

    static let usage = "usage: misbehaving-compositor CASE SOCKET-NAME; cases: close, silent, garbage, error, "
        + "omit-wl_compositor, omit-wl_shm, omit-xdg_wm_base, configure-WxH, hold-buffers, stray-releases, "
        + "keymap-short, keymap-closed, keymap-garbage, vanish-mid-frame, normal, touchpad"

    init?(_ name: String) {
        switch name {
        case "close": self = .closeAtOnce
        case "silent": self = .silent
        case "garbage": self = .garbage
        case "error": self = .displayError
        case "hold-buffers": self = .holdBuffers
        case "stray-releases": self = .strayReleases
        case "vanish-mid-frame": self = .vanishMidFrame
        case "normal": self = .normal
        case "touchpad": self = .touchpad
        default:
            if name.hasPrefix("omit-") {
                let global = String(name.dropFirst(5))
                guard ["wl_compositor", "wl_shm", "xdg_wm_base"].contains(global) else { return nil }
                self = .omitGlobal(global)
            } else if name.hasPrefix("keymap-"), let fault = KeymapFault(rawValue: String(name.dropFirst(7))) {
                self = .keymap(fault)
            } else if name.hasPrefix("configure-") {
                let parts = name.dropFirst(10).split(separator: "x").compactMap { Int32($0) }
                guard parts.count == 2, parts.allSatisfy({ $0 >= 0 }) else { return nil }
                self = .configure(width: parts[0], height: parts[1])
            } else {
                return nil
            }
        }
    }

    /// Whether the case needs no Wayland at all, only a socket.
    var isRawSocket: Bool {
        [.closeAtOnce, .silent, .garbage].contains(self)
    }
}
