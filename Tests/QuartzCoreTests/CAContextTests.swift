import XCTest
@testable import QuartzCore

/// Records when an animation's delegate calls arrive, in media time.
@MainActor
private final class StopRecorder: CAAnimationDelegate {
    var stops: [(time: CFTimeInterval, finished: Bool)] = []

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append((CACurrentMediaTime(), flag))
    }
}

/// A context owns its time, transactions, animations and display links: two contexts do not see each other's, and
/// advancing one runs what falls due at exact times.
final class CAContextTests: XCTestCase {
    func testTwoContextsKeepTheirOwnMediaTime() { onMainActor {
        let first = CAContext(clock: CAManualMediaClock(time: 100))
        let second = CAContext(clock: CAManualMediaClock(time: 5))
        first.advance(by: 2)
        XCTAssertEqual(first.perform { CACurrentMediaTime() }, 102)
        XCTAssertEqual(second.perform { CACurrentMediaTime() }, 5, "advancing one context leaves the other's clock")
        second.makeCurrent()
        XCTAssertEqual(CACurrentMediaTime(), 5)
        XCTAssertTrue(CAContext.current === second)
    } }

    func testAnAnimationEndingAHairPastTheTargetDoesNotStallTheAdvance() { onMainActor {
        let context = CAContext(clock: CAManualMediaClock(time: 100))
        context.makeCurrent()
        let layer = CALayer()
        let recorder = StopRecorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        // Ends 4e-14 s after the sum of sixty sixtieths lands: within the advance's tolerance of a frame's time.
        let steps = (0..<60).reduce(100.0) { time, _ in time + 1.0 / 60 }
        fade.duration = steps - 100 + 4e-14
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        for _ in 0..<60 { context.advance(by: 1.0 / 60) }
        XCTAssertEqual(recorder.stops.count, 1, "the end is reached, and the clock moved on")
        XCTAssertGreaterThanOrEqual(CACurrentMediaTime(), 100 + fade.duration)
        context.advance(by: 1.0 / 60)
        XCTAssertEqual(CACurrentMediaTime(), 100 + fade.duration + 1.0 / 60, accuracy: 1e-9, "and keeps moving")
    } }

    func testPerformRestoresThePreviousContext() { onMainActor {
        let outer = CAContext(clock: CAManualMediaClock(time: 1))
        outer.makeCurrent()
        CAContext(clock: CAManualMediaClock(time: 2)).perform {
            XCTAssertEqual(CACurrentMediaTime(), 2)
        }
        XCTAssertTrue(CAContext.current === outer)
        XCTAssertEqual(CACurrentMediaTime(), 1)
    } }

    func testTheMediaTimeIsReadableFromAnotherThread() { onMainActor {
        _ = installManualClock(at: 42)
        let read = DispatchQueue.global().sync { CACurrentMediaTime() }
        XCTAssertEqual(read, 42)
    } }

    func testAFreshContextDoesNotSeeAnotherContextsOpenTransactions() { onMainActor {
        let first = CAContext(clock: CAManualMediaClock(time: 100))
        var opened = 0
        var completed = false
        first.perform {
            CATransaction.implicitTransactionOpened = { opened += 1 }
            CALayer().opacity = 0.5
            CATransaction.setCompletionBlock { completed = true }
            CATransaction.begin()
            CATransaction.setAnimationDuration(3)
        }
        XCTAssertEqual(opened, 1)
        CAContext(clock: CAManualMediaClock(time: 100)).perform {
            XCTAssertEqual(CATransaction.animationDuration(), 0.25, "the other context's explicit transaction")
            XCTAssertNil(CATransaction.completionBlock(), "the other context's implicit transaction")
            CALayer().opacity = 0.5
            CATransaction.flush()
        }
        XCTAssertEqual(opened, 1, "the fresh context has no hook of the first one's")
        XCTAssertFalse(completed, "a fresh context's flush commits only its own transactions")
        first.perform {
            XCTAssertEqual(CATransaction.animationDuration(), 3)
            CATransaction.commit()
            CATransaction.flush()
        }
        XCTAssertTrue(completed)
    } }

    func testInstallingAManualClockStartsWithNothingOpen() { onMainActor {
        _ = installManualClock()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        _ = installManualClock()
        XCTAssertFalse(CATransaction.disableActions(), "what the last test left open stays in its context")
    } }

    func testAdvanceFiresDisplayLinksAtEveryFrame() { onMainActor {
        let context = CAContext(clock: CAManualMediaClock(time: 100))
        context.frameDuration = 0.1
        var fired: [CFTimeInterval] = []
        let link = CADisplayLink { fired.append($0.targetTimestamp) }
        context.perform { link.add(to: .main, forMode: .common) }
        context.advance(by: 0.35)
        XCTAssertEqual(fired.count, 3)
        for (time, expected) in zip(fired, [100.1, 100.2, 100.3]) {
            XCTAssertEqual(time, expected, accuracy: 1e-9)
        }
        link.invalidate()
        context.advance(by: 1)
        XCTAssertEqual(fired.count, 3, "an invalidated link fires no more")
    } }

    func testAdvanceDeliversAnAnimationsStopAndCompletionAtItsEnd() { onMainActor {
        let context = CAContext(clock: CAManualMediaClock(time: 100))
        let recorder = StopRecorder()
        var completedAt: CFTimeInterval?
        let layer = context.perform { CALayer() }
        context.perform {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 0.37
            fade.delegate = recorder
            CATransaction.begin()
            CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
            layer.add(fade, forKey: "fade")
            CATransaction.commit()
        }
        context.advance(by: 0.1)
        XCTAssertTrue(recorder.stops.isEmpty)
        XCTAssertNil(completedAt)
        context.advance(by: 5)
        XCTAssertEqual(recorder.stops.map(\.time), [100.37])
        XCTAssertEqual(recorder.stops.map(\.finished), [true])
        XCTAssertEqual(completedAt, 100.37, "the completion runs at the animation's end, not at the advance's")
        XCTAssertEqual(context.mediaTime, 105.1, accuracy: 1e-9)
    } }

    func testAdvanceCommitsTheImplicitTransaction() { onMainActor {
        let context = CAContext(clock: CAManualMediaClock(time: 100))
        var commits = 0
        context.perform {
            CATransaction.addCommitObserver { commits += 1 }
            CALayer().opacity = 0.5
        }
        XCTAssertEqual(commits, 0)
        context.advance(by: 0)
        XCTAssertEqual(commits, 1)
    } }

    func testDiagnosticsBelongToTheirContext() { onMainActor {
        let first = CAContext(clock: CAManualMediaClock(time: 100))
        first.perform { CADiagnostics.report("context test message") }
        CAContext(clock: CAManualMediaClock(time: 100)).perform {
            XCTAssertFalse(CADiagnostics.messages.contains("context test message"))
        }
        XCTAssertTrue(first.perform { CADiagnostics.messages.contains("context test message") })
    } }
}
