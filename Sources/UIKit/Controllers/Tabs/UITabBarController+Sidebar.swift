import QuartzCore

extension UITabBarController {
    /// The sidebar of a tab bar controller in `.tabSidebar` mode (iOS 18): whether it shows, how it shares the width
    /// with the content, what it shows above and below the tabs.
    /// Difference from Apple: the sidebar has no navigation bar, toggle button, editing or swipe actions; the app
    /// shows and hides it through `isHidden`.
    @MainActor @preconcurrency
    open class Sidebar {
        /// How the sidebar and the selected controller share the width.
        public enum Layout: Int, Sendable {
            /// `.overlap`, as on iOS.
            case automatic
            /// Over the content, whose safe area leaves room for it.
            case overlap
            /// Beside the content, which narrows.
            case tile
        }

        /// Hears the sidebar show and hide, and its rows come and go.
        @MainActor @preconcurrency
        public protocol Delegate: AnyObject {
            func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
                                  animator: any UITabBarController.Sidebar.Animating)
            func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, willBeginDisplaying tab: UITab)
            func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, didEndDisplaying tab: UITab)
        }

        /// What runs alongside the sidebar sliding in or out, and after it.
        @MainActor @preconcurrency
        public protocol Animating: AnyObject {
            func addAnimations(_ animations: @escaping () -> Void)
            func addCompletion(_ completion: @escaping () -> Void)
        }

        open weak var delegate: (any Delegate)?
        /// Whether the sidebar is hidden; changing it slides the sidebar out or in while the controller shows.
        open var isHidden = false {
            didSet { if isHidden != oldValue { controller?.sidebarVisibilityChanged() } }
        }
        open var preferredLayout: Layout = .automatic { didSet { controller?.tabLayoutChanged() } }
        /// What the sidebar shows above the tabs.
        open var headerContentConfiguration: (any UIContentConfiguration)? { didSet { controller?.tabContentChanged() } }
        /// What the sidebar shows below the tabs.
        open var footerContentConfiguration: (any UIContentConfiguration)? { didSet { controller?.tabContentChanged() } }
        /// A view the sidebar keeps at its bottom.
        open var bottomBarView: UIView? { didSet { controller?.tabContentChanged() } }

        weak var controller: UITabBarController?

        init() {}

        /// Shows `tab`'s row again from its title, image and badge.
        open func reconfigureItem(for tab: UITab) {
            controller?.tabContentChanged()
        }

        /// The layout `.automatic` resolves to.
        var resolvedLayout: Layout { preferredLayout == .automatic ? .overlap : preferredLayout }
    }

    /// The sidebar's width.
    static let sidebarWidth: CGFloat = 280
    /// The narrowest window the sidebar shows in (the split view controller's collapse width).
    static let sidebarMinimumWindowWidth: CGFloat = 600
    /// How long the sidebar takes to slide in or out.
    static let sidebarSlideDuration: TimeInterval = 0.35

    /// Whether the sidebar has a place: tabs in `.tabSidebar` mode on a regular, wide enough view.
    var sidebarAvailable: Bool {
        guard tabsInUse, mode == .tabSidebar, let view = viewIfLoaded else { return false }
        return traitCollection.horizontalSizeClass != .compact && view.bounds.width >= Self.sidebarMinimumWindowWidth
    }

    /// Whether the sidebar shows (and the bar gives way to it).
    var sidebarShows: Bool { sidebarAvailable && !sidebar.isHidden }

    /// The mode, layout or tabs changed: the view lays out again.
    func tabLayoutChanged() {
        guard isViewLoaded else { return }
        UIView.performWithoutAnimation { layoutContent() }
    }

    /// Puts the sidebar at the leading edge (beyond it while hidden) and, in the tile layout, the content beside it.
    func layoutSidebar() {
        guard let view = viewIfLoaded else { return }
        guard sidebarAvailable else {
            shownSidebarView?.removeFromSuperview()
            return
        }
        if sidebarView.superview == nil {
            view.insertSubview(sidebarView, aboveSubview: transitionView)
            UIView.performWithoutAnimation { sidebarView.reload() }
        }
        let width = Self.sidebarWidth, bounds = view.bounds
        let leadingX: CGFloat = sidebar.isHidden ? -width : 0
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        sidebarView.frame = CGRect(x: rightToLeft ? bounds.width - width - leadingX : leadingX, y: 0, width: width, height: bounds.height)
        if sidebarShows, sidebar.resolvedLayout == .tile {
            transitionView.frame = CGRect(x: rightToLeft ? 0 : width, y: 0, width: max(0, bounds.width - width),
                                          height: transitionView.frame.height)
        }
    }

    /// How far the sidebar lies over `childView` from its leading edge (the overlap layout's safe area).
    func sidebarCoverage(of childView: UIView) -> CGFloat {
        guard sidebarShows, sidebar.resolvedLayout == .overlap, let view = viewIfLoaded else { return 0 }
        let child = childView.convert(childView.bounds, to: view)
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return max(0, rightToLeft ? child.maxX - sidebarView.frame.minX : sidebarView.frame.maxX - child.minX)
    }

    /// Whether `key` is the sidebar's toggle: S with Control and Command.
    static func togglesSidebar(_ key: UIKey) -> Bool {
        key.keysymName.lowercased() == "s" && key.modifierFlags.isSuperset(of: [.control, .command])
    }

    /// `sidebar.isHidden` changed: the delegate adds to the animator, and the sidebar slides on the context's clock
    /// while the controller shows (at once otherwise), the animator's completions after it.
    func sidebarVisibilityChanged() {
        let animator = SidebarVisibilityAnimator()
        sidebar.delegate?.tabBarController(self, sidebarVisibilityWillChange: sidebar, animator: animator)
        guard sidebarAvailable, isAppearingOrAppeared else {
            UIView.performWithoutAnimation {
                layoutContent()
                animator.runAnimations()
            }
            return animator.runCompletions()
        }
        UIView.animate(withDuration: Self.sidebarSlideDuration, delay: 0, options: [.curveEaseInOut], animations: { [self] in
            layoutContent()
            animator.runAnimations()
        }, completion: { _ in animator.runCompletions() })
    }
}

extension UITabBarController.Sidebar.Delegate {
    public func tabBarController(_ tabBarController: UITabBarController, sidebarVisibilityWillChange sidebar: UITabBarController.Sidebar,
                                 animator: any UITabBarController.Sidebar.Animating) {}
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, willBeginDisplaying tab: UITab) {}
    public func tabBarController(_ tabBarController: UITabBarController, sidebar: UITabBarController.Sidebar, didEndDisplaying tab: UITab) {}
}

/// The animator a sidebar's delegate adds to: its animations run inside the slide's animation block, its
/// completions when the slide ends.
@MainActor
final class SidebarVisibilityAnimator: UITabBarController.Sidebar.Animating {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    func runAnimations() { animations.forEach { $0() } }
    func runCompletions() { completions.forEach { $0() } }
}
