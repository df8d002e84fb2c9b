import QuartzCore
import Wayland

/// The display the app shows on: the compositor's first output once connected.
@MainActor @preconcurrency
public final class UIScreen {
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

    /// The desktop's traits at the screen's scale: what views outside a window are shown with.
    public var traitCollection: UITraitCollection {
        .desktop(scale: scale, style: UIKitContextState.current.desktopStyle)
    }

    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIScreen: UITraitEnvironment {}
