import Foundation

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    /// Upright, the home button at the bottom.
    case portrait = 1
    case portraitUpsideDown = 2
    /// On its side, the home button on the right.
    case landscapeLeft = 3
    case landscapeRight = 4
    /// Flat, the screen up.
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface may take this orientation (portrait or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UIDevice {
    /// The battery's state.
    public enum BatteryState: Int, Sendable {
        case unknown = 0
        /// Running on the battery.
        case unplugged = 1
        case charging = 2
        case full = 3
    }

    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}

/// An input view that plays keyboard clicks through `UIDevice.playInputClick()` when it answers true.
@MainActor @preconcurrency
public protocol UIInputViewAudioFeedback {
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    public var enableInputClicksWhenVisible: Bool { false }
}

/// Whether `orientation` is portrait, as the C macro of the same name.
public func UIDeviceOrientationIsPortrait(_ orientation: UIDeviceOrientation) -> Bool { orientation.isPortrait }
/// Whether `orientation` is landscape, as the C macro of the same name.
public func UIDeviceOrientationIsLandscape(_ orientation: UIDeviceOrientation) -> Bool { orientation.isLandscape }
/// Whether `orientation` is one an interface may take, as the C macro of the same name.
public func UIDeviceOrientationIsValidInterfaceOrientation(_ orientation: UIDeviceOrientation) -> Bool {
    orientation.isValidInterfaceOrientation
}
