/// One row of a tab bar controller's sidebar, worked out from the tabs alone: a tab, or a group's header with its
/// children and its sidebar actions listed beneath it while it is expanded.
struct TabSidebarRow {
    /// The row's tab (the group, for one of its actions).
    let tab: UITab
    /// How many groups above the tab the sidebar shows (a top-level group's children are at depth 1).
    let depth: Int
    /// Whether the row is a group's header, which expands and collapses rather than selects.
    let isGroupHeader: Bool
    let isExpanded: Bool
    /// The group's sidebar action the row performs, for an action row.
    var action: UIAction?

    /// The rows for `tabs`: hidden tabs left out, groups in their display order, collapsed ones without children.
    @MainActor
    static func rows(for tabs: [UITab], collapsed: Set<ObjectIdentifier>, depth: Int = 0) -> [TabSidebarRow] {
        tabs.filter { !$0.isHidden }.flatMap { tab -> [TabSidebarRow] in
            guard let group = tab as? UITabGroup, !group.children.isEmpty else {
                return [TabSidebarRow(tab: tab, depth: depth, isGroupHeader: false, isExpanded: false)]
            }
            let expanded = !collapsed.contains(ObjectIdentifier(group))
            let header = TabSidebarRow(tab: group, depth: depth, isGroupHeader: true, isExpanded: expanded)
            guard expanded else { return [header] }
            let actions = group.sidebarActions.map {
                TabSidebarRow(tab: group, depth: depth + 1, isGroupHeader: false, isExpanded: false, action: $0)
            }
            return [header] + rows(for: group.orderedChildren, collapsed: collapsed, depth: depth + 1) + actions
        }
    }
}
