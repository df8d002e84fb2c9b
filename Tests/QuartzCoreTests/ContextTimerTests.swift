import XCTest
@testable import QuartzCore

/// A context's timers run once at their exact media time, with no display link running while they wait, and every
/// driver wakes for them: a manual clock's advance, a host's turn, the run loop of a program without a host.
final class ContextTimerTests: XCTestCase {
    override func tearDown() {
        onMainActor { _ = installManualClock() }
        super.tearDown()
    }

    func testATimerRunsAtItsExactTimeWithoutFrames() { onMainActor {
        let context = CAContext(clock: CAManualMediaClock(time: 100))
        context.makeCurrent()
        var ranAt: [CFTimeInterval] = []
        let timer = context.schedule(at: 102.25) { ranAt.append(CACurrentMediaTime()) }
        XCTAssertTrue(timer.isPending)
        XCTAssertFalse(CADisplayLink.isAnyRunning, "waiting draws no frames")
        XCTAssertEqual(CAAnimationEngine.nextEventTime(after: 100), 102.25, "the host wakes for it as for an animation event")
        context.advance(by: 2)
        XCTAssertEqual(ranAt, [])
        context.advance(by: 5)
        XCTAssertEqual(ranAt, [102.25], "the advance stopped at the timer's time")
        XCTAssertFalse(timer.isPending)
        XCTAssertNil(CAAnimationEngine.nextEventTime(after: 107))
        context.advance(by: 5)
        XCTAssertEqual(ranAt.count, 1, "once")
    } }

    func testTimersRunInTheOrderOfTheirTimesAndACancelledOneNever() { onMainActor {
        let context = CAContext(clock: CAManualMediaClock(time: 0))
        context.makeCurrent()
        var order: [String] = []
        _ = context.schedule(at: 3) { order.append("three") }
        let cancelled = context.schedule(at: 2) { order.append("cancelled") }
        _ = context.schedule(at: 1) {
            order.append("one")
            // Scheduled for a time already reached: it runs in the same turn.
            _ = context.schedule(at: 1) { order.append("one again") }
        }
        cancelled.cancel()
        context.advance(by: 4)
        XCTAssertEqual(order, ["one", "one again", "three"])
    } }

    func testAHostIsAskedForATurnToArmItsWakeUp() { onMainActor {
        let context = CAContext(clock: CAManualMediaClock(time: 0))
        context.makeCurrent()
        var turns = 0
        CATransaction.implicitTransactionOpened = { turns += 1 }
        _ = context.schedule(at: 10) {}
        XCTAssertEqual(turns, 1, "the host's next turn arms its timer at the new earliest event")
    } }

    func testAProgramWithoutAHostWakesForATimerOnTheRunLoop() { onMainActor {
        let context = CAContext(clock: CASystemMediaClock())
        context.makeCurrent()
        let due = CACurrentMediaTime() + 0.05
        var ranAt: CFTimeInterval?
        _ = context.schedule(at: due) { ranAt = CACurrentMediaTime() }
        let limit = Date(timeIntervalSinceNow: 5)
        while ranAt == nil, Date() < limit {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.005))
        }
        XCTAssertGreaterThanOrEqual(ranAt ?? 0, due, "not before its time")
    } }
}
