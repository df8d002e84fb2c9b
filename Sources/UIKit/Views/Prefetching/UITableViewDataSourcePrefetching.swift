import Foundation

/// Loads the data of rows before they come on screen: the table asks for the rows within a screen's height beyond
/// the visible ones, and cancels the requests for rows that left that range without showing.
@MainActor @preconcurrency
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

extension UITableView {
    /// Asks the prefetch data source for the rows a screen's height above and below the visible area, and cancels
    /// what it was asked for that scrolled out of that range.
    func prefetchRows() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let ahead = bounds.insetBy(dx: 0, dy: -bounds.height)
        let rows = (indexPathsForRows(in: ahead) ?? []).filter { visible[$0] == nil }
        let (prefetch, cancel) = prefetchWindow.update(ahead: rows, visible: Set(visible.keys))
        if !cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: prefetch) }
    }
}
