import XCTest
@testable import QuartzCore

final class CALayerTests: XCTestCase {
    func testDefaultsMatchCoreAnimation() { onMainActor {
        let layer = CALayer()
        XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(layer.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(layer.contentsGravity, .resize)
        XCTAssertTrue(layer.isDoubleSided)
        XCTAssertNil(layer.backgroundColor)
        XCTAssertEqual(layer.borderColor, CGColor.black)
        XCTAssertNil(layer.sublayers)
        XCTAssertEqual(layer.maskedCorners.rawValue, 15)
        XCTAssertTrue(CATransform3DIsIdentity(layer.transform))
    } }

    func testFrameIsDerivedAndSettable() { onMainActor {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(layer.position, CGPoint(x: 60, y: 45))
        layer.anchorPoint = .zero
        XCTAssertEqual(layer.frame, CGRect(x: 60, y: 45, width: 100, height: 50))
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        XCTAssertEqual(layer.frame, CGRect(x: 60, y: 45, width: 200, height: 100))
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        XCTAssertEqual(layer.bounds.size, CGSize(width: 25, height: 25))
        XCTAssertEqual(layer.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
    } }

    func testFrameOfARotatedLayerIsTheBoundingBox() { onMainActor {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 200)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let frame = layer.frame
        XCTAssertEqual(frame.minX, 175, accuracy: 1e-9)
        XCTAssertEqual(frame.minY, 150, accuracy: 1e-9)
        XCTAssertEqual(frame.width, 50, accuracy: 1e-9)
        XCTAssertEqual(frame.height, 100, accuracy: 1e-9)
    } }

    func testBadValuesNeverCorruptGeometry() { onMainActor {
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 5)
        layer.position = CGPoint(x: CGFloat.nan, y: 0)
        XCTAssertEqual(layer.position, CGPoint(x: 5, y: 5))
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        XCTAssertEqual(layer.bounds, .zero)
        layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        XCTAssertEqual(layer.position, CGPoint(x: 5, y: 5))
        var bad = CATransform3DIdentity
        bad.m11 = .nan
        layer.transform = bad
        XCTAssertTrue(CATransform3DIsIdentity(layer.transform))
        XCTAssertTrue(CADiagnostics.messages.contains { $0.hasPrefix("position") })
    } }

    func testOpacityIsClamped() { onMainActor {
        let layer = CALayer()
        layer.opacity = 2
        XCTAssertEqual(layer.opacity, 1)
        layer.opacity = -1
        XCTAssertEqual(layer.opacity, 0)
        layer.opacity = .nan
        XCTAssertEqual(layer.opacity, 0)
    } }

    func testASublayerOutlivingItsSuperlayerLosesIt() { onMainActor {
        let context = CAContext(clock: CAManualMediaClock(time: 100))
        let child = context.perform { CALayer() }
        context.perform {
            let parent = CALayer()
            parent.addSublayer(child)
            XCTAssertTrue(child.superlayer === parent)
            XCTAssertTrue(child.presentation()?.superlayer?.model() === parent)
        }
        context.advance(by: 0)
        XCTAssertNil(child.superlayer, "the superlayer went with the commit that held it")
        XCTAssertNil(child.presentation()?.superlayer)
    } }

    func testTreeOperations() { onMainActor {
        let root = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        root.insertSublayer(d, above: c)
        XCTAssertEqual(root.sublayers?.map(ObjectIdentifier.init), [c, d, a, b].map(ObjectIdentifier.init))
        root.insertSublayer(b, below: c)
        XCTAssertEqual(root.sublayers?.map(ObjectIdentifier.init), [b, c, d, a].map(ObjectIdentifier.init))
        let e = CALayer()
        root.replaceSublayer(d, with: e)
        XCTAssertNil(d.superlayer)
        XCTAssertTrue(e.superlayer === root)
        XCTAssertEqual(root.sublayers?.count, 4)
        a.removeFromSuperlayer()
        XCTAssertNil(a.superlayer)
        XCTAssertEqual(root.sublayers?.count, 3)
        let other = CALayer()
        other.addSublayer(b)
        XCTAssertTrue(b.superlayer === other)
        XCTAssertEqual(root.sublayers?.count, 2)
        root.sublayers = nil
        XCTAssertNil(c.superlayer)
        XCTAssertNil(root.sublayers)
        c.addSublayer(root)
        root.addSublayer(c)
        XCTAssertNil(root.sublayers, "a layer cannot contain its own ancestor")
    } }

    func testKeyPathAccessThroughThePropertyTable() { onMainActor {
        let layer = CALayer()
        layer.setValue(42, forKeyPath: "position.x")
        XCTAssertEqual(layer.position.x, 42)
        layer.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 8, height: 9)), forKeyPath: "bounds")
        XCTAssertEqual(layer.value(forKeyPath: "bounds.size.height") as? CGFloat, 9)
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        assertClose(layer.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), accuracy: 1e-12)
        XCTAssertEqual(layer.value(forKeyPath: "transform.rotation") as? CGFloat ?? 0, .pi / 2, accuracy: 1e-12)
        layer.setValue(1, forKeyPath: "noSuchKey")
        XCTAssertTrue(CADiagnostics.messages.contains { $0.contains("'noSuchKey'") })
    } }

    func testPresentationWithoutAnimationsEqualsModelAndModelRoundTrips() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        CATransaction.flush()
        layer.position = CGPoint(x: 3, y: 4)
        XCTAssertEqual(layer.presentation()!.position, .zero, "a committed standalone layer animates the change implicitly")
        clock.advance(by: 0.25)
        let presentation = layer.presentation()!
        XCTAssertEqual(presentation.position, CGPoint(x: 3, y: 4))
        XCTAssertTrue(presentation.model() === layer)
        XCTAssertEqual(presentation.renderID, layer.renderID)
        XCTAssertNotEqual(CALayer().renderID, layer.renderID)
        XCTAssertTrue(layer.model() === layer)
        presentation.position = .zero
        XCTAssertEqual(layer.position, CGPoint(x: 3, y: 4))
    } }

    func testPresentationTreeFollowsTheModelTree() { onMainActor {
        let clock = installManualClock()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.position = CGPoint(x: 200, y: 200)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        child.position = CGPoint(x: 10, y: 10)
        root.addSublayer(child)
        CATransaction.flush()
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 210, y: 10)
        move.duration = 1
        child.add(move, forKey: "move")
        clock.advance(by: 0.5)
        let presentedRoot = root.presentation()!
        let presentedChild = presentedRoot.sublayers![0]
        XCTAssertTrue(presentedChild.model() === child)
        XCTAssertEqual(presentedChild.position, CGPoint(x: 110, y: 10))
        XCTAssertTrue(child.presentation()!.superlayer?.model() === root)
        XCTAssertTrue(presentedRoot.hitTest(CGPoint(x: 110, y: 10))?.model() === child, "hit testing follows the animation")
        XCTAssertTrue(root.hitTest(CGPoint(x: 110, y: 10)) === root, "the model tree does not")
        presentedRoot.addSublayer(CALayer())
        XCTAssertEqual(root.sublayers?.count, 1)
    } }

    func testTreeDescription() { onMainActor {
        _ = installManualClock()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.name = "root"
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 20.5, height: 20)
        child.opacity = 0.5
        root.addSublayer(child)
        CATransaction.flush()
        XCTAssertEqual(root.treeDescription(), """
            CALayer "root" frame=(0 0; 100×50)
              CALayer frame=(10 10; 20.5×20) opacity=0.5
            """)
    } }
}
