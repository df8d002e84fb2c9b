import CoreGraphics
import XCTest

final class CGAffineTransformTests: XCTestCase {
    func testIdentity() {
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertTrue(CGAffineTransform().isIdentity)
        XCTAssertFalse(CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    func testPointMapping() {
        let p = CGPoint(x: 2, y: 3)
        XCTAssertEqual(p.applying(CGAffineTransform(translationX: 10, y: 20)), CGPoint(x: 12, y: 23))
        XCTAssertEqual(p.applying(CGAffineTransform(scaleX: 2, y: -1)), CGPoint(x: 4, y: -3))
        // A quarter turn maps +x to +y exactly.
        XCTAssertEqual(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1))
    }

    func testConcatenationAppliesLeftFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)), CGPoint(x: 12, y: 2))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)), CGPoint(x: 22, y: 2))
    }

    func testBuildersPrependTheirOperation() {
        // Apple: t.translatedBy(x:y:) = CGAffineTransform(translationX:y:).concatenating(t).
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        XCTAssertEqual(CGPoint.zero.applying(t), CGPoint(x: 2, y: 3))
        let r = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi)
        XCTAssertEqual(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 4, y: 0))
        let s = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 3, y: 1)
        XCTAssertEqual(CGPoint(x: 1, y: 0).applying(s), CGPoint(x: 8, y: 0))
    }

    func testInverse() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let p = CGPoint(x: 3, y: 4)
        let back = p.applying(t).applying(t.inverted())
        XCTAssertEqual(back.x, p.x, accuracy: 1e-12)
        XCTAssertEqual(back.y, p.y, accuracy: 1e-12)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(singular.inverted(), singular)
    }

    func testSizeAndRect() {
        let t = CGAffineTransform(translationX: 100, y: 100).rotated(by: .pi / 2)
        XCTAssertEqual(CGSize(width: 2, height: 1).applying(t), CGSize(width: -1, height: 2))
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 2, height: 1).applying(t), CGRect(x: 99, y: 100, width: 1, height: 2))
        XCTAssertTrue(CGRect.null.applying(t).isNull)
    }
}
