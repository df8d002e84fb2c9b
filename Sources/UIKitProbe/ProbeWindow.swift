import UIKit

/// The probe's window: `f` toggles fullscreen and `m` maximized, through UIWindow's requests;
/// `b` blocks the main thread in the middle of running animations; `w` opens a second window; `i` toggles the
/// app's `isIdleTimerDisabled`.
final class ProbeWindow: UIWindow {
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            switch press.key?.charactersIgnoringModifiers {
            case "f": setFullscreen(!states.contains(.fullscreen))
            case "m": setMaximized(!states.contains(.maximized))
            case "b": (rootViewController as? ProbeViewController)?.blockMainThread()
            case "d": (rootViewController as? ProbeViewController)?.blockMainThread(slideDelay: 0.2)
            case "w": openSecondWindow()
            case "i":
                UIApplication.shared.isIdleTimerDisabled.toggle()
                report("idle timer disabled \(UIApplication.shared.isIdleTimerDisabled)")
            default: super.pressesBegan([press], with: event)
            }
        }
    }

    /// The window `w` opened, kept while the app runs.
    static var second: UIWindow?

    private func openSecondWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.title = "second"
        let controller = UIViewController()
        controller.view.backgroundColor = .blue
        window.rootViewController = controller
        window.makeKeyAndVisible()
        ProbeWindow.second = window
        report("second window")
    }
}
