import Wayland
import XCTest

final class KeyRepeaterTests: XCTestCase {
    private let start = ContinuousClock.now

    private func at(_ milliseconds: Int) -> ContinuousClock.Instant {
        start + .milliseconds(milliseconds)
    }

    func testRepeatsAfterTheDelayAtTheRate() {
        var repeater = KeyRepeater()
        repeater.rate = 10
        repeater.delay = .milliseconds(500)
        repeater.press(30, at: at(0))
        XCTAssertEqual(repeater.due(at: at(499)), 0)
        XCTAssertEqual(repeater.due(at: at(500)), 1)
        XCTAssertEqual(repeater.due(at: at(599)), 0)
        XCTAssertEqual(repeater.due(at: at(850)), 3, "600, 700 and 800 ms")
        XCTAssertEqual(repeater.deadline, at(900))
    }

    func testReleaseStopsOnlyTheRepeatingKey() {
        var repeater = KeyRepeater()
        repeater.press(30, at: at(0))
        repeater.press(31, at: at(10))
        repeater.release(30)
        XCTAssertEqual(repeater.key, 31)
        repeater.release(31)
        XCTAssertNil(repeater.key)
        XCTAssertNil(repeater.deadline)
        XCTAssertEqual(repeater.due(at: at(5000)), 0)
    }

    func testRateZeroDisablesRepeating() {
        var repeater = KeyRepeater()
        repeater.rate = 0
        repeater.press(30, at: at(0))
        XCTAssertNil(repeater.deadline)
    }
}
