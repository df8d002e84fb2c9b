@testable import UIKit
import XCTest

/// Motion effects on a desktop: the viewer stays at rest, so a view shows each effect's values for a zero offset,
/// added to its presentation while the effect is attached (its own properties unchanged).
final class MotionEffectTests: XCTestCase {
    func testInterpolationBetweenTheRelativeValues() {
        onMainActor {
            let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            XCTAssertNil(effect.keyPathsAndRelativeValues(forViewerOffset: .zero), "no values: nothing")
            effect.minimumRelativeValue = -10
            effect.maximumRelativeValue = 30
            XCTAssertEqual(effect.keyPathsAndRelativeValues(forViewerOffset: .zero)?["center.x"] as? CGFloat, 10)
            XCTAssertEqual(effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 1))?["center.x"] as? CGFloat, -10)
            XCTAssertEqual(effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 5, vertical: 0))?["center.x"] as? CGFloat, 30, "tilt kept within -1…1")
            let shadow = UIInterpolatingMotionEffect(keyPath: "layer.shadowOffset", type: .tiltAlongVerticalAxis)
            shadow.minimumRelativeValue = CGSize(width: 0, height: -4)
            shadow.maximumRelativeValue = CGSize(width: 0, height: 8)
            XCTAssertEqual(shadow.keyPathsAndRelativeValues(forViewerOffset: .zero)?["layer.shadowOffset"] as? CGSize, CGSize(width: 0, height: 2))
            let group = UIMotionEffectGroup()
            group.motionEffects = [effect, shadow]
            XCTAssertEqual(group.keyPathsAndRelativeValues(forViewerOffset: .zero)?.count, 2)
            let copy = effect.copy() as? UIInterpolatingMotionEffect
            XCTAssertEqual(copy?.keyPath, "center.x")
            XCTAssertEqual(copy?.maximumRelativeValue as? Int, 30)
        }
    }

    func testAViewShowsTheValuesAtRestWhileTheEffectIsAttached() {
        onMainActor {
            _ = installManualClock()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            horizontal.minimumRelativeValue = 0
            horizontal.maximumRelativeValue = 20
            view.addMotionEffect(horizontal)
            XCTAssertEqual(view.motionEffects.count, 1)
            CAContext.current.advance(by: 0.5)
            XCTAssertEqual(view.center.x, 50, "the view's own centre is unchanged")
            XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 60, accuracy: 1e-9, "shown 10 points over: the middle of 0…20")
            CAContext.current.advance(by: 100)
            XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 60, accuracy: 1e-9, "held")
            view.removeMotionEffect(horizontal)
            CAContext.current.advance(by: 0.1)
            XCTAssertEqual(view.layer.presentation()?.position.x ?? 0, 50, accuracy: 1e-9)
            XCTAssertTrue(view.motionEffects.isEmpty)
        }
    }

    func testSymmetricEffectsAddNothingAndBadOnesAreRefused() {
        onMainActor {
            _ = installManualClock()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let tilt = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
            tilt.minimumRelativeValue = -15
            tilt.maximumRelativeValue = 15
            let unknown = UIInterpolatingMotionEffect(keyPath: "frobnication", type: .tiltAlongVerticalAxis)
            unknown.minimumRelativeValue = 0
            unknown.maximumRelativeValue = 2
            view.motionEffects = [tilt, unknown]
            XCTAssertEqual(view.motionEffects.count, 2)
            XCTAssertTrue((view.layer.animationKeys() ?? []).isEmpty, "at rest a symmetric tilt is zero; an unknown key path is reported and skipped")
        }
    }
}
