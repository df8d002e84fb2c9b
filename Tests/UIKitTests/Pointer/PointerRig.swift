@testable import UIKit
import Wayland

/// A 300 × 300 window on a fresh manual clock with its input, and a mouse that moves, leaves and clicks over it,
/// each event stamped with the clock's time.
@MainActor
final class PointerRig {
    let clock = installManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let input: WindowInput

    init() {
        input = WindowInput(window: window)
    }

    var tracker: PointerTracker { input.pointer }

    /// The cursor the window asks for now.
    var cursor: WindowCursor { tracker.cursor }

    func move(to x: Double, _ y: Double) {
        send(.motion(x: x, y: y, time: stamp))
    }

    func leave() {
        send(.leave)
    }

    func click(at x: Double, _ y: Double) {
        send(.motion(x: x, y: y, time: stamp), .button(code: 0x110, isPressed: true, serial: 1, time: stamp))
        send(.button(code: 0x110, isPressed: false, serial: 2, time: stamp))
    }

    /// Moves the context's time on, running display links and animation events on the way.
    func advance(by seconds: TimeInterval) {
        CATransaction.flush()
        CAContext.current.advance(by: seconds)
    }

    private var stamp: UInt32 { EventTime.milliseconds(fromSeconds: CACurrentMediaTime()) }

    private func send(_ events: PointerEvent...) {
        input.handle(PointerFrame(events: events, x: 0, y: 0, isInside: !events.contains(.leave)))
    }
}
