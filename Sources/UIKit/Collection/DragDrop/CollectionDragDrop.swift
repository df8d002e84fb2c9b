import Foundation

/// The drag and drop interactions of a collection view, and the delegates it gives them: they find the item under
/// the touch, ask the collection view's drag and drop delegates in their terms, open a gap where an insertion would
/// go, and land dropped previews on the cells the drop delegate names.
@MainActor
final class CollectionDragDrop: UIDragInteractionDelegate, UIDropInteractionDelegate {
    unowned let collectionView: UICollectionView
    private(set) lazy var dragInteraction = UIDragInteraction(delegate: self)
    private(set) lazy var dropInteraction = UIDropInteraction(delegate: self)
    /// The items lifted from this collection view, with their index paths (the data source's).
    private var lifted: [(item: UIDragItem, indexPath: IndexPath)] = []
    /// The drag over the collection view, its last proposal, and the coordinator of its drop.
    private(set) var activeDropSession: UIDropSession?
    private var proposal: UICollectionViewDropProposal?
    private var coordinator: CollectionDropCoordinator?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    /// The index path a lifted drag item came from in this collection view.
    func sourceIndexPath(of item: UIDragItem) -> IndexPath? { lifted.first { $0.item === item }?.indexPath }

    // MARK: Drag

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let delegate = collectionView.dragDelegate, collectionView.interactiveMovement == nil,
              let indexPath = collectionView.indexPathForItem(at: session.location(in: collectionView)) else { return [] }
        let items = delegate.collectionView(collectionView, itemsForBeginning: session, at: indexPath)
        lifted = items.map { ($0, indexPath) }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        guard let indexPath = sourceIndexPath(of: item), let cell = collectionView.cellForItem(at: indexPath) else { return nil }
        let parameters = collectionView.dragDelegate?.collectionView(collectionView, dragPreviewParametersForItemAt: indexPath) ?? UIDragPreviewParameters()
        return UITargetedDragPreview(view: cell, parameters: parameters)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        collectionView.dragDelegate?.collectionView(collectionView, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        collectionView.dragDelegate?.collectionView(collectionView, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        collectionView.dragDelegate?.collectionView(collectionView, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        guard let indexPath = sourceIndexPath(of: item), let shown = collectionView.displayedPath(forData: indexPath),
              let attributes = collectionView.layoutAttributesForItem(at: shown) else { return defaultPreview }
        return defaultPreview.retargetedPreview(with: UIDragPreviewTarget(container: collectionView, center: attributes.center))
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        lifted = []
        collectionView.dragDelegate?.collectionView(collectionView, dragSessionDidEnd: session)
    }

    // MARK: Drop

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        if let delegate = collectionView.dropDelegate { return delegate.collectionView(collectionView, canHandle: session) }
        return localReorderSource(session) != nil
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        activeDropSession = session
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        let destination = destinationIndexPath(for: session)
        let proposal = collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            ?? UICollectionViewDropProposal(operation: localReorderSource(session) == nil ? .cancel : .move, intent: .insertAtDestinationIndexPath)
        self.proposal = proposal
        openGap(at: destination, for: session, proposal: proposal)
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        activeDropSession = nil
        collectionView.applyItemShift(nil, animated: true)
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let destination = collectionView.itemShift?.slot ?? destinationIndexPath(for: session)
        let source = localReorderSource(session)
        let proposal = self.proposal ?? UICollectionViewDropProposal(operation: .cancel)
        let items = session.items.map { item in
            CollectionDropItem(dragItem: item, sourceIndexPath: localSourceIndexPath(of: item, in: session), previewSize: collectionView.layoutAttributesForItem(at: destination ?? IndexPath(item: 0, section: 0))?.size ?? .zero)
        }
        let coordinator = CollectionDropCoordinator(items: items, destinationIndexPath: destination, proposal: proposal, session: session, collectionView: collectionView)
        self.coordinator = coordinator
        collectionView.applyItemShift(nil, animated: false)
        if let delegate = collectionView.dropDelegate {
            delegate.collectionView(collectionView, performDropWith: coordinator)
        } else if let source, let destination, let item = session.items.first {
            reorder(item, from: source, to: destination, coordinator: coordinator)
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        collectionView.layoutIfNeeded()
        return coordinator?.landings.preview(for: item, in: collectionView, frame: { self.collectionView.layoutAttributesForItem(at: $0)?.frame },
                                             cell: { self.collectionView.cellForItem(at: $0) })
    }

    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating) {
        coordinator?.landings.attach(item, to: animator)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        activeDropSession = nil
        coordinator = nil
        proposal = nil
        collectionView.applyItemShift(nil, animated: true)
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidEnd: session)
    }

    // MARK: Places

    /// The item under the touch (displayed coordinates, which are where an insertion lands); nil over no item.
    private func destinationIndexPath(for session: UIDropSession) -> IndexPath? {
        collectionView.layoutIfNeeded()
        return collectionView.indexPathForItem(at: session.location(in: collectionView))
    }

    /// Where an item of `session` lifted from this collection view came from.
    private func localSourceIndexPath(of item: UIDragItem, in session: UIDropSession) -> IndexPath? {
        guard session.localDragSession != nil else { return nil }
        return sourceIndexPath(of: item)
    }

    /// The source of a one-item drag lifted from this collection view (which moves within it).
    private func localReorderSource(_ session: UIDropSession) -> IndexPath? {
        guard session.items.count == 1, let item = session.items.first else { return nil }
        return localSourceIndexPath(of: item, in: session)
    }

    /// Opens the gap an insertion at `destination` lands in (the lifted item's place closes when it moves inside the
    /// collection view), or closes it when the proposal inserts nothing.
    private func openGap(at destination: IndexPath?, for session: UIDropSession, proposal: UICollectionViewDropProposal) {
        let inserts = proposal.intent == .insertAtDestinationIndexPath && (proposal.operation == .copy || proposal.operation == .move)
        guard inserts else { return collectionView.applyItemShift(nil, animated: true) }
        guard let destination else { return }
        let removed = proposal.operation == .move ? localReorderSource(session) : nil
        let shift = CollectionItemShift(dataCounts: collectionView.dataCounts, removed: removed, slot: destination, slotShowsRemoved: false)
        collectionView.applyItemShift(shift, animated: true)
    }

    /// A move inside the collection view with no drop delegate: the data source's `moveItemAt:to:` moves it.
    private func reorder(_ item: UIDragItem, from source: IndexPath, to destination: IndexPath, coordinator: CollectionDropCoordinator) {
        let collectionView = self.collectionView
        collectionView.performBatchUpdates({
            collectionView.dataSource?.collectionView(collectionView, moveItemAt: source, to: destination)
            collectionView.moveItem(at: source, to: destination)
        })
        _ = coordinator.drop(item, toItemAt: destination)
    }
}

extension UICollectionView {
    /// Installs or removes the drag and drop interactions the delegates and `dragInteractionEnabled` ask for.
    func updateDragDropInteractions() {
        let dragDrop = self.dragDrop ?? CollectionDragDrop(collectionView: self)
        self.dragDrop = dragDrop
        let wantsDrag = dragDelegate != nil, wantsDrop = dropDelegate != nil || dragDelegate != nil
        if wantsDrag, !interactions.contains(where: { $0 === dragDrop.dragInteraction }) { addInteraction(dragDrop.dragInteraction) }
        if !wantsDrag { removeInteraction(dragDrop.dragInteraction) }
        if wantsDrop, !interactions.contains(where: { $0 === dragDrop.dropInteraction }) { addInteraction(dragDrop.dropInteraction) }
        if !wantsDrop { removeInteraction(dragDrop.dropInteraction) }
        dragDrop.dragInteraction.isEnabled = dragInteractionEnabled
    }
}
