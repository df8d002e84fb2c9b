import QuartzCore
@testable import UIKit
import XCTest

/// A pulse fades the symbol to 35% and back each second until removed; removing it tells the add's completion it
/// did not finish and the removal's that it did; `.nonRepeating` plays once.
final class SymbolPulseTests: XCTestCase {
    func testAPulseRepeatsUntilRemoved() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.pulse, completion: rig.record)
            rig.advance(by: 0.25)
            XCTAssertEqual(rig.opacity, 1 - 0.65 * SymbolEffectRig.eased(.easeInEaseOut, 0.5), accuracy: 1e-3)
            rig.advance(by: 0.25)
            XCTAssertEqual(rig.opacity, 0.35, accuracy: 1e-3, "dimmest halfway")
            rig.advance(by: 10)
            XCTAssertEqual(rig.opacity, 0.35, accuracy: 1e-3, "still pulsing ten seconds on")
            XCTAssertTrue(rig.completions.isEmpty)
            var removal: UISymbolEffectCompletionContext?
            rig.imageView.removeSymbolEffect(ofType: .pulse) { removal = $0 }
            XCTAssertEqual(removal?.isFinished, true)
            XCTAssertEqual(rig.completions.map(\.isFinished), [false], "the pulse was stopped")
            rig.advance(by: 0.01)
            XCTAssertEqual(rig.opacity, 1, accuracy: 1e-9)
            XCTAssertTrue(rig.effectKeys.isEmpty)
        }
    }

    func testARepeatingPulseOfAWholeSymbolAndANonRepeatingOne() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.pulse.wholeSymbol, options: .nonRepeating, completion: rig.record)
            rig.advance(by: 1)
            XCTAssertEqual(rig.completions.map(\.isFinished), [true])
            rig.imageView.addSymbolEffect(.pulse.byLayer, options: .repeating)
            rig.advance(by: 5.5)
            XCTAssertEqual(rig.opacity, 0.35, accuracy: 1e-3)
        }
    }

    func testAPeriodicRepeatRestsBetweenPlays() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.pulse, options: .repeat(.periodic(2, delay: 1)), completion: rig.record)
            rig.advance(by: 1.5)
            XCTAssertEqual(rig.opacity, 1, accuracy: 1e-6, "resting between plays")
            rig.advance(by: 1.0)
            XCTAssertEqual(rig.opacity, 0.35, accuracy: 1e-3, "the second play's middle")
            rig.advance(by: 1.5)
            XCTAssertEqual(rig.completions.map(\.isFinished), [true])
        }
    }

    func testRemoveAllStopsEveryEffect() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.pulse, completion: rig.record)
            rig.imageView.addSymbolEffect(.scale.up)
            rig.advance(by: 0.5)
            rig.imageView.removeAllSymbolEffects(animated: false)
            rig.advance(by: 0.01)
            XCTAssertTrue(rig.effectKeys.isEmpty)
            XCTAssertEqual(rig.opacity, 1, accuracy: 1e-9)
            XCTAssertEqual(rig.scale, 1, accuracy: 1e-9)
            XCTAssertEqual(rig.completions.map(\.isFinished), [false])
        }
    }
}
