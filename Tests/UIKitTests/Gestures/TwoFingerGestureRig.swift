@testable import UIKit
import Wayland

/// A window with one view for two-finger gestures, driven by touch frames as the compositor sends them.
@MainActor
final class TwoFingerGestureRig {
    let clock = installManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    lazy var input = WindowInput(window: window)
    private var stamp: UInt32 = 0

    init(_ recognizers: [UIGestureRecognizer]) {
        window.addSubview(view)
        recognizers.forEach(view.addGestureRecognizer)
    }

    /// Two fingers down at `a` and `b`.
    func down(_ a: CGPoint, _ b: CGPoint) {
        input.handle(TouchFrame(events: [
            .down(id: 1, x: a.x, y: a.y, serial: 1, time: stamp), .down(id: 2, x: b.x, y: b.y, serial: 2, time: stamp),
        ]))
    }

    /// Both fingers move to `a` and `b`, 10 ms after the last frame.
    func move(_ a: CGPoint, _ b: CGPoint) {
        stamp += 10
        clock.advance(by: 0.01)
        input.handle(TouchFrame(events: [.motion(id: 1, x: a.x, y: a.y, time: stamp), .motion(id: 2, x: b.x, y: b.y, time: stamp)]))
    }

    func up() {
        stamp += 10
        input.handle(TouchFrame(events: [.up(id: 1, serial: 3, time: stamp), .up(id: 2, serial: 4, time: stamp)]))
    }

    /// The two points `radius` from the centre (150, 150) at `degrees` clockwise from the x axis, and opposite.
    static func fingers(at degrees: CGFloat, radius: CGFloat = 50) -> (CGPoint, CGPoint) {
        let angle = degrees * .pi / 180
        let offset = CGPoint(x: radius * cos(angle), y: radius * sin(angle))
        return (CGPoint(x: 150 - offset.x, y: 150 - offset.y), CGPoint(x: 150 + offset.x, y: 150 + offset.y))
    }

    /// Turns the two fingers from 0° to `degrees` in steps of `step` degrees.
    func turn(to degrees: CGFloat, step: CGFloat = 15, radius: CGFloat = 50) {
        let start = Self.fingers(at: 0, radius: radius)
        down(start.0, start.1)
        var angle: CGFloat = 0
        while abs(angle) < abs(degrees) {
            angle += degrees > 0 ? step : -step
            let points = Self.fingers(at: angle, radius: radius)
            move(points.0, points.1)
        }
    }
}

/// A delegate that lets every pair of recognizers recognize at once, as a photo view's does.
@MainActor
final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        true
    }
}
