import XCTest
@testable import QuartzCore

/// `masksToBounds` and `doubleSided` animate as discrete values and `hidden` as a fade; Apple's table of animatable
/// properties gives `hidden` and `masksToBounds` the default implicit animation and `doubleSided` none.
final class CALayerBooleanAnimationTests: XCTestCase {
    func testExplicitAnimationSwitchesAtTheEnd() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "masksToBounds")
        animation.fromValue = false
        animation.toValue = NSNumber(value: true)
        animation.duration = 2
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "clip")
        var masks: [Bool] = []
        for time in [100, 101, 101.999, 102, 103] as [CFTimeInterval] {
            clock.set(time)
            masks.append(layer.presentation()!.masksToBounds)
        }
        XCTAssertEqual(masks, [false, false, false, true, true])
    } }

    func testHiddenFadesTheLayerOut() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.8
        let animation = CABasicAnimation(keyPath: "hidden")
        animation.fromValue = false
        animation.toValue = true
        animation.duration = 2
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "hide")
        var seen: [(hidden: Bool, opacity: Float)] = []
        for time in [100, 101, 101.5, 102] as [CFTimeInterval] {
            clock.set(time)
            let presentation = layer.presentation()!
            seen.append((presentation.isHidden, presentation.opacity))
        }
        XCTAssertEqual(seen.map(\.hidden), [false, false, false, true])
        XCTAssertEqual(seen[0].opacity, 0.8, accuracy: 1e-6)
        XCTAssertEqual(seen[1].opacity, 0.4, accuracy: 1e-6)
        XCTAssertEqual(seen[2].opacity, 0.2, accuracy: 1e-6)
        XCTAssertEqual(layer.opacity, 0.8, "the model's opacity is untouched")
        XCTAssertFalse(layer.isHidden)
    } }

    func testDiscreteKeyframesOnDoubleSided() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let animation = CAKeyframeAnimation(keyPath: "doubleSided")
        animation.values = [true, false, true]
        animation.calculationMode = .discrete
        animation.duration = 3
        layer.add(animation, forKey: "flip")
        var sided: [Bool] = []
        for time in [100.5, 101.5, 102.5] as [CFTimeInterval] {
            clock.set(time)
            sided.append(layer.presentation()!.isDoubleSided)
        }
        XCTAssertEqual(sided, [true, false, true])
    } }

    func testImplicitActionsFollowApplesTable() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        CATransaction.flush()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.isHidden = true
        layer.masksToBounds = true
        layer.isDoubleSided = false
        XCTAssertEqual(layer.animationKeys(), ["hidden", "masksToBounds"], "doubleSided has no implicit animation")
        clock.advance(by: 0.125)
        XCTAssertFalse(layer.presentation()!.isHidden, "fading out")
        XCTAssertEqual(layer.presentation()!.opacity, 0.5, accuracy: 1e-6)
        XCTAssertFalse(layer.presentation()!.masksToBounds, "switches at the end")
        clock.advance(by: 0.125)
        XCTAssertTrue(layer.presentation()!.isHidden)
        XCTAssertTrue(layer.presentation()!.masksToBounds)
        XCTAssertEqual(layer.value(forKey: "hidden") as? CALayerVisibility, CALayerVisibility(hidden: true))
    } }

    func testBooleanValuesReadFromBoxes() {
        XCTAssertEqual(Bool.animationValue(from: NSNumber(value: 1)), true)
        XCTAssertEqual(Bool.animationValue(from: 0), false)
        XCTAssertNil(Bool.animationValue(from: "yes"))
        XCTAssertEqual(true.adding(true), false, "additive steps toggle")
        XCTAssertEqual(false.interpolate(to: true, amount: 0.99), false)
        XCTAssertEqual(CALayerVisibility.animationValue(from: NSNumber(value: true)), CALayerVisibility(fraction: 0))
    }
}
