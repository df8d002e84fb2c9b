import Foundation
import QuartzCore
@testable import UIKit
import Wayland
import XCTest

/// A view that takes focus, as an iPad app's custom tile does by overriding `canBecomeFocused`.
class FocusTile: UIView {
    var focusable = true
    override var canBecomeFocused: Bool { focusable }
}

/// A 400×300 window on the manual clock with the desktop's key path (`WindowInput`) and nothing first responder.
@MainActor
final class FocusRig {
    let clock: CAManualMediaClock
    let window: UIWindow
    lazy var input = WindowInput(window: window)
    private var stamp: UInt32 = 1_000

    /// A rig on a fresh manual clock with the window `make` builds (an empty 400×300 one by default).
    init(_ make: () -> UIWindow = { UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300)) }) {
        clock = installManualClock()
        window = make()
        UIApplication.firstResponder = nil
    }

    var system: UIFocusSystem { UIFocusSystem.focusSystem(for: window)! }
    var focused: UIView? { system.focusedItem as? UIView }

    /// A focusable tile at `frame` in `parent` (the window when nil).
    @discardableResult
    func tile(_ frame: CGRect, in parent: UIView? = nil, tag: Int = 0) -> FocusTile {
        let tile = FocusTile(frame: frame)
        tile.tag = tag
        (parent ?? window).addSubview(tile)
        return tile
    }

    /// A system button titled `title` at `frame` in the window.
    func button(_ title: String, _ frame: CGRect) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = frame
        window.addSubview(button)
        return button
    }

    /// A plain container at `frame` forming the focus group `group`.
    func group(_ group: String, _ frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        view.focusGroupIdentifier = group
        window.addSubview(view)
        return view
    }

    /// Moves the context's clock on, running what falls due.
    func advance(by seconds: CFTimeInterval) {
        CAContext.current.advance(by: seconds)
    }

    /// Presses and releases the key named `name` (an xkb keysym name).
    func press(_ name: String, _ modifiers: KeyModifiers = []) {
        let text = name == "space" ? " " : (name == "Return" ? "\r" : "")
        stamp += 10
        input.handle(KeyEvent(code: 30, keysym: 0, name: name, text: text, isPressed: true, isRepeat: false, modifiers: modifiers, time: stamp))
        stamp += 10
        input.handle(KeyEvent(code: 30, keysym: 0, name: name, text: "", isPressed: false, isRepeat: false, modifiers: modifiers, time: stamp))
    }
}

/// What observers of the focus notifications saw: each notification's user info, in order.
final class FocusNoteLog: @unchecked Sendable {
    var userInfos: [[AnyHashable: Any]] = []
    private var observer: NSObjectProtocol?

    init(_ name: Notification.Name) {
        observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [unowned self] note in
            userInfos.append(note.userInfo ?? [:])
        }
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    /// The context the last notification carried.
    var lastContext: UIFocusUpdateContext? {
        userInfos.last?[UIFocusSystem.focusUpdateContextUserInfoKey] as? UIFocusUpdateContext
    }
}
