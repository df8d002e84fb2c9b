import UIKit
import XCTest

/// The screen's native size, frame rate, brightness and capture state before a compositor is connected (the
/// desktop's outputs give the size and rate once it is; the end-to-end tests show them).
final class ScreenMetricsTests: XCTestCase {
    func testWithoutAnOutputTheScreenHasNoPixelsAndSixtyFramesASecond() {
        onMainActor {
            _ = installManualClock()
            let screen = UIScreen.main
            XCTAssertEqual(screen.nativeScale, screen.scale)
            XCTAssertEqual(screen.maximumFramesPerSecond, 60)
            XCTAssertEqual(screen.nativeBounds.width, screen.bounds.width * screen.nativeScale)
            XCTAssertFalse(screen.isCaptured)
            XCTAssertNil(screen.mirrored)
            XCTAssertEqual(screen.overscanCompensation, .scale)
            XCTAssertEqual(screen.overscanCompensationInsets, .zero)
            XCTAssertFalse(screen.wantsSoftwareDimming)
            XCTAssertEqual(UIScreen.capturedDidChangeNotification.rawValue, "UIScreenCapturedDidChangeNotification")
        }
    }

    func testBrightnessIsClampedAndPostsItsChange() {
        onMainActor {
            _ = installManualClock()
            let screen = UIScreen.main
            let before = screen.brightness
            defer { screen.brightness = before }
            var posts = 0
            let token = NotificationCenter.default.addObserver(forName: UIScreen.brightnessDidChangeNotification, object: screen, queue: nil) { _ in
                MainActor.assumeIsolated { posts += 1 }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            screen.brightness = 0.4
            XCTAssertEqual(screen.brightness, 0.4)
            screen.brightness = 3
            XCTAssertEqual(screen.brightness, 1)
            screen.brightness = 1
            XCTAssertEqual(posts, 2, "a set that changes nothing posts nothing")
        }
    }
}
