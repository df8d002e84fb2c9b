import XCTest
@testable import QuartzCore

/// A root 400×400 with a 100×100 child at (150, 150) (anchor centred, so its frame is 100…200).
@MainActor
private func makeTree() -> (root: CALayer, child: CALayer) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
    root.position = CGPoint(x: 200, y: 200)
    let child = CALayer()
    child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    child.position = CGPoint(x: 150, y: 150)
    root.addSublayer(child)
    return (root, child)
}

final class CALayerGeometryTests: XCTestCase {
    func testConvertThroughTranslation() { onMainActor {
        let (root, child) = makeTree()
        assertClose(child.convert(CGPoint(x: 10, y: 20), to: root), CGPoint(x: 110, y: 120))
        assertClose(child.convert(CGPoint(x: 110, y: 120), from: root), CGPoint(x: 10, y: 20))
        assertClose(root.convert(CGPoint(x: 110, y: 120), to: child), CGPoint(x: 10, y: 20))
        XCTAssertEqual(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root), CGRect(x: 100, y: 100, width: 10, height: 10))
    } }

    func testConvertThroughBoundsOriginAndRotation() { onMainActor {
        let (root, child) = makeTree()
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        assertClose(child.convert(CGPoint(x: 100, y: 50), to: root), CGPoint(x: 150, y: 200), accuracy: 1e-9)
        root.bounds.origin = CGPoint(x: 50, y: 0)
        assertClose(child.convert(CGPoint(x: 100, y: 50), to: nil), CGPoint(x: 150, y: 200), accuracy: 1e-9)
        let grandchild = CALayer()
        grandchild.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        grandchild.position = CGPoint(x: 100, y: 50)
        child.addSublayer(grandchild)
        assertClose(grandchild.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: 150, y: 200), accuracy: 1e-9)
        assertClose(root.convert(CGPoint(x: 150, y: 200), to: grandchild), CGPoint(x: 5, y: 5), accuracy: 1e-9)
    } }

    func testConvertThroughPerspective() { onMainActor {
        let (root, child) = makeTree()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        root.sublayerTransform = perspective
        child.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        let p = child.convert(CGPoint(x: 100, y: 50), to: root)
        // The point is 50 right of the child's anchor; rotated about y it leaves the plane (z < 0, away from the
        // viewer), then the root's perspective (around the root's anchor at 200, 200) divides by w = 1 - z / 500.
        let rotated = CATransform3DMakeRotation(.pi / 4, 0, 1, 0).apply(x: 50, y: 0, z: 0)!
        let w = 1 - rotated.z / 500
        let expectedX = (rotated.x + 150 - 200) / w + 200
        XCTAssertEqual(p.x, expectedX, accuracy: 1e-9)
        assertClose(root.convert(p, to: child), CGPoint(x: 100, y: 50), accuracy: 1e-9)
    } }

    func testHitTestFindsTheFrontmostLayer() { onMainActor {
        let (root, child) = makeTree()
        let front = CALayer()
        front.frame = CGRect(x: 120, y: 120, width: 20, height: 20)
        root.addSublayer(front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 130, y: 130)) === front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 110, y: 110)) === child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10)) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 500, y: 10)))
        child.zPosition = 1
        XCTAssertTrue(root.hitTest(CGPoint(x: 130, y: 130)) === child, "higher zPosition is in front")
        child.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 130, y: 130)) === front)
    } }

    func testHitTestRespectsMasksToBoundsAndTransforms() { onMainActor {
        let (root, child) = makeTree()
        let outside = CALayer()
        outside.frame = CGRect(x: 90, y: 0, width: 50, height: 50)
        child.addSublayer(outside)
        XCTAssertTrue(root.hitTest(CGPoint(x: 230, y: 110)) === outside)
        child.masksToBounds = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 230, y: 110)) === root)
        child.masksToBounds = false
        child.transform = CATransform3DMakeScale(2, 2, 1)
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 60)) === child)
        XCTAssertTrue(child.contains(CGPoint(x: 50, y: 50)))
        XCTAssertFalse(child.contains(CGPoint(x: 150, y: 50)))
    } }
}
