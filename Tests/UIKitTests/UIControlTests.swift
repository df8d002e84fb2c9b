@testable import UIKit
import Wayland
import XCTest

final class UIControlTests: XCTestCase {
    func testAButtonRunsItsActionOnTouchUpInsideOnly() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            var taps = 0
            let button = UIButton(primaryAction: UIAction { _ in taps += 1 })
            button.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
            button.setTitle("Go", for: .normal)
            window.addSubview(button)
            let input = WindowInput(window: window)
            @MainActor func pointer(_ events: [PointerEvent]) {
                input.handle(PointerFrame(events: events, x: 0, y: 0, isInside: true))
            }
            pointer([.motion(x: 120, y: 110, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)])
            XCTAssertTrue(button.isHighlighted)
            pointer([.button(code: 0x110, isPressed: false, serial: 2, time: 0)])
            XCTAssertFalse(button.isHighlighted)
            XCTAssertEqual(taps, 1)
            // Dragged far away before release: no action.
            pointer([.motion(x: 120, y: 110, time: 0), .button(code: 0x110, isPressed: true, serial: 3, time: 0)])
            pointer([.motion(x: 290, y: 290, time: 0)])
            pointer([.button(code: 0x110, isPressed: false, serial: 4, time: 0)])
            XCTAssertEqual(taps, 1)
        }
    }

    func testAButtonShowsItsPartsOnlyOnceTheyHaveContent() {
        onMainActor {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            let cover = UIView(frame: button.bounds)
            button.addSubview(cover)
            XCTAssertEqual(button.layer.sublayers?.count, 1, "a bare button's sublayers are the app's, as the Genius seed walks them")
            button.setTitle("Play", for: .normal)
            XCTAssertTrue(button.subviews.last === button.titleLabel)
            button.setBackgroundImage(CGImage(width: 1, height: 1, premultipliedARGB32: [0xFF00_0000]).map { UIImage(cgImage: $0) }, for: .normal)
            XCTAssertEqual(button.subviews.count, 3)
            XCTAssertTrue(button.subviews.first is UIImageView, "the background goes under everything")
            XCTAssertTrue(button.subviews[1] === cover)
        }
    }

    func testADisabledControlIgnoresTouches() {
        onMainActor {
            var taps = 0
            let button = UIButton(primaryAction: UIAction { _ in taps += 1 })
            button.isEnabled = false
            let touch = UITouch(type: .direct, phase: .began, location: .zero, timestamp: 0, tapCount: 1, window: nil)
            button.touchesBegan([touch], with: nil)
            button.touchesEnded([touch], with: nil)
            XCTAssertEqual(taps, 0)
        }
    }

    func testALabelDrawsItsTextInItsColor() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            window.backgroundColor = .white
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
            label.text = "Hello"
            label.font = .boldSystemFont(ofSize: 24)
            label.textColor = .red
            window.addSubview(label)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            var reddish = 0
            for y in 10..<50 {
                for x in 10..<190 {
                    let p = renderer.pixel(x: x, y: y)
                    if (p >> 16) & 0xFF > 200, (p >> 8) & 0xFF < 60 { reddish += 1 }
                }
            }
            XCTAssertGreaterThan(reddish, 50, "glyph pixels in red")
            XCTAssertGreaterThan(label.sizeThatFits(CGSize(width: 1000, height: 1000)).width, 40)
        }
    }
}

/// Bad input stays harmless.
final class UIKitBadInputTests: XCTestCase {
    func testAMissingImageNameIsNil() {
        onMainActor {
            XCTAssertNil(UIImage(named: "no-such-image-\(getpid())"))
            XCTAssertNil(UIImage(named: ""))
            XCTAssertNil(UIImage(contentsOfFile: "/no/such/file.png"))
        }
    }
}
