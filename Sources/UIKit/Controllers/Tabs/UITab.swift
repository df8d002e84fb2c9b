import QuartzCore

/// One tab of a tab bar controller (iOS 18): what the bar and the sidebar show for it, where it may be placed, and
/// the controller its provider makes the first time the tab is shown.
@MainActor @preconcurrency
open class UITab {
    /// Where a tab may show: the bar and the sidebar, the sidebar only, or moved and removed by the person.
    public enum Placement: Int, Sendable {
        /// `.default` for a top-level tab, `.optional` for a group's child.
        case automatic
        /// In the bar, and may be removed from it.
        case `default`
        /// May be added to the bar, which does not show it at first.
        case optional
        /// Always in the bar, and may be moved within it.
        case movable
        /// Always in the bar, at its trailing end.
        case pinned
        /// Always in the bar, where the app put it.
        case fixed
        /// Only in the sidebar.
        case sidebarOnly
    }

    /// The tab's identifier, unique among the tab bar controller's tabs.
    public let identifier: String
    open var title: String { didSet { changed() } }
    /// A second line the sidebar shows under the title.
    open var subtitle: String? { didSet { changed() } }
    open var image: UIImage? { didSet { changed() } }
    open var badgeValue: String? { didSet { changed() } }
    open var userInfo: Any?
    /// Whether the tab shows in the bar and the sidebar; a tab the person may hide (`allowsHiding`) starts hidden
    /// when `isHiddenByDefault`.
    open var isHidden: Bool {
        get { hidden ?? (allowsHiding && isHiddenByDefault) }
        set {
            guard newValue != isHidden else { return }
            hidden = newValue
            tabBarController?.tabVisibilityChanged([self])
        }
    }
    open var isHiddenByDefault = false
    /// Whether the person may hide the tab (in the sidebar's editing).
    open var allowsHiding = false
    /// Whether the tab can be selected; a disabled tab shows dimmed.
    open var isEnabled = true { didSet { changed() } }
    open var isSpringLoaded = false
    open var accessibilityIdentifier: String?
    open var preferredPlacement: Placement = .automatic { didSet { changed() } }
    /// The group whose child this is.
    open internal(set) weak var parent: UITabGroup?
    /// The tab bar controller showing this tab (or its top-level ancestor).
    open var tabBarController: UITabBarController? { parent?.tabBarController ?? owner }
    /// Whether the tab is the one selected, or the selected child on the way to it.
    open var isSelected: Bool {
        guard let controller = tabBarController, let selected = controller.selectedTab else { return false }
        return Self.path(to: selected).contains { $0 === self }
    }
    /// Whether the tab shows where it is placed now (the bar or the sidebar).
    open var hasVisiblePlacement: Bool {
        guard !isHidden, let controller = tabBarController else { return false }
        return controller.sidebarShows || controller.barTabs.contains { $0 === self }
    }

    /// The controller the tab shows, made by the provider the first time it is asked for.
    open var viewController: UIViewController? {
        if let made { return made }
        guard let make = provider else { return nil }
        let controller = make(self)
        controller.tab = self
        made = controller
        provider = nil
        return controller
    }

    /// The controller the provider made, without asking for it.
    var madeController: UIViewController? { made }
    private var hidden: Bool?
    private var provider: ((UITab) -> UIViewController)?
    private var made: UIViewController?
    /// The controller this tab is a top-level tab of.
    weak var owner: UITabBarController?
    /// The bar's item for this tab, kept in step with its title, image and badge.
    lazy var barItem: UITabBarItem = {
        let item = UITabBarItem(title: title, image: image, tag: 0)
        item.badgeValue = badgeValue
        item.isEnabled = isEnabled
        return item
    }()

    public init(title: String, image: UIImage?, identifier: String,
                viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.provider = viewControllerProvider
    }

    /// The placement `.automatic` resolves to here.
    var resolvedPlacement: Placement {
        guard preferredPlacement == .automatic else { return preferredPlacement }
        return parent == nil ? .default : .optional
    }

    /// The top-level tab, the groups under it and `tab` last.
    static func path(to tab: UITab) -> [UITab] {
        var chain = [tab]
        var current = tab
        while let parent = current.parent {
            chain.insert(parent, at: 0)
            current = parent
        }
        return chain
    }

    private func changed() {
        barItem.title = title
        barItem.image = image
        barItem.badgeValue = badgeValue
        barItem.isEnabled = isEnabled
        tabBarController?.tabContentChanged()
    }
}
