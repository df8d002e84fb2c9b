import Foundation
import QuartzCore
@testable import UIKit
import XCTest

/// The animations environments add to a move's coordinator run from the move on the context's clock: the
/// focusing ones for 0.2 s, the unfocusing ones for 0.15 s, both easing in and out; the halo moves with the
/// focusing ones.
final class FocusAnimationTests: XCTestCase {
    /// A tile that grows while focused and fades back while unfocused, through the coordinator.
    final class GrowingTile: FocusTile {
        var completions: [String] = []
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            if context.nextFocusedItem === self {
                coordinator.addCoordinatedFocusingAnimations({ _ in self.transform = CGAffineTransform(scaleX: 1.5, y: 1.5) }) {
                    self.completions.append("focusing")
                }
            } else if context.previouslyFocusedItem === self {
                coordinator.addCoordinatedUnfocusingAnimations({ animation in
                    XCTAssertEqual(animation.duration, 0.15)
                    self.transform = .identity
                }) {
                    self.completions.append("unfocusing")
                }
            }
        }
    }

    func testCoordinatedAnimationsRunOnTheClockFromTheMove() {
        onMainActor {
            let rig = FocusRig()
            let area = rig.group("area", rig.window.bounds)
            let first = GrowingTile(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
            let second = GrowingTile(frame: CGRect(x: 200, y: 10, width: 80, height: 40))
            area.addSubview(first)
            area.addSubview(second)
            rig.press("Tab")
            rig.advance(by: 1)
            XCTAssertEqual(first.layer.presentation()?.transform.m11 ?? 0, 1.5, accuracy: 1e-9)
            XCTAssertEqual(first.completions, ["focusing"])

            rig.press("Right")
            rig.advance(by: 0.075)
            // Half of the unfocusing 0.15 s, half of an ease in and out: half way back.
            XCTAssertEqual(first.layer.presentation()?.transform.m11 ?? 0, 1.25, accuracy: 0.01)
            rig.advance(by: 0.025)
            XCTAssertEqual(second.layer.presentation()?.transform.m11 ?? 0, 1.25, accuracy: 0.01, "half of the focusing 0.2 s")
            rig.advance(by: 0.06)
            XCTAssertEqual(first.completions, ["focusing", "unfocusing"], "the unfocusing side ended at 0.15 s")
            XCTAssertEqual(second.completions, [])
            rig.advance(by: 0.05)
            XCTAssertEqual(second.completions, ["focusing"], "the focusing side ended at 0.2 s")
            XCTAssertEqual(second.layer.presentation()?.transform.m11 ?? 0, 1.5, accuracy: 1e-9)
        }
    }

    func testTheHaloMovesWithTheFocusingAnimations() throws {
        try onMainActor {
            let rig = FocusRig()
            let area = rig.group("area", rig.window.bounds)
            rig.tile(CGRect(x: 10, y: 10, width: 80, height: 40), in: area)
            rig.tile(CGRect(x: 210, y: 10, width: 80, height: 40), in: area)
            rig.press("Tab")
            let halo = try XCTUnwrap(rig.system.halo.ring)
            XCTAssertTrue(halo.superlayer === rig.window.layer)
            XCTAssertEqual(halo.frame, CGRect(x: 7, y: 7, width: 86, height: 46), "around the item, the line outside it")
            XCTAssertEqual(halo.borderWidth, 3)
            XCTAssertEqual(halo.borderColor, rig.window.tintColor.cgColor)
            rig.advance(by: 0.5)
            rig.press("Right")
            XCTAssertTrue(rig.system.halo.ring === halo, "the same ring moves")
            XCTAssertEqual(halo.frame.minX, 207, "the model is at the new item at once")
            rig.advance(by: 0.1)
            XCTAssertEqual(halo.presentation()?.frame.minX ?? 0, 107, accuracy: 0.5, "half way at half of 0.2 s")
            rig.advance(by: 0.1)
            XCTAssertEqual(halo.presentation()?.frame.minX ?? 0, 207, accuracy: 1e-6)
        }
    }
}
