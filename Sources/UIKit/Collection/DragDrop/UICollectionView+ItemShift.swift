import Foundation

/// Showing a `CollectionItemShift`: the views on screen are re-keyed to their displayed places, the layout is asked
/// again with the displayed counts, and the items slide to their new places (0.2 s) while the data source is left as
/// it is; dequeued cells are asked for by the data source's index path.
extension UICollectionView {
    /// How long items take to make room.
    static let shiftDuration: TimeInterval = 0.2

    /// The data source's item shown at `displayed` (nil: an empty slot).
    func dataPath(forDisplayed displayed: IndexPath) -> IndexPath? {
        guard let itemShift else { return displayed }
        return itemShift.dataPath(forDisplayed: displayed)
    }

    /// Where the data source's item at `data` shows (nil: not shown).
    func displayedPath(forData data: IndexPath) -> IndexPath? {
        guard let itemShift else { return data }
        return itemShift.displayedPath(forData: data)
    }

    /// The data source's counts, whatever is shown.
    var dataCounts: [Int] { itemShift?.dataCounts ?? loadedCounts }

    /// Shows `shift` (nil: the data source's own arrangement), items sliding when `animated`; `context` is the
    /// invalidation the layout gets.
    func applyItemShift(_ shift: CollectionItemShift?, animated: Bool, context: UICollectionViewLayoutInvalidationContext? = nil) {
        guard shift != itemShift else { return }
        let base = dataCounts
        var views: [CollectionElementKey: UICollectionReusableView] = [:]
        var applied: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for (key, view) in visibleViews {
            var newKey = key
            if key.category == .cell {
                let data = dataPath(forDisplayed: key.indexPath)
                let displayed = data.flatMap { data in shift.map { $0.displayedPath(forData: data) } ?? data }
                guard let displayed else {
                    endDisplaying(view, key)
                    continue
                }
                newKey = CollectionElementKey(category: .cell, kind: nil, indexPath: displayed)
            }
            views[newKey] = view
            applied[newKey] = appliedAttributes[key]
        }
        visibleViews = views
        appliedAttributes = applied
        itemShift = shift
        counts = shift?.displayedCounts ?? base
        layoutStorage.invalidateLayout(with: context ?? .everything(of: UICollectionViewLayoutInvalidationContext.self, counts: false))
        if animated {
            UIView.animate(withDuration: Self.shiftDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: { self.layoutIfNeeded() })
        } else {
            UIView.performWithoutAnimation { layoutIfNeeded() }
        }
    }
}
