import QuartzCore
@testable import UIKit
import XCTest

/// Variable colour on the whole symbol: cumulative lights a third more each 0.2 s step from 35%, iterative flashes
/// once a layer, reversing plays back down, hiding the inactive layers starts from nothing; it repeats until removed.
final class SymbolVariableColorTests: XCTestCase {
    func testCumulativeRisesAThirdAStepAndRepeats() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.variableColor)
            var seen: [CGFloat] = []
            for _ in 0..<5 {
                rig.advance(by: seen.isEmpty ? 0.1 : 0.2)
                seen.append(rig.opacity)
            }
            let expected: [CGFloat] = [0.35, 0.35 + 0.65 / 3, 0.35 + 1.3 / 3, 1, 0.35]
            for (shown, wanted) in zip(seen, expected) { XCTAssertEqual(shown, wanted, accuracy: 1e-4) }
        }
    }

    func testIterativeReversingFlashesEachLayerUpAndBackDown() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.variableColor.iterative.reversing, completion: rig.record)
            rig.advance(by: 0.1)
            XCTAssertEqual(rig.opacity, 0.35, accuracy: 1e-4, "all dim at first")
            rig.advance(by: 0.15)
            XCTAssertEqual(rig.opacity, 0.675, accuracy: 1e-4, "the first layer lighting")
            rig.advance(by: 0.05)
            XCTAssertEqual(rig.opacity, 1, accuracy: 1e-4, "the first layer lit")
            rig.advance(by: 0.9)
            XCTAssertEqual(rig.opacity, 0.35, accuracy: 1e-4, "six steps of 0.2 s: the last step back down ends dim")
            rig.imageView.removeSymbolEffect(ofType: .variableColor)
            XCTAssertEqual(rig.completions.map(\.isFinished), [false])
        }
    }

    func testHidingInactiveLayersStartsFromNothing() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.addSymbolEffect(.variableColor.cumulative.nonReversing.hideInactiveLayers, options: .repeat(1), completion: rig.record)
            rig.advance(by: 0.1)
            XCTAssertEqual(rig.opacity, 0, accuracy: 1e-4)
            rig.advance(by: 0.2)
            XCTAssertEqual(rig.opacity, 1.0 / 3, accuracy: 1e-4)
            rig.advance(by: 0.5)
            XCTAssertEqual(rig.completions.map(\.isFinished), [true], "one play of four steps")
            XCTAssertEqual(rig.opacity, 1, accuracy: 1e-9)
        }
    }

    func testAVariableValueSymbolIsMade() {
        onMainActor {
            _ = installManualClock()
            XCTAssertNotNil(UIImage(systemName: "wifi", variableValue: 0.5, configuration: nil))
            let configured = UIImage(systemName: "speaker.wave.2", variableValue: 0.2, configuration: UIImage.SymbolConfiguration(pointSize: 30))
            XCTAssertEqual(configured?.size.width ?? 0, 30, accuracy: 1e-6)
        }
    }
}
