import Foundation
import XCTest
@testable import QuartzCore

/// NaN, infinities and huge numbers on every animatable property, set directly and used as an
/// animation's from, to and by values: nothing crashes and no NaN or infinity reaches the render tree.
private let badNumbers: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, 1e7]

/// `value` (a property's current value) with its components replaced by `x`; nil for values without numbers.
private func poisoned(_ value: Any?, _ x: CGFloat) -> Any? {
    switch value {
    case is CGFloat: return x
    case is Double: return Double(x)
    case is Float: return Float(x)
    case let p as CGPoint: return CGPoint(x: x, y: p.y)
    case let s as CGSize: return CGSize(width: s.width, height: x)
    case let r as CGRect: return CGRect(x: x, y: r.minY, width: x, height: r.height)
    case var t as CATransform3D:
        t.m11 = x
        t.m42 = x
        t.m34 = x
        return t
    case is CGColor: return CGColor(red: x, green: 0.5, blue: x, alpha: x)
    case let list as CAValueList<CGFloat>: return CAValueList(list.elements.map { _ in x })
    case is CAPathValue, is CGPath:
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: x, y: 20))
        path.addCurve(to: CGPoint(x: 30, y: x), control1: CGPoint(x: x, y: x), control2: CGPoint(x: 5, y: 5))
        return path
    default: return nil
    }
}

/// A 200×200 root with `layer` drawing something of everything (background, border, corners, shadow).
@MainActor
private func scene(_ layer: CALayer) -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    root.position = CGPoint(x: 100, y: 100)
    root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 60)
    layer.position = CGPoint(x: 100, y: 100)
    layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    layer.borderWidth = 2
    layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    layer.cornerRadius = 6
    layer.shadowOpacity = 0.5
    layer.shadowRadius = 3
    if let shape = layer as? CAShapeLayer {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 10, y: 10, width: 50, height: 30))
        shape.path = path
        shape.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        shape.lineDashPattern = [4, 2]
    }
    if let gradient = layer as? CAGradientLayer {
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1)]
        gradient.locations = [0, 1]
    }
    root.addSublayer(layer)
    return root
}

/// Renders `root` (it must not crash) into a 200×200 surface.
@MainActor
private func render(_ root: CALayer) throws {
    let target = try XCTUnwrap(PixelSurface(width: 200, height: 200))
    Compositor().render(root.renderSnapshot(), into: target)
}

final class CALayerBadValueTests: XCTestCase {
    private func checkEveryProperty(of layerType: CALayer.Type) throws { try onMainActor {
        for property in layerType.animatableProperties() {
            for x in badNumbers {
                let clock = installManualClock()
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                let layer = layerType.instantiate()
                let root = scene(layer)
                CATransaction.commit()
                let good = property.value(of: layer)
                guard let bad = poisoned(good, x) else { continue }
                let what = "\(layerType).\(property.keyPath) = \(x)"

                layer.setValue(bad, forKeyPath: property.keyPath)
                CATransaction.flush()
                assertFiniteRenderTree(root, "set \(what)")
                try render(root)

                layer.setValue(good, forKeyPath: property.keyPath)
                // Animations: one of each kind of bad number (NaN, infinite, huge) is enough.
                guard x.isNaN || x == -.infinity || x == .greatestFiniteMagnitude else { continue }
                let combinations: [(Any?, Any?, Any?)] = [(bad, good, nil), (good, bad, nil), (nil, nil, bad), (bad, nil, bad)]
                for (index, values) in combinations.enumerated() {
                    let animation = CABasicAnimation(keyPath: property.keyPath)
                    (animation.fromValue, animation.toValue, animation.byValue) = values
                    animation.duration = 1
                    animation.isAdditive = index == 3
                    layer.add(animation, forKey: "basic \(index)")
                }
                let keyframes = CAKeyframeAnimation(keyPath: property.keyPath)
                keyframes.values = [good as Any, bad, good as Any]
                keyframes.calculationMode = .cubicPaced
                keyframes.duration = 1
                layer.add(keyframes, forKey: "keyframes")
                let spring = CASpringAnimation(keyPath: property.keyPath)
                spring.fromValue = good
                spring.toValue = bad
                spring.duration = 1
                layer.add(spring, forKey: "spring")
                CATransaction.flush()
                for _ in 0..<3 {
                    clock.advance(by: 0.3)
                    assertFiniteRenderTree(root, "animated \(what)")
                }
                try render(root)
                // The engine keeps running animations; ending them keeps each round as quick as the first.
                layer.removeAllAnimations()
                root.removeAllAnimations()
                CATransaction.flush()
            }
        }
    } }

    func testBadValuesOnEveryLayerProperty() throws {
        try checkEveryProperty(of: CALayer.self)
    }

    func testBadValuesOnEveryShapeLayerProperty() throws {
        try checkEveryProperty(of: CAShapeLayer.self)
    }

    func testBadValuesOnEveryTextLayerProperty() throws {
        try checkEveryProperty(of: CATextLayer.self)
    }

    func testBadValuesOnEveryReplicatorLayerProperty() throws {
        try checkEveryProperty(of: CAReplicatorLayer.self)
    }

    func testBadValuesOnEveryEmitterLayerProperty() throws {
        try checkEveryProperty(of: CAEmitterLayer.self)
    }

    func testBadValuesOnEveryGradientLayerProperty() throws {
        try checkEveryProperty(of: CAGradientLayer.self)
    }
}
