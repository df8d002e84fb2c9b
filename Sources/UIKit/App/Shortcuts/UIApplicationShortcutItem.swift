import Foundation

/// A Home Screen quick action of the app: its type (what the app does), its titles, icon and information.
///
/// Difference from Apple: a desktop has no Home Screen to press: the items are kept (`UIApplication.shortcutItems`)
/// and the scene and app delegates are never asked to perform one.
@MainActor @preconcurrency
open class UIApplicationShortcutItem {
    /// The app's name for the action.
    open var type: String { storedType }
    open var localizedTitle: String { storedTitle }
    open var localizedSubtitle: String? { storedSubtitle }
    open var icon: UIApplicationShortcutIcon? { storedIcon }
    /// What the app keeps with the action.
    open var userInfo: [String: NSSecureCoding]? { storedUserInfo }
    /// The content the action is for, matched against scenes' activation conditions.
    open var targetContentIdentifier: Any? { storedTargetContentIdentifier }

    var storedType: String
    var storedTitle: String
    var storedSubtitle: String?
    var storedIcon: UIApplicationShortcutIcon?
    var storedUserInfo: [String: NSSecureCoding]?
    var storedTargetContentIdentifier: Any?

    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?, userInfo: [String: NSSecureCoding]? = nil) {
        storedType = type
        storedTitle = localizedTitle
        storedSubtitle = localizedSubtitle
        storedIcon = icon
        storedUserInfo = userInfo
    }

    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }

    /// A mutable copy of the item.
    open func mutableCopy() -> UIMutableApplicationShortcutItem {
        let copy = UIMutableApplicationShortcutItem(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle, icon: icon, userInfo: userInfo)
        copy.targetContentIdentifier = targetContentIdentifier
        return copy
    }
}

/// A quick action whose type, titles, icon and information can be changed.
@MainActor @preconcurrency
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    override open var type: String {
        get { storedType }
        set { storedType = newValue }
    }
    override open var localizedTitle: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    override open var localizedSubtitle: String? {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }
    override open var icon: UIApplicationShortcutIcon? {
        get { storedIcon }
        set { storedIcon = newValue }
    }
    override open var userInfo: [String: NSSecureCoding]? {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }
    override open var targetContentIdentifier: Any? {
        get { storedTargetContentIdentifier }
        set { storedTargetContentIdentifier = newValue }
    }
}

extension UIApplication.LaunchOptionsKey {
    /// The quick action the app was launched with.
    public static let shortcutItem = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
}
