@testable import UIKit
import XCTest

/// The pop under the finger: a scripted pan from the leading edge to 40 % of the width, released slowly (the pop
/// cancels, back the way it came) and quickly (it finishes), with the appearance callbacks balanced as UIKit
/// balances them.
final class InteractivePopTests: XCTestCase {

    func testASlowReleaseAtFortyPercentCancels() {
        onMainActor {
            let stack = NavigationStack(pushed: true), rig = stack.rig
            stack.drag(to: 160, steps: 30)
            XCTAssertEqual(rig.log.take(), ["B.willMove(nil)", "B.willDisappear[fromParent]", "A.willAppear"])
            XCTAssertTrue(stack.navigation.transitionCoordinator?.isInteractive ?? false)
            XCTAssertEqual(rig.shownMinX(stack.b.view), 156, accuracy: 0.5, "the top view follows the finger")
            XCTAssertEqual(rig.shownMinX(stack.a.view), -400.0 / 3 * (1 - 156.0 / 400), accuracy: 0.5)
            // The finger rests, then lifts: no speed, less than half way.
            rig.frame(after: 0.2)
            rig.renderer.pointerMove(to: CGPoint(x: 160, y: 150))
            rig.renderer.pointerUp()
            XCTAssertFalse(stack.navigation.transitionCoordinator?.isInteractive ?? true)
            XCTAssertTrue(stack.navigation.transitionCoordinator?.isCancelled ?? false)
            let remaining = 0.35 * 156 / 400
            rig.frame(after: 4.0 / 60)
            XCTAssertLessThan(rig.shownMinX(stack.b.view), 156, "it runs back")
            XCTAssertGreaterThan(rig.shownMinX(stack.b.view), 0)
            for _ in 0..<Int(remaining * 60) + 2 { rig.frame(after: 1.0 / 60) }
            XCTAssertEqual(rig.shownMinX(stack.b.view), 0, accuracy: 0.01)
            XCTAssertNil(stack.a.view.superview)
            XCTAssertTrue(stack.navigation.topViewController === stack.b)
            XCTAssertEqual(stack.navigation.viewControllers.count, 2)
            XCTAssertEqual(rig.log.take(), [
                "A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear", "B.didMove(parent)",
            ])
            XCTAssertEqual(stack.navigation.navigationBar.topItem?.title, "B")
            XCTAssertEqual(stack.navigation.view.layer.sublayers?.first?.speed, 1, "the container's time runs again")
        }
    }

    func testAQuickReleaseAtFortyPercentFinishes() {
        onMainActor {
            let stack = NavigationStack(pushed: true), rig = stack.rig
            stack.drag(to: 160, steps: 6)
            XCTAssertEqual(rig.shownMinX(stack.b.view), 156, accuracy: 0.5)
            rig.renderer.pointerUp()
            XCTAssertFalse(stack.navigation.transitionCoordinator?.isCancelled ?? true)
            for _ in 0..<20 { rig.frame(after: 1.0 / 60) }
            XCTAssertEqual(rig.shownMinX(stack.a.view), 0, accuracy: 0.01)
            XCTAssertNil(stack.b.view.superview)
            XCTAssertTrue(stack.navigation.topViewController === stack.a)
            XCTAssertEqual(rig.log.take(), [
                "B.willMove(nil)", "B.willDisappear[fromParent]", "A.willAppear",
                "B.didDisappear[fromParent]", "A.didAppear", "B.didMove(nil)",
            ])
            XCTAssertEqual(stack.navigation.navigationBar.topItem?.title, "A")
        }
    }

    func testAPanAwayFromTheEdgeDoesNotPop() {
        onMainActor {
            let stack = NavigationStack(pushed: true), rig = stack.rig
            rig.renderer.pointerDown(at: CGPoint(x: 100, y: 150))
            for step in 1...10 {
                rig.frame(after: 1.0 / 60)
                rig.renderer.pointerMove(to: CGPoint(x: 100 + 15 * CGFloat(step), y: 150))
            }
            rig.renderer.pointerUp()
            XCTAssertNil(stack.navigation.transitionCoordinator)
            XCTAssertEqual(rig.log.take(), [])
        }
    }
}
