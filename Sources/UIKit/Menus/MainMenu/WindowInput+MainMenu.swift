import Foundation
import Wayland

extension WindowInput {
    /// The main menu's keys: an open menu's, F10, the bar's while it shows, and Alt pressed and released alone. True
    /// when the menu took a press (its release is then not delivered either).
    func menuBarTook(_ event: KeyEvent) -> Bool {
        guard let window else { return false }
        let isAlt = event.name == "Alt_L" || event.name == "Alt_R"
        if event.isPressed {
            if !event.isRepeat { altAlone = isAlt ? event.code : nil }
            if !isAlt, window.mainMenuKey(event.name) { return true }
        } else if isAlt, altAlone == event.code {
            altAlone = nil
            window.mainMenuAltTapped()
        }
        return false
    }
}
