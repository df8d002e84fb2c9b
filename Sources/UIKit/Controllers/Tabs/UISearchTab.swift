import QuartzCore

/// The search tab (iOS 18): titled Search with a magnifying glass, pinned at the bar's trailing end.
@MainActor @preconcurrency
open class UISearchTab: UITab {
    /// The identifier every search tab has.
    static let searchIdentifier = "com.apple.UIKit.UISearchTab"

    /// Whether selecting the tab makes its search controller's field active.
    open var automaticallyActivatesSearch = false

    public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        super.init(title: "Search", image: UIImage(systemName: "magnifyingglass"), identifier: Self.searchIdentifier,
                   viewControllerProvider: viewControllerProvider)
        preferredPlacement = .pinned
    }
}
