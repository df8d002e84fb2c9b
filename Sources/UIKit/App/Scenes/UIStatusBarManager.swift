import Foundation

/// The status bar of a window scene (`UIWindowScene.statusBarManager`): where it is, whether it hides and its style.
///
/// Difference from Apple: a desktop window has no status bar; its frame is empty and it reads as hidden, with the
/// style the scene's key window's top view controller prefers.
@MainActor @preconcurrency
open class UIStatusBarManager {
    private unowned let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
    }

    /// The style the top view controller of the scene's key window prefers.
    open var statusBarStyle: UIStatusBarStyle {
        scene.statusBarController?.preferredStatusBarStyle ?? .default
    }

    /// True: there is no status bar to show.
    open var isStatusBarHidden: Bool { true }

    /// The status bar's frame in the scene's coordinates: empty.
    open var statusBarFrame: CGRect { .zero }
}

extension UIWindowScene {
    /// The view controller whose status bar preferences apply: the key window's root, down through the children it
    /// names for its status bar style, and the controllers it presents.
    var statusBarController: UIViewController? {
        var controller = (keyWindow ?? windows.first)?.rootViewController
        while let current = controller {
            if let presented = current.presentedViewController, !presented.isBeingDismissed,
               presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                controller = presented
            } else if let child = current.childForStatusBarStyle {
                controller = child
            } else {
                break
            }
        }
        return controller
    }
}
