import QuartzCore

/// What a navigation bar shows while a controller is on top: its title (or title view), prompt, bar button items
/// and the back button the next controller shows to return to it.
@MainActor @preconcurrency
open class UINavigationItem {
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }

    open var title: String? {
        didSet {
            followsControllerTitle = false
            itemDidChange(animated: false)
        }
    }
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { itemDidChange(animated: false) } }
    /// A line shown above the title.
    open var prompt: String? { didSet { itemDidChange(animated: false) } }
    /// The button the next controller's bar shows to come back here (a "Back"-titled item when nil).
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange(animated: false) } }
    /// The title of the back button coming back here (the title when nil).
    open var backButtonTitle: String? { didSet { itemDidChange(animated: false) } }
    /// How the back button leading back to this item shows its title (iOS 14): the title, "Back", or the chevron
    /// alone; a `backBarButtonItem` overrides it.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange(animated: false) } }
    public enum BackButtonDisplayMode: Int, Sendable {
        case `default` = 0, generic = 1, minimal = 2
    }
    open var hidesBackButton = false { didSet { itemDidChange(animated: false) } }
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange(animated: false) } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The bar's look while this item is on top (the bar's own when nil); a copy of what is set.
    @CopiedAppearance open var standardAppearance: UINavigationBarAppearance? = nil { didSet { itemDidChange(animated: false) } }
    /// The look in compact heights while this item is on top.
    ///
    /// Difference from Apple: stored only; a desktop bar shows its standard appearance.
    @CopiedAppearance open var compactAppearance: UINavigationBarAppearance? = nil
    /// The look while this item is on top and the content is scrolled to its top edge.
    @CopiedAppearance open var scrollEdgeAppearance: UINavigationBarAppearance? = nil { didSet { itemDidChange(animated: false) } }
    /// The look in compact heights while the content is scrolled to its top edge.
    ///
    /// Difference from Apple: stored only; a desktop bar shows its standard appearance.
    @CopiedAppearance open var compactScrollEdgeAppearance: UINavigationBarAppearance? = nil

    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { itemsDidChange(replacing: \.leadingGroups) }
    }
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { itemsDidChange(replacing: \.trailingGroups) }
    }

    /// How the bar arranges the item's title and groups.
    public enum ItemStyle: Int, Sendable {
        case navigator = 0, browser = 1, editor = 2
    }

    /// The arrangement of the item in the bar: `.navigator` centres the title, `.browser` and `.editor` put it on the
    /// leading side after the back button and leading items.
    ///
    /// Difference from Apple: the center groups show beside the trailing ones in every style.
    open var style: ItemStyle = .navigator { didSet { if style != oldValue { itemDidChange(animated: false) } } }
    /// What the back button does while this item is on top, in place of going back (nil: it goes back).
    open var backAction: UIAction?
    /// Makes the menu a tap on the title opens, from UIKit's suggestions (Rename when the rename delegate allows it);
    /// a nil menu opens nothing.
    open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)? { didSet { itemDidChange(animated: false) } }
    /// The document the title stands for, shown as the title menu's header.
    ///
    /// Difference from Apple: kept only; the title menu shows no document header.
    open var documentProperties: UIDocumentProperties?
    /// Lets the person rename the title in place (Rename in the title menu, or `rename(_:)` on the navigation
    /// controller).
    open weak var renameDelegate: (any UINavigationItemRenameDelegate)? { didSet { itemDidChange(animated: false) } }
    /// The name a person's customization of the bar's center groups is kept under.
    open var customizationIdentifier: String?

    /// The groups on the leading side; setting them replaces `leftBarButtonItems`.
    open var leadingItemGroups: [UIBarButtonItemGroup] {
        get { groups(\.leadingGroups, standingFor: leftBarButtonItems) }
        set { setGroups(newValue, leading: true) }
    }
    /// The groups on the trailing side; setting them replaces `rightBarButtonItems`.
    open var trailingItemGroups: [UIBarButtonItemGroup] {
        get { groups(\.trailingGroups, standingFor: rightBarButtonItems) }
        set { setGroups(newValue, leading: false) }
    }
    /// The groups a person can customize, in the middle of the bar.
    open var centerItemGroups: [UIBarButtonItemGroup] = [] {
        didSet {
            observe(centerItemGroups, replacing: oldValue)
            itemDidChange(animated: false)
        }
    }

    /// The groups set on each side, nil while the side's items were set as items.
    var leadingGroups: [UIBarButtonItemGroup]?
    var trailingGroups: [UIBarButtonItemGroup]?
    /// Whether the item arrays are being written from the groups (which they then do not replace).
    var isSettingGroups = false

    /// The first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Where a navigation bar places the item's search bar.
    public enum SearchBarPlacement: Int, Sendable {
        case automatic, inline, stacked
    }

    /// The search controller whose search bar the navigation bar shows below the title row while this item is on top.
    open var searchController: UISearchController? { didSet { if searchController !== oldValue { itemDidChange(animated: false) } } }
    /// Whether the search bar folds away as the top controller's scroll view scrolls past its top, unfolding when it
    /// is scrolled back.
    ///
    /// Difference from Apple: the content's safe area keeps the unfolded bar's height while the search bar folds.
    open var hidesSearchBarWhenScrolling = true
    /// Where the item would like its search bar.
    ///
    /// Difference from Apple: kept only; the search bar is always stacked below the title row.
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic
    /// Where the search bar is placed: below the title row.
    open var searchBarPlacement: SearchBarPlacement { .stacked }

    /// Whether the title is the owning controller's `title`, following it until set on its own.
    var followsControllerTitle = false
    /// The bars showing the item, told of its changes (and whether to animate them).
    var observers: [ObjectIdentifier: (Bool) -> Void] = [:]

    public init(title: String) {
        self.title = title
    }

    /// Items come from code here, never from storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
        itemDidChange(animated: animated)
    }

    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
        itemDidChange(animated: animated)
    }

    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
        itemDidChange(animated: animated)
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }

    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// The title of the back button leading back to this item.
    var backTitle: String {
        if let custom = backBarButtonItem?.title { return custom }
        switch backButtonDisplayMode {
        case .minimal: return ""
        case .generic: return "Back"
        case .default: return backButtonTitle ?? title.flatMap { $0.isEmpty ? nil : $0 } ?? "Back"
        }
    }

    func itemDidChange(animated: Bool) {
        for observer in observers.values { observer(animated) }
    }
}
