import Foundation
@testable import UIKit
import XCTest

/// The arrows move focus within the focused item's group to the nearest item that way; a move with nowhere to
/// go posts `movementDidFailNotification` and leaves focus where it is.
final class FocusArrowMovementTests: XCTestCase {
    func testArrowsMoveByGeometryWithinTheGroup() {
        onMainActor {
            let rig = FocusRig()
            let grid = rig.group("grid", CGRect(x: 0, y: 0, width: 400, height: 200))
            // Two rows of three, the second row shifted right: Down from a tile goes to the one below it most.
            var tiles: [[FocusTile]] = []
            for row in 0..<2 {
                tiles.append((0..<3).map { column in
                    rig.tile(CGRect(x: 10 + CGFloat(column) * 120 + CGFloat(row) * 40, y: 10 + CGFloat(row) * 80, width: 100, height: 60), in: grid)
                })
            }
            let outside = rig.tile(CGRect(x: 10, y: 240, width: 100, height: 40))
            rig.press("Tab")
            XCTAssertTrue(rig.focused === tiles[0][0])
            rig.press("Right")
            XCTAssertTrue(rig.focused === tiles[0][1])
            rig.press("Down")
            XCTAssertTrue(rig.focused === tiles[1][1], "the tile below overlapping most")
            rig.press("Left")
            XCTAssertTrue(rig.focused === tiles[1][0])
            rig.press("Up")
            XCTAssertTrue(rig.focused === tiles[0][0])
            let failures = FocusNoteLog(UIFocusSystem.movementDidFailNotification)
            rig.press("Left")
            rig.press("Up")
            XCTAssertTrue(rig.focused === tiles[0][0], "nothing lies that way")
            XCTAssertEqual(failures.userInfos.count, 2)
            rig.press("Down")
            rig.press("Down")
            XCTAssertFalse(rig.focused === outside, "the arrows stay in the group")
        }
    }

    func testNearestAlongTheHeadingWinsAndOverlapBeatsBeingBeside() {
        onMainActor {
            let origin = CGRect(x: 100, y: 100, width: 50, height: 50)
            let frames = [
                CGRect(x: 300, y: 100, width: 50, height: 50),  // right, in line, far
                CGRect(x: 170, y: 220, width: 50, height: 50),  // right, below the row, near
                CGRect(x: 0, y: 100, width: 50, height: 50),    // left
                CGRect(x: 160, y: 110, width: 50, height: 50),  // right, in line, near
            ]
            XCTAssertEqual(FocusSearch.nearest(to: origin, heading: .right, among: frames), 3)
            XCTAssertEqual(FocusSearch.nearest(to: origin, heading: .right, among: Array(frames.prefix(3))), 0, "in line beats nearer beside")
            XCTAssertEqual(FocusSearch.nearest(to: origin, heading: .left, among: frames), 2)
            XCTAssertEqual(FocusSearch.nearest(to: origin, heading: .down, among: frames), 1)
            XCTAssertNil(FocusSearch.nearest(to: origin, heading: .up, among: frames))
        }
    }
}
