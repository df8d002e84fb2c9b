@testable import UIKit
import Wayland
import XCTest

/// A window on a fresh manual clock holding one control at (50, 50), with the pointer to press, drag and release on it
/// in the control's coordinates, and the clock to move. The control is made after the clock, so that its layers belong
/// to the rig's context.
@MainActor
final class ControlRig<Control: UIView> {
    let clock = installManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    let control: Control
    private lazy var input = WindowInput(window: window)
    private var serial: UInt32 = 0

    init(_ makeControl: @autoclosure () -> Control) {
        control = makeControl()
        control.frame.origin = CGPoint(x: 50, y: 50)
        window.addSubview(control)
        window.layoutIfNeeded()
    }

    /// Presses the left button at (`x`, `y`) in the control's coordinates.
    func press(_ x: CGFloat, _ y: CGFloat) {
        serial += 1
        pointer([.motion(x: Double(50 + x), y: Double(50 + y), time: 0), .button(code: 0x110, isPressed: true, serial: serial, time: 0)])
    }

    /// Moves the pointer to (`x`, `y`) in the control's coordinates.
    func move(_ x: CGFloat, _ y: CGFloat) {
        pointer([.motion(x: Double(50 + x), y: Double(50 + y), time: 0)])
    }

    func release() {
        serial += 1
        pointer([.button(code: 0x110, isPressed: false, serial: serial, time: 0)])
    }

    /// A press and release at (`x`, `y`).
    func click(_ x: CGFloat, _ y: CGFloat) {
        press(x, y)
        release()
    }

    /// Moves the clock by `seconds`, running display links and animations due on the way.
    func advance(by seconds: CFTimeInterval) {
        CAContext.current.advance(by: seconds)
    }

    private func pointer(_ events: [PointerEvent]) {
        input.handle(PointerFrame(events: events, x: 0, y: 0, isInside: true))
    }
}
