import XCTest
@testable import QuartzCore

final class CATransform3DTests: XCTestCase {
    func testIdentityAndMakers() {
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertFalse(CATransform3DIsIdentity(CATransform3DMakeTranslation(1, 0, 0)))
        let t = CATransform3DMakeTranslation(10, 20, 30)
        XCTAssertEqual(t.m41, 10)
        XCTAssertEqual(t.m42, 20)
        XCTAssertEqual(t.m43, 30)
        let s = CATransform3DMakeScale(2, 3, 4)
        XCTAssertEqual([s.m11, s.m22, s.m33, s.m44], [2, 3, 4, 1])
    }

    func testRotationAboutZTurnsXTowardsY() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let p = r.apply(x: 1, y: 0, z: 0)!
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    func testConcatAppliesLeftThenRight() {
        let a = CATransform3DMakeScale(2, 2, 1)
        let b = CATransform3DMakeTranslation(5, 0, 0)
        let p = CATransform3DConcat(a, b).apply(x: 1, y: 0, z: 0)!
        XCTAssertEqual(p.x, 7)
        let q = CATransform3DConcat(b, a).apply(x: 1, y: 0, z: 0)!
        XCTAssertEqual(q.x, 12)
        assertClose(CATransform3DTranslate(CATransform3DIdentity, 1, 2, 3), CATransform3DMakeTranslation(1, 2, 3))
    }

    func testInvert() {
        let t = CATransform3DRotate(CATransform3DScale(CATransform3DMakeTranslation(3, 4, 5), 2, 3, 4), 0.7, 1, 2, 3)
        assertClose(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, accuracy: 1e-12)
        let singular = CATransform3DMakeScale(0, 1, 1)
        XCTAssertEqual(CATransform3DInvert(singular), singular, "a singular matrix is returned unchanged")
    }

    func testAffineDetection() {
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 0, 1)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
    }

    func testAffineConversions() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        XCTAssertTrue(CATransform3DIsAffine(t))
        XCTAssertEqual([t.m11, t.m12, t.m21, t.m22, t.m41, t.m42], [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(CATransform3DGetAffineTransform(t), affine)
    }

    func testDecompositionRoundTrips() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let samples = [
            CATransform3DIdentity,
            CATransform3DMakeRotation(0.8, 0, 0, 1),
            CATransform3DRotate(CATransform3DMakeScale(2, 0.5, 3), 1.1, 1, 1, 0),
            CATransform3DConcat(CATransform3DMakeRotation(2.5, 0.2, -1, 0.4), CATransform3DMakeTranslation(7, -3, 2)),
            CATransform3DConcat(CATransform3DMakeScale(-1, 1, 1), CATransform3DMakeRotation(0.3, 0, 0, 1)),
            CATransform3DConcat(CATransform3DMakeRotation(.pi / 3, 0, 1, 0), perspective),
        ]
        for t in samples {
            let parts = CATransform3DDecomposition(t)!
            assertClose(parts.transform, t, accuracy: 1e-9)
        }
    }

    func testInterpolationKeepsRotationsRigid() {
        let from = CATransform3DIdentity
        let to = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let middle = from.interpolate(to: to, amount: 0.5)
        assertClose(middle, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), accuracy: 1e-9)
        let naive = (from.m11 + to.m11) / 2
        XCTAssertNotEqual(middle.m11, naive, accuracy: 1e-3, "entry-wise interpolation would shrink the layer")
    }

    func testInterpolationOfTranslationAndScale() {
        let from = CATransform3DMakeTranslation(0, 0, 0)
        let to = CATransform3DScale(CATransform3DMakeTranslation(100, 50, 0), 3, 3, 1)
        let quarter = from.interpolate(to: to, amount: 0.25)
        XCTAssertEqual(quarter.m41, 25, accuracy: 1e-9)
        XCTAssertEqual(quarter.m42, 12.5, accuracy: 1e-9)
        XCTAssertEqual(quarter.m11, 1.5, accuracy: 1e-9)
    }

    func testEulerAnglesOfSingleAxisRotations() {
        for (axis, keyPath) in [((1.0, 0.0, 0.0), \(x: Double, y: Double, z: Double).x), ((0, 1, 0), \.y), ((0, 0, 1), \.z)] {
            let t = CATransform3DMakeRotation(0.6, CGFloat(axis.0), CGFloat(axis.1), CGFloat(axis.2))
            XCTAssertEqual(CATransform3DDecomposition(t)!.eulerAngles[keyPath: keyPath], 0.6, accuracy: 1e-12)
        }
        var parts = CATransform3DDecomposition(CATransform3DIdentity)!
        parts.eulerAngles = (0, 0, 1.2)
        assertClose(parts.transform, CATransform3DMakeRotation(1.2, 0, 0, 1), accuracy: 1e-12)
    }

    func testNSValueBoxRoundTrips() {
        let t = CATransform3DMakeRotation(0.4, 1, 0, 0)
        XCTAssertEqual(NSValue(caTransform3D: t).caTransform3DValue, t)
        XCTAssertEqual(CATransform3D.animationValue(from: NSValue(caTransform3D: t)), t)
        XCTAssertEqual(CGPoint.animationValue(from: NSValue(cgPoint: CGPoint(x: 1, y: 2))), CGPoint(x: 1, y: 2))
        XCTAssertEqual(CGRect.animationValue(from: NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))), CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertNil(CGPoint.animationValue(from: NSValue(cgRect: .zero)), "a rect box is not a point")
        XCTAssertEqual(CGFloat.animationValue(from: NSNumber(value: 2.5)), 2.5)
        XCTAssertEqual(CGFloat.animationValue(from: 3), 3)
    }
}
