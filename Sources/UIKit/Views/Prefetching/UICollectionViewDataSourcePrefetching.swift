import Foundation

/// Loads the data of items before they come on screen: the collection view asks for the items within a screen's
/// length beyond the visible ones, and cancels the requests for items that left that range without showing.
@MainActor @preconcurrency
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension UICollectionView {
    /// Asks the prefetch data source for the items a screen's length around the visible area, and cancels what it
    /// was asked for that scrolled out of that range.
    func prefetchItems() {
        guard isPrefetchingEnabled, let prefetchDataSource, counts != nil else { return }
        let ahead = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        let visible = Set(visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath))
        let items = (preparedLayout.layoutAttributesForElements(in: ahead) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && isValid($0.indexPath) && !visible.contains($0.indexPath) }
            .map(\.indexPath)
        var seen = Set<IndexPath>()
        let ordered = items.sorted().filter { seen.insert($0).inserted }
        let (prefetch, cancel) = prefetchWindow.update(ahead: ordered, visible: visible)
        if !cancel.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !prefetch.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: prefetch) }
    }
}
