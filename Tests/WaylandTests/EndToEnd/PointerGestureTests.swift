import Foundation
import Wayland
import XCTest

/// The Wayland module in this process against the test compositor's touchpad case: `zwp_pointer_gestures_v1`'s
/// pinch, swipe and hold decoded as `PointerGestureEvent`s for the window they began on, and finger scrolling's
/// `axis_source` kept on its pointer frames.
final class PointerGestureTests: XCTestCase {
    func testTheTouchpadsGesturesAndFingerScrollingReachTheWindow() throws {
        let compositor = try MisbehavingCompositor("touchpad")
        defer { compositor.stop() }
        let display = try Display(name: compositor.socketPath)
        let window = try Window(display: display, title: "gestures", appID: "pointer-gesture-tests")
        var gestures: [PointerGestureEvent] = []
        var frames: [PointerFrame] = []
        window.onPointerGesture = { gestures.append($0) }
        window.onPointer = { frames.append($0) }
        let deadline = Date(timeIntervalSinceNow: 10)
        while frames.count < 4, Date() < deadline {
            try display.dispatch(timeout: .milliseconds(100))
        }
        XCTAssertEqual(gestures, [
            .pinchBegin(fingers: 2, time: 1020),
            .pinchUpdate(dx: 1, dy: -2, scale: 1.25, rotation: 10, time: 1030),
            .pinchUpdate(dx: 0, dy: 0, scale: 1.5, rotation: 5, time: 1040),
            .pinchEnd(isCancelled: false, time: 1050),
            .swipeBegin(fingers: 3, time: 1060),
            .swipeUpdate(dx: 30, dy: 0.5, time: 1070),
            .swipeEnd(isCancelled: false, time: 1080),
            .holdBegin(fingers: 2, time: 1090),
            .holdEnd(isCancelled: true, time: 1100),
        ])
        XCTAssertEqual(frames.map(\.events), [
            [.enter(x: 100, y: 80, serial: frames.first.flatMap(Self.serial) ?? 0)],
            [.axis(.vertical, value: 12, steps: nil, time: 1110)],
            [.axis(.vertical, value: 8, steps: nil, time: 1120)],
            [.axisStop(.vertical, time: 1130)],
        ])
        XCTAssertEqual(frames.map(\.axisSource), [nil, .finger, .finger, .finger])
        withExtendedLifetime(window) {}
    }

    private static func serial(_ frame: PointerFrame) -> UInt32? {
        if case let .enter(_, _, serial) = frame.events.first { return serial }
        return nil
    }
}
