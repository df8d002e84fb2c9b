import Foundation

/// The collection view as a focus group: its cells take focus as `allowsFocus` and the delegate allow, the
/// delegate is asked and told of moves with index paths, and selection follows focus where asked.
extension UICollectionView {
    /// Whether cells may be focused now: `allowsFocus`, or `allowsFocusDuringEditing` while editing.
    var allowsFocusNow: Bool { isEditing ? allowsFocusDuringEditing : allowsFocus }

    /// The index path of `item` when it is one of this collection view's cells.
    func focusIndexPath(of item: (any UIFocusItem)?) -> IndexPath? {
        guard let cell = item as? UICollectionViewCell, cell.focusCollectionView === self else { return nil }
        return indexPath(for: cell)
    }

    /// The cell focus goes to when it enters: the one focused last if remembered, else the delegate's choice.
    func preferredFocusCell() -> UICollectionViewCell? {
        if remembersLastFocusedIndexPath, let last = lastFocusedIndexPath, let cell = cellForItem(at: last) { return cell }
        return itemDelegate?.indexPathForPreferredFocusedView(in: self).flatMap { cellForItem(at: $0) }
    }

    /// The context this collection view hears for a move.
    func focusContext(_ context: UIFocusUpdateContext) -> UICollectionViewFocusUpdateContext {
        context as? UICollectionViewFocusUpdateContext ?? UICollectionViewFocusUpdateContext(context, in: self)
    }

    /// Tells the delegate of a move, remembers the item reached and selects it when selection follows focus.
    func focusDidMove(_ context: UICollectionViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        itemDelegate?.collectionView(self, didUpdateFocusIn: context, with: coordinator)
        guard let indexPath = context.nextFocusedIndexPath else { return }
        lastFocusedIndexPath = indexPath
        let follows = itemDelegate?.collectionView(self, selectionFollowsFocusForItemAt: indexPath) ?? selectionFollowsFocus
        if follows, !selectedIndexPaths.contains(indexPath) { selectAsTapped(indexPath) }
    }
}

extension UICollectionViewCell {
    /// The collection view showing the cell, if any.
    var focusCollectionView: UICollectionView? {
        var view = superview
        while let current = view, !(current is UICollectionView) { view = current.superview }
        return view as? UICollectionView
    }
}
