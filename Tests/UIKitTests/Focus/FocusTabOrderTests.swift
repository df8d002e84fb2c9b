import Foundation
@testable import UIKit
import XCTest

/// Tab and Shift-Tab move focus between focus groups in reading order, landing on each group's primary item: the
/// highest `focusGroupPriority`, the item focused there last, else the group's first.
final class FocusTabOrderTests: XCTestCase {
    func testTabVisitsGroupsInReadingOrderAndWrapsAround() {
        onMainActor {
            let rig = FocusRig()
            let right = rig.group("right", CGRect(x: 200, y: 0, width: 200, height: 150))
            let left = rig.group("left", CGRect(x: 0, y: 0, width: 200, height: 150))
            let leftFirst = rig.tile(CGRect(x: 10, y: 10, width: 80, height: 40), in: left)
            rig.tile(CGRect(x: 100, y: 10, width: 80, height: 40), in: left)
            let rightFirst = rig.tile(CGRect(x: 10, y: 10, width: 80, height: 40), in: right)
            let alone = rig.tile(CGRect(x: 10, y: 200, width: 80, height: 40))
            XCTAssertNil(rig.system.focusedItem)
            rig.press("Tab")
            XCTAssertTrue(rig.focused === leftFirst, "the first group in reading order, its first item")
            rig.press("Tab")
            XCTAssertTrue(rig.focused === rightFirst)
            rig.press("Tab")
            XCTAssertTrue(rig.focused === alone, "an item in no group is a group of its own")
            rig.press("Tab")
            XCTAssertTrue(rig.focused === leftFirst, "round the end to the start")
            rig.press("ISO_Left_Tab", .shift)
            XCTAssertTrue(rig.focused === alone, "Shift-Tab goes back")
            XCTAssertTrue(alone.isFocused)
            XCTAssertFalse(leftFirst.isFocused)
        }
    }

    func testTabReturnsToTheItemFocusedLastUnlessAnotherIsPrioritized() {
        onMainActor {
            let rig = FocusRig()
            let left = rig.group("left", CGRect(x: 0, y: 0, width: 200, height: 150))
            let first = rig.tile(CGRect(x: 10, y: 10, width: 80, height: 40), in: left)
            let second = rig.tile(CGRect(x: 100, y: 10, width: 80, height: 40), in: left)
            let other = rig.tile(CGRect(x: 10, y: 200, width: 80, height: 40))
            rig.press("Tab")
            rig.press("Right")
            XCTAssertTrue(rig.focused === second)
            rig.press("Tab")
            XCTAssertTrue(rig.focused === other)
            rig.press("Tab")
            XCTAssertTrue(rig.focused === second, "the item focused last in the group")
            rig.press("Tab")
            first.focusGroupPriority = .prioritized
            rig.press("Tab")
            XCTAssertTrue(rig.focused === first, "a prioritized item beats the one focused last")
        }
    }

    func testTabPassesHiddenDisabledAndUnfocusableViews() {
        onMainActor {
            let rig = FocusRig()
            let hidden = rig.tile(CGRect(x: 10, y: 10, width: 80, height: 40))
            hidden.isHidden = true
            let unable = rig.tile(CGRect(x: 100, y: 10, width: 80, height: 40))
            unable.focusable = false
            let inert = UIView(frame: CGRect(x: 0, y: 60, width: 200, height: 60))
            inert.isUserInteractionEnabled = false
            rig.window.addSubview(inert)
            rig.tile(CGRect(x: 0, y: 0, width: 50, height: 50), in: inert)
            let button = rig.button("Go", CGRect(x: 10, y: 130, width: 80, height: 30))
            let shown = rig.tile(CGRect(x: 10, y: 200, width: 80, height: 40))
            XCTAssertFalse(button.canBecomeFocused, "controls take focus only with the system's keyboard navigation, as on iPadOS")
            rig.press("Tab")
            XCTAssertTrue(rig.focused === shown)
            rig.press("Tab")
            XCTAssertTrue(rig.focused === shown, "the only item stays focused")
        }
    }

    func testWithNothingToFocusTabStillReachesTheAccessibilityFocus() {
        onMainActor {
            let rig = FocusRig()
            let button = rig.button("Go", CGRect(x: 10, y: 10, width: 80, height: 30))
            rig.press("Tab")
            XCTAssertNil(rig.system.focusedItem)
            XCTAssertTrue(UIApplication.shared.accessibility.focus.focused === button, "the desktop's keyboard navigation takes it")
            UIApplication.shared.accessibility.focus.move(to: nil)
        }
    }

    func testTheFocusedItemLeavingTheWindowTakesFocusAndTheHaloAlong() {
        onMainActor {
            let rig = FocusRig()
            let box = UIView(frame: rig.window.bounds)
            rig.window.addSubview(box)
            rig.tile(CGRect(x: 10, y: 10, width: 80, height: 40), in: box)
            let other = rig.tile(CGRect(x: 10, y: 200, width: 80, height: 40))
            rig.press("Tab")
            XCTAssertNotNil(rig.system.halo.ring)
            box.removeFromSuperview()
            XCTAssertNil(rig.system.focusedItem)
            XCTAssertNil(rig.system.halo.ring)
            rig.press("Tab")
            XCTAssertTrue(rig.focused === other)
        }
    }
}
