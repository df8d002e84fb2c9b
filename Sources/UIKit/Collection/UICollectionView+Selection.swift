import Foundation

/// Selection: a tap highlights the item, then selects it (or, with multiple selection, toggles it) as the delegate
/// allows; `selectItem`/`deselectItem` change it from code without asking the delegate, as on iOS.
extension UICollectionView {
    /// Selects the item (deselecting the others unless `allowsMultipleSelection`) and scrolls to it; nil deselects
    /// everything. The delegate is not told.
    func select(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
            return
        }
        guard allowsSelection, isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item; the delegate is not told.
    func deselect(_ indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// A tap at `point` (content coordinates): highlight, then select or deselect, asking the delegate first.
    func tapped(at point: CGPoint) {
        if swipe != nil { return swipeTapped(at: point) }
        guard allowsSelection, !isDecelerating, let indexPath = indexPathForItem(at: point) else { return }
        selectAsTapped(indexPath)
    }

    /// Selects (or, with multiple selection, toggles) the item as a tap on it does, asking and telling the delegate;
    /// Return and Space on a focused cell do the same.
    func selectAsTapped(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        let delegate = itemDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        cellForItem(at: indexPath)?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        cellForItem(at: indexPath)?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath {
                deselectItem(at: selected, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        selectItem(at: indexPath, animated: true, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
