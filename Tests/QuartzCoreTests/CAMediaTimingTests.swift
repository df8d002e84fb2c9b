import XCTest
@testable import QuartzCore

final class CAMediaTimingTests: XCTestCase {
    private func timing(_ configure: (inout CAMediaTimingValues) -> Void) -> CAMediaTimingValues {
        var values = CAMediaTimingValues()
        configure(&values)
        return values
    }

    func testLocalTimeIsBeginSpeedOffset() {
        let t = timing { $0.beginTime = 2; $0.speed = 2; $0.timeOffset = 1 }
        XCTAssertEqual(t.localTime(fromParent: 5), (5 - 2) * 2 + 1)
        XCTAssertEqual(t.parentTime(fromLocal: 7), 5)
    }

    func testActiveIntervalAndRemovedFill() {
        let t = timing { $0.beginTime = 1 }
        XCTAssertNil(t.state(atParentTime: 0.5, simpleDuration: 2))
        XCTAssertEqual(t.state(atParentTime: 2, simpleDuration: 2)?.simpleTime, 1)
        XCTAssertNil(t.state(atParentTime: 3, simpleDuration: 2), "the end is outside the active interval")
    }

    func testForwardsHoldsEndAndBackwardsHoldsStart() {
        let forwards = timing { $0.beginTime = 1; $0.fillMode = .forwards }
        XCTAssertEqual(forwards.state(atParentTime: 10, simpleDuration: 2)?.simpleTime, 2)
        XCTAssertNil(forwards.state(atParentTime: 0, simpleDuration: 2))
        let backwards = timing { $0.beginTime = 1; $0.fillMode = .backwards }
        XCTAssertEqual(backwards.state(atParentTime: 0, simpleDuration: 2)?.simpleTime, 0)
        XCTAssertNil(backwards.state(atParentTime: 10, simpleDuration: 2))
        let both = timing { $0.beginTime = 1; $0.fillMode = .both }
        XCTAssertEqual(both.state(atParentTime: 0, simpleDuration: 2)?.phase, .before)
        XCTAssertEqual(both.state(atParentTime: 10, simpleDuration: 2)?.phase, .after)
    }

    func testAutoreverseWithRepeatCountTwo() {
        let t = timing { $0.autoreverses = true; $0.repeatCount = 2; $0.fillMode = .forwards }
        XCTAssertEqual(t.activeDuration(simple: 1), 4)
        let expected: [(CFTimeInterval, CFTimeInterval, Int)] = [
            (0, 0, 0), (0.5, 0.5, 0), (1, 1, 0), (1.5, 0.5, 0), (2, 0, 1), (2.25, 0.25, 1), (3, 1, 1), (3.75, 0.25, 1), (4, 0, 1),
        ]
        for (time, simple, iteration) in expected {
            let state = t.state(atParentTime: time, simpleDuration: 1)
            XCTAssertEqual(state?.simpleTime ?? -1, simple, accuracy: 1e-12, "t=\(time)")
            XCTAssertEqual(state?.iteration, iteration, "t=\(time)")
        }
    }

    func testFractionalRepeatCountEndsMidCycle() {
        let t = timing { $0.repeatCount = 1.5; $0.fillMode = .forwards }
        XCTAssertEqual(t.activeDuration(simple: 2), 3)
        XCTAssertEqual(t.state(atParentTime: 2.5, simpleDuration: 2)?.simpleTime, 0.5)
        XCTAssertEqual(t.state(atParentTime: 99, simpleDuration: 2)?.simpleTime, 1)
        XCTAssertEqual(t.state(atParentTime: 99, simpleDuration: 2)?.iteration, 1)
    }

    func testIntegerRepeatCountEndsAtTheEndOfTheLastCycle() {
        let t = timing { $0.repeatCount = 3; $0.fillMode = .forwards }
        XCTAssertEqual(t.state(atParentTime: 3, simpleDuration: 1)?.simpleTime, 1)
        XCTAssertEqual(t.state(atParentTime: 3, simpleDuration: 1)?.iteration, 2)
        XCTAssertEqual(t.state(atParentTime: 1.25, simpleDuration: 1)?.iteration, 1)
    }

    func testInfiniteRepeatNeverEnds() {
        let t = timing { $0.repeatCount = .infinity }
        XCTAssertEqual(t.activeEndTime(simple: 1), .infinity)
        XCTAssertEqual(t.state(atParentTime: 1_000_000.25, simpleDuration: 1)?.simpleTime ?? -1, 0.25, accuracy: 1e-6)
    }

    func testRepeatDurationLimitsTheActiveInterval() {
        let t = timing { $0.repeatDuration = 2.5 }
        XCTAssertEqual(t.activeDuration(simple: 1), 2.5)
        XCTAssertEqual(t.state(atParentTime: 2.25, simpleDuration: 1)?.simpleTime ?? -1, 0.25, accuracy: 1e-12)
        XCTAssertNil(t.state(atParentTime: 2.5, simpleDuration: 1))
    }

    func testTimeOffsetWrapsAroundTheActiveDuration() {
        let t = timing { $0.timeOffset = 0.5 }
        XCTAssertEqual(t.state(atParentTime: 0, simpleDuration: 1)?.simpleTime, 0.5)
        XCTAssertEqual(t.state(atParentTime: 0.25, simpleDuration: 1)?.simpleTime, 0.75)
        XCTAssertEqual(t.state(atParentTime: 0.75, simpleDuration: 1)?.simpleTime ?? -1, 0.25, accuracy: 1e-12)
    }

    func testSpeedScalesTheActiveInterval() {
        let t = timing { $0.beginTime = 1; $0.speed = 2 }
        XCTAssertEqual(t.activeEndTime(simple: 2), 2)
        XCTAssertEqual(t.state(atParentTime: 1.5, simpleDuration: 2)?.simpleTime, 1)
    }

    func testPausedObjectHoldsItsOffset() {
        let t = timing { $0.speed = 0; $0.timeOffset = 0.4 }
        XCTAssertEqual(t.state(atParentTime: 50, simpleDuration: 1)?.simpleTime, 0.4)
        XCTAssertEqual(t.activeEndTime(simple: 1), .infinity)
    }

    func testAnObjectPausedAtTheEndOfItsActiveDurationShowsTheEnd() {
        let once = timing { $0.speed = 0; $0.timeOffset = 1 }
        XCTAssertEqual(once.state(atParentTime: 50, simpleDuration: 1)?.simpleTime, 1, "a scrubbed animator at fraction 1")
        XCTAssertEqual(once.state(atParentTime: 50, simpleDuration: 1)?.iteration, 0)
        let twice = timing { $0.speed = 0; $0.timeOffset = 2; $0.repeatCount = 2 }
        XCTAssertEqual(twice.state(atParentTime: 50, simpleDuration: 1)?.simpleTime, 1)
        XCTAssertEqual(twice.state(atParentTime: 50, simpleDuration: 1)?.iteration, 1)
        let midway = timing { $0.speed = 0; $0.timeOffset = 1; $0.repeatCount = 2 }
        XCTAssertEqual(midway.state(atParentTime: 50, simpleDuration: 1)?.simpleTime, 0, "a cycle boundary inside the active duration starts the next cycle")
    }

    func testNonFiniteTimingNeverCrashes() {
        XCTAssertNil(timing { $0.beginTime = .nan }.state(atParentTime: 1, simpleDuration: 1))
        XCTAssertNil(timing { $0.repeatCount = .nan }.state(atParentTime: 1, simpleDuration: 1))
        XCTAssertNil(timing { $0.speed = .infinity }.state(atParentTime: 1, simpleDuration: 1))
        XCTAssertNil(CAMediaTimingValues().state(atParentTime: .nan, simpleDuration: 1))
        let forever = timing { $0.repeatCount = .infinity }
        XCTAssertNotNil(forever.state(atParentTime: 1e300, simpleDuration: 1e-6))
    }
}
