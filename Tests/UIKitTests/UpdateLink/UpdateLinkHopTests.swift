import QuartzCore
@testable import UIKit
import XCTest

/// On a desktop window, updates are the frame scheduler's hops: a link with continuous updates asks for them and keeps
/// the render thread drawing, a passive link asks for none, and a change after an update's commit gets a hop of its
/// own.
final class UpdateLinkHopTests: XCTestCase {
    func testAContinuousLinkAsksForAHopAndKeepsFramesComing() {
        onMainActor {
            let rig = UpdateLinkRig()
            let (scheduler, commits) = Self.claimHooks(of: rig)
            defer { Self.release(scheduler, keeping: rig.window) }
            let link = UIUpdateLink(view: rig.view)
            let updates = rig.countUpdates(of: link)
            link.requiresContinuousUpdates = true
            link.isEnabled = true
            drainMainQueue()
            XCTAssertEqual(updates.count, 1, "starting asked for a hop, which was an update")
            XCTAssertEqual(commits.list.last?.mainThreadWantsFrames, true, "the render thread keeps drawing for it")
            scheduler.frameWasDrawn()
            drainMainQueue()
            XCTAssertEqual(updates.count, 2, "each frame drawn is an update")
            link.isEnabled = false
            scheduler.frameWasDrawn()
            drainMainQueue()
            XCTAssertEqual(updates.count, 2)
            XCTAssertEqual(commits.list.last?.mainThreadWantsFrames, false, "disabled, it wants no more frames")
        }
    }

    func testAPassiveLinkAsksForNoHop() {
        onMainActor {
            let rig = UpdateLinkRig()
            let (scheduler, commits) = Self.claimHooks(of: rig)
            defer { Self.release(scheduler, keeping: rig.window) }
            let link = rig.link(continuous: false)
            let updates = rig.countUpdates(of: link)
            drainMainQueue()
            XCTAssertTrue(commits.list.isEmpty, "no flush")
            rig.view.alpha = 0.5
            drainMainQueue()
            XCTAssertEqual(updates.count, 1, "the change's hop is an update")
        }
    }

    func testAChangeAfterTheCommitGetsTheNextHop() {
        onMainActor {
            let rig = UpdateLinkRig()
            let (scheduler, commits) = Self.claimHooks(of: rig)
            defer { Self.release(scheduler, keeping: rig.window) }
            let link = rig.link(continuous: false)
            var alphas: [CGFloat] = []
            link.addAction(to: .afterUpdateComplete) { _, _ in
                alphas.append(rig.view.alpha)
                if rig.view.alpha > 0.3 { rig.view.alpha -= 0.25 }
            }
            rig.view.alpha = 0.75
            drainMainQueue()
            drainMainQueue()
            XCTAssertEqual(alphas, [0.75, 0.5, 0.25], "each change made the next update")
            XCTAssertEqual(commits.list.map { $0.tree.root.sublayers.first?.values.opacity }, [0.75, 0.5, 0.25])
        }
    }

    /// The commits a scheduler handed on.
    @MainActor
    final class Commits {
        var list: [FrameCommit] = []
    }

    /// A scheduler with a render thread that is never woken, holding the app's hooks for `rig`'s window.
    @MainActor
    private static func claimHooks(of rig: UpdateLinkRig) -> (FrameScheduler, Commits) {
        drainMainQueue()
        let scheduler = FrameScheduler(window: rig.window, wakeRenderThread: {})
        scheduler.claimAppHooks()
        drainMainQueue()
        let commits = Commits()
        scheduler.onCommit = { commits.list.append($0) }
        return (scheduler, commits)
    }

    /// Stops `scheduler` and gives the app's hooks back; `window` lives until then.
    @MainActor
    private static func release(_ scheduler: FrameScheduler, keeping window: UIWindow) {
        withExtendedLifetime(window) { scheduler.stop() }
        CATransaction.implicitTransactionOpened = nil
        CADisplayLink.requestFrames = nil
    }
}
