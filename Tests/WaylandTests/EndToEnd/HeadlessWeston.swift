import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// weston with its headless backend and the pixman renderer, in a private runtime folder,
/// as the current user (weston, unlike sway, accepts root). Screenshots through weston-screenshooter,
/// which needs `--debug`.
///
/// Nested in a headless sway instead (`nestedIn:`), weston runs its Wayland backend as a window
/// of sway, and its clients get the pointer input sway's virtual pointer injects (weston alone,
/// headless, has no input device): used where sway itself cannot show something, e.g. resizing
/// from a client-side frame's border, which lies outside the window geometry where sway 1.7
/// does not look for surfaces. It connects to sway's socket by its full path.
final class HeadlessWeston: HeadlessCompositor, @unchecked Sendable {
    let width: Int
    let height: Int
    let runtimeDirectory: URL
    let socketName: String
    private let server: ServerProcess
    private let screenshooter: String

    /// Starts weston (headless, or as a window of `parent`) and waits (at most `timeout`
    /// seconds) until its desktop is drawn. Skips the test when weston is not installed.
    init(width: Int = 1024, height: Int = 768, timeout: TimeInterval = 15, nestedIn parent: HeadlessSway? = nil) throws {
        guard let weston = findExecutable("weston") else {
            throw XCTSkip("weston is not installed (scripts/deps.sh --test installs it)")
        }
        guard let screenshooter = findExecutable("weston-screenshooter") else {
            throw XCTSkip("weston-screenshooter is not installed (scripts/deps.sh --test installs it)")
        }
        self.width = width
        self.height = height
        self.screenshooter = screenshooter
        let name = parent == nil ? "weston" : "weston-nested"
        socketName = parent == nil ? "wayland-e2e" : "wayland-nested"
        runtimeDirectory = try Artifacts.temporaryFolder("\(name)-run")
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
        var environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": runtimeDirectory.path,
            "XDG_RUNTIME_DIR": runtimeDirectory.path,
        ]
        if let parent {
            environment["WAYLAND_DISPLAY"] = parent.runtimeDirectory.appendingPathComponent(parent.socketName).path
        }
        // weston 10's wayland backend fails with --fullscreen ("Invalid width 0"), so nested it
        // is a window of the given size with weston's own frame around it, tiled by sway.
        let command = Command(weston, [
            parent == nil ? "--backend=headless-backend.so" : "--backend=wayland-backend.so", "--use-pixman",
            "--width=\(width)", "--height=\(height)",
            "--socket=\(socketName)", "--debug", "--config=\(config.path)",
        ], environment: environment, directory: runtimeDirectory).wrapped(user: nil, dieWithParent: true)
        server = try ServerProcess(command, logURL: Artifacts.file(name, "log"))

        let socket = runtimeDirectory.appendingPathComponent(socketName).path
        let server = self.server
        let up = poll(timeout: timeout) { unixSocketAccepts(socket) || !server.isRunning }
        guard up, server.isRunning else {
            server.stop()
            throw HarnessError("\(name) did not listen on its socket \(socket) within \(timeout) s\n\(server.logTail())")
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
        try launch(executable, arguments, environment: [:])
    }

    /// Starts a client of this weston with `environment` added to the usual one.
    func launch(_ executable: URL, _ arguments: [String], environment: [String: String]) throws -> ClientProcess {
        try ClientProcess(Command(executable.path, arguments, environment: clientEnvironment.merging(environment) { $1 },
                                  directory: runtimeDirectory))
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
