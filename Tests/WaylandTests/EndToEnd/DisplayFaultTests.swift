import Foundation
import Wayland
import XCTest

/// The Wayland module in this process against a misbehaving compositor: every failed connection
/// throws its one-line error and gives back every descriptor it took (a failed `Display.init` used
/// to tear down twice and crash).
final class DisplayFaultTests: XCTestCase {
    /// The descriptors this process has open.
    private func openDescriptors() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").compactMap {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")
        }
    }

    /// Connects `tries` times to the case and checks each error and the descriptors after.
    private func assertEveryConnectionFails(_ misbehavior: String, tries: Int = 10, timeout: Duration = .seconds(5),
                                            with expected: (WaylandError) -> Bool,
                                            file: StaticString = #filePath, line: UInt = #line) throws {
        let compositor = try MisbehavingCompositor(misbehavior)
        defer { compositor.stop() }
        // One try first: libraries open what they keep for the process on first use.
        _ = try? Display(name: compositor.socketPath, responseTimeout: timeout)
        let before = try openDescriptors()
        for _ in 0..<tries {
            XCTAssertThrowsError(try Display(name: compositor.socketPath, responseTimeout: timeout), file: file, line: line) { error in
                guard let error = error as? WaylandError else { return XCTFail("\(error)", file: file, line: line) }
                XCTAssertTrue(expected(error), "\(misbehavior): \(error)", file: file, line: line)
                XCTAssertFalse("\(error)".contains("\n"), file: file, line: line)
            }
        }
        let after = try openDescriptors()
        XCTAssertEqual(after.count, before.count, "\(misbehavior): descriptors before \(before.sorted()), after \(after.sorted())", file: file, line: line)
        XCTAssertEqual(after.filter { $0.hasPrefix("/memfd:") }.count, before.filter { $0.hasPrefix("/memfd:") }.count, file: file, line: line)
    }

    func testAClosedConnectionIsThrownOnceAndCleanedUp() throws {
        try assertEveryConnectionFails("close") {
            if case .connectionLost = $0 { return true } else { return false }
        }
    }

    func testADisplayErrorIsThrownOnceAndCleanedUp() throws {
        try assertEveryConnectionFails("error") { $0 == .protocolError(interface: "wl_display", objectID: 1, code: 3) }
    }

    func testAMissingGlobalIsThrownOnceAndCleanedUp() throws {
        try assertEveryConnectionFails("omit-xdg_wm_base") { $0 == .missingGlobal("xdg_wm_base") }
    }

    func testASilentCompositorTimesOutAtTheBound() throws {
        let start = ContinuousClock.now
        try assertEveryConnectionFails("silent", tries: 3, timeout: .milliseconds(300)) { $0 == .noResponse(after: .milliseconds(300)) }
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(5))
        XCTAssertEqual("\(WaylandError.noResponse(after: .milliseconds(300)))",
                       "the Wayland compositor did not answer within 0.3 s (frozen or not a compositor; WAYLAND_RESPONSE_TIMEOUT sets the wait in seconds)")
    }

    func testBytesThatAreNotTheProtocolAreAProtocolError() throws {
        try assertEveryConnectionFails("garbage") {
            if case .malformedStream = $0 { return true } else { return false }
        }
    }

    func testTheResponseTimeoutIsSettable() {
        XCTAssertEqual(Display.responseTimeout(environment: [:]), Display.defaultResponseTimeout)
        XCTAssertEqual(Display.responseTimeout(environment: ["WAYLAND_RESPONSE_TIMEOUT": "0.5"]), .milliseconds(500))
        XCTAssertEqual(Display.responseTimeout(environment: ["WAYLAND_RESPONSE_TIMEOUT": "-1"]), Display.defaultResponseTimeout)
        XCTAssertEqual(Display.responseTimeout(environment: ["WAYLAND_RESPONSE_TIMEOUT": "soon"]), Display.defaultResponseTimeout)
    }

    /// `WAYLAND_SOCKET=abc` used to report "(Success)": libwayland refuses it without setting errno.
    func testASocketVariableThatIsNoNumberIsNamed() {
        setenv("WAYLAND_SOCKET", "abc", 1)
        defer { unsetenv("WAYLAND_SOCKET") }
        XCTAssertThrowsError(try Display()) { error in
            XCTAssertEqual("\(error)", "no Wayland compositor at WAYLAND_SOCKET=abc (not a file descriptor number); set WAYLAND_DISPLAY to a running compositor's socket")
        }
    }
}
