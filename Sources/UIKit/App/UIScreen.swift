import Foundation
import QuartzCore
import Wayland

/// The display the app shows on: the compositor's first output once connected.
@MainActor @preconcurrency
public final class UIScreen: NSObject {
    public static let main = UIScreen()

    /// The screen's size in points (the first output's mode over its scale; 0 before connecting).
    public var bounds: CGRect {
        guard let output = UIApplication.shared.desktop?.display.outputs.first else { return .zero }
        return CGRect(x: 0, y: 0, width: CGFloat(output.pixelSize.width) / scale, height: CGFloat(output.pixelSize.height) / scale)
    }

    /// Pixels per point of the first output (1 before connecting).
    public var scale: CGFloat {
        CGFloat(UIApplication.shared.desktop?.display.outputs.first?.scale ?? 1)
    }

    /// The first output's size in pixels (zero before connecting).
    public var nativeBounds: CGRect {
        guard let output = firstOutput else { return .zero }
        return CGRect(x: 0, y: 0, width: output.pixelSize.width, height: output.pixelSize.height)
    }

    /// Pixels per point of the panel itself: the output's scale, as `scale`.
    public var nativeScale: CGFloat { scale }

    /// How many frames a second the screen shows: the first output's refresh rate, else 60.
    public var maximumFramesPerSecond: Int {
        guard let millihertz = firstOutput?.refreshMillihertz, millihertz > 0 else { return 60 }
        return (millihertz + 500) / 1000
    }

    /// The backlight's level, 0 to 1; setting it posts `brightnessDidChangeNotification`.
    ///
    /// Difference from Apple: kept by the app only; the desktop's backlight does not change.
    public var brightness: CGFloat = 1 {
        didSet {
            brightness = min(max(brightness.isNaN ? oldValue : brightness, 0), 1)
            if brightness != oldValue { NotificationCenter.default.post(name: UIScreen.brightnessDidChangeNotification, object: self) }
        }
    }

    /// Whether dimming below the backlight's lowest level is drawn by software.
    ///
    /// Difference from Apple: stored only; the desktop's backlight does not change.
    public var wantsSoftwareDimming = false

    /// Whether the screen is being recorded, mirrored or cast.
    ///
    /// Difference from Apple: always false; a Wayland client is not told when the desktop is recorded.
    public var isCaptured: Bool { false }

    /// The screen this one mirrors: none.
    public var mirrored: UIScreen? { nil }

    /// How an external display's overscan is made up for; `.scale` by default.
    public var overscanCompensation: OverscanCompensation = .scale

    /// The insets that keep content inside an overscanned display: none on the desktop's outputs.
    public var overscanCompensationInsets: UIEdgeInsets { .zero }

    /// Ways of making up for a display that crops its picture's edges.
    public enum OverscanCompensation: Int, Sendable {
        case scale = 0
        case insetBounds = 1
        case none = 2
    }

    /// Posted when `isCaptured` changes.
    nonisolated public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")
    /// Posted when `brightness` changes.
    nonisolated public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")

    private var firstOutput: Output? { UIApplication.shared.desktop?.display.outputs.first }

    /// The desktop's traits at the screen's scale: what views outside a window are shown with.
    public var traitCollection: UITraitCollection {
        let state = UIKitContextState.current
        return .desktop(scale: scale, style: state.desktopStyle, category: state.desktopContentSizeCategory)
    }

    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIScreen: UITraitEnvironment {}
