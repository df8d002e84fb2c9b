import XCTest
@testable import QuartzCore

/// A delegate that answers with a fixed action for one key.
@MainActor
private final class ActionDelegate: CALayerDelegate {
    var answers: [String: any CAAction] = [:]

    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        answers[event]
    }
}

/// A layer class whose default action for `opacity` is a recording action.
@MainActor
private final class DefaultActionLayer: CALayer {
    static let recorder = RecordingAction()

    override class func defaultAction(forKey event: String) -> (any CAAction)? {
        event == "opacity" ? recorder : nil
    }
}

final class CALayerActionTests: XCTestCase {
    func testImplicitAnimationUsesThePropertyKey() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        CATransaction.flush()
        layer.opacity = 0.5
        XCTAssertEqual(layer.animationKeys(), ["opacity"])
        let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
        XCTAssertEqual(animation?.keyPath, "opacity")
        XCTAssertEqual(animation?.duration, 0.25)
        XCTAssertEqual(animation?.timingFunction, CAMediaTimingFunction(name: .default))
        XCTAssertEqual(layer.presentation()!.opacity, 1, "starts from the old presentation value")
        clock.advance(by: 0.125)
        let expected = 1 - 0.5 * Float(CAMediaTimingFunction(name: .default).evaluate(at: 0.5))
        XCTAssertEqual(layer.presentation()!.opacity, expected, accuracy: 1e-6)
        clock.advance(by: 0.125)
        XCTAssertEqual(layer.presentation()!.opacity, 0.5)
        CAAnimationEngine.update()
        XCTAssertNil(layer.animationKeys())
    } }

    func testImplicitAnimationStartsFromTheCurrentPresentationValue() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        CATransaction.flush()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 100, y: 0)
        clock.advance(by: 0.125)
        layer.position = CGPoint(x: 0, y: 0)
        clock.advance(by: 0.125)
        XCTAssertEqual(layer.presentation()!.position.x, 25, accuracy: 1e-9, "from 50 (mid-flight) towards 0")
    } }

    func testTransactionSettingsShapeImplicitAnimations() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        layer.cornerRadius = 8
        CATransaction.begin()
        layer.borderWidth = 1
        CATransaction.setDisableActions(true)
        layer.shadowRadius = 1
        CATransaction.commit()
        CATransaction.commit()
        XCTAssertEqual(layer.animation(forKey: "cornerRadius")?.duration, 2)
        XCTAssertEqual(layer.animation(forKey: "borderWidth")?.duration, 2, "nested transactions inherit settings")
        XCTAssertNil(layer.animation(forKey: "shadowRadius"))
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
    } }

    func testSearchOrderDelegateActionsStyleDefault() { onMainActor {
        _ = installManualClock()
        let layer = DefaultActionLayer()
        CATransaction.flush()
        let delegate = ActionDelegate()
        let fromDelegate = RecordingAction()
        let fromActions = RecordingAction()
        let fromStyle = RecordingAction()
        let fromNestedStyle = RecordingAction()
        layer.delegate = delegate
        delegate.answers["opacity"] = fromDelegate
        layer.actions = ["opacity": fromActions]
        layer.style = ["actions": ["opacity": fromStyle], "style": ["actions": ["cornerRadius": fromNestedStyle]]]
        XCTAssertTrue(layer.action(forKey: "opacity") === fromDelegate)
        delegate.answers["opacity"] = nil
        XCTAssertTrue(layer.action(forKey: "opacity") === fromActions)
        layer.actions = nil
        XCTAssertTrue(layer.action(forKey: "opacity") === fromStyle)
        layer.style = nil
        XCTAssertTrue(layer.action(forKey: "opacity") === DefaultActionLayer.recorder)
        layer.style = ["style": ["actions": ["cornerRadius": fromNestedStyle]]]
        XCTAssertTrue(layer.action(forKey: "cornerRadius") === fromNestedStyle)
        XCTAssertTrue(layer.action(forKey: "position") is CABasicAnimation, "then the implicit animation")
        XCTAssertNil(layer.action(forKey: "name"), "non-animatable keys have none")
        layer.opacity = 0.3
        XCTAssertEqual(DefaultActionLayer.recorder.events, ["opacity"])
        XCTAssertNil(layer.animationKeys(), "the found action replaces the implicit animation")
    } }

    func testNSNullStopsTheSearch() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        let delegate = ActionDelegate()
        layer.delegate = delegate
        layer.actions = ["position": RecordingAction()]
        delegate.answers["position"] = NSNull()
        XCTAssertNil(layer.action(forKey: "position"), "a view's delegate answer turns implicit animation off")
        delegate.answers["position"] = nil
        layer.actions = ["position": NSNull(), "bounds": NSNull()]
        XCTAssertNil(layer.action(forKey: "position"))
        layer.position = CGPoint(x: 9, y: 9)
        layer.bounds = CGRect(x: 0, y: 0, width: 9, height: 9)
        XCTAssertNil(layer.animationKeys())
    } }

    func testOrderInAndOrderOutActions() { onMainActor {
        _ = installManualClock()
        let parent = CALayer()
        let layer = CALayer()
        let recorder = RecordingAction()
        layer.actions = ["onOrderIn": recorder, "onOrderOut": recorder]
        parent.addSublayer(layer)
        layer.removeFromSuperlayer()
        XCTAssertEqual(recorder.events, ["onOrderIn", "onOrderOut"])
    } }

    func testKeyBecomesKeyPathWhenNil() { onMainActor {
        _ = installManualClock()
        let layer = CALayer()
        let animation = CABasicAnimation()
        animation.toValue = 0.5
        layer.add(animation, forKey: "opacity")
        XCTAssertEqual((layer.animation(forKey: "opacity") as? CABasicAnimation)?.keyPath, "opacity")
        XCTAssertNil(animation.keyPath, "the caller's animation is untouched")
    } }
}
