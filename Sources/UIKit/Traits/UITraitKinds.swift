/// Which way text and leading/trailing run.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// Whether content sits on the base level or above it (a sheet, a popover), which picks darker or lighter
/// backgrounds in dark mode.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1, base, elevated
}

/// Whether the user asked for more contrast.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal, high
}

/// Whether the user asked for bold text.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular, bold
}

/// The colours the display shows.
public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1
    case SRGB
    case P3
}

/// Whether the window is the active one (content in inactive windows dims).
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    case unspecified = -1, inactive, active
}

/// Whether touches report force.
public enum UIForceTouchCapability: Int, Sendable {
    case unknown, unavailable, available
}
