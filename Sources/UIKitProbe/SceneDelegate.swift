import UIKit

/// The scene delegate of the Xcode template, found by its name as the template's manifest names it: with `--scene`
/// it makes the app's window from the window scene, an orange screen titled "Scene probe".
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard CommandLine.arguments.contains("--scene"), let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.title = "Scene probe"
        let root = UIViewController()
        root.view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        report("scene connected \(windowScene.windows.count)")
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        report("scene foreground")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        report("scene active")
    }
}
