import Foundation

/// The collection view's bookkeeping: the reuse pools, the counts the data source gave, the prepared layout and the
/// attributes last applied to each element.
extension UICollectionView {
    /// The cell being reconfigured when it is of the pool; else a view from the pool `pool`, prepared for reuse, or a
    /// new one of `type` made by its own initializer.
    func dequeue(_ pool: String, _ identifier: String, _ type: UICollectionReusableView.Type) -> UICollectionReusableView {
        if let cell = reconfiguringCell, cell.reusePoolName == pool { return cell }
        if let view = reusePool[pool]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let view = type.instantiate()
        view.reuseIdentifier = identifier
        view.reusePoolName = pool
        if nibs[pool] != nil { view.awakeFromNib() }
        return view
    }

    /// Takes `view` off screen and keeps it for reuse.
    func enqueue(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        if let cell = view as? UICollectionViewCell { clearSwipe(of: cell) }
        if let pool = view.reusePoolName { reusePool[pool, default: []].append(view) }
    }

    /// The counts, asking the data source when they are not known.
    var loadedCounts: [Int] {
        if let counts { return counts }
        let loaded = dataSourceCounts()
        counts = loaded
        return loaded
    }

    /// The data source's counts now (negative ones as zero).
    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// The layout was invalidated: lay out again, and ask for the counts when the context says so.
    func layoutWasInvalidated(_ context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts, batch == nil { counts = nil }
        // Either layout of an interactive transition changed: the transition layout interpolates again.
        interactiveTransition?.layout.needsPrepare = true
        setNeedsLayout()
    }

    /// Whether `indexPath` names an item the data source has.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// The layout, prepared.
    var preparedLayout: UICollectionViewLayout {
        _ = loadedCounts
        layoutStorage.prepareIfNeeded()
        return layoutStorage
    }

    /// The attributes last applied to the item at `indexPath` (before a batch update, while it runs).
    func lastAttributes(ofItemAt indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        lastAttributes(CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath))
    }

    func lastAttributes(ofSupplementary kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        lastAttributes(CollectionElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath))
    }

    private func lastAttributes(_ key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        (attributesBeforeUpdate[key] ?? appliedAttributes[key])?.copy() as? UICollectionViewLayoutAttributes
    }
}
