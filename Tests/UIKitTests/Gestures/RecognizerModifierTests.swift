@testable import UIKit
import Wayland
import XCTest

/// The pointer reaches recognizers with the keyboard's modifiers (`modifierFlags`) and through the buttons its
/// `buttonMask` takes, as on iPadOS 13.4.
final class RecognizerModifierTests: XCTestCase {
    func testAClickHandsTheTapItsModifierFlags() {
        onMainActor {
            var flags: [UIKeyModifierFlags] = []
            let tap = UITapGestureRecognizer { flags.append($0.modifierFlags) }
            let rig = RecognizerRig([tap])
            rig.click(100, 100, modifiers: [.shift, .command])
            rig.clock.advance(by: 1)
            rig.click(100, 100)
            XCTAssertEqual(flags, [[.shift, .command], []])
        }
    }

    func testAFingerTapHandsTheTapTheHeldModifiers() {
        onMainActor {
            var flags: UIKeyModifierFlags?
            let tap = UITapGestureRecognizer { flags = $0.modifierFlags }
            let rig = RecognizerRig([tap])
            rig.input.handle(TouchFrame(events: [.down(id: 1, x: 100, y: 100, serial: 1, time: 0)], modifiers: .alternate))
            rig.input.handle(TouchFrame(events: [.up(id: 1, serial: 2, time: 0)], modifiers: .alternate))
            XCTAssertEqual(flags, .alternate)
        }
    }

    func testARecognizerWhoseMaskLacksThePrimaryButtonMissesClicks() {
        onMainActor {
            var fired = 0
            let tap = UITapGestureRecognizer { _ in fired += 1 }
            XCTAssertEqual(tap.buttonMask, .primary)
            tap.buttonMask = .secondary
            let rig = RecognizerRig([tap])
            rig.click(100, 100)
            XCTAssertEqual(fired, 0)
            rig.tap(100, 100)
            XCTAssertEqual(fired, 1, "a finger has no buttons")
        }
    }
}
