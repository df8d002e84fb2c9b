import Foundation

/// The drag and drop interactions of a table view, and the delegates it gives them: they find the row under the
/// touch, ask the table's drag and drop delegates in their terms, move a row dragged within the table through the
/// data source's `moveRowAt:to:`, and land dropped previews on the rows the drop delegate names.
@MainActor
final class TableDragDrop: UIDragInteractionDelegate, UIDropInteractionDelegate {
    unowned let tableView: UITableView
    private(set) lazy var dragInteraction = UIDragInteraction(delegate: self)
    private(set) lazy var dropInteraction = UIDropInteraction(delegate: self)
    private var lifted: [(item: UIDragItem, indexPath: IndexPath)] = []
    private(set) var activeDropSession: UIDropSession?
    private var proposal: UITableViewDropProposal?
    private var coordinator: TableDropCoordinator?

    init(tableView: UITableView) {
        self.tableView = tableView
    }

    private func sourceIndexPath(of item: UIDragItem) -> IndexPath? { lifted.first { $0.item === item }?.indexPath }

    // MARK: Drag

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let delegate = tableView.dragDelegate, let indexPath = tableView.indexPathForRow(at: session.location(in: tableView)) else { return [] }
        let items = delegate.tableView(tableView, itemsForBeginning: session, at: indexPath)
        lifted = items.map { ($0, indexPath) }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        guard let indexPath = sourceIndexPath(of: item), let cell = tableView.cellForRow(at: indexPath) else { return nil }
        let parameters = tableView.dragDelegate?.tableView(tableView, dragPreviewParametersForRowAt: indexPath) ?? UIDragPreviewParameters()
        return UITargetedDragPreview(view: cell, parameters: parameters)
    }

    /// The lifted row no longer shows pressed.
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {
        tableView.pressEnded()
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        tableView.dragDelegate?.tableView(tableView, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        tableView.dragDelegate?.tableView(tableView, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        tableView.dragDelegate?.tableView(tableView, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        lifted = []
        tableView.dragDelegate?.tableView(tableView, dragSessionDidEnd: session)
    }

    // MARK: Drop

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        if let delegate = tableView.dropDelegate { return delegate.tableView(tableView, canHandle: session) }
        return localReorderSource(session) != nil
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        activeDropSession = session
        tableView.dropDelegate?.tableView(tableView, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        let destination = destinationIndexPath(for: session)
        let proposal = tableView.dropDelegate?.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            ?? UITableViewDropProposal(operation: movableSource(session) == nil ? .cancel : .move, intent: .insertAtDestinationIndexPath)
        self.proposal = proposal
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        activeDropSession = nil
        tableView.dropDelegate?.tableView(tableView, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let destination = destinationIndexPath(for: session)
        let proposal = self.proposal ?? UITableViewDropProposal(operation: .cancel)
        let items = session.items.map { item in
            TableDropItem(dragItem: item, sourceIndexPath: sourceIndexPath(of: item), previewSize: destination.map { tableView.rectForRow(at: $0).size } ?? .zero)
        }
        let coordinator = TableDropCoordinator(items: items, destinationIndexPath: destination, proposal: proposal, session: session, tableView: tableView)
        self.coordinator = coordinator
        if let source = movableSource(session), proposal.operation == .move, proposal.intent == .insertAtDestinationIndexPath,
           let item = session.items.first {
            reorder(item, from: source, to: destination ?? lastRow(), coordinator: coordinator)
        } else {
            tableView.dropDelegate?.tableView(tableView, performDropWith: coordinator)
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        tableView.layoutIfNeeded()
        return coordinator?.landings.preview(for: item, in: tableView, frame: { self.tableView.rectForRow(at: $0) }, cell: { self.tableView.cellForRow(at: $0) })
    }

    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating) {
        coordinator?.landings.attach(item, to: animator)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        activeDropSession = nil
        coordinator = nil
        proposal = nil
        tableView.dropDelegate?.tableView(tableView, dropSessionDidEnd: session)
    }

    // MARK: Places

    /// The row under the touch; nil past the last row.
    private func destinationIndexPath(for session: UIDropSession) -> IndexPath? {
        tableView.indexPathForRow(at: session.location(in: tableView))
    }

    /// The last row's place (past the end of the last section) where a move past the rows lands.
    private func lastRow() -> IndexPath {
        let section = max(0, tableView.numberOfSections - 1)
        return IndexPath(row: max(0, tableView.numberOfRows(inSection: section) - 1), section: section)
    }

    /// The source of a one-row drag lifted from this table (which moves within it).
    private func localReorderSource(_ session: UIDropSession) -> IndexPath? {
        guard session.localDragSession != nil, session.items.count == 1, let item = session.items.first else { return nil }
        return sourceIndexPath(of: item)
    }

    /// The source of a one-row drag from this table whose row the data source lets move.
    private func movableSource(_ session: UIDropSession) -> IndexPath? {
        guard let source = localReorderSource(session), tableView.dataSource?.tableView(tableView, canMoveRowAt: source) ?? false else { return nil }
        return source
    }

    /// A move inside the table: the data source's `moveRowAt:to:` moves the row, which slides to its place.
    private func reorder(_ item: UIDragItem, from source: IndexPath, to destination: IndexPath, coordinator: TableDropCoordinator) {
        let tableView = self.tableView
        if source != destination {
            tableView.performBatchUpdates({
                tableView.dataSource?.tableView(tableView, moveRowAt: source, to: destination)
                tableView.moveRow(at: source, to: destination)
            })
        }
        _ = coordinator.drop(item, toRowAt: destination)
    }
}

extension UITableView {
    /// Installs or removes the drag and drop interactions the delegates and `dragInteractionEnabled` ask for.
    func updateDragDropInteractions() {
        let dragDrop = self.dragDrop ?? TableDragDrop(tableView: self)
        self.dragDrop = dragDrop
        let wantsDrag = dragDelegate != nil, wantsDrop = dropDelegate != nil || dragDelegate != nil
        if wantsDrag, !interactions.contains(where: { $0 === dragDrop.dragInteraction }) { addInteraction(dragDrop.dragInteraction) }
        if !wantsDrag { removeInteraction(dragDrop.dragInteraction) }
        if wantsDrop, !interactions.contains(where: { $0 === dragDrop.dropInteraction }) { addInteraction(dragDrop.dropInteraction) }
        if !wantsDrop { removeInteraction(dragDrop.dropInteraction) }
        dragDrop.dragInteraction.isEnabled = dragInteractionEnabled
    }
}
