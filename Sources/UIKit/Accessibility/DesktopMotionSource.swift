import ATSPI

/// Where the desktop's animation preference comes from while the app runs: xdg-desktop-portal's settings
/// (`DesktopAnimationSetting` of the ATSPI module) on a desktop, a fake in tests.
@MainActor
protocol DesktopMotionSource: AnyObject {
    /// Whether the desktop wants animations, as last said; nil until it has said.
    var enableAnimations: Bool? { get }
    /// Hears each change on the main thread.
    var onChange: (@MainActor (Bool) -> Void)? { get set }
}

extension DesktopAnimationSetting: DesktopMotionSource {}
