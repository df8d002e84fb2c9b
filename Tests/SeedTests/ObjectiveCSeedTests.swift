import Foundation
import QuartzCore
import UIKit
import XCTest

/// The Mail and Genius seeds' Objective-C, translated line for line, running on the manual clock.
final class ObjectiveCSeedTests: XCTestCase {
    /// One flat-colored square PNG per name the Genius seed asks for.
    override func setUp() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("objc-seed-assets-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (index, name) in ["Img1", "Img2", "Img3", "Img4", "Imgfull"].enumerated() {
            let color = 0xFF00_0000 | UInt32(index * 0x30) << 16 | 0x80
            let image = CGImage(width: 8, height: 8, premultipliedARGB32: [UInt32](repeating: color, count: 64))
            try? image?.writePNG(to: folder.appendingPathComponent("\(name).png"))
        }
        setenv("UIKIT_ASSETS", folder.path, 1)
    }

    /// The point at parameter `t` of the cubic Bézier from `p0` to `p3`.
    private func bezier(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    func testTheMailSeedFliesTheIconAlongItsCurveThenFadesTheRowYellow() {
        MainActor.assumeIsolated {
            let clock = CAManualMediaClock(time: 10)
            CAContext(clock: clock).makeCurrent()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let renderer = OffscreenRenderer(window: window)
            let topView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
            let list = UIView(frame: CGRect(x: 0, y: 60, width: 320, height: 420))
            window.addSubview(topView)
            window.addSubview(list)
            let seed = MailSeed()
            let buttonFrame = CGRect(x: 10, y: 10, width: 40, height: 40)
            let cellFrame = CGRect(x: 0, y: 132, width: 320, height: 44)
            seed.flyIcon(nil, from: buttonFrame, to: cellFrame, topView: topView, enclosingView: window)
            seed.yellowFade(cellFrame, in: list)
            renderer.renderFrame()

            // Half way in time is easeIn(0.5) along the seed's one cubic segment.
            clock.advance(by: 0.5)
            renderer.renderFrame()
            let progress = CGFloat(CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5))
            let expected = bezier(CGPoint(x: 30, y: 30), CGPoint(x: 280, y: 30), CGPoint(x: 120, y: 92), CGPoint(x: 20, y: 192), progress)
            let seen = seed.animatedIconView!.layer.presentation()!.position
            XCTAssertEqual(seen.x, expected.x, accuracy: 0.01)
            XCTAssertEqual(seen.y, expected.y, accuracy: 0.01)
            XCTAssertEqual(seed.yellowFadeView!.layer.presentation()!.opacity, 0, "the fade waits for its one-second delay")

            // The icon lands on the row; the fade is at its first peak a quarter second later.
            clock.advance(by: 0.5)
            renderer.renderFrame()
            XCTAssertEqual(seed.stopped, ["icon true"])
            XCTAssertEqual(seed.animatedIconView!.layer.presentation()!.position, CGPoint(x: 20, y: 192))
            clock.advance(by: 0.25)
            XCTAssertEqual(seed.yellowFadeView!.layer.presentation()!.opacity, 1, accuracy: 1e-3)
            clock.advance(by: 0.25)
            XCTAssertEqual(seed.yellowFadeView!.layer.presentation()!.opacity, 0, accuracy: 1e-3, "autoreversed")
            clock.advance(by: 0.51)
            renderer.renderFrame()
            XCTAssertEqual(seed.stopped, ["icon true", "fade true"], "two passes, then the delegate")
        }
    }

    func testTheGeniusSeedFlipsTheCoversOneByOneWhileTheAlbumGrows() throws {
        try MainActor.assumeIsolated {
            let clock = CAManualMediaClock(time: 10)
            CAContext(clock: clock).makeCurrent()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 460))
            let controller = GeniusSeedViewController()
            window.rootViewController = controller
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            let covers = try XCTUnwrap(controller.buttonView.layer.sublayers)
            XCTAssertEqual(covers.count, 4)
            XCTAssertTrue(controller.buttonView.subviews.allSatisfy { ($0 as? UIImageView)?.image != nil }, "Img1…Img4 loaded")
            XCTAssertNotNil(controller.albumView.image, "Imgfull loaded")

            controller.buttonView.sendActions(for: .touchUpInside)
            renderer.renderFrame()
            // The third cover starts 0.2 s in and is at its midpoint 0.1 s later.
            clock.advance(by: 0.3)
            let angle = CGFloat.pi / 2 * CGFloat(CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5))
            let third = covers[2].presentation()!.transform
            XCTAssertEqual(third.m11, cos(angle), accuracy: 1e-4)
            XCTAssertEqual(covers[3].presentation()!.transform.m11, 1, accuracy: 1e-6, "the last waits its turn (fill backwards)")
            XCTAssertEqual(controller.albumView.layer.presentation()!.bounds.width, 320 * 0.6, accuracy: 0.01, "linear growth")
            clock.advance(by: 1)
            renderer.renderFrame()
            for cover in covers {
                XCTAssertEqual(cover.presentation()!.transform.m11, 0, accuracy: 1e-6, "turned edge-on and kept there")
            }
            XCTAssertEqual(controller.albumView.layer.presentation()!.bounds.size, CGSize(width: 320, height: 460), "fill both, not removed")
            XCTAssertEqual(controller.albumView.layer.bounds.size, .zero, "the model never changed")
        }
    }
}
