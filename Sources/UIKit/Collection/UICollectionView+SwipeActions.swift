import Foundation

/// Swipe actions of list layouts (iOS 14): a sideways drag on an item of a list section whose configuration has a
/// leading or trailing swipe actions provider slides the cell and reveals the actions it gives, as a table's rows do
/// (the mechanics in `SwipeActionsHost`).
extension UICollectionView: SwipeActionsHost {
    /// The actions the item's list section gives for `side`, if any (none while editing or outside a list).
    func swipeConfiguration(at indexPath: IndexPath, side: TableSwipe.Side) -> UISwipeActionsConfiguration? {
        guard !isEditing, let list = listConfiguration(inSection: indexPath.section) else { return nil }
        let provider = side == .leading ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
        return provider?(indexPath).flatMap { $0.actions.isEmpty ? nil : $0 }
    }

    func swipeCell(at point: CGPoint) -> (IndexPath, any SwipeableCell)? {
        guard let indexPath = indexPathForItem(at: point), let cell = cellForItem(at: indexPath) else { return nil }
        return (indexPath, cell)
    }

    func swipeIndexPath(for cell: any SwipeableCell) -> IndexPath? {
        (cell as? UICollectionViewCell).flatMap { indexPath(for: $0) }
    }

    func swipeWillBegin(at indexPath: IndexPath) {}

    func swipeDidEnd(at indexPath: IndexPath?) {}

    /// The list configuration of `section`, when the layout is a compositional one and the section a list.
    func listConfiguration(inSection section: Int) -> UICollectionLayoutListConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              layout.providedSections.indices.contains(section) else { return nil }
        return layout.providedSections[section].listConfiguration
    }

    /// Whether a touch at `point` could become a swipe: actions show, or the item there is in a list section that
    /// gives swipe actions.
    func maySwipe(at point: CGPoint) -> Bool {
        if swipe != nil { return true }
        guard !isEditing, let indexPath = indexPathForItem(at: point), let list = listConfiguration(inSection: indexPath.section) else { return false }
        return list.leadingSwipeActionsConfigurationProvider != nil || list.trailingSwipeActionsConfigurationProvider != nil
    }
}

/// Drags a list cell sideways to reveal its swipe actions: it fails at once where no item could swipe, and once a
/// move past the pan's hysteresis is more vertical than horizontal, letting the scroll begin.
@MainActor
final class ListSwipeRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let list = view as? UICollectionView else { return }
        if numberOfTouches > 1 || !list.maySwipe(at: location(in: list)) { state = .failed }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let list = view as? UICollectionView else { return super.touchesMoved(touches, with: event) }
        let moved = translation(in: list)
        guard hypot(moved.x, moved.y) >= UIPanGestureRecognizer.hysteresis else { return super.touchesMoved(touches, with: event) }
        let start = CGPoint(x: location(in: list).x - moved.x, y: location(in: list).y - moved.y)
        if abs(moved.x) > abs(moved.y), list.canSwipeCell(at: start, towards: moved.x) {
            super.touchesMoved(touches, with: event)
        } else {
            state = .failed
        }
    }
}
