import Foundation

/// Which classes make a scene: the scene's class and its delegate's, under a name the app chose.
///
/// Difference from Apple: without an Info.plist scene manifest, a configuration named "Default Configuration" with no
/// `delegateClass` takes the class `SceneDelegate` of the app delegate's module, as the Xcode template's manifest names it.
@MainActor @preconcurrency
open class UISceneConfiguration {
    open private(set) var name: String?
    open private(set) var role: UISceneSession.Role
    /// The scene's class: `UIWindowScene` unless set.
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate, a `UIResponder` adopting `UISceneDelegate` made with `init()`.
    open var delegateClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
