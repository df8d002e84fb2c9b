/// One row of a tab bar controller's sidebar, worked out from the tabs alone: a tab, or a group's header with its
/// children listed beneath it while it is expanded.
struct TabSidebarRow {
    let tab: UITab
    /// How many groups above the tab the sidebar shows (a top-level group's children are at depth 1).
    let depth: Int
    /// Whether the row is a group's header, which expands and collapses rather than selects.
    let isGroupHeader: Bool
    let isExpanded: Bool

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
            return [header] + rows(for: group.orderedChildren, collapsed: collapsed, depth: depth + 1)
        }
    }
}
