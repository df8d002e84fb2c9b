import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A running client (the probe, a stock demo, the virtual pointer): its stdout collected
/// line by line on a background thread, its stderr kept, its stdin open for commands.
final class ClientProcess: @unchecked Sendable {
    let command: Command
    private let process: Process
    private let stdin = Pipe()
    private let stdout: PipeReader
    private let stderr: PipeReader
    private let exited = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var cursor = 0
    private var hasExited = false

    /// Starts `command`. Throws when it cannot be started.
    init(_ command: Command) throws {
        ignoreSIGPIPE
        self.command = command
        process = command.makeProcess()
        let out = Pipe(), err = Pipe()
        process.standardInput = stdin
        process.standardOutput = out
        process.standardError = err
        let exited = self.exited
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw HarnessError("cannot start \(command): \(error)")
        }
        stdout = PipeReader(out.fileHandleForReading)
        stderr = PipeReader(err.fileHandleForReading)
    }

    deinit {
        terminate()
    }

    var processIdentifier: pid_t { process.processIdentifier }

    /// Every stdout line so far.
    var lines: [String] { stdout.lines }

    /// stderr so far.
    var errorText: String { stderr.text }

    var isRunning: Bool { process.isRunning }

    /// Writes one line to the client's stdin.
    func send(_ line: String) throws {
        let bytes = Array((line + "\n").utf8)
        let fd = stdin.fileHandleForWriting.fileDescriptor
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                throw HarnessError("cannot write '\(line)' to \(command): \(String(cString: strerror(errno)))\(report())")
            }
            offset += written
        }
    }

    /// Waits for the next stdout line (after the one the previous call returned) that
    /// satisfies `predicate`, and returns it. Lines are consumed in order: a test reads the
    /// client's output like a log. Throws, with the lines seen so far, after `timeout`
    /// seconds or when the client closed its stdout first.
    @discardableResult
    func waitForLine(_ what: String = "a matching line", timeout: TimeInterval = 10,
                     where predicate: (String) -> Bool) throws -> String {
        let start = lock.withLock { cursor }
        guard let index = stdout.waitForLine(from: start, until: Date(timeIntervalSinceNow: timeout), where: predicate) else {
            let state = process.isRunning ? "within \(timeout) s" : "before it exited"
            throw HarnessError("\(command.name) printed no \(what) \(state)\(report())")
        }
        let lines = stdout.lines
        lock.withLock { cursor = index + 1 }
        return lines[index]
    }

    /// Waits for the next line that starts with `prefix`.
    @discardableResult
    func waitForLine(startingWith prefix: String, timeout: TimeInterval = 10) throws -> String {
        try waitForLine("line starting with '\(prefix)'", timeout: timeout) { $0.hasPrefix(prefix) }
    }

    /// Waits for the client to exit by itself within `timeout` seconds and returns its exit
    /// status (128 + N for signal N) and everything it wrote on stderr; its last stdout lines
    /// are read by then too (the reader thread may lag the exit). Throws (and kills it) when
    /// it is still running then.
    func waitForExit(timeout: TimeInterval = 10) throws -> (status: Int32, stderr: String) {
        if !waitUntilExit(timeout: timeout) {
            let message = "\(command.name) did not exit within \(timeout) s\(report())"
            terminate()
            throw HarnessError(message)
        }
        stdout.waitForEnd(until: Date(timeIntervalSinceNow: 2))
        stderr.waitForEnd(until: Date(timeIntervalSinceNow: 2))
        return (exitStatus(of: process), stderr.text)
    }

    /// Ends the client: SIGTERM, then SIGKILL after two seconds.
    func terminate() {
        if !lock.withLock({ hasExited }) && process.isRunning {
            kill(process.processIdentifier, SIGTERM)
            if !waitUntilExit(timeout: 2) {
                kill(process.processIdentifier, SIGKILL)
                _ = waitUntilExit(timeout: 2)
            }
        }
        try? stdin.fileHandleForWriting.close()
    }

    private func waitUntilExit(timeout: TimeInterval) -> Bool {
        if lock.withLock({ hasExited }) { return true }
        guard exited.wait(timeout: .now() + timeout) == .success else { return false }
        lock.withLock { hasExited = true }
        return true
    }

    /// What the client printed, for failure messages.
    /// A crash's backtrace is given whole (its frames are what finds the cause); everything the client printed goes
    /// to a file the report names.
    func report() -> String {
        let out = stdout.lines.suffix(40).joined(separator: "\n  ")
        let errLines = stderr.text.split(separator: "\n", omittingEmptySubsequences: false)
        let crash = errLines.firstIndex { $0.contains(" crashed:") }
        let shown = crash.map { errLines[$0...].prefix(120) } ?? errLines.suffix(20)
        let err = shown.joined(separator: "\n  ")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(command.name)-\(process.processIdentifier).log")
        let saved = (try? Data("stdout:\n\(stdout.lines.joined(separator: "\n"))\nstderr:\n\(stderr.text)".utf8).write(to: file)) != nil
        return "\n stdout (last 40 lines):\n  \(out)\n stderr:\n  \(err)" + (saved ? "\n all of it: \(file.path)" : "")
    }
}

/// Writing to a pipe whose reader died must fail with EPIPE, not kill the test process.
private let ignoreSIGPIPE: Void = {
    signal(SIGPIPE, SIG_IGN)
}()
