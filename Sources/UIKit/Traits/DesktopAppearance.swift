import ATSPI
import Foundation

/// Where windows get light or dark from: `UIKIT_APPEARANCE` (`light` or `dark`) when set, else the desktop's colour
/// scheme through xdg-desktop-portal, followed while the app runs (light when the desktop has no preference).
@MainActor
final class DesktopAppearance {
    private var portal: DesktopColorScheme?

    /// The style `UIKIT_APPEARANCE` asks for; nil when it is unset or says something else (said once).
    static func environmentStyle(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> UIUserInterfaceStyle? {
        guard let value = environment["UIKIT_APPEARANCE"]?.lowercased(), !value.isEmpty else { return nil }
        switch value {
        case "dark": return .dark
        case "light": return .light
        default:
            Diagnostics.report("UIKIT_APPEARANCE is \"\(value)\", not light or dark; following the desktop")
            return nil
        }
    }

    /// Starts: the environment's style, or the portal's.
    func startOnDesktop() {
        if let style = Self.environmentStyle() {
            UIApplication.shared.desktopColorSchemeChanged(to: style)
        } else if let portal = DesktopColorScheme.onSessionBus() {
            follow(portal)
        }
    }

    /// Follows `portal`: each preference it gives sets the windows' style.
    func follow(_ portal: DesktopColorScheme) {
        self.portal = portal
        portal.onChange = { preference in
            UIApplication.shared.desktopColorSchemeChanged(to: preference == .dark ? .dark : .light)
        }
        if let preference = portal.preference {
            UIApplication.shared.desktopColorSchemeChanged(to: preference == .dark ? .dark : .light)
        }
    }
}

extension UIApplication {
    /// The desktop's style became `style`: every window, and what each shows, hears of it.
    func desktopColorSchemeChanged(to style: UIUserInterfaceStyle) {
        let state = UIKitContextState.current
        guard state.desktopStyle != style else { return }
        TraitChange.perform(views: windows) { state.desktopStyle = style }
    }
}
