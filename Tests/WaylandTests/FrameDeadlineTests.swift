@testable import Wayland
import XCTest

/// When a frame starts after its callback: the grid of the compositor's frames from callback stamps or presentation
/// feedback, the longest recent draw time, and a margin that doubles on a miss and shrinks on time — at exact times.
final class FrameDeadlineTests: XCTestCase {
    private let exact = 1e-9

    private func waited(_ time: Double) -> FrameDeadline.Aim { FrameDeadline.Aim(time: time, waited: true) }

    /// Two callbacks stamped a period apart, each arriving `lag` after its stamp.
    private func deadline(period: Double = 0.016, lag: Double = 0.002) -> FrameDeadline {
        var deadline = FrameDeadline()
        deadline.callbackArrived(stamp: 10, at: 10 + lag)
        deadline.callbackArrived(stamp: 10 + period, at: 10 + period + lag)
        return deadline
    }

    func testWithoutAGridTheFrameDrawsAtOnce() {
        var deadline = FrameDeadline()
        XCTAssertEqual(deadline.plan(at: 5), FrameDeadline.Plan(start: nil, aim: nil))
        deadline.callbackArrived(stamp: 10, at: 10.002)
        XCTAssertEqual(deadline.plan(at: 10.002), FrameDeadline.Plan(start: nil, aim: nil), "one callback: no period yet")
    }

    func testAFrameStartsAtTheNextCallbackStampLessItsDrawTimeAndTheMargin() throws {
        var deadline = deadline()
        XCTAssertEqual(try XCTUnwrap(deadline.period), 0.016, accuracy: exact)
        deadline.frameCommitted(drawTime: 0.003, aim: nil)
        let plan = deadline.plan(at: 10.018)
        XCTAssertEqual(try XCTUnwrap(plan.aim), 10.032, accuracy: exact, "the first grid point after now")
        XCTAssertEqual(try XCTUnwrap(plan.start), 10.032 - FrameDeadline.minimumMargin - 0.003, accuracy: exact)
    }

    func testTheDrawEstimateIsTheLongestOfTheRecentSixteen() {
        var deadline = deadline()
        deadline.frameCommitted(drawTime: 0.009, aim: nil)
        for _ in 0..<15 { deadline.frameCommitted(drawTime: 0.002, aim: nil) }
        XCTAssertEqual(deadline.drawEstimate, 0.009, accuracy: exact)
        deadline.frameCommitted(drawTime: 0.002, aim: nil)
        XCTAssertEqual(deadline.drawEstimate, 0.002, accuracy: exact, "the long one is seventeen frames old")
    }

    func testAFrameWhoseStartHasPassedDrawsAtOnceAndStillAims() throws {
        var deadline = deadline()
        deadline.frameCommitted(drawTime: 0.0141, aim: nil)
        let plan = deadline.plan(at: 10.018)
        XCTAssertNil(plan.start, "10.032 − 0.002 − 0.0141 is before now")
        XCTAssertEqual(try XCTUnwrap(plan.aim), 10.032, accuracy: exact)
    }

    func testAMissDoublesTheMarginUpToAPeriodAndFramesOnTimeTakeItBackSlowly() {
        var deadline = deadline()
        // Aimed at 10.032 but the next callback is stamped 10.048: the frame missed that repaint.
        deadline.frameCommitted(drawTime: 0.003, aim: waited(10.032))
        deadline.callbackArrived(stamp: 10.048, at: 10.050)
        XCTAssertEqual(deadline.margin, 2 * FrameDeadline.minimumMargin, accuracy: exact)
        var stamp = 10.048
        for _ in 0..<5 {
            deadline.frameCommitted(drawTime: 0.003, aim: waited(stamp + 0.016))
            stamp += 0.032
            deadline.callbackArrived(stamp: stamp, at: stamp + 0.002)
        }
        XCTAssertEqual(deadline.margin, 0.016, accuracy: exact, "never more than a period")
        XCTAssertEqual(try XCTUnwrap(deadline.period), 0.016, accuracy: exact, "missed frames leave the period alone")
        deadline.frameCommitted(drawTime: 0.003, aim: waited(stamp + 0.016))
        deadline.callbackArrived(stamp: stamp + 0.016, at: stamp + 0.018)
        XCTAssertEqual(deadline.margin, 0.016 - FrameDeadline.marginDecay, accuracy: exact, "on time")
    }

    func testAFrameDrawnAtOnceThatIsLateLeavesTheMarginAlone() {
        var deadline = deadline()
        deadline.frameCommitted(drawTime: 0.02, aim: FrameDeadline.Aim(time: 10.032, waited: false))
        deadline.callbackArrived(stamp: 10.048, at: 10.050)
        XCTAssertEqual(deadline.margin, FrameDeadline.minimumMargin, accuracy: exact, "waiting less would not have helped")
    }

    func testTheMarginNeverFallsBelowItsMinimum() {
        var deadline = deadline()
        var stamp = 10.016
        for _ in 0..<3 {
            deadline.frameCommitted(drawTime: 0.003, aim: waited(stamp + 0.016))
            stamp += 0.016
            deadline.callbackArrived(stamp: stamp, at: stamp + 0.002)
        }
        XCTAssertEqual(deadline.margin, FrameDeadline.minimumMargin, accuracy: exact)
    }

    func testThePeriodFollowsCallbackIntervalsAndAShorterOneReplacesAnEstimateMadeOverAMiss() throws {
        var deadline = FrameDeadline()
        deadline.callbackArrived(stamp: 10, at: 10.001)
        deadline.callbackArrived(stamp: 10.032, at: 10.033)
        XCTAssertEqual(try XCTUnwrap(deadline.period), 0.032, accuracy: exact, "a frame was missed while measuring")
        deadline.callbackArrived(stamp: 10.048, at: 10.049)
        XCTAssertEqual(try XCTUnwrap(deadline.period), 0.016, accuracy: exact)
        deadline.callbackArrived(stamp: 10.0648, at: 10.066)
        XCTAssertEqual(try XCTUnwrap(deadline.period), 0.016 + 0.0008 / 8, accuracy: exact, "a running average")
    }

    func testAStampOnAnotherClockIsIgnored() {
        var deadline = FrameDeadline()
        deadline.callbackArrived(stamp: 3, at: 10)
        deadline.callbackArrived(stamp: 3.016, at: 10.016)
        XCTAssertEqual(deadline.plan(at: 10.02), FrameDeadline.Plan(start: nil, aim: nil))
        deadline.callbackArrived(stamp: 10.5, at: 10.02)
        XCTAssertEqual(deadline.plan(at: 10.02), FrameDeadline.Plan(start: nil, aim: nil), "a stamp in the future")
    }

    func testPresentationFeedbackGivesTheGridAndJudgesTheFrames() throws {
        var deadline = deadline()
        deadline.feedback(presentedAt: 20, refresh: 0.0125, aim: nil)
        XCTAssertTrue(deadline.hasFeedback)
        deadline.callbackArrived(stamp: 20.001, at: 20.002)
        deadline.frameCommitted(drawTime: 0.002, aim: nil)
        let plan = deadline.plan(at: 20.002)
        XCTAssertEqual(try XCTUnwrap(plan.aim), 20.0125, accuracy: exact, "the feedback's grid; callbacks no longer move it")
        XCTAssertEqual(try XCTUnwrap(plan.start), 20.0125 - FrameDeadline.minimumMargin - 0.002, accuracy: exact)
        deadline.feedback(presentedAt: nil, refresh: 0, aim: waited(20.0125))
        XCTAssertEqual(deadline.margin, FrameDeadline.minimumMargin, accuracy: exact, "discarded: replaced, not late")
        deadline.feedback(presentedAt: 20.025, refresh: 0.0125, aim: waited(20.0125))
        XCTAssertEqual(deadline.margin, 2 * FrameDeadline.minimumMargin, accuracy: exact, "shown a period after its aim")
        deadline.frameCommitted(drawTime: 0.002, aim: waited(20.0375))
        deadline.callbackArrived(stamp: 20.06, at: 20.061)
        XCTAssertEqual(deadline.margin, 2 * FrameDeadline.minimumMargin, accuracy: exact, "callback stamps judge nothing then")
    }

    func testTheLoopWaitsInWholeMillisecondsUntilAScheduledStartAndTakesTheFrameThen() throws {
        var timing = FrameTiming()
        XCTAssertNil(timing.wait(upTo: nil, now: 1))
        XCTAssertEqual(timing.wait(upTo: .seconds(2), now: 1), .seconds(2))
        timing.scheduled = FrameTiming.ScheduledFrame(time: 7, start: 1.0105, aim: waited(1.016))
        XCTAssertEqual(timing.wait(upTo: nil, now: 1), .milliseconds(10), "rounded down: never late")
        XCTAssertEqual(timing.wait(upTo: .milliseconds(4), now: 1), .milliseconds(4))
        XCTAssertEqual(timing.wait(upTo: nil, now: 1.02), .zero)
        XCTAssertNil(timing.takeStartingFrame(now: 1.009))
        let frame = try XCTUnwrap(timing.takeStartingFrame(now: 1.0096))
        XCTAssertEqual(frame.time, 7)
        XCTAssertNil(timing.scheduled)
    }
}
