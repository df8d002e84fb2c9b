import Foundation
import QuartzCore

/// UIKit's accessibility functions and the preferences assistive technology and the desktop set: posting
/// notifications to screen readers, Reduce Motion and the other settings, and the coordinates elements report in.
@MainActor @preconcurrency
public struct UIAccessibility {
    /// Tells assistive technology that something changed or should be spoken: `.announcement` (a string),
    /// `.screenChanged` and `.layoutChanged` (the element to go to, or a string), `.pageScrolled` (a string).
    /// Nothing happens, and nothing is walked, while no assistive technology listens.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        UIApplication.existing?.accessibility.post(notification, argument: argument)
    }

    /// The element assistive technology's focus is on (here: keyboard focus), for `assistiveTechnology`.
    public static func focusedElement(using assistiveTechnology: UIAccessibility.AssistiveTechnologyIdentifier?) -> Any? {
        UIApplication.existing?.accessibility.focus.focused
    }

    /// `rect`, in `view`'s coordinates, in the coordinates `accessibilityFrame` takes.
    ///
    /// Difference from Apple: "screen" coordinates are the window's (a Wayland client does not know where its window is).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convert(rect, to: view.window ?? view.rootAncestor)
    }

    /// `path`, in `view`'s coordinates, in the coordinates `accessibilityPath` takes.
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = convertToScreenCoordinates(.zero, in: view).origin
        let converted = path.copy() as? UIBezierPath ?? path
        converted.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return converted
    }

    // MARK: What assistive technology and the desktop set

    /// Whether a screen reader listens: true while an AT-SPI client (Orca, a test client) has the app registered
    /// on the accessibility bus.
    public static var isVoiceOverRunning: Bool { UIApplication.existing?.accessibility.isListening ?? false }
    /// Whether the user asked for less motion: from `UIKIT_REDUCE_MOTION`, else GNOME's `enable-animations`.
    public static var isReduceMotionEnabled: Bool { UIApplication.existing?.accessibility.settings.reduceMotion ?? false }
    /// Whether slides should become cross-fades (iOS 14): here whenever Reduce Motion is on.
    public static var prefersCrossFadeTransitions: Bool { isReduceMotionEnabled }
    /// Difference from Apple: always false; the desktop's setting is not read.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Difference from Apple: always false; the desktop's setting is not read.
    public static var isBoldTextEnabled: Bool { false }
    /// Difference from Apple: always false; the desktop's setting is not read.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Difference from Apple: always false; the desktop's setting is not read.
    public static var isGrayscaleEnabled: Bool { false }
    /// Difference from Apple: always false; the desktop's setting is not read.
    public static var isInvertColorsEnabled: Bool { false }
    /// Difference from Apple: always false; there is no Switch Control.
    public static var isSwitchControlRunning: Bool { false }
    /// Difference from Apple: always false; there is no AssistiveTouch.
    public static var isAssistiveTouchRunning: Bool { false }
    /// Difference from Apple: always false; there is no Guided Access.
    public static var isGuidedAccessEnabled: Bool { false }
    /// Difference from Apple: always false; the desktop's setting is not read.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Difference from Apple: always false; the desktop's setting is not read.
    public static var isMonoAudioEnabled: Bool { false }
    /// Difference from Apple: always false; there is no shake gesture on a desktop.
    public static var isShakeToUndoEnabled: Bool { false }
    /// Difference from Apple: always false; there is no Speak Selection.
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Difference from Apple: always false; there is no Speak Screen.
    public static var isSpeakScreenEnabled: Bool { false }
    /// Whether videos may play by themselves: true unless Reduce Motion is on.
    public static var isVideoAutoplayEnabled: Bool { !isReduceMotionEnabled }
    /// Difference from Apple: always false; the desktop's setting is not read.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// Difference from Apple: always false; the desktop's setting is not read.
    public static var buttonShapesEnabled: Bool { false }
    /// Difference from Apple: always false; the desktop's setting is not read.
    public static var shouldDifferentiateWithoutColor: Bool { false }

    // MARK: Notifications of NotificationCenter

    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    nonisolated public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    nonisolated public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    nonisolated public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    nonisolated public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    nonisolated public static let assistiveTouchStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification")
    nonisolated public static let guidedAccessStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGuidedAccessStatusDidChangeNotification")
    nonisolated public static let closedCaptioningStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    nonisolated public static let monoAudioStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityMonoAudioStatusDidChangeNotification")
    nonisolated public static let shakeToUndoDidChangeNotification = Foundation.Notification.Name("UIAccessibilityShakeToUndoDidChangeNotification")
    nonisolated public static let speakSelectionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification")
    nonisolated public static let speakScreenStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification")
    nonisolated public static let videoAutoplayStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    nonisolated public static let onOffSwitchLabelsDidChangeNotification = Foundation.Notification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    nonisolated public static let buttonShapesEnabledStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    nonisolated public static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    nonisolated public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
    /// Posted when an announcement was spoken (its user info says what and whether it finished).
    ///
    /// Difference from Apple: never posted; AT-SPI does not say when a screen reader finished speaking.
    nonisolated public static let announcementDidFinishNotification = Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    nonisolated public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    nonisolated public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
    nonisolated public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    nonisolated public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
    nonisolated public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"

    /// Names an assistive technology (`.notificationVoiceOver`, `.notificationSwitchControl`).
    public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        nonisolated public static let notificationVoiceOver = AssistiveTechnologyIdentifier("UIAccessibilityNotificationVoiceOverIdentifier")
        nonisolated public static let notificationSwitchControl = AssistiveTechnologyIdentifier("UIAccessibilityNotificationSwitchControlIdentifier")
    }
}

extension UIView {
    /// The topmost view above this one (itself when it has no superview).
    var rootAncestor: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }
}
