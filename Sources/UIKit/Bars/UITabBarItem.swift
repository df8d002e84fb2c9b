import QuartzCore

/// What a tab bar shows for a controller: a title, an image (and a selected one), a badge.
@MainActor @preconcurrency
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The symbol the system item shows.
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .topRated: "star.fill"
            case .featured: "star"
            case .recents, .history, .mostRecent: "clock"
            case .contacts: "person.crop.circle"
            case .bookmarks: "bookmark"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle"
            case .mostViewed: "list.bullet"
            }
        }
    }

    /// The image shown while the tab is selected (the plain image when nil).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    open var badgeValue: String? { didSet { itemDidChange() } }
    open var badgeColor: UIColor? {
        didSet {
            itemDidChange()
            appearanceDidSet(\UITabBarItem.badgeColor, badgeColor)
        }
    }

    /// The bar's look while this item is selected, in place of the bar's own (a copy of what is set).
    @CopiedAppearance open var standardAppearance: UITabBarAppearance? = nil {
        didSet {
            itemDidChange()
            appearanceDidSet(\UITabBarItem.standardAppearance, standardAppearance)
        }
    }
    /// The bar's look while this item is selected and the content is scrolled to the bar's edge.
    @CopiedAppearance open var scrollEdgeAppearance: UITabBarAppearance? = nil {
        didSet {
            itemDidChange()
            appearanceDidSet(\UITabBarItem.scrollEdgeAppearance, scrollEdgeAppearance)
        }
    }
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero {
        didSet {
            itemDidChange()
            appearanceDidSet(\UITabBarItem.titlePositionAdjustment, titlePositionAdjustment)
        }
    }
    /// The badge text's attributes by control state.
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    override public init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: systemItem.title, image: UIImage(systemName: systemItem.symbolName), tag: tag)
    }

    /// Sets the attributes (font, foreground colour…) of the badge's text in `state`; nil removes them.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
        appearanceDidInvoke(AppearanceMethodKey(name: "setBadgeTextAttributes", argument: state.rawValue)) { item in
            (item as? UITabBarItem)?.setBadgeTextAttributes(textAttributes, for: state)
        }
        itemDidChange()
    }

    /// The attributes of the badge's text in `state`, as set.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }
}
