@testable import UIKit
import Wayland

/// A window with one view (50…150 on both axes) whose recognizers are driven by a finger on the touch screen or
/// by the pointer's primary button, stamped with the manual media clock's time as the compositor stamps events.
@MainActor
final class RecognizerRig {
    let clock = installManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    lazy var input = WindowInput(window: window)

    init(_ recognizers: [UIGestureRecognizer]) {
        window.addSubview(view)
        recognizers.forEach(view.addGestureRecognizer)
    }

    private var now: UInt32 { EventTime.milliseconds(fromSeconds: CACurrentMediaTime()) }

    func fingerDown(_ x: Double, _ y: Double, id: Int32 = 1) {
        input.handle(TouchFrame(events: [.down(id: id, x: x, y: y, serial: 1, time: now)]))
    }

    func fingerMove(_ x: Double, _ y: Double, id: Int32 = 1) {
        clock.advance(by: 0.01)
        input.handle(TouchFrame(events: [.motion(id: id, x: x, y: y, time: now)]))
    }

    func fingerUp(id: Int32 = 1) {
        input.handle(TouchFrame(events: [.up(id: id, serial: 2, time: now)]))
    }

    /// A finger's tap at (x, y).
    func tap(_ x: Double, _ y: Double) {
        fingerDown(x, y)
        fingerUp()
    }

    func pointerDown(_ x: Double, _ y: Double, modifiers: KeyModifiers = []) {
        pointer([.motion(x: x, y: y, time: now), .button(code: 0x110, isPressed: true, serial: 1, time: now)], modifiers)
    }

    func pointerMove(_ x: Double, _ y: Double, modifiers: KeyModifiers = []) {
        clock.advance(by: 0.01)
        pointer([.motion(x: x, y: y, time: now)], modifiers)
    }

    func pointerUp(modifiers: KeyModifiers = []) {
        pointer([.button(code: 0x110, isPressed: false, serial: 2, time: now)], modifiers)
    }

    /// A click of the primary button at (x, y) with `modifiers` held.
    func click(_ x: Double, _ y: Double, modifiers: KeyModifiers = []) {
        pointerDown(x, y, modifiers: modifiers)
        pointerUp(modifiers: modifiers)
    }

    private func pointer(_ events: [PointerEvent], _ modifiers: KeyModifiers) {
        input.handle(PointerFrame(events: events, x: 0, y: 0, isInside: true, modifiers: modifiers))
    }
}
