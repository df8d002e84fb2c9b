import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A command line with its environment and working folder, optionally run as another user.
struct Command: CustomStringConvertible {
    var executable: String
    var arguments: [String] = []
    var environment: [String: String] = [:]
    var directory: URL?

    init(_ executable: String, _ arguments: [String] = [], environment: [String: String] = [:], directory: URL? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.directory = directory
    }

    /// The name of the program itself (also when wrapped by setpriv).
    var name: String {
        var program = executable
        if executable.hasSuffix("/setpriv"), let dashes = arguments.firstIndex(of: "--"), dashes + 1 < arguments.count {
            program = arguments[dashes + 1]
        }
        return URL(fileURLWithPath: program).lastPathComponent
    }

    var description: String {
        ([executable] + arguments).joined(separator: " ")
    }

    /// The same command run through `setpriv`, which execs it (no intermediate process, so
    /// signals and exit status are the command's own): as `user` when given, and with a
    /// parent-death signal when `dieWithParent`, so a crashed test run leaves no compositor.
    func wrapped(user: UnprivilegedUser?, dieWithParent: Bool = false) -> Command {
        guard user != nil || dieWithParent else { return self }
        var options: [String] = []
        if let user {
            options += ["--reuid=\(user.uid)", "--regid=\(user.gid)", "--clear-groups"]
        }
        if dieWithParent {
            options += ["--pdeathsig=TERM"]
        }
        var wrapped = self
        wrapped.executable = "/usr/bin/setpriv"
        wrapped.arguments = options + ["--", executable] + arguments
        return wrapped
    }

    /// A Foundation process for this command, not yet started.
    func makeProcess() -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let directory {
            process.currentDirectoryURL = directory
        }
        return process
    }

    /// The result of a command run to its end.
    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: String
        var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// Runs the command to its end, within `timeout` seconds (then it is killed and this throws).
    /// A non-zero exit status throws too unless `allowFailure`.
    @discardableResult
    func run(timeout: TimeInterval = 10, allowFailure: Bool = false) throws -> Output {
        let process = makeProcess()
        let stdout = Pipe(), stderr = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw HarnessError("cannot start \(self): \(error)")
        }
        let out = PipeReader(stdout.fileHandleForReading)
        let err = PipeReader(stderr.fileHandleForReading)
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            _ = exited.wait(timeout: .now() + 2)
            throw HarnessError("\(self) did not finish within \(timeout) s; stderr: \(err.text)")
        }
        let end = Date(timeIntervalSinceNow: 2)
        out.waitForEnd(until: end)
        err.waitForEnd(until: end)
        let output = Output(status: exitStatus(of: process), stdout: out.data, stderr: err.text)
        if output.status != 0 && !allowFailure {
            throw HarnessError("\(self) exited with status \(output.status); stdout: \(output.text.prefix(2000)) stderr: \(output.stderr)")
        }
        return output
    }
}

/// The exit status of a finished process; 128 + N when signal N ended it, as shells report it.
func exitStatus(of process: Process) -> Int32 {
    process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
}

/// The full path of an executable found on PATH (or the standard system folders), or nil.
func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/usr/bin", "/bin", "/usr/sbin"]
    for folder in folders {
        let candidate = folder + "/" + name
        if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
}
