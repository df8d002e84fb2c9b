import Foundation
import QuartzCore

/// Animated changes: the inserts, deletes, moves and reloads of one `performBatchUpdates` block animate together in
/// one UIView animation block (UIKit's 0.3 s ease-in-out, or the enclosing block's): elements that stay slide to
/// their new attributes, appearing ones start from the layout's initial attributes, disappearing ones go to its
/// final attributes and are removed when the animation ends.
extension UICollectionView {
    /// How long a batch update animates.
    static let updateDuration: TimeInterval = 0.3

    /// Adds a change to the batch running now, or makes it a batch of its own.
    func record(_ change: @escaping (CollectionBatch) -> Void) {
        if let batch { return change(batch) }
        performBatchUpdates({ if let batch = self.batch { change(batch) } }, completion: nil)
    }

    /// Runs `updates` (which changes the data source and names the changes), then animates from the old layout to
    /// the new one; `completion` runs when the animation ends.
    func runBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        if let batch {
            updates?()
            if let completion { batch.completions.append(completion) }
            return
        }
        guard let oldCounts = counts else {
            // Nothing shown yet: the data is simply loaded.
            updates?()
            reloadData()
            UIView.animate(withDuration: 0, animations: {}, completion: completion)
            return
        }
        layoutIfNeeded()
        let recording = CollectionBatch()
        if let completion { recording.completions.append(completion) }
        batch = recording
        updates?()
        batch = nil
        let newCounts = dataSourceCounts()
        do {
            let map = try CollectionUpdateMap(old: oldCounts, new: newCounts, batch: recording)
            animateUpdate(map, recording, newCounts)
        } catch {
            let message = (error as? CollectionUpdateMap.Failure)?.message ?? "\(error)"
            Diagnostics.report("performBatchUpdates: \(message); the data is reloaded instead")
            reloadData()
            let completions = recording.completions
            UIView.animate(withDuration: 0, animations: {}, completion: { finished in completions.forEach { $0(finished) } })
        }
    }

    /// The update items a layout's `prepare(forCollectionViewUpdates:)` sees, section changes with `NSNotFound`.
    private func updateItems(_ batch: CollectionBatch) -> [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        return batch.deletedSections.sorted().map { UICollectionViewUpdateItem(action: .delete, before: section($0), after: nil) }
            + batch.deletedItems.sorted().map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
            + batch.insertedSections.sorted().map { UICollectionViewUpdateItem(action: .insert, before: nil, after: section($0)) }
            + batch.insertedItems.sorted().map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
            + batch.movedSections.map { UICollectionViewUpdateItem(action: .move, before: section($0.from), after: section($0.to)) }
            + batch.movedItems.map { UICollectionViewUpdateItem(action: .move, before: $0.from, after: $0.to) }
            + batch.reloadedSections.sorted().map { UICollectionViewUpdateItem(action: .reload, before: section($0), after: section($0)) }
            + batch.reloadedItems.sorted().map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) }
    }

    private func animateUpdate(_ map: CollectionUpdateMap, _ batch: CollectionBatch, _ newCounts: [Int]) {
        let layout = layoutStorage
        // The old arrangement around the visible bounds, for final attributes and for items coming into view.
        let around = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        var before: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: around) ?? [] { before[attributes.elementKey] = attributes }
        for (key, attributes) in appliedAttributes { before[key] = attributes }
        attributesBeforeUpdate = before
        // Where the views on screen go.
        var staying: [CollectionElementKey: UICollectionReusableView] = [:]
        var leaving: [(UICollectionReusableView, CollectionElementKey)] = []
        for (key, view) in visibleViews {
            if let newKey = map.newKey(for: key) { staying[newKey] = view } else { leaving.append((view, key)) }
        }
        selectedIndexPaths = selectedIndexPaths.compactMap { path in
            map.newKey(for: CollectionElementKey(category: .cell, kind: nil, indexPath: path))?.indexPath
        }
        // The new arrangement.
        counts = newCounts
        visibleViews.removeAll()
        appliedAttributes.removeAll()
        layout.itemsMoved(by: map)
        layout.invalidateLayout(with: .everything(of: UICollectionViewLayoutInvalidationContext.self, counts: false))
        layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: updateItems(batch))
        // The layout knows the update now: it says where the leaving elements go.
        let finals = leaving.map { view, key in (view, key, finalAttributes(key) ?? before[key]) }
        contentSize = layout.collectionViewContentSize
        if clamped(contentOffset) != contentOffset { contentOffset = clamped(contentOffset) }
        let after = (layout.layoutAttributesForElements(in: bounds) ?? []).filter(isShowable)
        let completions = batch.completions
        UIView.animate(withDuration: Self.updateDuration, delay: 0, options: [.curveEaseInOut], animations: {
            for attributes in after {
                let key = attributes.elementKey
                guard self.visibleViews[key] == nil else { continue }
                if let view = staying.removeValue(forKey: key) {
                    self.visibleViews[key] = view
                    view.applyLayoutAttributes(attributes)
                } else if let view = self.makeView(for: attributes) {
                    let start = map.oldKey(for: key).flatMap { before[$0] } ?? self.initialAttributes(key) ?? attributes
                    UIView.performWithoutAnimation { view.applyLayoutAttributes(start) }
                    self.display(view, key)
                    view.applyLayoutAttributes(attributes)
                    // A self-sizing element measures itself; the layout takes its size on the next pass.
                    _ = self.wantsPreferredAttributes(view, attributes)
                }
                self.appliedAttributes[key] = attributes.copy() as? UICollectionViewLayoutAttributes
            }
            // Views still on screen whose element moved out of view slide to their new place, then leave.
            for (key, view) in staying {
                if let target = self.attributes(for: key) { view.applyLayoutAttributes(target) }
                self.disappearingViews[ObjectIdentifier(view)] = view
            }
            for (view, _, final) in finals {
                if let final { view.applyLayoutAttributes(final) }
                self.disappearingViews[ObjectIdentifier(view)] = view
            }
            layout.finalizeCollectionViewUpdates()
        }, completion: { [weak self] finished in
            guard let self else { return }
            for (view, key, _) in finals where self.disappearingViews.removeValue(forKey: ObjectIdentifier(view)) != nil {
                self.endDisplaying(view, key)
            }
            for (key, view) in staying where self.disappearingViews.removeValue(forKey: ObjectIdentifier(view)) != nil {
                self.endDisplaying(view, key)
            }
            completions.forEach { $0(finished) }
        })
        attributesBeforeUpdate = [:]
    }

    /// The layout's current attributes of the element.
    func attributes(for key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layoutStorage.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layoutStorage.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layoutStorage.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// Where an appearing element starts, as the layout says.
    private func initialAttributes(_ key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layoutStorage.initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView: layoutStorage.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layoutStorage.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// Where a disappearing element ends, as the layout says (asked before the layout changes).
    private func finalAttributes(_ key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layoutStorage.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView: layoutStorage.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layoutStorage.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }
}
