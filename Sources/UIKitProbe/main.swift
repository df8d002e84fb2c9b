// uikit-probe: a small UIKit app the end-to-end tests drive under a headless compositor.
// `--idle` leaves out the animated bar, so nothing moves until input arrives; `f` and `m`
// toggle fullscreen and maximized; `--maximize` asks for a maximized window at launch; `--form` shows three text
// fields instead of the probe's screen; `--scene` makes no window at launch and leaves it to the scene delegate, as the
// iOS 13 template does; `--combine` reports Combine's main-thread schedulers as they deliver (`CombineProbe`).
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let combineProbe = CombineProbe()

    /// Made by `UIApplicationMain` through this designated initializer, as an iOS delegate with state of its own is.
    override init() {
        super.init()
        report("delegate made")
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: CommandLine.arguments.contains("--scene") ? "Default Configuration" : nil,
                             sessionRole: connectingSceneSession.role)
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        report("background \(application.applicationState == .background)")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        report("terminate")
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        report("screen scale \(Int(UIScreen.main.scale))")
        report("screen fps \(UIScreen.main.maximumFramesPerSecond)")
        if CommandLine.arguments.contains("--scene") {
            report("launched")
            return true
        }
        let window = ProbeWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        window.title = "UIKit probe"
        window.minimumSize = CGSize(width: 320, height: 240)
        window.onStatesChange = { states in
            let names: [(UIWindow.States, String)] = [(.maximized, "maximized"), (.fullscreen, "fullscreen"), (.activated, "activated"), (.tiled, "tiled")]
            report("states " + (names.filter { states.contains($0.0) }.map(\.1).joined(separator: ",")))
        }
        let controller = ProbeViewController()
        window.rootViewController = CommandLine.arguments.contains("--form") ? FormViewController() : controller
        if CommandLine.arguments.contains("--maximize") { window.setMaximized(true) }
        window.collectsFrameStatistics = CommandLine.arguments.contains("--link")
        window.makeKeyAndVisible()
        self.window = window
        if !CommandLine.arguments.contains("--idle") { controller.startBar() }
        if CommandLine.arguments.contains("--link") { controller.startLink() }
        if CommandLine.arguments.contains("--paused-level") { controller.addPausedLevel() }
        if CommandLine.arguments.contains("--combine") { combineProbe.start() }
        report("launched")
        return true
    }
}

// Started as an iOS `main.swift` starts its app: the delegate class given by name.
MainActor.assumeIsolated {
    _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
}
