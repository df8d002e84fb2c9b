import Foundation
@testable import UIKit
import Wayland
import XCTest

/// A 400×300 window on the manual clock with the desktop's input path (`WindowInput`), nothing first responder:
/// keys typed and pressed as xkb would deliver them, pointer clicks and drags with compositor times.
@MainActor
final class TextInputRig {
    let clock = installManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    lazy var input = WindowInput(window: window)
    /// The compositor's clock, in ms: each event a little later than the one before.
    private var stamp: UInt32 = 1_000

    init() {
        UIApplication.firstResponder = nil
    }

    /// A field at `frame` in the window.
    func field(_ frame: CGRect = CGRect(x: 20, y: 20, width: 200, height: 30), text: String? = nil) -> UITextField {
        let field = UITextField(frame: frame)
        field.text = text
        window.addSubview(field)
        window.layoutIfNeeded()
        return field
    }

    private func key(_ name: String, text: String, pressed: Bool, modifiers: KeyModifiers) {
        stamp += 10
        input.handle(KeyEvent(code: 30, keysym: 0, name: name, text: text, isPressed: pressed, isRepeat: false, modifiers: modifiers, time: stamp))
    }

    /// Types `text` a character at a time, as a keyboard layout that has each character on a key.
    func type(_ text: String) {
        for character in text {
            let name = character == " " ? "space" : String(character)
            key(name, text: String(character), pressed: true, modifiers: [])
            key(name, text: "", pressed: false, modifiers: [])
        }
    }

    /// Presses and releases the key named `name` (an xkb keysym name) with `modifiers`; a one-letter name types
    /// its letter when no Ctrl is held.
    func press(_ name: String, _ modifiers: KeyModifiers = []) {
        let text = name.count == 1 && !modifiers.contains(.control) ? name : ""
        key(name, text: text, pressed: true, modifiers: modifiers)
        key(name, text: "", pressed: false, modifiers: modifiers)
    }

    /// A click of the primary button at a window point; `after` ms after the last event (clicks within 350 ms at
    /// one place count up).
    func click(_ point: CGPoint, after: UInt32 = 500, modifiers: KeyModifiers = []) {
        stamp += after
        input.handle(PointerFrame(events: [.motion(x: Double(point.x), y: Double(point.y), time: stamp), .button(code: 0x110, isPressed: true, serial: 1, time: stamp)], x: 0, y: 0, isInside: true, modifiers: modifiers))
        stamp += 20
        input.handle(PointerFrame(events: [.button(code: 0x110, isPressed: false, serial: 2, time: stamp)], x: 0, y: 0, isInside: true, modifiers: modifiers))
    }

    /// The middle of the caret at `offset` of a text field or view, in the window's coordinates: where a click puts
    /// the caret there.
    func caretPoint(_ offset: Int, in view: some UIView & UITextInput) -> CGPoint {
        let rect = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: offset)!)
        return view.convert(CGPoint(x: rect.midX, y: rect.midY), to: window)
    }

    /// A press at `from`, a move to `to`, a release there, with `modifiers` held throughout.
    func drag(from: CGPoint, to: CGPoint, modifiers: KeyModifiers = []) {
        stamp += 500
        input.handle(PointerFrame(events: [.motion(x: Double(from.x), y: Double(from.y), time: stamp), .button(code: 0x110, isPressed: true, serial: 1, time: stamp)], x: 0, y: 0, isInside: true, modifiers: modifiers))
        stamp += 50
        input.handle(PointerFrame(events: [.motion(x: Double(to.x), y: Double(to.y), time: stamp)], x: 0, y: 0, isInside: true, modifiers: modifiers))
        stamp += 50
        input.handle(PointerFrame(events: [.button(code: 0x110, isPressed: false, serial: 2, time: stamp)], x: 0, y: 0, isInside: true, modifiers: modifiers))
    }
}

/// What notification observers saw (their blocks run on the posting thread, the main one here).
final class NoteLog: @unchecked Sendable {
    var entries: [String] = []
}

/// A test case whose first responder (the app's, kept across tests) is let go after each test, so that keys in
/// later tests reach the controllers they expect.
class TextInputTestCase: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { UIApplication.firstResponder = nil }
        super.tearDown()
    }
}
