@testable import UIKit
import Wayland
import XCTest

/// View members iOS code leans on: `mask`, `drawHierarchy(in:afterScreenUpdates:)`, `tintAdjustmentMode`,
/// `isMultipleTouchEnabled` and `isExclusiveTouch`.
final class UIViewMembersTests: XCTestCase {
    final class TouchCounter: UIView {
        var began = 0
        var tints = 0

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
        override func tintColorDidChange() { tints += 1 }
    }

    func testAMaskViewsAlphaMasksTheView() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            window.backgroundColor = .white
            let red = UIView(frame: window.bounds)
            red.backgroundColor = .red
            let mask = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            mask.backgroundColor = .black
            red.mask = mask
            window.addSubview(red)
            XCTAssertTrue(red.mask === mask)
            XCTAssertTrue(red.layer.mask === mask.layer)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            XCTAssertNotEqual(renderer.pixel(x: 10, y: 10), renderer.pixel(x: 30, y: 10), "shown under the mask, white beside it")
            XCTAssertEqual(renderer.pixel(x: 30, y: 10) & 0xFFFFFF, 0xFFFFFF)
            red.mask = nil
            XCTAssertNil(red.layer.mask)
        }
    }

    func testDrawHierarchyDrawsTheViewScaledIntoTheCurrentContext() {
        onMainActor {
            _ = installManualClock()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.backgroundColor = .blue
            let dot = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            dot.backgroundColor = .green
            view.addSubview(dot)
            XCTAssertFalse(view.drawHierarchy(in: view.bounds, afterScreenUpdates: false), "no context, nothing drawn")
            var drew = false
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { _ in
                drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 40), afterScreenUpdates: true)
            }
            XCTAssertTrue(drew)
            guard let cgImage = image.cgImage, let pixels = cgImage.dataProvider?.data as Data? else { return XCTFail("no pixels") }
            func pixel(_ x: Int, _ y: Int) -> [UInt8] {
                let offset = y * cgImage.bytesPerRow + x * 4
                return Array(pixels[offset..<offset + 4])
            }
            XCTAssertNotEqual(pixel(5, 5), pixel(35, 35), "blue at the top left, the green dot twice as large at the bottom right")
            XCTAssertEqual(pixel(30, 30), pixel(39, 39))
        }
    }

    func testADimmedTintIsGreyBelowItAndTellsTheViews() {
        onMainActor {
            let root = UIView()
            root.tintColor = .systemRed
            let child = TouchCounter()
            root.addSubview(child)
            root.tintAdjustmentMode = .dimmed
            XCTAssertEqual(child.tints, 1, "told of the change")
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            XCTAssertTrue(child.tintColor.getRed(&r, green: &g, blue: &b, alpha: &a))
            XCTAssertEqual(r, g, accuracy: 0.001, "grey")
            XCTAssertEqual(g, b, accuracy: 0.001)
            root.tintAdjustmentMode = .normal
            XCTAssertEqual(child.tintColor, .systemRed)
        }
    }

    func testASecondTouchSkipsAOneTouchViewButReachesAMultiTouchOne() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let single = TouchCounter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let multi = TouchCounter(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            multi.isMultipleTouchEnabled = true
            window.addSubview(single)
            window.addSubview(multi)
            let input = WindowInput(window: window)
            input.handle(TouchFrame(events: [.down(id: 1, x: 20, y: 50, serial: 1, time: 0), .down(id: 2, x: 60, y: 50, serial: 2, time: 0)]))
            XCTAssertEqual(single.began, 1, "one touch at a time by default")
            input.handle(TouchFrame(events: [.down(id: 3, x: 120, y: 50, serial: 3, time: 1), .down(id: 4, x: 160, y: 50, serial: 4, time: 1)]))
            XCTAssertEqual(multi.began, 2)
            input.handle(TouchFrame(events: [.up(id: 1, serial: 5, time: 2), .up(id: 2, serial: 6, time: 2),
                                             .up(id: 3, serial: 7, time: 2), .up(id: 4, serial: 8, time: 2)]))
        }
    }

    func testAnExclusiveTouchViewKeepsOthersFromTouches() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let exclusive = TouchCounter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            exclusive.isExclusiveTouch = true
            let other = TouchCounter(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            window.addSubview(exclusive)
            window.addSubview(other)
            let input = WindowInput(window: window)
            input.handle(TouchFrame(events: [.down(id: 1, x: 20, y: 50, serial: 1, time: 0)]))
            input.handle(TouchFrame(events: [.down(id: 2, x: 150, y: 50, serial: 2, time: 0)]))
            XCTAssertEqual(other.began, 0, "nothing else while the exclusive view tracks")
            input.handle(TouchFrame(events: [.up(id: 1, serial: 3, time: 1), .up(id: 2, serial: 4, time: 1)]))
            input.handle(TouchFrame(events: [.down(id: 3, x: 150, y: 50, serial: 5, time: 2)]))
            input.handle(TouchFrame(events: [.down(id: 4, x: 20, y: 50, serial: 6, time: 2)]))
            XCTAssertEqual(other.began, 1)
            XCTAssertEqual(exclusive.began, 1, "and it takes none while another view tracks")
        }
    }

    /// A player controller as iOS apps write one: remote-control events reach it up the responder chain.
    final class PlayerController: UIViewController {
        var received: [UIEvent.EventSubtype] = []
        var shakes = 0

        override func remoteControlReceived(with event: UIEvent?) {
            if let event, event.type == .remoteControl { received.append(event.subtype) }
        }

        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake { shakes += 1 }
        }
    }

    func testMediaKeysAreRemoteControlEventsForTheResponderChain() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let player = PlayerController()
            window.rootViewController = player
            let input = WindowInput(window: window)
            for (name, code) in [("XF86AudioPlay", UInt32(164)), ("XF86AudioNext", 163), ("a", 30)] {
                input.handle(KeyEvent(code: code, keysym: 0, name: name, text: "", isPressed: true, isRepeat: false, modifiers: [], time: 1))
                input.handle(KeyEvent(code: code, keysym: 0, name: name, text: "", isPressed: false, isRepeat: false, modifiers: [], time: 2))
            }
            XCTAssertEqual(player.received, [.remoteControlTogglePlayPause, .remoteControlNextTrack])
            player.view.motionEnded(.motionShake, with: nil)
            XCTAssertEqual(player.shakes, 1, "motion events pass up the chain to the controller")
        }
    }
}
