import XCTest
@testable import QuartzCore

final class CAMediaClockTests: XCTestCase {
    func testManualClockDrivesCurrentMediaTime() { onMainActor {
        let clock = installManualClock(at: 5)
        XCTAssertEqual(CACurrentMediaTime(), 5)
        clock.advance(by: 0.25)
        XCTAssertEqual(CACurrentMediaTime(), 5.25)
        clock.set(42)
        XCTAssertEqual(CACurrentMediaTime(), 42)
    } }

    func testSystemClockIsMonotonic() {
        let clock = CASystemMediaClock()
        let a = clock.mediaTime
        let b = clock.mediaTime
        XCTAssertGreaterThan(a, 0)
        XCTAssertGreaterThanOrEqual(b, a)
    }
}
