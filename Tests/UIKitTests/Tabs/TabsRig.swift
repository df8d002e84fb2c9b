import QuartzCore
@testable import UIKit

/// A window on the manual clock showing a tab bar controller with tabs whose providers count their calls: Home,
/// a Library group (Books, Music; Books by default), Downloads (sidebar only) and Search; the delegate logs.
@MainActor
final class TabsRig {
    /// The window, clock and renderer (resized to the rig's size).
    let base = ControllerRig()
    let controller = UITabBarController()
    let delegate = LoggingTabsDelegate()
    let made: ProviderCounter
    let home: UITab
    let books: UITab
    let music: UITab
    let library: UITabGroup
    let downloads: UITab
    let search: UISearchTab

    init(width: CGFloat = 400, height: CGFloat = 300, mode: UITabBarController.Mode = .tabBar) {
        let made = ProviderCounter()
        self.made = made
        home = made.tab("Home", symbol: "house", identifier: "home")
        books = made.tab("Books", symbol: "bookmark", identifier: "books")
        music = made.tab("Music", symbol: "music.note", identifier: "music")
        library = UITabGroup(title: "Library", image: UIImage(systemName: "books.vertical"), identifier: "library",
                             children: [books, music])
        library.defaultChildIdentifier = "books"
        downloads = made.tab("Downloads", symbol: "square.and.arrow.down", identifier: "downloads")
        downloads.preferredPlacement = .sidebarOnly
        search = UISearchTab { [made] tab in made.make(tab) }
        base.window.frame = CGRect(x: 0, y: 0, width: width, height: height)
        controller.delegate = delegate
        controller.mode = mode
        controller.tabs = [home, library, downloads, search]
        window.rootViewController = controller
        base.frame(after: 0)
    }

    var window: UIWindow { base.window }
    var renderer: OffscreenRenderer { base.renderer }

    func frame(after seconds: Double) { base.frame(after: seconds) }

    /// Where `view` shows its left edge in the window now (its presentation).
    func shownMinX(_ view: UIView) -> CGFloat { base.shownMinX(view) }

    /// Where `view` shows its top edge now (its presentation), in its superview.
    func shownMinY(_ view: UIView) -> CGFloat {
        let layer = view.layer.presentation() ?? view.layer
        return layer.position.y - layer.bounds.height * layer.anchorPoint.y
    }

    /// Taps at `point` in the window.
    func tap(_ point: CGPoint) {
        renderer.pointerDown(at: point)
        renderer.pointerUp()
        frame(after: 0)
    }
}

/// Makes tabs whose providers count their calls by identifier.
@MainActor
final class ProviderCounter {
    private(set) var calls: [String: Int] = [:]

    func tab(_ title: String, symbol: String, identifier: String) -> UITab {
        UITab(title: title, image: UIImage(systemName: symbol), identifier: identifier) { [unowned self] tab in make(tab) }
    }

    /// A new controller for `tab`, counted.
    func make(_ tab: UITab) -> UIViewController {
        calls[tab.identifier, default: 0] += 1
        let controller = UIViewController()
        controller.title = tab.title
        return controller
    }
}

/// The calls a tab bar controller's delegate hears, in order.
@MainActor
final class LoggingTabsDelegate: UITabBarControllerDelegate, UITabBarController.Sidebar.Delegate {
    var log: [String] = []
    var refuses: Set<String> = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        log.append("shouldSelectTab \(tab.identifier)")
        return !refuses.contains(tab.identifier)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        log.append("didSelectTab \(selectedTab.identifier) from \(previousTab?.identifier ?? "nil")")
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect \(viewController.tab?.identifier ?? "?")")
    }

    func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {
        log.append("visibilityDidChange \(tabs.map(\.identifier))")
    }

    func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
                          animator: any UITabBarController.Sidebar.Animating) {
        log.append("sidebarVisibilityWillChange \(sidebar.isHidden)")
        animator.addCompletion { [unowned self] in log.append("sidebar animation done") }
    }

    func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, willBeginDisplaying tab: UITab) {
        log.append("willBeginDisplaying \(tab.identifier)")
    }

    func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, didEndDisplaying tab: UITab) {
        log.append("didEndDisplaying \(tab.identifier)")
    }
}
