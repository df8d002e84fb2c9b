import QuartzCore

/// iOS 18's tabs on the tab bar controller: the content comes from `tabs`, the bar shows the top-level tabs their
/// placement allows, and a selection walks down the groups to the child they show.
extension UITabBarController {
    /// Whether the tabs show in a bar or in a sidebar as well.
    public enum Mode: Int, Sendable {
        /// As the context suits: a bar.
        case automatic
        /// A bar only.
        case tabBar
        /// A sidebar at the leading edge on a wide window, the bar on a narrow one.
        case tabSidebar
    }

    public convenience init(tabs: [UITab]) {
        self.init(nibName: nil, bundle: nil)
        setTabs(tabs, animated: false)
    }

    /// Replaces the tabs, keeping the selection when it is among the new ones (else the first tab is selected).
    func replaceTabs(_ tabs: [UITab], animated: Bool) {
        if !tabsInUse, viewControllers != nil { setViewControllers(nil, animated: false) }
        let previous = currentTab
        for tab in tabList where !tabs.contains(where: { $0 === tab }) { tab.owner = nil }
        tabList = tabs
        for tab in tabs {
            tab.owner = self
            tab.parent = nil
        }
        let all = Self.flatten(tabs)
        for child in children where !all.contains(where: { $0.madeController === child || ($0 as? UITabGroup)?.managingNavigationController === child }) {
            child.willMove(toParent: nil)
            if child === shownTabController {
                child.viewIfLoaded?.removeFromSuperview()
                shownTabController = nil
            }
            child.removeFromParent()
        }
        tabBar.setItems(barTabs.map(\.barItem), animated: animated)
        currentTab = nil
        let kept = previous.flatMap { tab in all.contains { $0 === tab } ? tab : nil }
        if let first = kept ?? tabs.first(where: { !$0.isHidden }) {
            select(first, animated: false, notifying: false)
        } else {
            switchContent(from: shownTabController, to: nil, animated: false) {}
            shownTabController = nil
        }
        tabLayoutChanged()
    }

    /// Hides or shows the bar, sliding it below the bottom edge or back when `animated` (it stays shown until it is
    /// out of sight).
    func tabBarHiddenChanged(_ hidden: Bool, animated: Bool) {
        guard hidden != tabBarHiddenByApp else { return }
        tabBarHiddenByApp = hidden
        guard isViewLoaded else { return }
        guard animated else { return UIView.performWithoutAnimation { layoutContent() } }
        UIView.animate(withDuration: UITabBarController.barSlideDuration, animations: { [self] in
            layoutContent()
            tabBar.isHidden = false
        }, completion: { [weak self] _ in
            UIView.performWithoutAnimation { self?.layoutContent() }
        })
    }

    /// How long the bar takes to slide in or out.
    static let barSlideDuration: TimeInterval = 0.3

    /// The top-level tabs the bar shows: neither hidden, nor only in the sidebar, nor optional; pinned ones last.
    var barTabs: [UITab] {
        let shown = tabList.filter { !$0.isHidden && ![.sidebarOnly, .optional].contains($0.resolvedPlacement) }
        return shown.filter { $0.resolvedPlacement != .pinned } + shown.filter { $0.resolvedPlacement == .pinned }
    }

    /// A tab the person chose in the bar or the sidebar: the delegate may refuse; then the switch runs, and the
    /// delegate hears `didSelectTab` and `didSelect` with the controller shown.
    func userSelected(_ tab: UITab) {
        guard tab.isEnabled, !isSwitching else { return restoreBarSelection() }
        guard delegate?.tabBarController(self, shouldSelectTab: tab) ?? true else { return restoreBarSelection() }
        select(tab, animated: true)
        if let shown = shownTabController { delegate?.tabBarController(self, didSelect: shown) }
    }

    /// Selects `tab` (the child it shows, for a group): the groups on its path remember the way down, the
    /// controller it shows replaces the one shown, and the delegate hears the change unless new tabs are set.
    func select(_ tab: UITab, animated: Bool, notifying: Bool = true) {
        guard Self.flatten(tabList).contains(where: { $0 === tab }) else {
            return Diagnostics.report("selectedTab refused: the tab is not one of the tab bar controller's tabs")
        }
        guard !isSwitching else { return }
        var leaf = tab
        while let group = leaf as? UITabGroup, let child = group.childToShow { leaf = child }
        let path = UITab.path(to: leaf)
        for (parent, child) in zip(path, path.dropFirst()) { (parent as? UITabGroup)?.chosen = child }
        let previous = currentTab
        let from = shownTabController
        currentTab = leaf
        let to = controllerShowing(path)
        if let to, to.parent !== self {
            addChild(to)
            to.didMove(toParent: self)
        }
        shownTabController = to
        switchContent(from: from, to: to, animated: animated) { [unowned self] in
            currentTab = previous
            shownTabController = from
        }
        shownSidebarView?.reload()
        if notifying, previous !== leaf { delegate?.tabBarController(self, didSelectTab: leaf, previousTab: previous) }
    }

    /// The controller shown for the tabs on `path`: the leaf's (or the nearest provider's above it), or the stack of
    /// the managing navigation controller of a group on the way, which the delegate may change.
    private func controllerShowing(_ path: [UITab]) -> UIViewController? {
        guard let leaf = path.last else { return nil }
        if let index = path.firstIndex(where: { ($0 as? UITabGroup)?.managingNavigationController != nil }),
           let navigation = (path[index] as? UITabGroup)?.managingNavigationController {
            let proposed = path[(index + 1)...].compactMap(\.viewController)
            let stack = delegate?.tabBarController(self, displayedViewControllersFor: leaf, proposedViewControllers: proposed) ?? proposed
            navigation.setViewControllers(stack, animated: false)
            return navigation
        }
        return path.reversed().lazy.compactMap(\.viewController).first
    }

    /// The tab whose controller is `controller`.
    func tabShowing(_ controller: UIViewController?) -> UITab? {
        guard let controller else { return nil }
        return Self.flatten(tabList).first { $0.madeController === controller }
    }

    /// A group's selected child was set: when the group shows, its new child shows.
    func groupSelectionChanged(_ group: UITabGroup) {
        guard group.isSelected, let child = group.chosen else { return }
        select(child, animated: false)
    }

    /// Tabs were hidden or shown: the bar and the sidebar follow, a hidden selection moves to the first tab shown,
    /// and the delegate hears which.
    func tabVisibilityChanged(_ tabs: [UITab]) {
        tabTreeChanged()
        delegate?.tabBarController(self, visibilityDidChangeFor: tabs)
    }

    /// The tabs under the top level changed: the bar, the sidebar and the selection follow.
    func tabTreeChanged() {
        tabBar.setItems(barTabs.map(\.barItem), animated: false)
        if let current = currentTab, UITab.path(to: current).contains(where: \.isHidden) || !Self.flatten(tabList).contains(where: { $0 === current }),
           let first = tabList.first(where: { !$0.isHidden }) {
            select(first, animated: false)
        } else {
            tabBar.selectedItem = selectedBarItem
        }
        tabContentChanged()
    }

    /// A tab's title, image or badge changed: the sidebar shows it again (the bar's items follow by themselves).
    func tabContentChanged() {
        shownSidebarView?.reload()
    }

    private func restoreBarSelection() {
        tabBar.selectedItem = selectedBarItem
    }

    /// Every tab: the top-level ones and their groups' children, depth first.
    static func flatten(_ tabs: [UITab]) -> [UITab] {
        tabs.flatMap { tab in [tab] + flatten((tab as? UITabGroup)?.children ?? []) }
    }
}
