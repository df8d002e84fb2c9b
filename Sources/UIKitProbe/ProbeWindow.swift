import UIKit

/// The probe's window: `f` toggles fullscreen and `m` maximized, through UIWindow's requests;
/// `b` blocks the main thread in the middle of running animations.
final class ProbeWindow: UIWindow {
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            switch press.key?.charactersIgnoringModifiers {
            case "f": setFullscreen(!states.contains(.fullscreen))
            case "m": setMaximized(!states.contains(.maximized))
            case "b": (rootViewController as? ProbeViewController)?.blockMainThread()
            case "d": (rootViewController as? ProbeViewController)?.blockMainThread(slideDelay: 0.2)
            default: super.pressesBegan([press], with: event)
            }
        }
    }
}
