import QuartzCore
import XCTest

/// `CATransition` drawn: the old appearance, captured when it is added, and the new one fade or
/// slide within the layer's bounds at exact times, and the new one alone shows once it ends.
final class TransitionRenderTests: XCTestCase {
    static let red: UInt32 = 0xFFFF_0000
    static let blue: UInt32 = 0xFF00_00FF
    static let white: UInt32 = 0xFFFF_FFFF

    /// A red 100×50 layer at (20, 10) in a white 140×70 root, given a linear one-second
    /// transition of `type` from `subtype`, then turned blue (or hidden), seen at `progress`.
    @MainActor
    private static func transition(_ type: CATransitionType, from subtype: CATransitionSubtype? = nil, hide: Bool = false,
                                   rounded: Bool = false, at progress: Double) throws -> (rendering: LayerRenderer, root: CALayer) {
        let clock = installManualClock()
        let (root, layer) = withoutActions {
            let root = TestImages.whiteRoot(width: 140, height: 70)
            let layer = CALayer()
            layer.frame = CGRect(x: 20, y: 10, width: 100, height: 50)
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            if rounded {
                layer.cornerRadius = 12
                layer.masksToBounds = true
            }
            root.addSublayer(layer)
            return (root, layer)
        }
        let rendering = try LayerRenderer(width: 140, height: 70)
        rendering.render(root)
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(transition, forKey: kCATransition)
        withoutActions {
            if hide { layer.isHidden = true } else { layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
        }
        clock.advance(by: progress)
        rendering.render(root)
        return (rendering, root)
    }

    func testPushFromRightSlidesTheNewInAndTheOldOut() throws { assertSnapshot(try MainActor.assumeIsolated {
        let (rendering, _) = try Self.transition(.push, from: .fromRight, at: 0.5)
        XCTAssertEqual(rendering.pixel(20 + 25, 35), Self.red, "the old, half gone to the left")
        XCTAssertEqual(rendering.pixel(20 + 75, 35), Self.blue, "the new, half come from the right")
        XCTAssertEqual(rendering.pixel(130, 35), Self.white, "clipped to the layer's bounds")
        XCTAssertEqual(rendering.pixel(10, 35), Self.white, "clipped on the left too")
        return rendering.image
    }) }

    func testFadeCrossesFromTheOldToTheNew() throws { try MainActor.assumeIsolated {
        let (rendering, _) = try Self.transition(.fade, at: 0.25)
        let pixel = rendering.pixel(70, 35)
        XCTAssertEqual(pixel >> 16 & 0xFF, 0xBF, accuracy: 2, "three quarters of the old red")
        XCTAssertEqual(pixel & 0xFF, 0x40, accuracy: 2, "a quarter of the new blue")
    } }

    func testMoveInFromTopCoversTheOld() throws { try MainActor.assumeIsolated {
        let (rendering, _) = try Self.transition(.moveIn, from: .fromTop, at: 0.5)
        XCTAssertEqual(rendering.pixel(70, 10 + 12), Self.blue, "the new, come half way down")
        XCTAssertEqual(rendering.pixel(70, 10 + 37), Self.red, "the old still in place below it")
        XCTAssertEqual(rendering.pixel(70, 5), Self.white, "nothing above the layer")
    } }

    func testRevealFromLeftMovesTheOldAway() throws { try MainActor.assumeIsolated {
        let (rendering, _) = try Self.transition(.reveal, from: .fromLeft, at: 0.5)
        XCTAssertEqual(rendering.pixel(20 + 25, 35), Self.blue, "the new, revealed on the left")
        XCTAssertEqual(rendering.pixel(20 + 75, 35), Self.red, "the old, half gone to the right")
        XCTAssertEqual(rendering.pixel(130, 35), Self.white)
    } }

    func testHidingUnderAPushSlidesTheOldOutOverNothing() throws { try MainActor.assumeIsolated {
        let (rendering, _) = try Self.transition(.push, from: .fromRight, hide: true, at: 0.5)
        XCTAssertEqual(rendering.pixel(20 + 25, 35), Self.red, "the old still leaving")
        XCTAssertEqual(rendering.pixel(20 + 75, 35), Self.white, "the hidden new shows nothing")
    } }

    func testOnceOverTheNewAppearanceAloneShowsAndNothingRepaints() throws { try MainActor.assumeIsolated {
        let (rendering, root) = try Self.transition(.push, from: .fromRight, at: 1.01)
        XCTAssertEqual(rendering.pixel(20 + 25, 35), Self.blue)
        XCTAssertEqual(rendering.pixel(20 + 75, 35), Self.blue)
        XCTAssertEqual(rendering.render(root).pixelsTouched, 0)
    } }

    func testASlideStaysInsideRoundedCorners() throws { try MainActor.assumeIsolated {
        let (rendering, _) = try Self.transition(.push, from: .fromRight, rounded: true, at: 0.5)
        XCTAssertEqual(rendering.pixel(20 + 1, 10 + 1), Self.white, "the old slides inside the rounded corner")
        XCTAssertEqual(rendering.pixel(20 + 98, 10 + 48), Self.white, "and the new too")
        XCTAssertEqual(rendering.pixel(20 + 25, 35), Self.red)
        XCTAssertEqual(rendering.pixel(20 + 75, 35), Self.blue)
    } }
}
