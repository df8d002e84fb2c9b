import QuartzCore

/// A tab holding tabs (iOS 18): the sidebar lists its children under it, and selecting it shows its selected child
/// (inside `managingNavigationController` when it has one).
@MainActor @preconcurrency
open class UITabGroup: UITab {
    /// How the sidebar shows the group.
    public enum SidebarAppearance: UInt, Sendable {
        /// As suits the group's depth.
        case automatic
        /// Its children among its siblings, without the group.
        case inline
        /// As a top-level section of the sidebar.
        case rootSection
    }

    /// The group's tabs.
    open var children: [UITab] {
        didSet {
            for child in oldValue where !children.contains(where: { $0 === child }) { child.parent = nil }
            adoptChildren()
            if let chosen, !children.contains(where: { $0 === chosen }) { self.chosen = nil }
            tabBarController?.tabTreeChanged()
        }
    }
    /// The child selected in the group (one of `children`); selecting it while the group shows switches to it.
    open var selectedChild: UITab? {
        get { chosen }
        set {
            guard let newValue else { return chosen = nil }
            guard children.contains(where: { $0 === newValue }) else {
                return Diagnostics.report("selectedChild refused: the tab is not one of the group's children")
            }
            chosen = newValue
            tabBarController?.groupSelectionChanged(self)
        }
    }
    /// The child selected when the group is first shown and none is; nil: the first child.
    open var defaultChildIdentifier: String?
    /// The navigation controller the group's children's controllers are shown in; nil: each shown alone.
    open var managingNavigationController: UINavigationController?
    /// Whether the person may reorder the children (in the sidebar's editing).
    open var allowsReordering = false
    /// The children's order by identifier; the children it leaves out follow in their own order.
    open var displayOrderIdentifiers: [String] = [] { didSet { tabBarController?.tabContentChanged() } }
    /// Actions the sidebar shows at the end of the group.
    open var sidebarActions: [UIAction] = [] { didSet { tabBarController?.tabContentChanged() } }
    open var sidebarAppearance: SidebarAppearance = .automatic { didSet { tabBarController?.tabContentChanged() } }

    /// What `selectedChild` holds.
    var chosen: UITab?

    public init(title: String, image: UIImage?, identifier: String, children: [UITab],
                viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        self.children = children
        super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
        adoptChildren()
    }

    /// The tab with `identifier` among the children and theirs.
    open func tab(forIdentifier identifier: String) -> UITab? {
        for child in children {
            if child.identifier == identifier { return child }
            if let found = (child as? UITabGroup)?.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }

    /// The children in display order: those `displayOrderIdentifiers` names first, in its order.
    var orderedChildren: [UITab] {
        let named = displayOrderIdentifiers.compactMap { id in children.first { $0.identifier == id } }
        return named + children.filter { child in !named.contains { $0 === child } }
    }

    /// The child a selection of the group shows: the selected one, else the default, else the first shown.
    var childToShow: UITab? {
        let shown = orderedChildren.filter { !$0.isHidden }
        if let chosen, shown.contains(where: { $0 === chosen }) { return chosen }
        if let defaultChildIdentifier, let child = shown.first(where: { $0.identifier == defaultChildIdentifier }) { return child }
        return shown.first
    }

    private func adoptChildren() {
        for child in children { child.parent = self }
    }
}
