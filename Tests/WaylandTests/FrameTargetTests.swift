@testable import Wayland
import XCTest

/// The target a render thread draws for, and which drawn frames stay showable after a configure.
final class FrameTargetTests: XCTestCase {
    private func configuration(_ width: Int, _ height: Int, serial: UInt32 = 1, states: ToplevelStates = []) -> WindowConfiguration {
        WindowConfiguration(serial: serial, size: WindowSize(width: width, height: height), states: states, bounds: nil)
    }

    func testPixelsAreTheSizeAtTheScale() {
        let integer = FrameTarget(configuration: configuration(400, 300), scale: SurfaceScale(integer: 2))
        XCTAssertEqual([integer.pixelWidth, integer.pixelHeight], [800, 600])
        XCTAssertEqual(integer.scaleFactor, 2)
        // 333 × 1.25 = 416.25 → 416; 334 × 1.25 = 417.5 → 418, as wp_fractional_scale_v1 rounds.
        let fractional = FrameTarget(configuration: configuration(333, 334), scale: SurfaceScale(preferredFractional: 150))
        XCTAssertEqual([fractional.pixelWidth, fractional.pixelHeight], [416, 418])
    }

    func testABufferIsNeverEmpty() {
        let tiny = FrameTarget(configuration: configuration(1, 1), scale: SurfaceScale(preferredFractional: 30))
        XCTAssertEqual([tiny.pixelWidth, tiny.pixelHeight], [1, 1])
    }

    func testAFrameStaysShowableAcrossAConfigureOfTheSameSize() {
        let drawn = FrameTarget(configuration: configuration(800, 600, serial: 4), scale: SurfaceScale(integer: 1))
        let activated = FrameTarget(configuration: configuration(800, 600, serial: 5, states: [.activated]), scale: SurfaceScale(integer: 1))
        XCTAssertTrue(drawn.canShow(for: activated))
    }

    func testAFrameOfAnotherSizeOrScaleIsStale() {
        let drawn = FrameTarget(configuration: configuration(800, 600), scale: SurfaceScale(integer: 1))
        XCTAssertFalse(drawn.canShow(for: FrameTarget(configuration: configuration(500, 400), scale: SurfaceScale(integer: 1))))
        XCTAssertFalse(drawn.canShow(for: FrameTarget(configuration: configuration(800, 600), scale: SurfaceScale(integer: 2))))
        // Same pixels, other scale: 800×600 at 1 against 800×600 at 120/120 through the viewport.
        XCTAssertFalse(drawn.canShow(for: FrameTarget(configuration: configuration(800, 600), scale: SurfaceScale(preferredFractional: 120))))
    }
}
