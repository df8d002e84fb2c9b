import CWaylandProtocols
import Foundation

/// Keeps libwayland's own log lines off stderr: the client reports one line per failure itself,
/// and folds libwayland's last message into it where that message says more than errno.
enum LibraryLog {
    nonisolated(unsafe) private static var last: String?
    private static let lock = NSLock()

    /// Routes libwayland-client's log into `lastMessage` (idempotent).
    static let install: Void = {
        wl_log_set_handler_client { format, arguments in
            guard let format, let arguments else { return }
            var buffer = [CChar](repeating: 0, count: 512)
            let length = vsnprintf(&buffer, buffer.count, format, arguments)
            guard length > 0 else { return }
            let bytes = buffer[0..<min(Int(length), buffer.count - 1)].map { UInt8(bitPattern: $0) }
            let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            LibraryLog.lock.withLock { LibraryLog.last = text }
        }
    }()

    /// The last line libwayland logged, taken (so it is reported once).
    static func takeLastMessage() -> String? {
        lock.withLock {
            defer { last = nil }
            return last
        }
    }
}
