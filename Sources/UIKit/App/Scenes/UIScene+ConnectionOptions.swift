import Foundation

extension UIScene {
    /// What a scene is connected with: the URLs it was asked to open, and the app that asked.
    @MainActor @preconcurrency
    open class ConnectionOptions {
        /// The URLs to open.
        public let urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that asked for the scene.
        public let sourceApplication: String?
        /// The type of the activity handed off to the scene.
        public let handoffUserActivityType: String?
        /// The activities the scene is to continue: none here, since nothing hands activities to a desktop app.
        public var userActivities: Set<NSUserActivity> { [] }
        /// The quick action the scene was opened with: none on a desktop, which has no Home Screen.
        public var shortcutItem: UIApplicationShortcutItem? { nil }

        init(urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil, handoffUserActivityType: String? = nil) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = handoffUserActivityType
        }
    }

    /// How a URL given to the scene was opened.
    @MainActor @preconcurrency
    open class OpenURLOptions {
        public let sourceApplication: String?
        public let annotation: Any?
        /// Whether the file is to be opened where it is, not copied.
        public let openInPlace: Bool

        init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
        }
    }
}

/// A URL a scene is asked to open, with how it was opened.
@MainActor @preconcurrency
open class UIOpenURLContext {
    public let url: URL
    public let options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
    }
}

extension UIOpenURLContext: Hashable {
    nonisolated public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
