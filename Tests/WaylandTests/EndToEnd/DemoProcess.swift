import Foundation
import XCTest

/// The repository's assets folder, for the demo's `UIKIT_ASSETS`.
let repositoryAssets = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("assets")

extension XCTestCase {
    /// Starts `demo SCENE` in `sway` with `arguments` and the repository's assets (and
    /// `environment` added), ended after the test.
    func launchDemo(_ scene: String, in sway: HeadlessSway, arguments: [String] = [],
                    environment: [String: String] = [:]) throws -> ClientProcess {
        let demo = try sway.launch(try BuiltProducts.executable("demo"), [scene] + arguments,
                                   environment: environment.merging(["UIKIT_ASSETS": repositoryAssets.path]) { $1 })
        addTeardownBlock { demo.terminate() }
        // Runs before the block above: a demo that ended on its own says why in the test's output.
        addTeardownBlock {
            if !demo.isRunning { print("demo \(scene) ended during the test; its stderr:\n\(demo.errorText.split(separator: "\n").suffix(150).joined(separator: "\n"))") }
        }
        return demo
    }

    /// Starts `demo SCENE` in `weston` with the repository's assets, ended after the test.
    func launchDemo(_ scene: String, in weston: HeadlessWeston, arguments: [String] = [],
                    environment: [String: String] = [:]) throws -> ClientProcess {
        let demo = try weston.launch(try BuiltProducts.executable("demo"), [scene] + arguments,
                                     environment: environment.merging(["UIKIT_ASSETS": repositoryAssets.path]) { $1 })
        addTeardownBlock { demo.terminate() }
        // Runs before the block above: a demo that ended on its own says why in the test's output.
        addTeardownBlock {
            if !demo.isRunning { print("demo \(scene) ended during the test; its stderr:\n\(demo.errorText.split(separator: "\n").suffix(150).joined(separator: "\n"))") }
        }
        return demo
    }
}

/// What /proc says of a running process: resident memory and open file descriptors.
struct ProcessVitals: CustomStringConvertible {
    /// VmRSS, in kB.
    var residentKB: Int
    /// What each open descriptor points to (`/memfd:shm-buffer (deleted)`, `socket:[…]`, …).
    var descriptors: [String]

    init(pid: pid_t) throws {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kB = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { throw HarnessError("no VmRSS in /proc/\(pid)/status") }
        residentKB = kB
        let fds = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")
        descriptors = fds.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)") }.sorted()
    }

    /// The shared-memory buffers among the descriptors.
    var buffers: Int { descriptors.filter { $0.hasPrefix("/memfd:shm-buffer") }.count }

    var description: String { "RSS \(residentKB) kB, \(descriptors.count) fds (\(buffers) shm buffers)" }
}
