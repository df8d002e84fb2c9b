import Foundation
import TestSupport
import UIKit
import XCTest

/// A started process whose stdout lines are collected: the private bus daemon or a fake portal.
final class PortalProcess: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var text = ""

    init(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = output
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.text += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    var lines: [String] { lock.withLock { text.split(separator: "\n").map(String.init) } }

    /// Writes `line` to the process's stdin while it runs (a pipe without a reader would raise SIGPIPE).
    func write(_ line: String) {
        guard process.isRunning else { return }
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    func stop() {
        output.fileHandleForReading.readabilityHandler = nil
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

/// A private session bus (dbus-daemon) with, when a script is given, a fake xdg-desktop-portal on it (Python, gi):
/// the rig of the tests of the portal's clients. Skips where dbus-daemon or python3-gi is missing.
enum PrivateSessionBus {
    /// Runs `body` on the main actor with the bus's address and the fake portal (started with `arguments`, and
    /// ready once it printed "ready"), or nil without a script.
    static func run(portalScript: String?, arguments: [String] = [], _ body: @MainActor (String, PortalProcess?) throws -> Void) throws {
        let daemon = "/usr/bin/dbus-daemon", python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: daemon),
              FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/gi") else {
            throw XCTSkip("dbus-daemon or python3-gi is missing (scripts/deps.sh --test installs them)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("portal-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let address = "unix:path=\(folder.path)/bus"
        let bus = try PortalProcess(daemon, ["--session", "--nofork", "--nopidfile", "--print-address=1", "--address=\(address)"])
        defer { bus.stop() }
        try onMainActor {
            guard wait(10, for: { bus.lines.contains { $0.hasPrefix("unix:") } }) else { return XCTFail("the bus never started") }
            guard let portalScript else { return try body(address, nil) }
            let script = folder.appendingPathComponent("portal.py")
            try portalScript.write(to: script, atomically: true, encoding: .utf8)
            let portal = try PortalProcess(python, [script.path] + arguments, environment: ["DBUS_SESSION_BUS_ADDRESS": address])
            defer { portal.stop() }
            guard wait(15, for: { portal.lines.contains("ready") }) else { return XCTFail("the portal never started: \(portal.lines)") }
            try body(address, portal)
        }
    }

    /// Runs `body` with `DBUS_SESSION_BUS_ADDRESS` set to `address` (or unset for nil), as the app's environment.
    static func withSessionBus(_ address: String?, _ body: () throws -> Void) rethrows {
        let saved = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]
        if let address { setenv("DBUS_SESSION_BUS_ADDRESS", address, 1) } else { unsetenv("DBUS_SESSION_BUS_ADDRESS") }
        defer { if let saved { setenv("DBUS_SESSION_BUS_ADDRESS", saved, 1) } else { unsetenv("DBUS_SESSION_BUS_ADDRESS") } }
        try body()
    }

    /// Presents `picker` from a window's root controller as an app does and runs the main loop, the clock moving,
    /// until `heard` holds; the root controller.
    @MainActor @discardableResult
    static func present(_ picker: UIViewController, until heard: () -> Bool) -> UIViewController {
        let clock = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let renderer = OffscreenRenderer(window: window)
        let root = UIViewController()
        window.rootViewController = root
        root.present(picker, animated: true)
        XCTAssertTrue(wait(20) {
            clock.advance(by: 0.05)
            _ = renderer.renderFrame()
            return heard()
        }, "the delegate hears")
        for _ in 0..<20 {
            clock.advance(by: 0.05)
            _ = renderer.renderFrame()
        }
        return root
    }

    /// Runs the main run loop until `condition` holds or `seconds` pass; whether it held.
    @MainActor
    static func wait(_ seconds: TimeInterval, for condition: () -> Bool) -> Bool {
        let end = Date(timeIntervalSinceNow: seconds)
        while !condition(), Date() < end { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02)) }
        return condition()
    }
}
