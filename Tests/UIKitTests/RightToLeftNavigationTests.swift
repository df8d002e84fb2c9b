@testable import UIKit
import XCTest

private let width: CGFloat = 400

@MainActor
private func eased(_ fraction: Double) -> CGFloat {
    CGFloat(NavigationParallaxAnimator.curve.evaluate(at: fraction))
}

/// The rig's navigation stack with its view right to left, B pushed when `pushed`; the log starts empty.
@MainActor
private func rightToLeftStack(pushed: Bool) -> NavigationStack {
    let stack = NavigationStack(pushed: false)
    stack.navigation.view.semanticContentAttribute = .forceRightToLeft
    if pushed {
        stack.navigation.pushViewController(stack.b, animated: false)
        stack.rig.frame(after: 0)
    }
    _ = stack.rig.log.take()
    return stack
}

/// A navigation controller laid out right to left: pushes come from the left, the pop under the finger starts at
/// the right edge, and the bar is mirrored with its back chevron pointing right.
final class RightToLeftNavigationTests: XCTestCase {
    func testAPushComesInFromTheLeftAndTheOldViewMovesAThirdToTheRight() {
        onMainActor {
            let stack = rightToLeftStack(pushed: false), rig = stack.rig
            XCTAssertEqual(stack.navigation.view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
            stack.navigation.pushViewController(stack.b, animated: true)
            rig.frame(after: 0)
            XCTAssertEqual(rig.shownMinX(stack.b.view), -width, accuracy: 0.01)
            for quarter in [0.25, 0.5] {
                rig.frame(after: 0.35 * 0.25)
                XCTAssertEqual(rig.shownMinX(stack.b.view), -width * (1 - eased(quarter)), accuracy: 0.05, "at \(quarter)")
                XCTAssertEqual(rig.shownMinX(stack.a.view), width / 3 * eased(quarter), accuracy: 0.05, "at \(quarter)")
            }
            rig.frame(after: 0.35 * 0.5)
            XCTAssertEqual(rig.shownMinX(stack.b.view), 0, accuracy: 0.01)
            XCTAssertNil(stack.a.view.superview)
        }
    }

    func testThePopUnderTheFingerStartsAtTheRightEdgeAndFollowsItLeftwards() {
        onMainActor {
            let stack = rightToLeftStack(pushed: true), rig = stack.rig
            // From the left edge: nothing happens.
            stack.drag(to: 160, steps: 6)
            rig.renderer.pointerUp()
            XCTAssertNil(stack.navigation.transitionCoordinator, "the left edge is the trailing one")
            rig.frame(after: 0.5)
            // From the right edge to 40 % of the width, quickly: the pop follows, then finishes.
            stack.drag(from: 396, to: 240, steps: 6)
            XCTAssertTrue(stack.navigation.transitionCoordinator?.isInteractive ?? false)
            XCTAssertEqual(rig.shownMinX(stack.b.view), -156, accuracy: 0.5, "the top view follows the finger to the left")
            XCTAssertEqual(rig.shownMinX(stack.a.view), width / 3 * (1 - 156 / width), accuracy: 0.5)
            rig.renderer.pointerUp()
            for _ in 0..<20 { rig.frame(after: 1.0 / 60) }
            XCTAssertTrue(stack.navigation.topViewController === stack.a)
            XCTAssertEqual(rig.shownMinX(stack.a.view), 0, accuracy: 0.01)
        }
    }

    func testTheBarIsMirroredWithTheBackChevronPointingRight() throws {
        try onMainActor {
            let stack = rightToLeftStack(pushed: true)
            let item = UIBarButtonItem(title: "Edit", style: .plain)
            stack.b.navigationItem.rightBarButtonItem = item
            stack.rig.frame(after: 0)
            let content = try XCTUnwrap(stack.navigation.navigationBar.content)
            let back = try XCTUnwrap(content.backButton)
            XCTAssertEqual(back.title(for: .normal), "A ›")
            XCTAssertEqual(back.frame.maxX, width - NavigationBarContent.margin, accuracy: 0.5, "the back button on the right")
            let edit = try XCTUnwrap(content.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Edit" })
            XCTAssertEqual(edit.frame.minX, NavigationBarContent.margin, accuracy: 0.5, "the right items on the left")
            XCTAssertEqual(content.titleLabel.frame.midX, width / 2, accuracy: 1)
        }
    }
}
