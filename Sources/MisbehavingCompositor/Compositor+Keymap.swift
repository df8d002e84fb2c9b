import CWaylandServer
import Foundation

extension Compositor {
    /// Sends the broken keymap the case asks for.
    func sendKeymap(_ fault: Misbehavior.KeymapFault, to keyboard: Resource) {
        let format = WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue
        var template = Array(((ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"] ?? "/tmp") + "/keymap-XXXXXX").utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { fatal("mkstemp: \(String(cString: strerror(errno)))") }
        unlink(template)
        switch fault {
        case .short:
            // 16 bytes in the file, 64 KiB announced: mapping all of it would fault past the end.
            _ = write(fd, "xkb_keymap {\n};\n", 16)
            wl_keyboard_send_keymap(keyboard, format, fd, 65536)
        case .closed:
            // libwayland cannot send a closed descriptor: it reports "no memory" to the client instead.
            close(fd)
            wl_keyboard_send_keymap(keyboard, format, fd, 4096)
            say("keymap sent")
            return
        case .garbage:
            var generator = SystemRandomNumberGenerator()
            var bytes = (0..<4096).map { _ in UInt8.random(in: 1...255, using: &generator) }
            bytes[bytes.count - 1] = 0
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            wl_keyboard_send_keymap(keyboard, format, fd, UInt32(bytes.count))
        }
        close(fd)
        say("keymap sent")
    }
}
