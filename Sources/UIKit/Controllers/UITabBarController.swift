import QuartzCore

/// Controllers shown one at a time, chosen from a tab bar along the bottom: switching is immediate, or runs the
/// transition the delegate hands out.
@MainActor @preconcurrency
open class UITabBarController: UIViewController, UITabBarDelegate {
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The delegate's orientations when it has one, else the controller's own.
    override open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.tabBarControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }
    /// The delegate's orientation for a presentation when it has one, else the controller's own.
    override open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.tabBarControllerPreferredInterfaceOrientationForPresentation(self) ?? super.preferredInterfaceOrientationForPresentation
    }
    public let tabBar = UITabBar(frame: .zero)
    /// The tabs' controllers when the app gives controllers (not `tabs`).
    private var controllers: [UIViewController] = []
    private var selected: Int = NSNotFound
    /// The iOS 18 tabs, when the app gives them: the controllers shown then come from them.
    var tabList: [UITab] = []
    /// The selected tab: a leaf, or a group that resolves to its selected child.
    var currentTab: UITab?
    /// The controller shown for the selected tab.
    var shownTabController: UIViewController?
    /// Whether the content comes from `tabs` rather than `viewControllers`.
    var tabsInUse: Bool { !tabList.isEmpty }
    /// What `isTabBarHidden` holds.
    var tabBarHiddenByApp = false
    /// The sidebar `.tabSidebar` shows on a wide window.
    public let sidebar = Sidebar()
    /// The view listing the tabs at the leading edge, once made.
    var madeSidebarView: TabSidebarView?
    /// The view listing the tabs at the leading edge, made when first asked for.
    var sidebarView: TabSidebarView {
        if let madeSidebarView { return madeSidebarView }
        let made = TabSidebarView(controller: self)
        madeSidebarView = made
        return made
    }
    /// The sidebar's view while it is in the controller's view.
    var shownSidebarView: TabSidebarView? { madeSidebarView?.superview == nil ? nil : madeSidebarView }
    /// The view the selected controller's view is shown in, above the bar.
    let transitionView = UIView()
    /// The tab switch running now.
    private var running: ViewControllerTransitionContext?

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.delegate = self
        sidebar.controller = self
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    override open func loadView() {
        let root = TabBarContainerView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.controller = self
        root.backgroundColor = .white
        transitionView.clipsToBounds = true
        root.addSubview(transitionView)
        root.addSubview(tabBar)
        view = root
        layoutContent()
        if let shown = selectedViewController { install(shown, in: transitionView) }
    }

    // MARK: iOS 18 tabs (the work is done in Tabs/UITabBarController+Tabs.swift)

    /// Whether the tabs show in a bar, or in a sidebar on a wide window.
    /// Difference from Apple: `.automatic` resolves to the bar alone, as on an iPhone, since a desktop window has no
    /// iPad idiom to choose the sidebar by.
    open var mode: Mode = .automatic { didSet { tabLayoutChanged() } }

    /// The top-level tabs; setting them replaces `viewControllers`.
    /// Difference from Apple: the delegate's `shouldSelect` with a controller is not asked for a tab, whose
    /// controller may not be made yet; `shouldSelectTab` decides.
    open var tabs: [UITab] {
        get { tabList }
        set { setTabs(newValue, animated: false) }
    }

    /// Replaces the tabs, keeping the selection when it is among the new ones (else the first tab is selected).
    open func setTabs(_ tabs: [UITab], animated: Bool) { replaceTabs(tabs, animated: animated) }

    /// The selected tab: the child a selected group shows. Setting a group selects the child it shows.
    open var selectedTab: UITab? {
        get { currentTab }
        set {
            guard let newValue else { return Diagnostics.report("selectedTab refused: a tab bar controller with tabs always selects one") }
            select(newValue, animated: false)
        }
    }

    /// The tab with `identifier` among the tabs and the groups' children.
    open func tab(forIdentifier identifier: String) -> UITab? {
        Self.flatten(tabList).first { $0.identifier == identifier }
    }

    /// The key under which the person's changes to the tabs (order, hidden tabs) are kept.
    open var customizationIdentifier: String?
    /// The tabs a compact bar shows, by identifier, when the sidebar's tabs are more than it fits.
    /// Difference from Apple: stored only; the bar shows the same tabs at every width.
    open var compactTabIdentifiers: [String]?

    /// Whether the bar is hidden by the app.
    /// Difference from Apple: with tabs the bar stays along the bottom, as on an iPhone, rather than floating at the
    /// top as on iPadOS 18.
    open var isTabBarHidden: Bool {
        get { tabBarHiddenByApp }
        set { setTabBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar, sliding it when `animated`.
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) { tabBarHiddenChanged(hidden, animated: animated) }

    /// The tabs' controllers, in the bar's order.
    open var viewControllers: [UIViewController]? {
        get {
            if tabsInUse { return tabList.compactMap(\.madeController) }
            return controllers.isEmpty ? nil : controllers
        }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        if tabsInUse { setTabs([], animated: false) }
        let old = selectedViewController
        let new = viewControllers ?? []
        for controller in controllers where !new.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === old { uninstall(controller) }
            controller.removeFromParent()
        }
        for controller in new where !controllers.contains(where: { $0 === controller }) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        controllers = new
        tabBar.setItems(new.map { $0.tabBarItem }, animated: animated)
        let keep = old.flatMap { shown in new.firstIndex { $0 === shown } }
        selected = NSNotFound
        show(index: keep ?? (new.isEmpty ? NSNotFound : 0), animated: false)
    }

    /// The controller of the selected tab.
    open var selectedViewController: UIViewController? {
        get {
            if tabsInUse { return shownTabController }
            return controllers.indices.contains(selected) ? controllers[selected] : nil
        }
        set {
            if tabsInUse, let tab = tabShowing(newValue) { return selectedTab = tab }
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else {
                return Diagnostics.report("selectedViewController refused: the controller is not one of the tabs")
            }
            show(index: index, animated: false)
        }
    }

    open var selectedIndex: Int {
        get {
            guard tabsInUse else { return selected }
            return currentTab.flatMap { UITab.path(to: $0).first }.flatMap { top in tabList.firstIndex { $0 === top } } ?? NSNotFound
        }
        set {
            guard tabsInUse else { return show(index: newValue, animated: false) }
            guard tabList.indices.contains(newValue) else {
                return Diagnostics.report("selectedIndex \(newValue) refused: there are \(tabList.count) tabs")
            }
            selectedTab = tabList[newValue]
        }
    }

    /// A tab was tapped: the delegate may refuse; the switch runs its transition.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        if tabsInUse {
            if let tab = tabList.first(where: { $0.barItem === item }) { userSelected(tab) }
            return
        }
        guard let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = controllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else {
            tabBar.selectedItem = selectedViewController?.tabBarItem
            return
        }
        show(index: index, animated: true)
        delegate?.tabBarController(self, didSelect: controller)
    }

    override open var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override var appearanceForwardingTargets: [UIViewController] {
        guard running == nil, let shown = selectedViewController else { return [] }
        return [shown]
    }

    override var childForKeyInput: UIViewController? { selectedViewController }

    /// Control-Command-S (Ctrl+Super+S) shows or hides the sidebar, as the Toggle Sidebar shortcut does on iPadOS.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.key.map(Self.togglesSidebar) ?? false }), sidebarAvailable {
            sidebar.isHidden.toggle()
            return
        }
        super.pressesBegan(presses, with: event)
    }

    override open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        running ?? super.transitionCoordinator
    }

    /// Shows the tab at `index`: at once, or through the delegate's transition when `animated`.
    private func show(index: Int, animated: Bool) {
        guard index != selected else { return }
        guard index == NSNotFound || controllers.indices.contains(index) else {
            return Diagnostics.report("selectedIndex \(index) refused: there are \(controllers.count) tabs")
        }
        guard running == nil else { return }
        let from = selectedViewController
        let previous = selected
        selected = index
        switchContent(from: from, to: selectedViewController, animated: animated) { [unowned self] in selected = previous }
    }

    /// Whether a tab switch's transition runs now (another switch waits for it).
    var isSwitching: Bool { running != nil }

    /// Replaces `from` by `to` in the content: at once, or through the delegate's transition when `animated`;
    /// `revert` undoes the selection when an interactive transition is cancelled.
    func switchContent(from: UIViewController?, to: UIViewController?, animated: Bool, revert: @escaping () -> Void) {
        tabBar.selectedItem = selectedBarItem
        guard isViewLoaded, from !== to else { return }
        UIView.performWithoutAnimation { layoutContent() }
        let visible = isAppearingOrAppeared
        if animated, visible, let from, let to,
           let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) {
            return transition(from: from, to: to, animator: animator, revert: revert)
        }
        if visible {
            from?.beginAppearanceTransition(false, animated: false)
            to?.beginAppearanceTransition(true, animated: false)
        }
        if let from { uninstall(from) }
        if let to { install(to, in: transitionView) }
        if visible {
            to?.settleIsAppearing()
            from?.endAppearanceTransition()
            to?.endAppearanceTransition()
        }
    }

    /// The bar's item for what is selected: the selected controller's, or the selected top-level tab's when the bar
    /// shows it.
    var selectedBarItem: UITabBarItem? {
        guard tabsInUse else { return selectedViewController?.tabBarItem }
        guard let top = currentTab.flatMap({ UITab.path(to: $0).first }) else { return nil }
        return (tabBar.items ?? []).contains { $0 === top.barItem } ? top.barItem : nil
    }

    private func transition(from: UIViewController, to: UIViewController, animator: any UIViewControllerAnimatedTransitioning,
                            revert: @escaping () -> Void) {
        let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
        let context = ViewControllerTransitionContext(container: transitionView, animated: true, style: .none,
                                                      animator: animator, interactor: interactor)
        let bounds = transitionView.bounds
        context.set(from, for: .from, initialFrame: bounds, finalFrame: .zero)
        context.set(to, for: .to, initialFrame: .zero, finalFrame: bounds)
        context.onComplete = { [unowned self] completed in
            running = nil
            if completed {
                UIView.performWithoutAnimation { from.viewIfLoaded?.removeFromSuperview() }
                to.viewIfLoaded?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            } else {
                UIView.performWithoutAnimation {
                    to.viewIfLoaded?.removeFromSuperview()
                    from.view.frame = transitionView.bounds
                }
                revert()
                tabBar.selectedItem = selectedBarItem
                to.beginAppearanceTransition(false, animated: false)
                from.beginAppearanceTransition(true, animated: false)
            }
            from.endAppearanceTransition()
            to.endAppearanceTransition()
        }
        running = context
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        context.start()
    }

    private func uninstall(_ controller: UIViewController) {
        UIView.performWithoutAnimation { controller.viewIfLoaded?.removeFromSuperview() }
    }

    /// A child's view fills the content area: the view's size less the bar.
    override open func size(forChildContentContainer container: any UIContentContainer,
                            withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width, height: max(0, parentSize.height - tabBarHeightOutsideContent(parentSize)))
    }

    /// How much of `size`'s height the bar takes from the content: none when the selected controller extends under it.
    private func tabBarHeightOutsideContent(_ size: CGSize) -> CGFloat {
        let selected = selectedViewController
        let extends = (selected?.edgesForExtendedLayout ?? .all).contains(.bottom)
            && (tabBar.isTranslucent || (selected?.extendedLayoutIncludesOpaqueBars ?? false))
        return isTabBarShown && !extends ? tabBar.sizeThatFits(size).height : 0
    }

    /// The tab bar covers the selected controller's view from the bottom while it shows, the sidebar (overlapping) from
    /// the leading edge.
    override func barInsets(over childView: UIView) -> UIEdgeInsets {
        let sidebar = sidebarCoverage(of: childView)
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: 0, left: rightToLeft ? 0 : sidebar,
                            bottom: isTabBarShown ? coverage(of: childView, by: tabBar, fromTop: false) : 0, right: rightToLeft ? sidebar : 0)
    }

    /// Whether the bar shows: not while hidden by the app, nor while the sidebar shows, nor while the selected
    /// navigation stack holds a controller that `hidesBottomBarWhenPushed`.
    var isTabBarShown: Bool {
        !tabBarHiddenByApp && !sidebarShows && !((selectedViewController as? UINavigationController)?.hidesBottomBars ?? false)
    }

    /// The selected stack's wish for the bar changed: it slides down or up, alongside `coordinator`'s transition
    /// when given (the content takes the whole height at once when the bar leaves, at the end when it comes back).
    func bottomBarsChanged(alongside coordinator: (any UIViewControllerTransitionCoordinator)?) {
        guard isViewLoaded else { return }
        guard let coordinator else { return UIView.performWithoutAnimation { layoutContent() } }
        let shown = isTabBarShown
        UIView.performWithoutAnimation {
            transitionView.frame = CGRect(origin: .zero, size: view.bounds.size)
            if shown {
                tabBar.isHidden = false
                tabBar.frame.origin.y = view.bounds.height
            }
        }
        coordinator.animate(alongsideTransition: { [unowned self] _ in
            tabBar.frame.origin.y = view.bounds.height - (shown ? tabBar.frame.height : 0)
        }, completion: { [weak self] _ in
            UIView.performWithoutAnimation { self?.layoutContent() }
        })
    }

    /// Places the bar along the bottom and the content above it (the whole view while the bar is hidden).
    func layoutContent() {
        guard let view = viewIfLoaded else { return }
        let height = tabBar.sizeThatFits(view.bounds.size).height
        let shown = isTabBarShown
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - (shown ? height : 0), width: view.bounds.width, height: height)
        tabBar.isHidden = !shown
        transitionView.frame = CGRect(x: 0, y: 0, width: view.bounds.width,
                                      height: max(0, view.bounds.height - tabBarHeightOutsideContent(view.bounds.size)))
        layoutSidebar()
        selectedViewController?.viewIfLoaded?.refreshSafeArea()
        updateScrollEdge()
    }

    /// The bar takes its scroll-edge appearance while the selected content is at its bottom edge (with no scroll
    /// view, always, as on iOS 15).
    func updateScrollEdge() {
        tabBar.isAtScrollEdge = edgeScrollView(for: .bottom)?.isAtContentEdge(.bottom) ?? true
    }
}

/// A tab bar controller's view: it lays out the bar and the content.
final class TabBarContainerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContent()
    }
}
