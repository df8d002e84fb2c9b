import QuartzCore
import UIKit
import XCTest

/// The phases of a UI update run in Apple's order around the display links, the transaction's commit and the layout
/// it runs.
final class UpdateLinkPhaseOrderTests: XCTestCase {
    func testPhasesRunAroundDisplayLinksLayoutAndCommitOnTheManualClock() {
        onMainActor {
            let rig = UpdateLinkRig()
            let log = Self.logOneUpdate(in: rig) { rig.advance(by: 1.0 / 60) }
            XCTAssertEqual(log, Self.standardOrder)
        }
    }

    func testPhasesRunAroundTheFrameSchedulersFlush() {
        onMainActor {
            let rig = UpdateLinkRig()
            rig.renderer.renderFrame()
            _ = rig.log.take()
            let log = Self.logOneUpdate(in: rig) {
                rig.clock.advance(by: 1.0 / 60)
                rig.renderer.renderFrame()
            }
            XCTAssertEqual(log, Self.standardOrder)
        }
    }

    func testAChangeAfterTheCommitShowsInTheNextUpdate() {
        onMainActor {
            let rig = UpdateLinkRig()
            rig.renderer.renderFrame()
            _ = rig.log.take()
            let link = rig.link(continuous: false)
            var changes = 1
            link.addAction(to: .afterCATransactionCommit) { _, _ in
                rig.log.add("afterCATransactionCommit")
                if changes > 0 { rig.view.setNeedsLayout() }
                changes -= 1
            }
            link.addAction(to: .afterUpdateComplete) { _, _ in rig.log.add("afterUpdateComplete") }
            rig.view.alpha = 0.5
            rig.renderer.renderFrame()
            XCTAssertEqual(rig.log.take(), ["afterCATransactionCommit", "afterUpdateComplete"], "not laid out in this update")
            rig.renderer.renderFrame()
            XCTAssertEqual(
                rig.log.take(), ["layoutSubviews", "afterCATransactionCommit", "afterUpdateComplete"],
                "the change made the next update, which laid it out")
            rig.renderer.renderFrame()
            XCTAssertEqual(rig.log.take(), [], "then nothing is left to update")
        }
    }

    func testTheLowLatencyGroupRunsAfterTheCommitWithACommitOfItsOwn() {
        onMainActor {
            let rig = UpdateLinkRig()
            let link = rig.link(continuous: true)
            link.wantsLowLatencyEventDispatch = true
            for (name, phase) in UpdateLinkRig.phases {
                link.addAction(to: phase) { _, info in
                    rig.log.add("\(name)\(info.isPerformingLowLatencyPhases ? " (low latency)" : "")")
                    XCTAssertTrue(info.isLowLatencyEventDispatchConfirmed)
                }
            }
            link.addAction(to: .afterLowLatencyEventDispatch) { _, _ in rig.view.setNeedsLayout() }
            rig.advance(by: 1.0 / 60)
            XCTAssertEqual(rig.log.take(), [
                "afterUpdateScheduled", "beforeEventDispatch", "afterEventDispatch", "beforeCADisplayLinkDispatch",
                "afterCADisplayLinkDispatch", "beforeCATransactionCommit", "afterCATransactionCommit",
                "beforeLowLatencyEventDispatch (low latency)", "afterLowLatencyEventDispatch (low latency)",
                "beforeLowLatencyCATransactionCommit (low latency)", "layoutSubviews",
                "afterLowLatencyCATransactionCommit (low latency)", "afterUpdateComplete",
            ])
        }
    }

    func testWithoutLowLatencyDispatchTheLowLatencyPhasesDoNotRun() {
        onMainActor {
            let rig = UpdateLinkRig()
            let link = rig.link(continuous: true)
            Self.logPhases(of: link, into: rig.log)
            link.addAction(to: .afterUpdateScheduled) { _, info in
                XCTAssertFalse(info.isLowLatencyEventDispatchConfirmed)
            }
            rig.advance(by: 1.0 / 60)
            XCTAssertFalse(rig.log.entries.contains { $0.contains("LowLatency") })
            XCTAssertEqual(rig.log.take().count, 8)
        }
    }

    func testActionsOfAPhaseRunInTheOrderTheLinksWereMadeAndTheActionsAdded() {
        onMainActor {
            let rig = UpdateLinkRig()
            let first = rig.link(continuous: true)
            let second = rig.link(continuous: false)
            second.addAction { _, _ in rig.log.add("second.1") }
            first.addAction { _, _ in rig.log.add("first.1") }
            first.addAction(to: .afterUpdateScheduled) { _, _ in rig.log.add("first.scheduled") }
            first.addAction { _, _ in rig.log.add("first.2") }
            rig.advance(by: 1.0 / 60)
            XCTAssertEqual(rig.log.take(), ["first.scheduled", "first.1", "first.2", "second.1"])
        }
    }

    /// The standard phases of one update with a display link and a layout in it.
    private static let standardOrder = [
        "afterUpdateScheduled", "beforeEventDispatch", "afterEventDispatch", "beforeCADisplayLinkDispatch",
        "displayLink", "afterCADisplayLinkDispatch", "beforeCATransactionCommit", "layoutSubviews",
        "afterCATransactionCommit", "afterUpdateComplete",
    ]

    /// What one update `runUpdate` runs logs: a continuous link's phases, which lay the view out in
    /// `afterEventDispatch`, and a display link.
    @MainActor
    private static func logOneUpdate(in rig: UpdateLinkRig, runUpdate: () -> Void) -> [String] {
        let link = rig.link(continuous: true)
        logPhases(of: link, into: rig.log)
        link.addAction(to: .afterEventDispatch) { _, _ in rig.view.setNeedsLayout() }
        let displayLink = CADisplayLink { _ in rig.log.add("displayLink") }
        displayLink.add(to: .main, forMode: .common)
        runUpdate()
        displayLink.invalidate()
        return rig.log.take()
    }

    /// Adds an action to every phase of `link` that writes the phase's name.
    @MainActor
    private static func logPhases(of link: UIUpdateLink, into log: CallbackLog) {
        for (name, phase) in UpdateLinkRig.phases {
            link.addAction(to: phase) { _, _ in log.add(name) }
        }
    }
}
