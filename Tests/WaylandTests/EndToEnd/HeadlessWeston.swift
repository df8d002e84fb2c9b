import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// weston with its headless backend and the pixman renderer, in a private runtime folder,
/// as the current user (weston, unlike sway, accepts root). Screenshots through weston-screenshooter,
/// which needs `--debug`.
final class HeadlessWeston: HeadlessCompositor, @unchecked Sendable {
    let width: Int
    let height: Int
    let runtimeDirectory: URL
    let socketName = "wayland-e2e"
    private let server: ServerProcess
    private let screenshooter: String

    /// Starts weston and waits (at most `timeout` seconds) for its socket. Skips the test
    /// when weston is not installed.
    init(width: Int = 1024, height: Int = 768, timeout: TimeInterval = 15) throws {
        guard let weston = findExecutable("weston") else {
            throw XCTSkip("weston is not installed (scripts/deps.sh --test installs it)")
        }
        guard let screenshooter = findExecutable("weston-screenshooter") else {
            throw XCTSkip("weston-screenshooter is not installed (scripts/deps.sh --test installs it)")
        }
        self.width = width
        self.height = height
        self.screenshooter = screenshooter
        runtimeDirectory = try Artifacts.temporaryFolder("weston-run")
        // A 15 ms repaint window: frame callbacks about every 17.6 ms instead of 25 ms. No
        // animations: the desktop would fade in from black, and windows zoom and fade in, so
        // screenshots would catch colors in between.
        let config = runtimeDirectory.appendingPathComponent("weston.ini")
        try """
            [core]
            repaint-window=15

            [shell]
            startup-animation=none
            animation=none
            close-animation=none
            focus-animation=none

            """.write(to: config, atomically: true, encoding: .utf8)
        let command = Command(weston, [
            "--backend=headless-backend.so", "--use-pixman",
            "--width=\(width)", "--height=\(height)",
            "--socket=\(socketName)", "--debug", "--config=\(config.path)",
        ], environment: [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": runtimeDirectory.path,
            "XDG_RUNTIME_DIR": runtimeDirectory.path,
        ], directory: runtimeDirectory).wrapped(user: nil, dieWithParent: true)
        server = try ServerProcess(command, logURL: Artifacts.file("weston", "log"))

        let socket = runtimeDirectory.appendingPathComponent(socketName).path
        let server = self.server
        let up = poll(timeout: timeout) { unixSocketAccepts(socket) || !server.isRunning }
        guard up, server.isRunning else {
            server.stop()
            throw HarnessError("weston did not listen on its socket \(socket) within \(timeout) s\n\(server.logTail())")
        }
        // The desktop shell is a client that weston starts and that paints the background
        // and the panel a little later: until then a screenshot is black.
        do {
            try screenshot(timeout: timeout, "the desktop (background and panel)") { shot in
                shot.count { $0 == .black } < shot.width * shot.height / 2
            }
        } catch {
            kill()
            throw HarnessError("\(error)\n\(server.logTail())")
        }
    }

    deinit { kill() }

    /// The environment of a client of this weston.
    var clientEnvironment: [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": runtimeDirectory.path,
            "LANG": "C.UTF-8",
            "XDG_RUNTIME_DIR": runtimeDirectory.path,
            "WAYLAND_DISPLAY": socketName,
        ]
    }

    var isRunning: Bool { server.isRunning }

    func launch(_ executable: URL, _ arguments: [String] = []) throws -> ClientProcess {
        try ClientProcess(Command(executable.path, arguments, environment: clientEnvironment, directory: runtimeDirectory))
    }

    /// A screenshot of the output, through weston-screenshooter (run in a temporary folder,
    /// where it writes wayland-screenshot-<date>.png), kept in the artifacts folder.
    func screenshot() throws -> URL {
        let folder = try Artifacts.temporaryFolder("weston-shot")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Command(screenshooter, [], environment: clientEnvironment, directory: folder).run(timeout: 10)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        guard let name = files.first(where: { $0.hasPrefix("wayland-screenshot") && $0.hasSuffix(".png") }) else {
            throw HarnessError("weston-screenshooter wrote no PNG (files: \(files))\n\(logTail())")
        }
        let kept = Artifacts.file("weston-screenshot", "png")
        try FileManager.default.moveItem(at: folder.appendingPathComponent(name), to: kept)
        return kept
    }

    func kill(signal: Int32 = SIGTERM) {
        server.stop(signal: signal)
        try? FileManager.default.removeItem(at: runtimeDirectory)
    }

    func logTail() -> String { server.logTail() }
}
