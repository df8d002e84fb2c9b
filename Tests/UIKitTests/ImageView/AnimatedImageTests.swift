import QuartzCore
@testable import UIKit
import XCTest

/// `UIImage.animatedImage(with:duration:)`: an image of frames that an image view plays by itself, over and over.
final class AnimatedImageTests: XCTestCase {
    @MainActor
    private static func frames(_ count: Int) -> [UIImage] {
        UIImageViewAnimationTests.frames(count)
    }

    func testAnAnimatedImageHasItsFramesDurationAndTheFirstFramesSize() {
        onMainActor {
            let frames = Self.frames(3)
            let image = UIImage.animatedImage(with: frames, duration: 0.9)
            XCTAssertEqual(image?.images?.count, 3)
            XCTAssertEqual(image?.duration, 0.9)
            XCTAssertEqual(image?.size, CGSize(width: 4, height: 4))
            XCTAssertEqual(image?.scale, 1)
            XCTAssertNil(UIImage.animatedImage(with: [], duration: 1))
            XCTAssertNil(frames[0].images)
            XCTAssertEqual(frames[0].duration, 0)
        }
    }

    func testAnImageViewPlaysAnAnimatedImageUntilAnotherImageIsSet() {
        onMainActor {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            let renderer = OffscreenRenderer(window: window)
            let frames = Self.frames(3)
            let view = UIImageView(image: UIImage.animatedImage(with: frames, duration: 0.3))
            window.addSubview(view)
            XCTAssertTrue(view.isAnimating)
            var seen: [Int] = []
            for _ in 0..<40 {
                clock.advance(by: 1.0 / 60)
                _ = renderer.renderFrame()
                let shown = view.layer.contents.map { $0 as! CGImage }
                if let index = frames.firstIndex(where: { $0.cgImage === shown }), seen.last != index { seen.append(index) }
            }
            XCTAssertEqual(seen, [0, 1, 2, 0, 1, 2, 0], "0.1 s a frame, looping")
            let still = Self.frames(1)[0]
            view.image = still
            XCTAssertFalse(view.isAnimating)
            XCTAssertTrue(view.layer.contents.map { $0 as! CGImage } === still.cgImage)
        }
    }
}
