@testable import UIKit
import XCTest

/// A window rendered offscreen shows its views where they are, as the animation puts them.
final class OffscreenRenderingTests: XCTestCase {
    private static let red: UInt32 = 0xFFFF_0000
    private static let white: UInt32 = 0xFFFF_FFFF

    func testViewsAppearWithTheirBackgroundColors() {
        let (red, white) = (Self.red, Self.white)
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
            window.backgroundColor = .white
            let box = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 10))
            box.backgroundColor = .red
            window.addSubview(box)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            XCTAssertEqual(renderer.pixel(x: 10, y: 20), red)
            XCTAssertEqual(renderer.pixel(x: 39, y: 29), red)
            XCTAssertEqual(renderer.pixel(x: 40, y: 20), white)
        }
    }

    func testAnAnimatedViewIsDrawnWhereThePresentationIs() {
        let (red, white) = (Self.red, Self.white)
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
            window.backgroundColor = .white
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            box.backgroundColor = .red
            window.addSubview(box)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                box.frame.origin.x = 100
            })
            renderer.renderFrame()
            clock.advance(by: 0.5)
            XCTAssertTrue(renderer.renderFrame(), "still animating")
            XCTAssertEqual(renderer.pixel(x: 52, y: 5), red)
            XCTAssertEqual(renderer.pixel(x: 2, y: 5), white)
            XCTAssertEqual(renderer.pixel(x: 102, y: 5), white)
            clock.advance(by: 0.6)
            XCTAssertFalse(renderer.renderFrame(), "done")
            XCTAssertEqual(renderer.pixel(x: 102, y: 5), red)
        }
    }

    func testTheWindowsInstrumentsAreDrawnOverItsFrames() throws {
        let (blended, flashed) = try MainActor.assumeIsolated { () throws -> (CGImage, CGImage) in
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
            window.backgroundColor = .white
            let card = UIView(frame: CGRect(x: 10, y: 20, width: 60, height: 60))
            card.backgroundColor = .blue
            let veil = UIView(frame: CGRect(x: 50, y: 40, width: 60, height: 40))
            veil.backgroundColor = UIColor.red.withAlphaComponent(0.5)
            let glass = UIView(frame: CGRect(x: 90, y: 10, width: 60, height: 50))
            glass.backgroundColor = UIColor.black.withAlphaComponent(0.2)
            for view in [card, veil, glass] { window.addSubview(view) }
            window.renderDebugOptions = .colorBlendedLayers
            let renderer = OffscreenRenderer(window: window)
            XCTAssertFalse(renderer.renderFrame(), "the tint asks for no more frames")
            let blended = try XCTUnwrap(renderer.image)

            window.renderDebugOptions = .flashUpdatedRegions
            renderer.renderFrame()
            XCTAssertFalse(renderer.renderFrame(), "the first frame's flash restored")
            veil.frame.origin.x = 30
            XCTAssertTrue(renderer.renderFrame(), "a flash to restore")
            let flashed = try XCTUnwrap(renderer.image)
            XCTAssertFalse(renderer.renderFrame())
            XCTAssertEqual(renderer.pixel(x: 100, y: 70), 0xFFFF_FFFF, "the veil's old place, restored")

            window.renderDebugOptions = .showFramesPerSecond
            XCTAssertTrue(renderer.renderFrame(), "the frame rate keeps frames coming")
            XCTAssertEqual(renderer.pixel(x: 160 - 6 - 1, y: 6), 0xFF4C_4C4C, "the box's corner: black at 0.7 over white")
            window.renderDebugOptions = []
            XCTAssertFalse(renderer.renderFrame())
            XCTAssertEqual(renderer.pixel(x: 160 - 6 - 1, y: 6), 0xFFFF_FFFF, "no box")
            return (blended, flashed)
        }
        assertSnapshot(blended, named: "colorBlendedLayers")
        assertSnapshot(flashed, named: "flashUpdatedRegions")
    }
}

/// Views draw at their window's pixels per point, as iOS draws at the screen's.
final class ContentScaleTests: XCTestCase {
    func testALabelDrawsAtTheWindowsPixelsAndAnImageViewAtItsImages() throws {
        try onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            label.text = "Sharp"
            window.addSubview(label)
            let image = try XCTUnwrap(CGImage(width: 4, height: 4, premultipliedARGB32: [UInt32](repeating: 0xFF00_0000, count: 16)))
            let imageView = UIImageView(image: UIImage(cgImage: image, scale: 1))
            window.addSubview(imageView)
            let renderer = OffscreenRenderer(window: window, scale: 2)
            renderer.renderFrame()
            XCTAssertEqual(label.contentScaleFactor, 2)
            XCTAssertEqual((label.layer.contents as? CGImage)?.width, 200, "the text drawn with two pixels per point")
            XCTAssertEqual(imageView.layer.contentsScale, 1, "an image view keeps its image's scale")

            // A later change of the window's scale redraws what was drawn.
            window.pixelScale = 3
            renderer.renderFrame()
            XCTAssertEqual((label.layer.contents as? CGImage)?.width, 300)
            // A view added later takes the window's scale.
            let later = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(later)
            XCTAssertEqual(later.contentScaleFactor, 3)
        }
    }

    func testAnSVGImageIsDrawnAgainAtTheWindowsPixels() throws {
        try onMainActor {
            _ = installManualClock()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("content-scale-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#08f"/></svg>"##
                .write(to: folder.appendingPathComponent("Badge.svg"), atomically: true, encoding: .utf8)
            let image = try XCTUnwrap(UIImage(contentsOfFile: folder.appendingPathComponent("Badge.svg").path))
            XCTAssertEqual(image.scale, 1)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            let imageView = UIImageView(image: image)
            window.addSubview(imageView)
            let renderer = OffscreenRenderer(window: window, scale: 2)
            renderer.renderFrame()
            XCTAssertEqual((imageView.layer.contents as? CGImage)?.width, 40, "drawn again with two pixels per point")
            XCTAssertEqual(imageView.layer.contentsScale, 2)
            XCTAssertEqual(imageView.image?.size, CGSize(width: 20, height: 10), "the image itself is unchanged")
            window.pixelScale = 3
            XCTAssertEqual((imageView.layer.contents as? CGImage)?.width, 60)
        }
    }
}
