import Foundation
import XCTest

/// A dbus-daemon of the test's own, on a socket in a temporary folder, configured without service activation so
/// that a name nobody owns is answered at once with ServiceUnknown. Skips where dbus-daemon is missing.
final class PrivateBusDaemon {
    let address: String
    private let process = Process()
    private let folder: URL

    init() throws {
        let daemon = "/usr/bin/dbus-daemon"
        guard FileManager.default.isExecutableFile(atPath: daemon) else {
            throw XCTSkip("dbus-daemon is missing (scripts/deps.sh --test installs it)")
        }
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("notifications-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        address = "unix:path=\(folder.appendingPathComponent("bus").path)"
        let config = folder.appendingPathComponent("bus.conf")
        try """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>\(address)</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """.write(to: config, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: daemon)
        process.arguments = ["--config-file=\(config.path)", "--nofork", "--nopidfile", "--print-address=1"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard Self.readLine(output.fileHandleForReading, within: 10)?.hasPrefix("unix:") == true else {
            stop()
            throw XCTSkip("dbus-daemon did not start")
        }
    }

    /// The first line `handle` gives within `seconds` (the daemon prints its address once it accepts connections),
    /// or nil.
    private static func readLine(_ handle: FileHandle, within seconds: TimeInterval) -> String? {
        let end = Date(timeIntervalSinceNow: seconds)
        var bytes: [UInt8] = []
        var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
        while Date() < end, !bytes.contains(UInt8(ascii: "\n")) {
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(handle.fileDescriptor, &buffer, buffer.count)
            guard count > 0 else { return nil }
            bytes += buffer[..<count]
        }
        return bytes.contains(UInt8(ascii: "\n")) ? String(decoding: bytes, as: UTF8.self) : nil
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }
}
