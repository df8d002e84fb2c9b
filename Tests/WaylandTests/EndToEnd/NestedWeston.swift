import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// weston with its Wayland backend, as a window inside a headless sway: weston's clients get
/// the pointer input that sway's virtual pointer injects (weston alone, headless, has no input
/// device and no protocol to inject one). Used where sway itself cannot show something, e.g.
/// resizing from a client-side frame's border, which lies outside the window geometry where
/// sway 1.7 does not look for surfaces. weston runs as the current user with its own private
/// runtime folder and connects to sway's socket by its full path; screenshots of weston's own
/// output come from weston-screenshooter (`--debug`).
final class NestedWeston: HeadlessCompositor, @unchecked Sendable {
    let width: Int
    let height: Int
    let runtimeDirectory: URL
    let socketName = "wayland-nested"
    private let server: ServerProcess
    private let screenshooter: String

    /// Starts weston as a `width` x `height` window in `sway` and waits until its desktop is
    /// drawn. Skips the test when weston or its Wayland backend is not installed.
    init(in sway: HeadlessSway, width: Int = 700, height: Int = 500, timeout: TimeInterval = 15) throws {
        guard let weston = findExecutable("weston") else {
            throw XCTSkip("weston is not installed (scripts/deps.sh --test installs it)")
        }
        guard let screenshooter = findExecutable("weston-screenshooter") else {
            throw XCTSkip("weston-screenshooter is not installed (scripts/deps.sh --test installs it)")
        }
        self.width = width
        self.height = height
        self.screenshooter = screenshooter
        runtimeDirectory = try Artifacts.temporaryFolder("weston-nested-run")
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
        // weston 10's wayland backend fails with --fullscreen ("Invalid width 0"), so it is a
        // window of the given size with weston's own frame around it, tiled by sway.
        let parent = sway.runtimeDirectory.appendingPathComponent(sway.socketName).path
        let command = Command(weston, [
            "--backend=wayland-backend.so", "--use-pixman",
            "--width=\(width)", "--height=\(height)",
            "--socket=\(socketName)", "--debug", "--config=\(config.path)",
        ], environment: [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": runtimeDirectory.path,
            "XDG_RUNTIME_DIR": runtimeDirectory.path,
            "WAYLAND_DISPLAY": parent,
        ], directory: runtimeDirectory).wrapped(user: nil, dieWithParent: true)
        server = try ServerProcess(command, logURL: Artifacts.file("weston-nested", "log"))

        let socket = runtimeDirectory.appendingPathComponent(socketName).path
        let server = self.server
        let up = poll(timeout: timeout) { unixSocketAccepts(socket) || !server.isRunning }
        guard up, server.isRunning else {
            server.stop()
            throw HarnessError("nested weston did not listen on \(socket) within \(timeout) s\n\(server.logTail())")
        }
        do {
            try screenshot(timeout: timeout, "the nested desktop (background and panel)") { shot in
                shot.count { $0 == .black } < shot.width * shot.height / 2
            }
        } catch {
            kill()
            throw HarnessError("\(error)\n\(server.logTail())")
        }
    }

    deinit { kill() }

    var clientEnvironment: [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": runtimeDirectory.path,
            "LANG": "C.UTF-8",
            "XDG_RUNTIME_DIR": runtimeDirectory.path,
            "WAYLAND_DISPLAY": socketName,
        ]
    }

    func launch(_ executable: URL, _ arguments: [String]) throws -> ClientProcess {
        try launch(executable, arguments, environment: [:])
    }

    /// Starts a client of this weston with `environment` added to the usual one.
    func launch(_ executable: URL, _ arguments: [String], environment: [String: String]) throws -> ClientProcess {
        try ClientProcess(Command(executable.path, arguments, environment: clientEnvironment.merging(environment) { $1 },
                                  directory: runtimeDirectory))
    }

    /// A screenshot of weston's own output (not of sway's), kept in the artifacts folder.
    func screenshot() throws -> URL {
        let folder = try Artifacts.temporaryFolder("weston-nested-shot")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Command(screenshooter, [], environment: clientEnvironment, directory: folder).run(timeout: 10)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        guard let name = files.first(where: { $0.hasPrefix("wayland-screenshot") && $0.hasSuffix(".png") }) else {
            throw HarnessError("weston-screenshooter wrote no PNG (files: \(files))\n\(logTail())")
        }
        let kept = Artifacts.file("weston-nested-screenshot", "png")
        try FileManager.default.moveItem(at: folder.appendingPathComponent(name), to: kept)
        return kept
    }

    func kill(signal: Int32 = SIGTERM) {
        server.stop(signal: signal)
        try? FileManager.default.removeItem(at: runtimeDirectory)
    }

    func logTail() -> String { server.logTail() }
}
