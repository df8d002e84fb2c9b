import Foundation

/// The cases below the protocol: a socket that closes, says nothing, or talks nonsense.
struct RawSocketServer {
    let misbehavior: Misbehavior
    let socketName: String

    func run() -> Never {
        guard let runtime = ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"] else {
            fatal("XDG_RUNTIME_DIR is not set")
        }
        let path = runtime + "/" + socketName
        unlink(path)
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { fatal("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.utf8.count < capacity else { fatal("socket path too long: \(path)") }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: path.utf8)
            raw[path.utf8.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(listener, 16) == 0 else { fatal("bind/listen \(path): \(String(cString: strerror(errno)))") }
        say("ready")
        var kept: [Int32] = []
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            say("client")
            switch misbehavior {
            case .closeAtOnce:
                close(client)
            case .garbage:
                // A first header libwayland must read (wl_display@1, an event it does not have),
                // then random bytes: without the header it would skip messages to unknown objects.
                var generator = SystemRandomNumberGenerator()
                let header: [UInt8] = [1, 0, 0, 0, 9, 0, 8, 0]
                let bytes = header + (0..<4088).map { _ in UInt8.random(in: 0...255, using: &generator) }
                _ = bytes.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
                kept.append(client)
            default:
                kept.append(client)
            }
        }
    }
}

/// Says why the compositor cannot run, and ends it with status 2 (a harness failure, not a case).
func fatal(_ message: String) -> Never {
    FileHandle.standardError.write(Data("misbehaving-compositor: \(message)\n".utf8))
    exit(2)
}
