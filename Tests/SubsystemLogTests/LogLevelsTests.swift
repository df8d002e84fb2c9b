import Foundation
import Logging
import SubsystemLog
import XCTest

final class LogLevelsTests: XCTestCase {
    func testWithoutTheVariableEverySubsystemIsQuiet() {
        let levels = LogLevels.from(environment: [:])
        for subsystem in LogSubsystem.allCases {
            XCTAssertEqual(levels.level(for: subsystem), .warning, "\(subsystem)")
        }
    }

    func testOneLevelRaisesEverySubsystem() throws {
        let levels = LogLevels.from(environment: ["UIKIT_LOG_LEVEL": "debug"])
        XCTAssertEqual(LogSubsystem.allCases.map { levels.level(for: $0) }, [.debug, .debug, .debug, .debug, .debug])
    }

    func testSubsystemEntriesOverrideTheCommonLevel() throws {
        let levels = try LogLevels(parsing: "info, input=trace,RENDER=Debug")
        XCTAssertEqual(levels.level(for: .wayland), .info)
        XCTAssertEqual(levels.level(for: .animation), .info)
        XCTAssertEqual(levels.level(for: .input), .trace)
        XCTAssertEqual(levels.level(for: .render), .debug)
        XCTAssertEqual(try LogLevels(parsing: "render=trace").level(for: .wayland), .warning)
    }

    func testBadSettingsNameTheirCause() {
        XCTAssertThrowsError(try LogLevels(parsing: "loud")) { error in
            XCTAssertEqual(error as? LogLevelError, .unknownLevel("loud"))
            XCTAssertEqual("\(error)", "unknown level \"loud\" (trace, debug, info, notice, warning, error, critical)")
        }
        XCTAssertThrowsError(try LogLevels(parsing: "gpu=debug")) { error in
            XCTAssertEqual(error as? LogLevelError, .unknownSubsystem("gpu"))
        }
        XCTAssertThrowsError(try LogLevels(parsing: "render=debug=1")) { error in
            XCTAssertEqual(error as? LogLevelError, .malformed("render=debug=1"))
        }
        XCTAssertEqual(LogLevels.from(environment: ["UIKIT_LOG_LEVEL": "loud"]), LogLevels())
    }

    func testTheConfiguredLevelFiltersMessages() throws {
        let recorder = Recorder()
        let levels = try LogLevels(parsing: "render=debug")
        let render = Logger(subsystem: .render, levels: levels) { RecordingHandler(label: $0, recorder: recorder) }
        let input = Logger(subsystem: .input, levels: levels) { RecordingHandler(label: $0, recorder: recorder) }
        render.trace("every pixel")
        render.debug("frame: 1 damage rect")
        input.info("tap")
        input.warning("no seat")
        XCTAssertEqual(recorder.lines, ["render debug frame: 1 damage rect", "input warning no seat"])
    }
}

/// The lines that reached the handlers, as "label level message".
private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var lines: [String] { lock.withLock { recorded } }

    func record(_ line: String) {
        lock.withLock { recorded.append(line) }
    }
}

/// A handler that passes everything its logger lets through to a recorder.
private struct RecordingHandler: LogHandler {
    let label: String
    let recorder: Recorder
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        recorder.record("\(label) \(event.level) \(event.message)")
    }
}
