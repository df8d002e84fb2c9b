import Foundation

/// An item being moved by `beginInteractiveMovementForItem(at:)`: where it came from (the data source's index path),
/// the slot it shows in now, and the touch.
struct CollectionInteractiveMovement {
    let source: IndexPath
    var slot: IndexPath
    var position: CGPoint
}

/// Interactive movement: the moving cell follows the target position above the others, which slide to make room at
/// the item under it (as the delegate's `targetIndexPathForMoveFromItemAt` allows); the data source hears
/// `moveItemAt:to:` when the movement ends, nothing when it is cancelled.
extension UICollectionView {
    func beginMovement(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard interactiveMovement == nil, itemShift == nil, isValid(indexPath), let dataSource,
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        let center = layoutAttributesForItem(at: indexPath)?.center ?? .zero
        interactiveMovement = CollectionInteractiveMovement(source: indexPath, slot: indexPath, position: center)
        applyItemShift(CollectionItemShift(dataCounts: loadedCounts, removed: indexPath, slot: indexPath, slotShowsRemoved: true), animated: false)
        return true
    }

    func updateMovement(to position: CGPoint) {
        guard var movement = interactiveMovement, let shift = itemShift else { return }
        let previous = movement.position
        movement.position = position
        interactiveMovement = movement
        let layout = collectionViewLayout
        if let proposed = layout.targetIndexPath(forInteractivelyMovingItem: movement.slot, withPosition: position), proposed != movement.slot {
            let target = itemDelegate?.collectionView(self, targetIndexPathForMoveFromItemAt: movement.source, toProposedIndexPath: proposed) ?? proposed
            if target != movement.slot, canHold(target, movingFrom: movement.slot) {
                movement.slot = target
                interactiveMovement = movement
                var moved = shift
                moved.slot = target
                let context = layout.invalidationContext(forInteractivelyMovingItems: [target], withTargetPosition: position,
                                                         previousIndexPaths: [shift.slot ?? target], previousPosition: previous)
                return applyItemShift(moved, animated: true, context: context)
            }
        }
        if let cell = cellForItem(at: movement.slot) {
            let attributes = layout.layoutAttributesForInteractivelyMovingItem(at: movement.slot, withTargetPosition: position)
            UIView.performWithoutAnimation { cell.applyLayoutAttributes(attributes) }
        }
    }

    /// Whether the slot can move to `target` (displayed coordinates): an item's place in a section, or just past the
    /// last item of another.
    private func canHold(_ target: IndexPath, movingFrom slot: IndexPath) -> Bool {
        let counts = loadedCounts
        guard target.count == 2, counts.indices.contains(target.section), target.item >= 0 else { return false }
        return target.item < counts[target.section] + (target.section == slot.section ? 0 : 1)
    }

    /// The attributes the layout pass applies to `element`: the moving item's follow the touch.
    func movingAttributes(_ element: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let movement = interactiveMovement, element.representedElementCategory == .cell, element.indexPath == movement.slot else { return element }
        return collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: movement.slot, withTargetPosition: movement.position)
    }

    func endMovement(cancelled: Bool) {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        let layout = collectionViewLayout
        let moved = !cancelled && movement.slot != movement.source
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: [moved ? movement.slot : movement.source],
                                                                                   previousIndexPaths: [movement.source], movementCancelled: cancelled)
        guard moved else { return applyItemShift(nil, animated: true, context: context) }
        dataSource?.collectionView(self, moveItemAt: movement.source, to: movement.slot)
        selectedIndexPaths = selectedIndexPaths.map { displayedPath(forData: $0) ?? $0 }
        itemShift = nil
        counts = dataSourceCounts()
        layout.invalidateLayout(with: context)
        UIView.animate(withDuration: Self.shiftDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: { self.layoutIfNeeded() })
    }
}

extension UICollectionView {
    /// The long press a collection view controller installs (`installsStandardGestureForInteractiveMovement`): it
    /// moves the item pressed, where the data source lets it, while the collection view has no drag delegate.
    static func standardMovementGesture() -> UILongPressGestureRecognizer {
        UILongPressGestureRecognizer { recognizer in
            guard let collectionView = recognizer.view as? UICollectionView, collectionView.dragDelegate == nil else { return }
            let location = recognizer.location(in: collectionView)
            switch recognizer.state {
            case .began:
                guard let indexPath = collectionView.indexPathForItem(at: location),
                      collectionView.beginInteractiveMovementForItem(at: indexPath) else { return }
                collectionView.updateInteractiveMovementTargetPosition(location)
            case .changed:
                collectionView.updateInteractiveMovementTargetPosition(location)
            case .ended:
                collectionView.endInteractiveMovement()
            default:
                collectionView.cancelInteractiveMovement()
            }
        }
    }
}
