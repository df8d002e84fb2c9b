import ArgumentParser
@testable import Demos
import Foundation
import XCTest

/// The `demo` command line: its help, its range errors, and what it says without a desktop.
final class DemoCommandLineTests: XCTestCase {
    private func error(_ arguments: [String]) -> String {
        do {
            _ = try Demo.parseAsRoot(arguments)
            return ""
        } catch {
            return Demo.message(for: error)
        }
    }

    func testNegativeNumbersGetARangeErrorNotMissingValue() {
        XCTAssertEqual(error(["--scale", "-1"]), "--scale takes 0.5 to 4, not -1.0")
        XCTAssertEqual(error(["--duration", "-1", "--record", "x.png"]), "--duration takes seconds in (0, 600], not -1.0")
        XCTAssertEqual(error(["--fps", "-30"]), "--fps takes 1 to 240 frames per second, not -30.0")
        XCTAssertEqual(error(["--size", "-5x3"]), "--size takes WxH with positive numbers, not \"-5x3\"")
    }

    func testAnEmptyRecordPathIsRefused() {
        XCTAssertEqual(error(["--record", ""]), "--record takes a file (.png, .apng) or a folder, not an empty path")
    }

    func testASizePastWhatCanBeDrawnIsRefusedWithTheLimit() {
        XCTAssertEqual(error(["--size", "16384x16384", "--scale", "4", "--record", "out.png"]),
                       "--size 16384x16384 at --scale 4.0: frames of 65536×65536 pixels are past what can be drawn: "
                       + "at most 32768 pixels a side and 268435456 pixels a frame")
    }

    func testSceneNamesAreAcceptedInAnyCase() {
        XCTAssertEqual(error(["Mail"]), "")
        XCTAssertEqual(error(["show", "GALLERY", "--page", "2"]), "")
        XCTAssertEqual(Scene(named: "Clouds"), .clouds)
    }

    func testTheTopLevelHelpShowsTheShowOptions() {
        let help = Demo.helpMessage()
        for option in ["--record", "--size", "--tap", "--page", "--slow", "--scale", "--duration", "--fps"] {
            XCTAssertTrue(help.contains(option), "\(option) in:\n\(help)")
        }
        XCTAssertFalse(help.split(separator: "\n").contains { $0.count > 80 }, help)
    }

    func testTheNoDesktopHintNamesACommandThatRunsAndTheMissingSession() {
        let hint = Demo.Show.noDesktopHint(scene: .clouds, environment: ["DEMO_COMMAND": "scripts/run.sh"])
        XCTAssertEqual(hint, "XDG_RUNTIME_DIR is unset, so there is no desktop session here; "
                       + "or render offscreen: scripts/run.sh clouds --record clouds.png")
        let inSession = Demo.Show.noDesktopHint(scene: .mail, environment: ["DEMO_COMMAND": "demo", "XDG_RUNTIME_DIR": "/run/user/1000"])
        XCTAssertEqual(inSession, "or render offscreen: demo mail --record mail.png")
    }

    /// The demo executable recording Clouds for ten minutes into `file`, its stderr piped; the caller signals it.
    private func startLongRecording(into file: URL) throws -> (Process, Pipe) {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("demo")
        process.arguments = ["clouds", "--record", file.path, "--duration", "600"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 1.5)
        return (process, errors)
    }

    /// Waits up to ten seconds for `process` to end (then ends it) and returns its stderr.
    private func finish(_ process: Process, _ errors: Pipe) -> String {
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// SIGQUIT keeps its default meaning: the demo ends at once by the signal (a core dump where the limits allow),
    /// without the runtime's report and without carrying on.
    func testSIGQUITEndsTheDemoByTheSignalWithoutAReport() throws {
        let (process, errors) = try startLongRecording(into: try temporaryFolder().appendingPathComponent("long.png"))
        kill(process.processIdentifier, SIGQUIT)
        let text = finish(process, errors)
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGQUIT)
        XCTAssertFalse(text.contains("Backtrace") || text.contains("Thread 0"), text)
    }

    /// Ctrl-C stops a recording between frames: one line, status 130, the earlier file as it was, no temporary file.
    func testCtrlCStopsARecordingAndLeavesTheEarlierFile() throws {
        let folder = try temporaryFolder(), file = folder.appendingPathComponent("clouds.png")
        try Data("an earlier recording".utf8).write(to: file)
        let (process, errors) = try startLongRecording(into: file)
        kill(process.processIdentifier, SIGINT)
        let text = finish(process, errors)
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 130)
        XCTAssertTrue(text.hasSuffix("demo: cannot record \(file.path): interrupted by Ctrl-C (SIGINT); the file is as it was before\n"), text)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["clouds.png"])
        XCTAssertEqual(try Data(contentsOf: file), Data("an earlier recording".utf8))
    }
}
