import Wayland
import XCTest

final class SurfaceScaleTests: XCTestCase {
    func testIntegerScalesMultiply() {
        let scale = SurfaceScale(integer: 2)
        XCTAssertEqual(scale.factor, 2)
        XCTAssertTrue(scale.bufferSize(for: WindowSize(width: 640, height: 480)) == (1280, 960))
    }

    func testFractionalPreferenceWinsAndRoundsHalfAwayFromZero() {
        let scale = SurfaceScale(preferredFractional: 150, integer: 2)
        XCTAssertEqual(scale.factor, 1.25)
        // 333 × 1.25 = 416.25 → 416; 334 × 1.25 = 417.5 → 418.
        XCTAssertTrue(scale.bufferSize(for: WindowSize(width: 333, height: 334)) == (416, 418))
        XCTAssertTrue(SurfaceScale(preferredFractional: 180).bufferSize(for: WindowSize(width: 640, height: 480)) == (960, 720))
    }

    func testAnIntegerScaleBelowOneIsOne() {
        XCTAssertEqual(SurfaceScale(integer: 0).factor, 1)
    }
}
