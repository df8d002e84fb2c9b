import QuartzCore
@testable import UIKit
import XCTest

/// An image view's frame animation on the context's clock, and symbols in its preferred configuration.
final class UIImageViewAnimationTests: XCTestCase {
    /// `count` 4×4 frames of greys from black up.
    @MainActor
    static func frames(_ count: Int) -> [UIImage] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return (0..<count).map { index in
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
                UIColor(white: CGFloat(index) / CGFloat(count), alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
        }
    }

    @MainActor
    private static func shown(_ view: UIImageView) -> CGImage? {
        view.layer.contents.map { $0 as! CGImage }
    }

    func testTheFramesShowInTurnAtTheirTimesAndTheImageComesBackAfterTheLastPass() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let renderer = OffscreenRenderer(window: window)
            let still = Self.frames(1)[0]
            let frames = Self.frames(4)
            let view = UIImageView(image: still)
            window.addSubview(view)
            view.animationImages = frames
            view.animationDuration = 0.4
            view.animationRepeatCount = 2
            view.startAnimating()
            XCTAssertTrue(view.isAnimating)
            XCTAssertTrue(Self.shown(view) === frames[0].cgImage)
            var seen: [Int] = []
            for _ in 0..<50 {
                clock.advance(by: 1.0 / 60)
                _ = renderer.renderFrame()
                if let index = frames.firstIndex(where: { $0.cgImage === Self.shown(view) }), seen.last != index { seen.append(index) }
            }
            XCTAssertEqual(seen, [0, 1, 2, 3, 0, 1, 2, 3], "two passes of 0.1 s a frame")
            XCTAssertFalse(view.isAnimating, "stopped after 0.8 s")
            XCTAssertTrue(Self.shown(view) === still.cgImage, "the image shows again")
        }
    }

    func testStopAnimatingEndsAnEndlessAnimationAndNoFramesAreAskedForAfterwards() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let renderer = OffscreenRenderer(window: window)
            let view = UIImageView()
            window.addSubview(view)
            let frames = Self.frames(3)
            view.animationImages = frames
            view.startAnimating()
            clock.advance(by: 1.0 / 60)
            XCTAssertTrue(renderer.renderFrame(), "frames keep coming while it animates")
            XCTAssertTrue(Self.shown(view) === frames[0].cgImage, "at the default 30 frames a second, the first frame for 1/30 s")
            clock.advance(by: 1.0 / 30)
            XCTAssertTrue(renderer.renderFrame())
            XCTAssertTrue(Self.shown(view) === frames[1].cgImage, "then the second")
            clock.advance(by: 1.0 / 30)
            XCTAssertTrue(renderer.renderFrame())
            XCTAssertTrue(Self.shown(view) === frames[2].cgImage)
            clock.advance(by: 1.0 / 30)
            XCTAssertTrue(renderer.renderFrame())
            XCTAssertTrue(Self.shown(view) === frames[0].cgImage, "and round again, endlessly")
            view.stopAnimating()
            XCTAssertFalse(view.isAnimating)
            XCTAssertNil(view.layer.contents, "no image: nothing shows")
            clock.advance(by: 1.0 / 60)
            XCTAssertFalse(renderer.renderFrame(), "the display link is gone")
        }
    }

    func testASymbolShowsInThePreferredConfiguration() throws {
        try onMainActor {
            let view = UIImageView(image: try XCTUnwrap(UIImage(systemName: "star")))
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 17, height: 17))
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 34, height: 34))
            XCTAssertEqual((view.layer.contents as! CGImage).width, Int(34 * view.image!.scale), "drawn at the preferred size")
            view.image = Self.frames(1)[0]
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 4, height: 4), "other images as they are")
        }
    }
}
