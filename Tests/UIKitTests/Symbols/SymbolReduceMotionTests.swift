import QuartzCore
@testable import UIKit
import XCTest

/// With Reduce Motion on, as on iOS, bounces, wiggles, turns and breaths become a fade to half and back over the
/// same time, and transitions fade without scaling.
final class SymbolReduceMotionTests: XCTestCase {
    @MainActor
    private static func withReduceMotion(_ body: () -> Void) {
        let settings = UIApplication.shared.accessibility
        let saved = settings.settings.reduceMotion
        settings.settings.reduceMotion = true
        defer { settings.settings.reduceMotion = saved }
        body()
    }

    func testABounceBecomesAFade() {
        onMainActor {
            Self.withReduceMotion {
                let rig = SymbolEffectRig()
                rig.imageView.addSymbolEffect(.bounce, completion: rig.record)
                rig.advance(by: 0.25)
                XCTAssertEqual(rig.scale, 1, accuracy: 1e-9, "no growth")
                XCTAssertEqual(rig.opacity, 0.5, accuracy: 1e-6, "half faded at the middle")
                rig.advance(by: 0.25)
                XCTAssertEqual(rig.completions.map(\.isFinished), [true], "in the bounce's time")
                rig.imageView.addSymbolEffect(.wiggle.clockwise)
                rig.advance(by: 0.12)
                XCTAssertEqual(rig.turn, 0, accuracy: 1e-9)
                XCTAssertLessThan(rig.opacity, 1)
            }
        }
    }

    func testTransitionsFadeWithoutScaling() {
        onMainActor {
            Self.withReduceMotion {
                let rig = SymbolEffectRig()
                rig.imageView.setSymbolImage(UIImage(systemName: "star")!, contentTransition: .replace.downUp)
                rig.advance(by: 0.075)
                XCTAssertEqual(rig.scale, 1, accuracy: 1e-9)
                XCTAssertEqual(rig.opacity, 1 - SymbolEffectRig.eased(.easeIn, 0.5), accuracy: 1e-3)
                rig.advance(by: 0.4)
                rig.imageView.addSymbolEffect(.disappear)
                rig.advance(by: 0.15)
                XCTAssertEqual(rig.scale, 1, accuracy: 1e-9)
                XCTAssertLessThan(rig.opacity, 1)
            }
        }
    }
}
