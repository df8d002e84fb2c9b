import QuartzCore
@testable import UIKit
import XCTest

/// The effects that hold their end until removed: a scale stays at 1.2 and eases back when removed; a disappearance
/// stays hidden, comes back when removed or when `.appear` is added; `animated: false` jumps to the end.
final class SymbolHeldEffectTests: XCTestCase {
    func testAScaleUpHoldsUntilRemovedAndEasesBack() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.scale.up, completion: rig.record)
            rig.advance(by: 0.15)
            XCTAssertEqual(rig.scale, 1 + 0.2 * SymbolEffectRig.eased(.easeInEaseOut, 0.5), accuracy: 1e-3)
            rig.advance(by: 0.15)
            XCTAssertEqual(rig.completions.map(\.isFinished), [true], "the addition completes when the scale is reached")
            rig.advance(by: 5)
            XCTAssertEqual(rig.scale, 1.2, accuracy: 1e-6, "held")
            var removal: UISymbolEffectCompletionContext?
            rig.imageView.removeSymbolEffect(ofType: .scale) { removal = $0 }
            rig.advance(by: 0.15)
            XCTAssertEqual(rig.scale, 1.2 - 0.2 * SymbolEffectRig.eased(.easeInEaseOut, 0.5), accuracy: 1e-3)
            XCTAssertNil(removal)
            rig.advance(by: 0.15)
            XCTAssertEqual(removal?.isFinished, true)
            XCTAssertEqual(rig.scale, 1, accuracy: 1e-9)
            XCTAssertTrue(rig.effectKeys.isEmpty)
            XCTAssertEqual(rig.completions.count, 1, "the addition is not told again")
        }
    }

    func testAScaleDownWithoutAnimationIsAtItsEndAtOnce() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.scale.down, animated: false, completion: rig.record)
            XCTAssertEqual(rig.completions.map(\.isFinished), [true])
            rig.advance(by: 0.01)
            XCTAssertEqual(rig.scale, 0.8, accuracy: 1e-6)
            rig.imageView.removeSymbolEffect(ofType: .scale, animated: false)
            rig.advance(by: 0.01)
            XCTAssertEqual(rig.scale, 1, accuracy: 1e-9)
        }
    }

    func testADisappearanceStaysHiddenAndRemovingItBringsTheSymbolBack() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.disappear, completion: rig.record)
            rig.advance(by: 0.3)
            XCTAssertEqual(rig.opacity, 0, accuracy: 1e-6)
            XCTAssertEqual(rig.scale, 0.5, accuracy: 1e-6, "shrunk away (down)")
            XCTAssertEqual(rig.completions.map(\.isFinished), [true])
            rig.advance(by: 3)
            XCTAssertEqual(rig.opacity, 0, accuracy: 1e-6, "stays hidden")
            XCTAssertEqual(rig.imageView.alpha, 1, "the view's own alpha is untouched")
            rig.imageView.removeSymbolEffect(ofType: .disappear)
            rig.advance(by: 0.15)
            XCTAssertEqual(rig.opacity, SymbolEffectRig.eased(.easeOut, 0.5), accuracy: 1e-3)
            rig.advance(by: 0.15)
            XCTAssertEqual(rig.opacity, 1, accuracy: 1e-9)
            XCTAssertEqual(rig.scale, 1, accuracy: 1e-9)
        }
    }

    func testAppearAfterDisappearFadesTheSymbolIn() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.disappear.up)
            rig.advance(by: 0.3)
            XCTAssertEqual(rig.scale, 1.3, accuracy: 1e-6, "grown away (up)")
            rig.imageView.addSymbolEffect(.appear.down, completion: rig.record)
            rig.advance(by: 0.15)
            XCTAssertEqual(rig.opacity, SymbolEffectRig.eased(.easeOut, 0.5), accuracy: 1e-3)
            XCTAssertEqual(rig.scale, 1.3 - 0.3 * SymbolEffectRig.eased(.easeOut, 0.5), accuracy: 1e-3, "shrinking in from larger")
            rig.advance(by: 0.15)
            XCTAssertEqual(rig.opacity, 1, accuracy: 1e-9)
            XCTAssertEqual(rig.completions.map(\.isFinished), [true])
            XCTAssertTrue(rig.effectKeys.isEmpty)
        }
    }

    func testDisappearingTwiceKeepsTheSymbolHidden() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.disappear.wholeSymbol)
            rig.advance(by: 0.5)
            rig.imageView.addSymbolEffect(.disappear.wholeSymbol, completion: rig.record)
            XCTAssertEqual(rig.completions.map(\.isFinished), [true])
            rig.advance(by: 0.01)
            XCTAssertEqual(rig.opacity, 0, accuracy: 1e-6)
        }
    }
}
