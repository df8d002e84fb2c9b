import Foundation
import QuartzCore
import Wayland

/// Scripted pointer input for an offscreen window (recordings, tests): the primary button
/// pressed, moved and released at points in the window, through the same path as the compositor's,
/// each event stamped with the media clock's time as a compositor stamps its own.
extension OffscreenRenderer {
    /// Moves the pointer to `point` and presses the primary button there.
    public func pointerDown(at point: CGPoint) {
        let stamp = Self.stamp
        send([.motion(x: Double(point.x), y: Double(point.y), time: stamp),
              .button(code: WindowInput.primaryButton, isPressed: true, serial: 0, time: stamp)])
    }

    /// Moves the pointer to `point` (a drag while the button is down).
    public func pointerMove(to point: CGPoint) {
        send([.motion(x: Double(point.x), y: Double(point.y), time: Self.stamp)])
    }

    /// Releases the primary button where the pointer is.
    public func pointerUp() {
        send([.button(code: WindowInput.primaryButton, isPressed: false, serial: 0, time: Self.stamp)])
    }

    /// The current media time as a compositor's millisecond stamp.
    static var stamp: UInt32 { EventTime.milliseconds(fromSeconds: CACurrentMediaTime()) }

    private func send(_ events: [PointerEvent]) {
        input.handle(PointerFrame(events: events, x: 0, y: 0, isInside: true))
    }
}
