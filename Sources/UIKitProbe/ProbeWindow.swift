import UIKit

/// The probe's window: `f` toggles fullscreen and `m` maximized, through UIWindow's requests.
final class ProbeWindow: UIWindow {
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            switch press.key?.charactersIgnoringModifiers {
            case "f": setFullscreen(!states.contains(.fullscreen))
            case "m": setMaximized(!states.contains(.maximized))
            default: super.pressesBegan([press], with: event)
            }
        }
    }
}
