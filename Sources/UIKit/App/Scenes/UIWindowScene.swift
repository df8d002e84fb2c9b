import QuartzCore

/// A scene whose interface is windows: on the desktop, the app's windows, shown on the main screen.
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    /// The windows made for the scene (`UIWindow(windowScene:)` or `windowScene` set), in the order they joined.
    open private(set) var windows: [UIWindow] = []
    open var screen: UIScreen { .main }
    /// The key window among the scene's windows.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    /// The scene's traits: its key (or first) window's, or the screen's before it has one.
    open var traitCollection: UITraitCollection {
        (keyWindow ?? windows.first)?.traitCollection ?? screen.traitCollection
    }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// Asks for the scene's geometry to change as `geometryPreferences` say (iOS 16); `errorHandler` hears a refusal.
    open func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) {
        answerGeometryRequest(geometryPreferences, errorHandler: errorHandler)
    }
    open private(set) lazy var coordinateSpace: any UICoordinateSpace = SceneCoordinateSpace { [unowned self] in
        (keyWindow ?? windows.first)?.bounds.size ?? screen.bounds.size
    }
    /// The smallest and largest sizes the scene's windows may be given.
    open private(set) var sizeRestrictions: UISceneSizeRestrictions?
    /// The scene's status bar: none on a desktop window (see `UIStatusBarManager`).
    open private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager(scene: self)

    override public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
        sizeRestrictions = UISceneSizeRestrictions(scene: self)
    }

    func add(_ window: UIWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        windows.append(window)
        if let minimum = sizeRestrictions?.minimumSize, minimum != .zero { window.minimumSize = minimum }
        if let title { window.title = title }
    }

    func remove(_ window: UIWindow) {
        windows.removeAll { $0 === window }
    }

    override func titleChanged() {
        guard let title else { return }
        for window in windows { window.title = title }
    }
}

/// The sizes a scene's windows may take (the desktop's window size limits).
@MainActor @preconcurrency
open class UISceneSizeRestrictions {
    private unowned let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
    }

    /// The smallest size the scene's windows may be given; applied to each window's `minimumSize`.
    open var minimumSize: CGSize = .zero {
        didSet { for window in scene.windows { window.minimumSize = minimumSize } }
    }

    /// Difference from Apple: kept, not applied; the window asks the compositor for no largest size.
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// Whether the scene's windows may go full screen.
    open var allowsFullScreen = true
}
