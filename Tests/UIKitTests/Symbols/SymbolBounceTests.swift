import QuartzCore
@testable import UIKit
import XCTest

/// A bounce on the manual clock: the symbol grows to 1.18 at 0.15 s, dips, settles at 0.5 s and its completion is
/// told; `.down` shrinks first; `.repeat(2)` plays twice; a second bounce replaces the first.
final class SymbolBounceTests: XCTestCase {
    func testABounceGrowsDipsAndSettlesAtItsTimesThenCompletes() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.bounce, completion: rig.record)
            rig.advance(by: 0.15)
            XCTAssertEqual(rig.scale, 1.18, accuracy: 1e-6, "the peak at 30%")
            rig.advance(by: 0.15)
            XCTAssertEqual(rig.scale, 0.94, accuracy: 1e-6, "the dip at 60%")
            rig.advance(by: 0.1)
            XCTAssertEqual(rig.scale, 1.02, accuracy: 1e-6)
            XCTAssertTrue(rig.completions.isEmpty)
            rig.advance(by: 0.1)
            XCTAssertEqual(rig.scale, 1, accuracy: 1e-9)
            XCTAssertEqual(rig.completions.count, 1)
            XCTAssertEqual(rig.completions.first?.isFinished, true)
            XCTAssertTrue(rig.completions.first?.sender === rig.imageView)
            XCTAssertEqual(rig.completions.first?.effect as? BounceSymbolEffect, .bounce)
            XCTAssertTrue(rig.effectKeys.isEmpty, "a bounce leaves nothing behind")
        }
    }

    func testABounceDownShrinksFirstAndAByLayerBounceMovesTheWholeSymbol() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.bounce.down.byLayer)
            rig.advance(by: 0.15)
            XCTAssertEqual(rig.scale, 0.82, accuracy: 1e-6)
        }
    }

    func testRepeatTwoPlaysTwiceAndCompletesOnceAtTheEnd() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.bounce.up, options: .repeat(2), completion: rig.record)
            rig.advance(by: 0.65)
            XCTAssertEqual(rig.scale, 1.18, accuracy: 1e-6, "the second play's peak")
            XCTAssertTrue(rig.completions.isEmpty)
            rig.advance(by: 0.35)
            XCTAssertEqual(rig.completions.map(\.isFinished), [true])
            XCTAssertEqual(rig.scale, 1, accuracy: 1e-9)
        }
    }

    func testSpeedTwoPlaysInHalfTheTime() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.bounce, options: .speed(2), completion: rig.record)
            rig.advance(by: 0.075)
            XCTAssertEqual(rig.scale, 1.18, accuracy: 1e-6)
            rig.advance(by: 0.175)
            XCTAssertEqual(rig.completions.count, 1)
        }
    }

    func testASecondBounceRestartsAndTellsTheFirstItDidNotFinish() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.bounce, completion: rig.record)
            rig.advance(by: 0.2)
            rig.imageView.addSymbolEffect(.bounce, completion: rig.record)
            XCTAssertEqual(rig.completions.map(\.isFinished), [false])
            rig.advance(by: 0.15)
            XCTAssertEqual(rig.scale, 1.18, accuracy: 1e-6, "the new bounce's peak")
            rig.advance(by: 0.35)
            XCTAssertEqual(rig.completions.map(\.isFinished), [false, true])
        }
    }

    func testAButtonsImageViewBounces() {
        onMainActor {
            let rig = SymbolEffectRig()
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: "star"), for: .normal)
            rig.window.addSubview(button)
            button.sizeToFit()
            button.imageView?.addSymbolEffect(.bounce.up.byLayer)
            rig.advance(by: 0.15)
            let shown = button.imageView?.layer.presentation()
            XCTAssertEqual(shown?.transform.m11 ?? 0, 1.18, accuracy: 1e-6)
        }
    }
}
