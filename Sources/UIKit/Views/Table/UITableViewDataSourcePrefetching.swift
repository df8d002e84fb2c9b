import Foundation

/// Loads the data of rows before they come on screen: the table asks for the rows within a screen's height beyond
/// the visible ones, each once until the data reloads.
///
/// Difference from Apple: `cancelPrefetchingForRowsAt` is never called; rows scrolled away from stay prefetched.
@MainActor @preconcurrency
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

extension UITableView {
    /// Asks the prefetch data source for the rows a screen's height above and below the visible area not asked for yet.
    func prefetchRows() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let ahead = bounds.insetBy(dx: 0, dy: -bounds.height)
        let wanted = (indexPathsForRows(in: ahead) ?? []).filter { visible[$0] == nil && !prefetchedRows.contains($0) }
        guard !wanted.isEmpty else { return }
        prefetchedRows.formUnion(wanted)
        prefetchDataSource.tableView(self, prefetchRowsAt: wanted)
    }
}
