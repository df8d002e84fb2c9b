import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A connection to sway's IPC socket, for sending commands faster than one swaymsg process
/// each: a message is "i3-ipc", the payload's length and type (little-endian 32-bit), the payload.
final class SwayIPC {
    private let fd: Int32

    init(socket path: String) throws {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw HarnessError("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            close(fd)
            throw HarnessError("IPC socket path too long: \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard result == 0 else {
            close(fd)
            throw HarnessError("cannot connect to sway's IPC socket \(path): \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(fd) }

    /// Runs `command` (RUN_COMMAND) and returns sway's JSON reply; throws when sway reports a failure.
    @discardableResult
    func run(_ command: String) throws -> String {
        let payload = Array(command.utf8)
        try write(Array("i3-ipc".utf8) + littleEndian(UInt32(payload.count)) + littleEndian(0) + payload)
        let header = try read(14)
        let length = Int(header[6..<10].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        let reply = String(decoding: try read(length), as: UTF8.self)
        guard reply.contains("\"success\": true") || reply.contains("\"success\":true") else {
            throw HarnessError("sway refused '\(command)': \(reply)")
        }
        return reply
    }

    private func littleEndian(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }

    private func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw HarnessError("writing to sway's IPC socket: \(String(cString: strerror(errno)))") }
            offset += count
        }
    }

    private func read(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let got = bytes[offset...].withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { throw HarnessError("sway closed its IPC socket") }
            offset += got
        }
        return bytes
    }
}
