import Foundation

/// What the system keeps of a scene: its role, its configuration and an identifier that outlives the scene.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// What kind of scene the session is for.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's own interactive window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene connected to the session, while one is.
    open internal(set) weak var scene: UIScene?
    open private(set) var role: Role
    /// The configuration the app delegate chose for the session.
    open internal(set) var configuration: UISceneConfiguration
    /// An identifier unique to the session.
    open private(set) var persistentIdentifier: String
    /// What the app keeps with the session.
    open var userInfo: [String: Any]?
    /// The activity the scene's delegate gave (`stateRestorationActivity(for:)`) when the scene last entered the
    /// background, to bring the scene back to.
    open internal(set) var stateRestorationActivity: NSUserActivity?

    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        persistentIdentifier = UUID().uuidString
    }
}
