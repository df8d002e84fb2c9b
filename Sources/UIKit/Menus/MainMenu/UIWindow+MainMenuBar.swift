import Foundation

extension UIWindow {
    /// The window's menu bar, made when first asked for.
    var mainMenuBar: MainMenuBar {
        if let bar = mainMenuBarIfMade { return bar }
        let bar = MainMenuBar(window: self)
        mainMenuBarIfMade = bar
        return bar
    }

    /// A key for the main menu before the responders see it: an open menu's navigation, F10 (opens the first menu),
    /// and the bar's own keys while it shows with no menu open. True when the menu used it.
    func mainMenuKey(_ name: String) -> Bool {
        if let menu = openMenu, menu.handleKey(name) { return true }
        if name == "F10" {
            guard !(self is MenuWindow), mainMenuBar.hasMenus else { return false }
            mainMenuBar.open(0, selectingFirst: true)
            return true
        }
        if let bar = mainMenuBarIfMade, bar.isShown, bar.openIndex == nil { return bar.barKey(name) }
        return false
    }

    /// Alt was pressed and released with no key between: the bar shows with the keyboard on it, or goes.
    func mainMenuAltTapped() {
        guard !(self is MenuWindow) else { return }
        if let bar = mainMenuBarIfMade, bar.isShown { return bar.conceal() }
        guard mainMenuBar.hasMenus else { return }
        mainMenuBar.focusFirstTitle()
    }

    /// The pointer moved to `point`: at the very top it reveals the bar, elsewhere the bar follows it.
    func mainMenuPointerMoved(to point: CGPoint) {
        guard !(self is MenuWindow) else { return }
        if point.y <= MainMenuBar.revealEdge, point.y >= 0, mainMenuBarIfMade?.isShown != true {
            guard mainMenuBar.hasMenus else { return }
            mainMenuBar.reveal(byPointer: true)
        } else {
            mainMenuBarIfMade?.pointerMoved(to: point)
        }
    }

    /// Whether a press at `point` is one the bar takes while its menu is open (a title), rather than one that
    /// closes the menu.
    func mainMenuBarTakesPress(at point: CGPoint) -> Bool {
        guard let bar = mainMenuBarIfMade, bar.isShown, bar.presentation === openMenu else { return false }
        return bar.titleIndex(at: bar.convert(point, from: self)) != nil
    }
}
