import Foundation
import XCTest
@testable import QuartzCore

/// Basic animations of `position`, its parts, `opacity` and `zPosition` compiled at commit
/// (`PlacementAnimationSnapshot`) against the general rule they stand in for: the same values at every time, whether
/// written into the model values or straight into the drawn layer; a layer of them only drawn from its compiled copy;
/// others (a transform, a spring, cumulative repetition) left to the general rule.
final class PlacementAnimationTests: XCTestCase {
    /// The value type a case's general rule evaluates.
    private enum Kind {
        case point, number, fraction
    }

    /// The general rule's snapshot of `animation` (as added to a layer) for its key path.
    @MainActor
    private static func general(_ animation: CAPropertyAnimation, _ kind: Kind) -> any LayerAnimationSnapshot {
        func typed<V: Interpolatable>(_: V.Type) -> any LayerAnimationSnapshot {
            let keyPath = animation.keyPath!
            let property = CALayer.animatableProperty(forKeyPath: keyPath) as! CALayerProperty<V>
            return PropertyAnimationSnapshot(
                keyPath: keyPath, clock: animation.clock, evaluation: animation.evaluation(as: V.self)!, access: property.render!, rotation: nil)
        }
        switch kind {
        case .point: return typed(CGPoint.self)
        case .number: return typed(CGFloat.self)
        case .fraction: return typed(Float.self)
        }
    }

    /// Basic animations of every compiled kind: from/to, by, to alone, additive, a timing function, autoreversing
    /// repetition, and opacity (whose `Float` values round at every step).
    @MainActor
    private static func cases() -> [(name: String, animation: CABasicAnimation, kind: Kind)] {
        func basic(_ keyPath: String, _ configure: (CABasicAnimation) -> Void) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.duration = 0.7
            animation.beginTime = 100.05
            configure(animation)
            return animation
        }
        return [
            ("position from/to", basic("position") {
                $0.fromValue = NSValue(cgPoint: CGPoint(x: 3.3, y: -7.1))
                $0.toValue = CGPoint(x: 401.7, y: 99.9)
                $0.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            }, .point),
            ("position.x by, additive", basic("position.x") {
                $0.byValue = 33.3
                $0.isAdditive = true
            }, .number),
            ("position.y to, bouncing", basic("position.y") {
                $0.toValue = 1000.0 / 3
                $0.autoreverses = true
                $0.repeatCount = .infinity
                $0.timeOffset = 0.21
            }, .number),
            ("position.y from/by", basic("position.y") {
                $0.fromValue = 12.5
                $0.byValue = -40.125
                $0.timingFunction = CAMediaTimingFunction(controlPoints: 0.3, 0.9, 0.2, 1.4)
            }, .number),
            ("opacity from/to", basic("opacity") {
                $0.fromValue = 0.1
                $0.toValue = 0.93
                $0.fillMode = .both
            }, .fraction),
            ("opacity by, additive", basic("opacity") {
                $0.fromValue = 0.3
                $0.byValue = 1.0 / 3
                $0.isAdditive = true
            }, .fraction),
            ("zPosition to", basic("zPosition") { $0.toValue = 7 }, .number),
        ]
    }

    func testCompiledAnimationsGiveTheGeneralRulesValues() { onMainActor {
        _ = installManualClock(at: 100)
        for (name, animation, kind) in Self.cases() {
            let layer = withoutActions { () -> CALayer in
                let layer = CALayer()
                layer.position = CGPoint(x: 10.25, y: 20.5)
                layer.opacity = 0.6
                layer.zPosition = 2
                return layer
            }
            let property = CALayer.animatableProperty(forKeyPath: animation.keyPath!)!
            let compiled = property.renderAnimation(animation) as? PlacementAnimationSnapshot
            XCTAssertNotNil(compiled, name)
            let rule = Self.general(animation, kind)
            for step in -2...40 {
                let time = 100 + Double(step) * 0.0537
                var expected = layer.modelValues, values = layer.modelValues
                rule.apply(to: &expected, parentTime: time)
                compiled?.apply(to: &values, parentTime: time)
                var drawn = RenderLayer(id: 1, values: layer.modelValues, hasSublayers: false)
                compiled?.apply(to: &drawn, parentTime: time)
                XCTAssertEqual(values.position, expected.position, "\(name) at \(time)")
                XCTAssertEqual(values.opacity, expected.opacity, "\(name) at \(time)")
                XCTAssertEqual(values.zPosition, expected.zPosition, "\(name) at \(time)")
                XCTAssertEqual(drawn.position, expected.position, "\(name) at \(time)")
                XCTAssertEqual(drawn.opacity, expected.opacity, "\(name) at \(time)")
                XCTAssertEqual(drawn.zPosition, expected.zPosition, "\(name) at \(time)")
            }
        }
    } }

    func testALayerOfPlacementAnimationsIsDrawnFromItsCompiledCopy() { onMainActor {
        let clock = installManualClock(at: 100)
        let root = CALayer(), sprite = CALayer(), turned = CALayer()
        withoutActions {
            root.bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
            for layer in [sprite, turned] {
                layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
                layer.position = CGPoint(x: 40, y: 40)
                layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
                root.addSublayer(layer)
            }
            for (key, to) in [("position.x", 250.3), ("position.y", 150.6), ("opacity", 0.4)] {
                let animation = CABasicAnimation(keyPath: key)
                animation.toValue = to
                animation.duration = 1
                sprite.add(animation, forKey: key)
                turned.add(animation, forKey: key)
            }
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.toValue = 1
            turn.duration = 1
            turned.add(turn, forKey: "turn")
        }
        let tree = root.treeSnapshot()
        XCTAssertNotNil(tree.root.sublayers[0].placement)
        XCTAssertNil(tree.root.sublayers[1].placement, "a transform animation takes the general rule")
        for time in [100.0, 100.3, 100.77, 101.5] {
            clock.set(time)
            let drawn = tree.renderLayer(at: time).sublayers
            let presented = try! XCTUnwrap(sprite.presentation())
            XCTAssertEqual(drawn[0].position, presented.position, "at \(time)")
            XCTAssertEqual(drawn[0].opacity, presented.opacity, "at \(time)")
            XCTAssertEqual(drawn[1].position, presented.position, "at \(time)")
            XCTAssertEqual(drawn[1].opacity, presented.opacity, "at \(time)")
            XCTAssertEqual(drawn[0].visual, drawn[1].visual)
        }
    } }

    /// A compiled layer without sublayers is returned as it is; one with a sublayer and a mask still draws them, in
    /// its own time, as the general rule does.
    func testACompiledLayerKeepsItsSublayersAndMask() { onMainActor {
        let clock = installManualClock(at: 100)
        let root = CALayer(), leaf = CALayer(), parent = CALayer(), child = CALayer(), mask = CALayer()
        withoutActions {
            root.bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
            for layer in [leaf, parent, child, mask] { layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20) }
            root.addSublayer(leaf)
            root.addSublayer(parent)
            parent.addSublayer(child)
            parent.mask = mask
            child.position = CGPoint(x: 5, y: 6)
            for layer in [leaf, parent] {
                let animation = CABasicAnimation(keyPath: "position.x")
                animation.fromValue = 10
                animation.toValue = 110.5
                animation.duration = 2
                animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
                layer.add(animation, forKey: "x")
            }
        }
        let tree = root.treeSnapshot()
        XCTAssertTrue(tree.root.sublayers[0].isLeaf && tree.root.sublayers[0].placement != nil)
        XCTAssertFalse(tree.root.sublayers[1].isLeaf)
        XCTAssertNotNil(tree.root.sublayers[1].placement)
        for time in [100.0, 100.9, 101.6, 103.0] {
            clock.set(time)
            let drawn = tree.renderLayer(at: time).sublayers
            XCTAssertEqual(drawn[0].position, try! XCTUnwrap(leaf.presentation()).position, "at \(time)")
            XCTAssertEqual(drawn[1].position, try! XCTUnwrap(parent.presentation()).position, "at \(time)")
            XCTAssertEqual(drawn[1].sublayers.map(\.position), [CGPoint(x: 5, y: 6)], "at \(time)")
            XCTAssertNotNil(drawn[1].mask, "at \(time)")
        }
    } }

    func testSpringsCumulativeRepetitionAndOtherPropertiesTakeTheGeneralRule() { onMainActor {
        _ = installManualClock(at: 100)
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.toValue = 10
        let cumulative = CABasicAnimation(keyPath: "position.x")
        cumulative.byValue = 10
        cumulative.isCumulative = true
        let bounds = CABasicAnimation(keyPath: "bounds.size.width")
        bounds.toValue = 10
        let misfit = CABasicAnimation(keyPath: "opacity")
        misfit.toValue = "half"
        for animation in [spring, cumulative, bounds, misfit] {
            let property = CALayer.animatableProperty(forKeyPath: animation.keyPath!)
            XCTAssertFalse(property?.renderAnimation(animation) is PlacementAnimationSnapshot, animation.keyPath!)
        }
    } }
}
