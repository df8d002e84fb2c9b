import Foundation
import QuartzCore
import Wayland

/// Scripted fingers and touchpad gestures for an offscreen window (recordings, tests), through the same path as the
/// compositor's touch and gesture events, each stamped with the media clock's time.
extension OffscreenRenderer {
    /// Puts one finger down at each point (touch ids 0, 1, … in order).
    public func touchesDown(at points: [CGPoint]) {
        let stamp = Self.stamp
        input.handle(TouchFrame(events: points.enumerated().map { id, point in
            .down(id: Int32(id), x: Double(point.x), y: Double(point.y), serial: 0, time: stamp)
        }))
    }

    /// Moves the fingers put down by `touchesDown(at:)` to these points, in one frame.
    public func touchesMove(to points: [CGPoint]) {
        let stamp = Self.stamp
        input.handle(TouchFrame(events: points.enumerated().map { id, point in
            .motion(id: Int32(id), x: Double(point.x), y: Double(point.y), time: stamp)
        }))
    }

    /// Lifts `count` fingers (ids 0 to count - 1), in one frame.
    public func touchesUp(count: Int) {
        let stamp = Self.stamp
        input.handle(TouchFrame(events: (0..<count).map { .up(id: Int32($0), serial: 0, time: stamp) }))
    }

    /// A two-finger touchpad pinch with the pointer where it is: each step's scale since the start and rotation
    /// since the start (radians, clockwise), then the fingers lift.
    public func touchpadPinch(_ steps: [(scale: CGFloat, rotation: CGFloat)]) {
        input.handle(.pinchBegin(fingers: 2, time: Self.stamp))
        var turned: CGFloat = 0
        for step in steps {
            let degrees = (step.rotation - turned) * 180 / .pi
            turned = step.rotation
            input.handle(.pinchUpdate(dx: 0, dy: 0, scale: Double(step.scale), rotation: Double(degrees), time: Self.stamp))
        }
        input.handle(.pinchEnd(isCancelled: false, time: Self.stamp))
    }

    /// Two fingers scrolling on the touchpad by each offset change in turn (surface units; positive y scrolls the
    /// content up, as the compositor reports it), then lifting.
    public func touchpadScroll(_ steps: [CGVector]) {
        for step in steps {
            var events: [PointerEvent] = []
            if step.dx != 0 { events.append(.axis(.horizontal, value: Double(step.dx), steps: nil, time: Self.stamp)) }
            if step.dy != 0 { events.append(.axis(.vertical, value: Double(step.dy), steps: nil, time: Self.stamp)) }
            var frame = PointerFrame(events: events, x: 0, y: 0, isInside: true)
            frame.axisSource = .finger
            input.handle(frame)
        }
        var stop = PointerFrame(events: [.axisStop(.vertical, time: Self.stamp), .axisStop(.horizontal, time: Self.stamp)],
                                x: 0, y: 0, isInside: true)
        stop.axisSource = .finger
        input.handle(stop)
    }
}
