import QuartzCore
@testable import UIKit
import XCTest

/// iOS 18's effects: a wiggle swings an eighth of the width (or 12°) out, across and back in 0.6 s, forward
/// following the reading direction; a rotation turns once a second until removed; a breath swells to 1.12 over a
/// second and back.
final class SymbolMotionEffectTests: XCTestCase {
    func testAWiggleSwingsForwardAcrossAndSettles() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.wiggle, completion: rig.record)
            rig.advance(by: 0.12)
            XCTAssertEqual(rig.shift.x, 5, accuracy: 1e-6, "an eighth of 40 points, forward")
            rig.advance(by: 0.12)
            XCTAssertEqual(rig.shift.x, -5, accuracy: 1e-6)
            rig.advance(by: 0.36)
            XCTAssertEqual(rig.completions.map(\.isFinished), [true])
            XCTAssertEqual(rig.shift.x, 0, accuracy: 1e-9)
        }
    }

    func testWiggleDirectionsTurnsAndAngles() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.wiggle.clockwise)
            rig.advance(by: 0.12)
            XCTAssertEqual(rig.turn, 12 * .pi / 180, accuracy: 1e-6)
            rig.imageView.addSymbolEffect(.wiggle.custom(angle: 90).byLayer)
            rig.advance(by: 0.12)
            XCTAssertEqual(rig.shift.y, 5, accuracy: 1e-6, "90° clockwise from the x-axis is down")
            XCTAssertEqual(rig.shift.x, 0, accuracy: 1e-6)
            rig.imageView.addSymbolEffect(.wiggle.up.wholeSymbol)
            rig.advance(by: 0.12)
            XCTAssertEqual(rig.shift.y, -5, accuracy: 1e-6)
            rig.imageView.semanticContentAttribute = .forceRightToLeft
            rig.imageView.addSymbolEffect(.wiggle.forward)
            rig.advance(by: 0.12)
            XCTAssertEqual(rig.shift.x, -5, accuracy: 1e-6, "forward is left, right to left")
        }
    }

    func testARotationTurnsUntilRemoved() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.rotate, completion: rig.record)
            rig.advance(by: 0.25)
            XCTAssertEqual(rig.turn, 2 * .pi * SymbolEffectRig.eased(.easeInEaseOut, 0.25), accuracy: 1e-3)
            rig.advance(by: 7)
            XCTAssertEqual(rig.turn, 2 * .pi * SymbolEffectRig.eased(.easeInEaseOut, 0.25), accuracy: 1e-3, "the eighth turn")
            rig.imageView.removeSymbolEffect(ofType: .rotate)
            XCTAssertEqual(rig.completions.map(\.isFinished), [false])
            rig.imageView.addSymbolEffect(.rotate.counterClockwise, options: .nonRepeating)
            rig.advance(by: 0.25)
            XCTAssertEqual(rig.turn, -2 * .pi * SymbolEffectRig.eased(.easeInEaseOut, 0.25), accuracy: 1e-3)
        }
    }

    func testABreathSwellsAndThePulseStyleFades() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.breathe.plain)
            rig.advance(by: 1)
            XCTAssertEqual(rig.scale, 1.12, accuracy: 1e-6)
            XCTAssertEqual(rig.opacity, 1, accuracy: 1e-6)
            rig.imageView.addSymbolEffect(.breathe.pulse, options: .repeat(.continuous))
            rig.advance(by: 1)
            XCTAssertEqual(rig.scale, 1.12, accuracy: 1e-6)
            XCTAssertEqual(rig.opacity, 0.6, accuracy: 1e-6)
        }
    }
}
