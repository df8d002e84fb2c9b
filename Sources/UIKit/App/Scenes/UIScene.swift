import Foundation

/// One instance of the app's interface (on the desktop: the app's window and what it shows), connected when the app
/// launches: its session, its delegate, and how far in front it is.
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// How far in front the scene is.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    open private(set) var session: UISceneSession
    /// The scene's delegate (held strongly, as UIKit holds it).
    open var delegate: (any UISceneDelegate)?
    open internal(set) var activationState: ActivationState = .unattached
    /// The title the app switcher shows for the scene; the scene's windows take it as their desktop title.
    open var title: String! {
        didSet { titleChanged() }
    }
    open var subtitle: String = ""
    /// What the scene was connected with.
    let connectionOptions: ConnectionOptions

    /// A scene for `session`, connected with `connectionOptions`.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        self.connectionOptions = connectionOptions
        super.init()
        session.scene = self
    }

    /// A window scene sets its windows' titles.
    func titleChanged() {}

    /// Opens `url` with the desktop's handler for it, as the app does.
    open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        // The app calls its completion on the main actor, where the scene's caller is.
        nonisolated(unsafe) let completion = completion
        UIApplication.shared.open(url, options: [:]) { opened in completion?(opened) }
    }

    /// How `open(_:options:completionHandler:)` opens a URL.
    open class OpenExternalURLOptions {
        /// Whether only a URL an app claims (a universal link) is opened.
        open var universalLinksOnly = false
        public init() {}
    }
}
