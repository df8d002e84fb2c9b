/// How the status bar's content is drawn: dark or light over what is behind it.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode, light content in dark mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates as it hides or shows.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}
