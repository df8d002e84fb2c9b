import UIKit

/// The scenes the demo knows, with a line each for `demo list`.
enum Scene: String, CaseIterable {
    case mail
    case clouds
    case genius
    case gallery
    case settings
    case sprites
    case cards

    /// The scene with this name in any case (`Mail`, `mail`).
    init?(named name: String) {
        self.init(rawValue: name.lowercased())
    }

    var summary: String {
        switch self {
        case .mail: return "tap a folder: the message icon flies into it, the row pulses yellow (mail seed)"
        case .clouds: return "clouds drifting across a blue sky (clouds-uikit.fr seed)"
        case .genius: return "tap the mosaic: the covers turn one by one as the album grows to fill the window (genius seed)"
        case .gallery: return "one page per capability, titled with its API; ←/→ or the buttons page (--page N or a name)"
        case .settings: return "a settings app: rows push screens (back by button, edge swipe, Alt+Left), Account opens a sheet (Escape closes it), tabs"
        case .sprites: return "benchmark: 500 translucent images bouncing around (--items N), a square to drag"
        case .cards: return "benchmark: 50 large images turning at opacity 0.8 (--items N), a square to drag"
        }
    }

    @MainActor
    func makeController() -> UIViewController {
        switch self {
        case .mail: return MailViewController()
        case .clouds: return CloudsViewController()
        case .genius: return GeniusViewController()
        case .gallery: return GalleryViewController(firstPage: DemoSettings.galleryPage)
        case .settings: return SettingsScene.makeController()
        case .sprites: return SpritesViewController()
        case .cards: return CardsViewController()
        }
    }
}

/// The app delegate: opens one window showing the chosen scene.
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
    /// The scene to show, set before the app starts.
    nonisolated(unsafe) static var scene = Scene.clouds
    var window: UIWindow?
    private var statisticsFile: FrameStatisticsFile?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(origin: .zero, size: DemoSettings.size))
        window.title = "Demo — \(DemoAppDelegate.scene.rawValue)"
        window.desktopZoom = DemoSettings.zoom
        window.rootViewController = DemoAppDelegate.scene.makeController()
        // F1, F2, F3: the frame-rate box, blended layers and updated regions, in every scene.
        window.togglesInstrumentsWithKeys = true
        if let path = DemoSettings.frameStatisticsPath {
            window.collectsFrameStatistics = true
            statisticsFile = FrameStatisticsFile(path: path, window: window)
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
