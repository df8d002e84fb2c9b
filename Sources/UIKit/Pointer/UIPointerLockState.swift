import Foundation

/// Whether a scene's pointer is locked to it (iOS 14), and the notification of changes.
@MainActor @preconcurrency
open class UIPointerLockState {
    /// Whether the pointer is locked now.
    open internal(set) var isLocked = false

    init() {}

    /// Posted when a scene's pointer lock changes; the scene is under `sceneUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIPointerLockStateDidChangeNotification")
    public static let sceneUserInfoKey = "UIPointerLockStateSceneUserInfoKey"
}

extension UIScene {
    /// The scene's pointer lock (iOS 14): nil where the pointer cannot be locked, as here.
    public var pointerLockState: UIPointerLockState? { nil }
}

extension UIViewController {
    /// Asks the scene to read `prefersPointerLocked` again (iOS 14); the pointer is never locked here.
    public func setNeedsUpdateOfPrefersPointerLocked() {}
}
