import Foundation
@testable import UIKit
import XCTest

/// A window's frame scheduler on the manual media clock, without a compositor: its render thread is a counter of
/// wakes, its render side a counter of commits.
final class FrameSchedulerTests: XCTestCase {
    /// Counts calls from any thread.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int { lock.withLock { value } }
        func add() { lock.withLock { value += 1 } }
    }

    /// A window with one view, committed, and a scheduler for it that holds the app's hooks (`release` gives them back).
    @MainActor
    private static func makeScheduler(wakes: Counter) -> (FrameScheduler, UIView, UIWindow) {
        // Blocks earlier tests left on the main queue run first: a layer change of theirs while this scheduler holds
        // the app's hooks would be one more commit of the counted ones.
        drainMainQueue()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(box)
        CATransaction.flush()
        let scheduler = FrameScheduler(window: window, wakeRenderThread: { wakes.add() })
        scheduler.claimAppHooks()
        return (scheduler, box, window)
    }

    /// Stops `scheduler` and takes the app's hooks back from it; `window` lives until then.
    @MainActor
    private static func release(_ scheduler: FrameScheduler, keeping window: UIWindow) {
        withExtendedLifetime(window) { scheduler.stop() }
        CATransaction.implicitTransactionOpened = nil
        CADisplayLink.requestFrames = nil
    }

    /// Runs the main queue until `condition` holds or five seconds have passed.
    @MainActor
    private static func runMainQueue(until condition: () -> Bool) {
        let end = Date(timeIntervalSinceNow: 5)
        while !condition(), Date() < end { drainMainQueue() }
    }

    func testChangesInOneTurnMakeOneFlushOneSnapshotAndOneWake() {
        onMainActor {
            _ = installManualClock()
            let wakes = Counter()
            let (scheduler, box, window) = Self.makeScheduler(wakes: wakes)
            defer { Self.release(scheduler, keeping: window) }
            var commits: [FrameCommit] = []
            scheduler.onCommit = { commits.append($0) }
            CATransaction.begin()
            box.backgroundColor = .red
            CATransaction.commit()
            for step in 1...20 {
                box.frame.origin.x = CGFloat(step)
                box.alpha = CGFloat(step) / 20
            }
            XCTAssertTrue(commits.isEmpty, "nothing is flushed before the turn ends")
            drainMainQueue()
            XCTAssertEqual(commits.count, 1, "one flush and one snapshot for the turn")
            XCTAssertEqual(wakes.count, 1, "one wake of the render thread")
            XCTAssertEqual(commits.first?.tree.root.sublayers.first?.values.position.x, 25, "the last change is in it")
            drainMainQueue()
            XCTAssertEqual(commits.count, 1, "a flush queues nothing after itself")
        }
    }

    func testAFlushRunDirectlyServesTheHopQueuedBeforeIt() {
        onMainActor {
            _ = installManualClock()
            let wakes = Counter()
            let (scheduler, box, window) = Self.makeScheduler(wakes: wakes)
            defer { Self.release(scheduler, keeping: window) }
            var commits = 0
            scheduler.onCommit = { _ in commits += 1 }
            box.alpha = 0.5
            scheduler.flush(wakingRenderThread: false)
            drainMainQueue()
            XCTAssertEqual(commits, 1, "the queued hop finds nothing left to flush")
            XCTAssertEqual(wakes.count, 0, "a configure is drawn on the main thread")
        }
    }

    func testClaimingTheAppsHooksServesATransactionLeftOpen() {
        onMainActor {
            _ = installManualClock()
            let (scheduler, box, window) = Self.makeScheduler(wakes: Counter())
            defer { Self.release(scheduler, keeping: window) }
            var commits: [FrameCommit] = []
            scheduler.onCommit = { commits.append($0) }
            drainMainQueue()
            XCTAssertEqual(commits.count, 1)
            CATransaction.implicitTransactionOpened = nil
            box.alpha = 0.25
            drainMainQueue()
            XCTAssertEqual(commits.count, 1, "a closed window's scheduler held the hook")
            scheduler.claimAppHooks()
            drainMainQueue()
            XCTAssertEqual(commits.count, 2)
            XCTAssertEqual(commits.last?.tree.root.sublayers.first?.values.opacity, 0.25)
        }
    }

    /// Fades its first subview each time it lays out.
    private final class FadingContainer: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            subviews.first?.alpha = 0.5
        }
    }

    func testATransactionOpenedByTheFlushsLastCommitIsCommittedAtTheNextTurn() {
        onMainActor {
            let clock = installManualClock()
            let (scheduler, box, window) = Self.makeScheduler(wakes: Counter())
            defer { Self.release(scheduler, keeping: window) }
            let container = FadingContainer(frame: CGRect(x: 0, y: 50, width: 40, height: 40))
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            container.addSubview(child)
            window.addSubview(container)
            var commits: [FrameCommit] = []
            scheduler.onCommit = { commits.append($0) }
            UIView.animate(withDuration: 1, animations: { box.alpha = 0 }, completion: { _ in container.setNeedsLayout() })
            scheduler.flush()
            child.alpha = 1
            scheduler.flush()
            clock.advance(by: 2)
            scheduler.flush()
            XCTAssertEqual(commits.count, 3)
            drainMainQueue()
            XCTAssertEqual(commits.count, 4, "the fade the completion's layout made, committed at the next turn")
            XCTAssertEqual(commits.last?.tree.root.sublayers.last?.sublayers.first?.values.opacity, 0.5)
            box.alpha = 1
            drainMainQueue()
            XCTAssertEqual(commits.count, 5, "and later changes flush again")
        }
    }

    func testNothingAnimatingArmsNoTimer() {
        onMainActor {
            let clock = installManualClock()
            let (scheduler, box, window) = Self.makeScheduler(wakes: Counter())
            defer { Self.release(scheduler, keeping: window) }
            box.alpha = 0.5
            scheduler.flush()
            XCTAssertNil(scheduler.eventDeadline, "a still window has no timer")
            UIView.animate(withDuration: 1) { box.alpha = 1 }
            scheduler.flush()
            XCTAssertEqual(scheduler.eventDeadline ?? 0, 101, accuracy: 1e-9, "the animation's end")
            clock.advance(by: 1.5)
            scheduler.flush()
            XCTAssertNil(scheduler.eventDeadline, "none once the animation ended")
        }
    }

    func testTheOneTimerIsArmedAtTheEarliestEventAndMovesToTheNext() {
        onMainActor {
            let clock = installManualClock()
            let (scheduler, box, window) = Self.makeScheduler(wakes: Counter())
            defer { Self.release(scheduler, keeping: window) }
            let other = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
            window.addSubview(other)
            UIView.animate(withDuration: 5, delay: 20, options: [], animations: { box.alpha = 0 })
            UIView.animate(withDuration: 5, delay: 10, options: [], animations: { other.alpha = 0 })
            var deadlines: [CFTimeInterval?] = []
            for time in [100.0, 111, 116, 121, 126] {
                clock.advance(by: time - CACurrentMediaTime())
                scheduler.flush()
                deadlines.append(scheduler.eventDeadline)
            }
            XCTAssertEqual(deadlines, [110, 115, 120, 125, nil], "the later start, the earlier end, the later start and end")
        }
    }

    func testTheTimerWakesTheRenderThreadAndRunsTheEventWithoutAChange() {
        onMainActor {
            let clock = installManualClock()
            let wakes = Counter()
            let (scheduler, box, window) = Self.makeScheduler(wakes: wakes)
            defer { Self.release(scheduler, keeping: window) }
            var commits: [FrameCommit] = []
            scheduler.onCommit = { commits.append($0) }
            UIView.animate(withDuration: 10, delay: 0.05, options: [], animations: { box.alpha = 0 })
            scheduler.flush()
            XCTAssertEqual(commits.last?.isAnimating, false, "not begun yet")
            XCTAssertEqual(scheduler.eventDeadline ?? 0, 100.05, accuracy: 1e-9)
            clock.advance(by: 0.06)
            Self.runMainQueue { commits.count == 2 }
            XCTAssertEqual(commits.count, 2, "the timer asked for one flush")
            XCTAssertEqual(wakes.count, 3, "the first flush, the timer, the flush it asked for")
            XCTAssertEqual(commits.last?.isAnimating, true, "begun")
            XCTAssertEqual(scheduler.eventDeadline ?? 0, 110.05, accuracy: 1e-9, "re-armed at the end")
        }
    }

    func testFramesReportedFromTheRenderThreadFireDisplayLinksOnce() {
        onMainActor {
            _ = installManualClock()
            let wakes = Counter()
            let (scheduler, _, window) = Self.makeScheduler(wakes: wakes)
            defer { Self.release(scheduler, keeping: window) }
            var commits: [FrameCommit] = []
            scheduler.onCommit = { commits.append($0) }
            var fires = 0
            let link = CADisplayLink { _ in fires += 1 }
            link.add(to: .main, forMode: .common)
            defer { link.invalidate() }
            drainMainQueue()
            XCTAssertEqual(commits.count, 1, "the link asked for frames")
            XCTAssertEqual(commits.last?.mainThreadWantsFrames, true)
            XCTAssertEqual(fires, 0, "no frame drawn yet")
            let reported = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                for _ in 0..<3 { scheduler.frameWasDrawn() }
                reported.signal()
            }
            reported.wait()
            drainMainQueue()
            XCTAssertEqual(fires, 1, "three reports before the hop ran: one frame for the links")
            XCTAssertEqual(commits.count, 2)
        }
    }
}
