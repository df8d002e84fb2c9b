import Foundation

/// The app's scene: connected once the app has launched, with the configuration the app delegate chooses, its
/// delegate made from the configuration's class; it follows the app to the front and back as its windows are
/// activated and closed. An app whose scene has a delegate hears its life there, as on iOS, not in the app delegate.
extension UIApplication {
    /// Whether the app can show more than one scene.
    ///
    /// Difference from Apple: always false; the app has one scene.
    public var supportsMultipleScenes: Bool { false }

    /// Whether the scene delegates hear the app's life in place of the app delegate.
    var usesSceneLifecycle: Bool { connectedScenes.contains { $0.delegate != nil } }

    /// The app delegate, while it is the one that hears the app's life.
    var lifecycleDelegate: (any UIApplicationDelegate)? { usesSceneLifecycle ? nil : delegate }

    /// Connects the app's scene: asks the app delegate for its configuration, makes the scene and its delegate, and
    /// tells the delegate `scene(_:willConnectTo:options:)` (where the template makes its window), then that the
    /// scene enters the foreground.
    @discardableResult
    func connectInitialScene(options: UIScene.ConnectionOptions = UIScene.ConnectionOptions()) -> UIWindowScene {
        let session = UISceneSession(role: .windowApplication)
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: nil, sessionRole: session.role)
        session.configuration = configuration
        if let sceneClass = configuration.sceneClass, sceneClass != UIWindowScene.self {
            Diagnostics.report("scene class \(sceneClass) ignored: the app's scene is a UIWindowScene")
        }
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.delegate = makeSceneDelegate(for: configuration)
        openSessions.insert(session)
        connectedScenes.insert(scene)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        if applicationState == .active { scenesBecameActive() }
        return scene
    }

    /// The scene delegate the configuration names, made with `init()`.
    private func makeSceneDelegate(for configuration: UISceneConfiguration) -> (any UISceneDelegate)? {
        guard let delegateClass = configuration.delegateClass ?? manifestDelegateClass(for: configuration)
                ?? templateDelegateClass(for: configuration) else { return nil }
        guard let type = delegateClass as? UIResponder.Type, let made = type.instantiate() as? any UISceneDelegate else {
            Diagnostics.report("scene delegate class \(delegateClass) refused: it is not a UIResponder adopting UISceneDelegate")
            return nil
        }
        return made
    }

    /// The delegate class an Info.plist scene manifest names for the configuration, if the app has one.
    private func manifestDelegateClass(for configuration: UISceneConfiguration) -> AnyClass? {
        guard let manifest = Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") as? [String: Any],
              let roles = manifest["UISceneConfigurations"] as? [String: Any],
              let entries = roles[configuration.role.rawValue] as? [[String: Any]] else { return nil }
        let entry = entries.first { $0["UISceneConfigurationName"] as? String == configuration.name } ?? entries.first
        guard var name = entry?["UISceneDelegateClassName"] as? String else { return nil }
        if let module = appModuleName { name = name.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: module) }
        return NSClassFromString(name)
    }

    /// The class `SceneDelegate` of the app delegate's module for the template's "Default Configuration", which the
    /// Xcode template's manifest names.
    private func templateDelegateClass(for configuration: UISceneConfiguration) -> AnyClass? {
        guard configuration.name == "Default Configuration", let module = appModuleName,
              let found = NSClassFromString("\(module).SceneDelegate"),
              found is UIResponder.Type else { return nil }
        return found
    }

    /// The module of the app delegate's class.
    private var appModuleName: String? {
        delegate.flatMap { String(reflecting: type(of: $0)).split(separator: ".").first.map(String.init) }
    }

    /// The app became active: its scenes do.
    func scenesBecameActive() {
        for scene in connectedScenes where scene.activationState == .foregroundInactive {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        }
    }

    /// The app resigns active: its scenes do.
    func scenesWillResignActive() {
        for scene in connectedScenes where scene.activationState == .foregroundActive {
            scene.delegate?.sceneWillResignActive(scene)
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
            scene.activationState = .foregroundInactive
        }
    }

    /// The app's last window closed: its scenes enter the background.
    func scenesDidEnterBackground() {
        for scene in connectedScenes where scene.activationState != .background {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            scene.session.stateRestorationActivity = scene.delegate?.stateRestorationActivity(for: scene)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        }
    }

    /// The app ends: its scenes are disconnected.
    func disconnectScenes() {
        for scene in connectedScenes {
            scene.delegate?.sceneDidDisconnect(scene)
            NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
            scene.activationState = .unattached
        }
        connectedScenes.removeAll()
    }
}
