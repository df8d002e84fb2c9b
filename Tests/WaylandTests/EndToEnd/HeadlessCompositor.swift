// The end-to-end harness: real compositors, headless, with real clients in them.
//
//   HeadlessWeston / HeadlessSway  start a compositor in private folders, screenshot it, stop it
//   ClientProcess                  a client's stdout as lines to wait for, its exit and stderr
//   VirtualPointer                 pointer input under sway (Sources/VirtualPointer)
//   Screenshot / ProbePattern      pixels of a PNG; the probe's quadrants found in them
//   BuiltProducts                  where `swift build` put wayland-probe and virtual-pointer
//   Artifacts                      logs and screenshots kept in $TMPDIR/wayland-e2e-artifacts/<pid>
//
// Every wait polls something observable with a bounded timeout; a test skips only when a
// compositor or its tools are not installed (scripts/deps.sh --test installs them).

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the end-to-end tests need of a headless compositor, whichever it is.
protocol HeadlessCompositor: AnyObject {
    /// The output size in pixels.
    var width: Int { get }
    var height: Int { get }
    /// Starts `executable` as a client of this compositor (as the compositor's user).
    func launch(_ executable: URL, _ arguments: [String]) throws -> ClientProcess
    /// A PNG of the whole output.
    func screenshot() throws -> URL
    /// Stops the compositor with `signal` (SIGTERM: a clean exit; SIGKILL: a crash), and
    /// SIGKILL after a grace period; idempotent. Its clients lose their connection.
    func kill(signal: Int32)
    /// The end of the compositor's log, for failure messages.
    func logTail() -> String
}

extension HeadlessCompositor {
    /// Stops the compositor the clean way (SIGTERM).
    func kill() { kill(signal: SIGTERM) }

    /// Takes screenshots until one satisfies `accept` (then returns it) or `timeout` seconds
    /// passed (then throws, naming the last screenshot): the compositor repaints after the
    /// client's commit, so the first screenshot may still show the previous frame.
    @discardableResult
    func screenshot(timeout: TimeInterval = 10, _ what: String,
                    until accept: (Screenshot) -> Bool) throws -> Screenshot {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var last: Screenshot?
        repeat {
            let shot = try Screenshot(contentsOf: screenshot())
            if accept(shot) { return shot }
            last = shot
            usleep(50_000)
        } while Date() < deadline
        throw HarnessError("no screenshot within \(timeout) s showed \(what); the last one is \(last?.url.path ?? "-")")
    }
}

/// Polls `condition` every 10 ms until it is true (returns true) or `timeout` passed (false).
func poll(timeout: TimeInterval, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while true {
        if try condition() { return true }
        if Date() >= deadline { return false }
        usleep(10_000)
    }
}

/// A long-running process whose output goes to a log file: a compositor.
final class ServerProcess: @unchecked Sendable {
    let command: Command
    let logURL: URL
    private let process: Process
    private let exited = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var hasExited = false

    init(_ command: Command, logURL: URL) throws {
        self.command = command
        self.logURL = logURL
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let log = try FileHandle(forWritingTo: logURL)
        process = command.makeProcess()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = log
        process.standardError = log
        let exited = self.exited
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw HarnessError("cannot start \(command): \(error)")
        }
        try? log.close()
    }

    deinit { stop() }

    var isRunning: Bool { !lock.withLock { hasExited } && process.isRunning }

    /// `signal` (SIGTERM by default), then SIGKILL after `grace` seconds; returns once the
    /// process is gone.
    func stop(signal: Int32 = SIGTERM, grace: TimeInterval = 5) {
        guard isRunning else { return }
        Glibc.kill(process.processIdentifier, signal)
        if !waitUntilExit(timeout: grace) {
            Glibc.kill(process.processIdentifier, SIGKILL)
            _ = waitUntilExit(timeout: 5)
        }
    }

    func waitUntilExit(timeout: TimeInterval) -> Bool {
        if lock.withLock({ hasExited }) { return true }
        guard exited.wait(timeout: .now() + timeout) == .success else { return false }
        lock.withLock { hasExited = true }
        return true
    }

    /// The last `lines` lines of the log.
    func logTail(_ lines: Int = 30) -> String {
        let text = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        return "\(command.name) log \(logURL.path), last lines:\n  "
            + text.split(separator: "\n").suffix(lines).joined(separator: "\n  ")
    }
}

/// True when a Unix socket at `path` accepts a connection (the connection is closed at
/// once). A compositor's socket file appears at bind(), a moment before listen(): until
/// then connecting fails with ECONNREFUSED, so the file's existence is not enough.
func unixSocketAccepts(_ path: String) -> Bool {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        raw.copyBytes(from: bytes)
        raw[bytes.count] = 0
    }
    let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
    }
    return result == 0
}
