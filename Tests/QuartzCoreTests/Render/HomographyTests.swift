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

    func testEdgeOnPlaneHasNoInverse() {
        XCTAssertNil(Homography(flattening: CATransform3DMakeRotation(.pi / 2, 0, 1, 0)).inverted())
    }
}
