import QuartzCore
import XCTest

final class HomographyTests: XCTestCase {
    func testFlatteningKeepsThePerspectiveOfARotationUnderM34() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let rotated = CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 1, 0), perspective)
        let map = Homography(flattening: rotated)
        XCTAssertEqual(map.transformClass, TransformClass.projective)
        // The edge turned towards the eye (x < 0 goes to z > 0 under rotation about y) looks bigger.
        let near = map.apply(-100, 100)!, far = map.apply(100, 100)!
        XCTAssertGreaterThan(abs(near.y), abs(far.y))
    }

    func testClassesFromCheapestToDearest() {
        XCTAssertEqual(Homography.translation(x: 3, y: -4).transformClass, .integerTranslation)
        XCTAssertEqual(Homography.translation(x: 3.5, y: 0).transformClass, .axisAlignedScale)
        XCTAssertEqual(Homography.scale(x: 2, y: 1).transformClass, .axisAlignedScale)
        XCTAssertEqual(Homography(flattening: CATransform3DMakeRotation(0.3, 0, 0, 1)).transformClass, .affine)
    }

    func testInverseUndoesTheMap() throws {
        var t = CATransform3DMakeRotation(0.7, 0, 1, 0)
        t.m34 = -1 / 800
        let map = Homography(flattening: CATransform3DConcat(t, CATransform3DMakeTranslation(40, 30, 0)))
        let inverse = try XCTUnwrap(map.inverted())
        let p = try XCTUnwrap(map.apply(12, -7))
        let back = try XCTUnwrap(inverse.apply(p.x, p.y))
        XCTAssertEqual(back.x, 12, accuracy: 1e-9)
        XCTAssertEqual(back.y, -7, accuracy: 1e-9)
    }

    func testATranslationIsWholeExactlyWhenItIsWithinAMillionthOfAWholeNumber() {
        let values: [Double] = [
            0, -0.0, 3, -4, 3.5, -3.5, 2.5, 1e-7, -1e-7, 1 - 1e-7, 1e-6, 1.5e-6, 4.000_000_5, -7.999_999_2, 0.499_999_9,
            0x1p51 - 0.5, 0x1p51 + 0.5, 0x1p51 + 1, 0x1p52 + 2, -0x1p52, 1e300, -1e300, .infinity, -.infinity, .nan,
        ]
        for v in values {
            let expected = abs(v - v.rounded()) < 1e-6
            XCTAssertEqual(Homography.translation(x: v, y: 2).transformClass == .integerTranslation, expected, "x \(v)")
            XCTAssertEqual(Homography.translation(x: -1, y: v).transformClass == .integerTranslation, expected, "y \(v)")
        }
    }

    func testEdgeOnPlaneHasNoInverse() {
        XCTAssertNil(Homography(flattening: CATransform3DMakeRotation(.pi / 2, 0, 1, 0)).inverted())
    }
}
