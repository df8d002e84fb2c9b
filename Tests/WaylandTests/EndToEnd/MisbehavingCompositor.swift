import Foundation
import XCTest

/// The `misbehaving-compositor` executable running one case on a socket of its own, in a runtime
/// folder of its own; ended (and the folder removed) by `stop`.
final class MisbehavingCompositor: @unchecked Sendable {
    let runtimeDirectory: URL
    let socketName = "misbehaving-0"
    let process: ClientProcess

    /// Starts the case (`close`, `silent`, `configure-1x1`, …; `misbehaving-compositor --help` lists
    /// them) and waits until it accepts connections.
    init(_ misbehavior: String) throws {
        runtimeDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("misbehaving-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: runtimeDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let command = Command(
            try BuiltProducts.executable("misbehaving-compositor").path, [misbehavior, socketName],
            environment: ["XDG_RUNTIME_DIR": runtimeDirectory.path]
        ).wrapped(user: nil, dieWithParent: true)
        process = try ClientProcess(command)
        try process.waitForLine(startingWith: "ready", timeout: 10)
    }

    deinit { stop() }

    /// The socket's full path (what `Display(name:)` takes in-process).
    var socketPath: String { runtimeDirectory.appendingPathComponent(socketName).path }

    /// The environment a client needs to reach this compositor, with a short response timeout.
    func clientEnvironment(responseTimeout: Int = 2) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { ["PATH", "HOME", "LANG"].contains($0.key) }
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory.path
        environment["WAYLAND_DISPLAY"] = socketName
        environment["WAYLAND_RESPONSE_TIMEOUT"] = "\(responseTimeout)"
        environment["UIKIT_ASSETS"] = repositoryAssets.path
        return environment
    }

    func stop() {
        process.terminate()
        try? FileManager.default.removeItem(at: runtimeDirectory)
    }
}

/// A client run to its end against a misbehaving compositor: its status and stderr lines.
struct ClientEnding {
    var status: Int32
    var lines: [String]
    var seconds: TimeInterval
}

extension MisbehavingCompositor {
    /// Runs `executable arguments` as a client until it exits (at most `timeout` seconds: a hang fails).
    func runClient(_ executable: String, _ arguments: [String] = [], timeout: TimeInterval = 20) throws -> ClientEnding {
        let start = Date()
        let output = try Command(try BuiltProducts.executable(executable).path, arguments, environment: clientEnvironment())
            .run(timeout: timeout, allowFailure: true)
        return ClientEnding(status: output.status, lines: output.stderr.split(separator: "\n").map(String.init),
                            seconds: Date().timeIntervalSince(start))
    }

    /// Starts `executable arguments` as a client that should keep running.
    func launchClient(_ executable: String, _ arguments: [String] = []) throws -> ClientProcess {
        try ClientProcess(Command(try BuiltProducts.executable(executable).path, arguments, environment: clientEnvironment())
            .wrapped(user: nil, dieWithParent: true))
    }
}
