import Foundation

/// The app-wide status bar members of iOS before scenes (deprecated in iOS 13 for `UIStatusBarManager`): code
/// that measures the status bar, as pre-scene code did, finds none on a desktop window.
extension UIApplication {
    /// The status bar's frame: empty, as `UIStatusBarManager.statusBarFrame` is.
    public var statusBarFrame: CGRect { .zero }

    /// True: a desktop window has no status bar.
    public var isStatusBarHidden: Bool { true }

    /// The style the key window's top view controller prefers.
    public var statusBarStyle: UIStatusBarStyle {
        let scene = windows.first { $0.isKeyWindow }?.windowScene ?? windows.first?.windowScene
        return scene?.statusBarManager?.statusBarStyle ?? .default
    }

    /// The interface's orientation: portrait, as a window scene's is.
    public var statusBarOrientation: UIInterfaceOrientation { .portrait }

    /// How long a change of the status bar's orientation animates.
    public var statusBarOrientationAnimationDuration: TimeInterval { 0.3 }
}
