import Foundation

/// The desktop's accessibility preferences the app follows: Reduce Motion from `UIKIT_REDUCE_MOTION` (1 or 0), else
/// GNOME's `org.gnome.desktop.interface enable-animations` (false means reduce motion), read at launch as `gsettings`
/// reads it from dconf and then followed live through xdg-desktop-portal (`DesktopMotionSource`). Only an app on a
/// desktop reads the desktop; offscreen renderers and tests keep the defaults.
struct AccessibilitySettings {
    var reduceMotion = false

    /// The settings from `environment`, or from the desktop where the environment says nothing.
    static func read(environment: [String: String] = ProcessInfo.processInfo.environment,
                     desktop: () -> Bool? = AccessibilitySettings.gnomeEnableAnimations) -> AccessibilitySettings {
        var settings = AccessibilitySettings()
        settings.reduceMotion = environmentReduceMotion(environment) ?? desktop().map { !$0 } ?? false
        return settings
    }

    /// What `UIKIT_REDUCE_MOTION` decides (1 or 0); nil when it is unset, and the desktop decides.
    static func environmentReduceMotion(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool? {
        switch environment["UIKIT_REDUCE_MOTION"]?.lowercased() {
        case "1", "true", "yes", "on": true
        case "0", "false", "no", "off": false
        default: nil
        }
    }

    /// GNOME's `enable-animations`, or nil where gsettings or its schema is missing.
    static func gnomeEnableAnimations() -> Bool? {
        guard let gsettings = ["/usr/bin/gsettings", "/usr/local/bin/gsettings"].first(where: FileManager.default.isExecutableFile) else {
            return nil
        }
        guard let result = ChildProcess.output(of: gsettings, ["get", "org.gnome.desktop.interface", "enable-animations"]),
              result.status == 0 else { return nil }
        let data = result.output
        return parse(String(decoding: data, as: UTF8.self))
    }

    /// `true`/`false` as gsettings prints a boolean.
    static func parse(_ text: String) -> Bool? {
        switch text.trimmingCharacters(in: .whitespacesAndNewlines) {
        case "true": true
        case "false": false
        default: nil
        }
    }
}
