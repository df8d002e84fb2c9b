import XCTest
@testable import QuartzCore

/// A layer property is declared once, by its `CALayerModel` line; these tests fail when a property of the model is
/// left out of any of the places that one line must reach: the accessor and key path, the action, the presentation
/// copy and the render side's snapshot.
final class LayerModelDeclarationTests: XCTestCase {
    func testEachDeclarationIsOneFieldOfTheModelWithItsDefault() {
        MainActor.assumeIsolated {
            for (layerClass, fields) in [(CALayer.self, Mirror(reflecting: CALayer.ModelFields())),
                                         (CAShapeLayer.self, Mirror(reflecting: CAShapeLayer.ModelFields())),
                                         (CAGradientLayer.self, Mirror(reflecting: CAGradientLayer.ModelFields())),
                                         (CAReplicatorLayer.self, Mirror(reflecting: CAReplicatorLayer.ModelFields())),
                                         (CAEmitterLayer.self, Mirror(reflecting: CAEmitterLayer.ModelFields())),
                                         (CABackdropLayer.self, Mirror(reflecting: CABackdropLayer.ModelFields())),
                                         (CAScrollLayer.self, Mirror(reflecting: CAScrollLayer.ModelFields()))] {
                let own = layerClass.modelDeclarations().filter { declaration in
                    layerClass == CALayer.self || !CALayer.modelDeclarations().contains { $0.key == declaration.key }
                }
                XCTAssertEqual(own.count, fields.children.count, "\(layerClass): one generated field per declaration")
                XCTAssertEqual(Set(own.map(\.modelField)).count, own.count, "\(layerClass): two declarations share a field")
                XCTAssertEqual(Set(own.map(\.key)).count, own.count, "\(layerClass): two declarations share a key")
            }
            // The defaults are Core Animation's, written once on the declaration line.
            let layer = CALayer()
            XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
            XCTAssertEqual(layer.shadowRadius, 3)
            XCTAssertEqual(layer.borderColor, CGColor.black)
            XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
            XCTAssertEqual(CAShapeLayer().fillColor, CGColor.black)
            XCTAssertEqual(CAReplicatorLayer().instanceColor, CGColor.white)
            XCTAssertEqual(CAScrollLayer().scrollMode, .both)
        }
    }

    func testEveryAnimatableDeclarationResolvesAnimatesAndReachesPresentationAndSnapshot() throws {
        try MainActor.assumeIsolated {
            _ = installManualClock()
            for layerClass in [CALayer.self, CAShapeLayer.self, CAGradientLayer.self, CAReplicatorLayer.self, CAEmitterLayer.self, CABackdropLayer.self] {
                for declaration in layerClass.modelDeclarations() where declaration.animation != .none {
                    let layer = layerClass.instantiate()
                    CATransaction.flush()
                    let key = declaration.key
                    let property = try XCTUnwrap(layerClass.animatableProperty(forKeyPath: key), "\(key) resolves")
                    let changed = try XCTUnwrap(Self.changedValue(of: property.value(of: layer)), "\(key): a value to change to")
                    XCTAssertTrue(property.setValue(changed, on: layer), key)
                    let read = "\(layer.value(forKey: key) ?? "nil")"
                    XCTAssertEqual(read, "\(changed)", "\(key): the accessor reads what was set")
                    let animated = !(layer.animationKeys() ?? []).isEmpty
                    XCTAssertEqual(animated, declaration.animation != .explicit, "\(key): the implicit action runs when it should")
                    layer.removeAllAnimations()
                    let presented = try XCTUnwrap(layer.presentation())
                    XCTAssertEqual("\(presented.value(forKey: key) ?? "nil")", read, "\(key): the presentation copy has it")
                    let snapshot = layer.treeSnapshot().root.values
                    XCTAssertEqual("\(snapshot[keyPath: declaration.modelField])", "\(layer.modelValues[keyPath: declaration.modelField])",
                                   "\(key): the snapshot has it")
                    XCTAssertNotEqual("\(snapshot[keyPath: declaration.modelField])",
                                      "\(layerClass.instantiate().modelValues[keyPath: declaration.modelField])", "\(key): changed in the snapshot")
                }
            }
        }
    }

    func testARefusedValueKeepsTheOldOneAndAClampedOneIsClamped() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let layer = CALayer()
            layer.position = CGPoint(x: 3, y: 4)
            layer.position = CGPoint(x: CGFloat.nan, y: 1)
            XCTAssertEqual(layer.position, CGPoint(x: 3, y: 4))
            layer.opacity = 7
            XCTAssertEqual(layer.opacity, 1)
            layer.contentsScale = 0
            XCTAssertEqual(layer.contentsScale, 1)
            layer.duration = .infinity
            XCTAssertEqual(layer.duration, .infinity)
        }
    }

    func testCornerCurveIsDeclaredOnceAndReachesTheRenderSide() throws {
        try MainActor.assumeIsolated {
            _ = installManualClock()
            let layer = CALayer()
            XCTAssertEqual(layer.cornerCurve, .circular)
            layer.cornerCurve = .continuous
            XCTAssertEqual(layer.value(forKey: "cornerCurve") as? CALayerCornerCurve, nil, "not animatable, so not in the table")
            XCTAssertEqual(try XCTUnwrap(layer.presentation()).cornerCurve, .continuous)
            XCTAssertTrue(layer.renderSnapshot().visual.hasContinuousCorners)
            XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.circular), 1)
            XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.continuous), 1.528665, accuracy: 1e-6)
        }
    }

    /// Every layer holds its declarations, so each declaration's key path must be one object Swift makes once, not
    /// one built for each layer (a key path through `LayerValues`' dynamic member lookup is built anew each time,
    /// which made every `CALayer()` cost hundreds of thousands of instructions).
    func testEveryLayerOfAClassSharesEachDeclarationsKeyPath() {
        MainActor.assumeIsolated {
            for layerClass in [CALayer.self, CAShapeLayer.self, CAGradientLayer.self, CAReplicatorLayer.self, CAEmitterLayer.self,
                               CABackdropLayer.self, CAScrollLayer.self] {
                let first = layerClass.modelDeclarations(), second = layerClass.modelDeclarations()
                XCTAssertEqual(first.map(\.key), second.map(\.key))
                for (one, other) in zip(first, second) {
                    XCTAssertTrue(one.declaredKeyPath === other.declaredKeyPath, "\(layerClass).\(one.key): a key path made per layer")
                }
            }
        }
    }

    /// A value of the same type as `value` that differs from it.
    private static func changedValue(of value: Any?) -> Any? {
        switch value {
        case let v as CGFloat: return v + 3
        case let v as Float: return v == 0 ? Float(0.5) : v / 2
        case let v as Double: return v + 2
        case let v as CGPoint: return CGPoint(x: v.x + 0.25, y: v.y + 0.5)
        case let v as CGSize: return CGSize(width: v.width + 5, height: v.height + 6)
        case let v as CGRect: return CGRect(x: v.minX + 0.125, y: v.minY + 0.25, width: v.width + 30, height: v.height + 40)
        case let v as CATransform3D: return CATransform3DScale(v, 2, 3, 1)
        case let v as CGColor: return v == CGColor(red: 1, green: 0, blue: 0, alpha: 1) ? CGColor.white : CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        case let v as Bool: return !v
        case let v as CALayerVisibility: return CALayerVisibility(fraction: 1 - v.fraction)
        default: return nil
        }
    }
}
