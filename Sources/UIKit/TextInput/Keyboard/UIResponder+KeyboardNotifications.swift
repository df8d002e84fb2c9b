import Foundation

/// The keyboard's notifications, posted on the default center with a nil object as a text input becomes and stops
/// being first responder (`DesktopKeyboard` posts them), and the keys of their `userInfo`.
extension UIResponder {
    /// Posted just before the keyboard shows (and again when another text input takes it while it shows).
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted once the keyboard has shown.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted just before the keyboard hides.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted once the keyboard has hidden.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted just before the keyboard's frame changes (as it shows or hides).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted once the keyboard's frame has changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, an `NSValue` of a `CGRect` in screen coordinates.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, an `NSValue` of a `CGRect` in screen coordinates.
    ///
    /// Difference from Apple: a desktop's keyboard is a hardware one that covers nothing, so the frame is a zero-high
    /// strip at the bottom of the first responder's window, which stands for the screen (iPadOS with a hardware
    /// keyboard reports its shortcuts bar there); `UIKIT_KEYBOARD_HEIGHT=N` reports a keyboard N points high instead,
    /// to try a screen's keyboard avoidance on the desktop (its input method tells of no on-screen panel).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// How long the keyboard's move takes, an `NSNumber` of a `TimeInterval` ("will" notifications).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The curve of the keyboard's move, an `NSNumber` of a `UIView.AnimationCurve` raw value ("will" notifications).
    ///
    /// Difference from Apple: ease-in-out (0), a curve `UIView.AnimationCurve(rawValue:)` knows; iOS reports its
    /// private keyboard curve (7).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app, an `NSNumber` of a `Bool`.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
