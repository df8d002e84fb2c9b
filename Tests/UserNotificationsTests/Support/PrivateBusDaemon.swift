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
        let socket = folder.appendingPathComponent("bus").path
        address = "unix:path=\(socket)"
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
        process.arguments = ["--config-file=\(config.path)", "--nofork", "--nopidfile"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let end = Date(timeIntervalSinceNow: 10)
        while !FileManager.default.fileExists(atPath: socket), Date() < end, process.isRunning { usleep(10_000) }
        guard FileManager.default.fileExists(atPath: socket) else {
            stop()
            throw XCTSkip("dbus-daemon did not start")
        }
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }
}
