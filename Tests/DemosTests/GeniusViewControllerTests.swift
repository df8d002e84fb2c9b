@testable import Demos
import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// The Genius scene at exact media times, driven by taps on the offscreen window.
final class GeniusViewControllerTests: SceneTestCase {
    func testATapTurnsTheCoversOneAfterAnotherAsTheAlbumGrowsThenASecondTapPlaysItBack() {
        onMainActor {
            let (clock, _, controller, renderer) = makeGenius()
            XCTAssertEqual(controller.buttonView.center, CGPoint(x: 320, y: 240), "the mosaic is centered")

            renderer.pointerDown(at: CGPoint(x: 320, y: 240))
            renderer.pointerUp()
            let start = CACurrentMediaTime()
            renderer.renderFrame()
            let easeIn = CAMediaTimingFunction(name: .easeIn)

            clock.set(start + 0.1)
            renderer.renderFrame()
            XCTAssertEqual(angle(controller.covers[0]), .pi / 2 * easeIn.evaluate(at: 0.5), accuracy: 1e-3,
                           "the first cover at its midpoint, eased in")
            XCTAssertEqual(angle(controller.covers[1]), 0, accuracy: 1e-6, "the second waits 0.1 s")
            XCTAssertEqual(albumWidth(controller), 640 * 0.2, accuracy: 0.5, "the album grows linearly")

            clock.set(start + 0.2)
            renderer.renderFrame()
            XCTAssertEqual(angle(controller.covers[0]), .pi / 2, accuracy: 1e-3, "turned away")
            XCTAssertEqual(angle(controller.covers[1]), .pi / 2 * easeIn.evaluate(at: 0.5), accuracy: 1e-3)
            XCTAssertEqual(angle(controller.covers[3]), 0, accuracy: 1e-6)

            clock.set(start + 2)
            renderer.renderFrame()
            XCTAssertTrue(controller.covers.allSatisfy { abs(angle($0) - .pi / 2) < 1e-3 }, "every cover holds its end (fill, not removed)")
            XCTAssertEqual(albumWidth(controller), 640, accuracy: 0.01, "the album fills the window")
            let center = renderer.pixel(x: 320, y: 230)
            XCTAssertEqual(center & 0xFF_FFFF, 0x22_2222, "the album's record shows at the center: \(String(center, radix: 16))")

            renderer.pointerDown(at: CGPoint(x: 100, y: 100))
            renderer.pointerUp()
            let back = CACurrentMediaTime()
            renderer.renderFrame()
            clock.set(back + 0.25)
            renderer.renderFrame()
            XCTAssertEqual(albumWidth(controller), 640 * 0.5, accuracy: 0.5, "a tap on the album plays it back")
            XCTAssertLessThan(angle(controller.covers[3]), .pi / 2 - 0.1, "the last cover turns back first")
            clock.set(back + 2)
            renderer.renderFrame()
            XCTAssertTrue(controller.covers.allSatisfy { angle($0) < 1e-3 }, "every cover faces front again")
            XCTAssertEqual(albumWidth(controller), 0, accuracy: 0.01)
        }
    }

    func testAShownAlbumFollowsEveryResize() {
        onMainActor {
            let (clock, window, controller, renderer) = makeGenius()
            renderer.pointerDown(at: CGPoint(x: 320, y: 240))
            renderer.pointerUp()
            clock.advance(by: 0.2)
            renderer.renderFrame()
            for size in [CGSize(width: 500, height: 400), CGSize(width: 900, height: 300)] {
                window.frame = CGRect(origin: .zero, size: size)
                renderer.renderFrame()
                clock.advance(by: 0.1)
                renderer.renderFrame()
                XCTAssertEqual(albumWidth(controller), Double(size.width), accuracy: 0.01, "the album fills \(size)")
                XCTAssertEqual(controller.albumView.layer.presentation()?.position.x ?? 0, size.width / 2, accuracy: 0.01)
            }
        }
    }
}

/// The Genius scene in a 640×480 offscreen window on a fresh manual clock, first frame drawn.
@MainActor
private func makeGenius() -> (CAManualMediaClock, UIWindow, GeniusViewController, OffscreenRenderer) {
    let clock = installManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
    let controller = GeniusViewController()
    window.rootViewController = controller
    let renderer = OffscreenRenderer(window: window)
    renderer.renderFrame()
    return (clock, window, controller, renderer)
}

/// The quarter turn about y a cover's presentation shows, in radians.
@MainActor
private func angle(_ view: UIView) -> Double {
    let t = view.layer.presentation()?.transform ?? view.layer.transform
    return atan2(abs(Double(t.m13)), Double(t.m11))
}

/// The album's width as shown.
@MainActor
private func albumWidth(_ controller: GeniusViewController) -> Double {
    Double(controller.albumView.layer.presentation()?.bounds.width ?? controller.albumView.layer.bounds.width)
}
