import XCTest
@testable import QuartzCore

/// Spins the main run loop until `done` or `limit` seconds have passed.
@MainActor
private func spin(upTo limit: TimeInterval, until done: () -> Bool) {
    let deadline = Date(timeIntervalSinceNow: limit)
    while !done(), Date() < deadline {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.005))
    }
}

/// A program that uses QuartzCore without UIKit: with no host to claim the implicit transaction, a context on the
/// system clock commits it at the end of the run-loop turn and wakes for animation events, as Core Animation's own
/// run-loop observer does on Apple's systems.
final class CATransactionRunLoopTests: XCTestCase {
    override func tearDown() {
        onMainActor { _ = installManualClock() }
        super.tearDown()
    }

    func testImplicitAnimationCompletesOnTheRunLoopWithoutAHost() { onMainActor {
        let context = CAContext(clock: CASystemMediaClock())
        context.makeCurrent()
        let layer = CALayer()
        CATransaction.flush()
        var completedAt: CFTimeInterval?
        let start = CACurrentMediaTime()
        CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
        layer.opacity = 0.5
        XCTAssertEqual(layer.animationKeys(), ["opacity"])
        XCTAssertNil(completedAt, "nothing commits before the turn ends")
        spin(upTo: 5) { completedAt != nil }
        XCTAssertNotNil(completedAt, "the turn's end committed, and a wake-up at the animation's end completed it")
        XCTAssertGreaterThanOrEqual((completedAt ?? 0) - start, 0.25)
        XCTAssertNil(layer.animationKeys(), "removed on completion")
    } }

    func testCompletionWithoutAnimationsRunsAtTheEndOfTheTurn() { onMainActor {
        CAContext(clock: CASystemMediaClock()).makeCurrent()
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        XCTAssertFalse(ran)
        spin(upTo: 2) { ran }
        XCTAssertTrue(ran)
    } }

    func testAHostOrAManualClockKeepsTheCommitToItself() { onMainActor {
        CAContext(clock: CASystemMediaClock()).makeCurrent()
        var opened = 0
        CATransaction.implicitTransactionOpened = { opened += 1 }
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        XCTAssertEqual(opened, 1)
        XCTAssertFalse(ran, "the host commits, not QuartzCore")
        _ = installManualClock()
        var manualRan = false
        CATransaction.setCompletionBlock { manualRan = true }
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
        XCTAssertFalse(manualRan, "a manual clock's context moves only when advanced")
    } }
}
