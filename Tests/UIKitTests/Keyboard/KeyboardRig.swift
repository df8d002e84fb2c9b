import Foundation
import QuartzCore
@testable import UIKit
import XCTest

/// A 320×480 window with two text fields, on a fresh manual clock at 100 s, recording the keyboard notifications
/// posted; `keyboardHeight` sets `UIKIT_KEYBOARD_HEIGHT` for the test. `finish()` resigns and stops listening.
@MainActor
final class KeyboardRig {
    static let names: [Notification.Name: String] = [
        UIResponder.keyboardWillShowNotification: "willShow", UIResponder.keyboardDidShowNotification: "didShow",
        UIResponder.keyboardWillHideNotification: "willHide", UIResponder.keyboardDidHideNotification: "didHide",
        UIResponder.keyboardWillChangeFrameNotification: "willChangeFrame",
        UIResponder.keyboardDidChangeFrameNotification: "didChangeFrame",
    ]

    let clock = installManualClock()
    /// The fresh context on that clock: advancing it runs the display links and animations that fall due.
    let context = CAContext.current
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let first = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 30))
    let second = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 30))
    private let recorder = Recorder()
    var notes: [Notification] { recorder.notes }
    private var observers: [NSObjectProtocol] = []

    /// What the observers append to, from whichever context the center calls them in.
    private final class Recorder: @unchecked Sendable {
        var notes: [Notification] = []
    }

    init(keyboardHeight: Int? = nil) {
        if let keyboardHeight { setenv("UIKIT_KEYBOARD_HEIGHT", "\(keyboardHeight)", 1) } else { unsetenv("UIKIT_KEYBOARD_HEIGHT") }
        window.addSubview(first)
        window.addSubview(second)
        for name in Self.names.keys {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [recorder] note in
                recorder.notes.append(note)
            })
        }
    }

    /// The notifications' short names, in the order they were posted.
    var posted: [String] { notes.map { Self.names[$0.name] ?? $0.name.rawValue } }

    func info(_ index: Int) -> [AnyHashable: Any] { notes[index].userInfo ?? [:] }

    func frame(_ key: String, of index: Int) -> CGRect? { (info(index)[key] as? NSValue)?.cgRectValue }

    func finish() {
        UIApplication.firstResponder?.resignFirstResponder()
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
        unsetenv("UIKIT_KEYBOARD_HEIGHT")
    }
}
