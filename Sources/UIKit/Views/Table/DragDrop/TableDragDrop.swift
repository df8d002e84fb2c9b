import Foundation

/// The drag and drop interactions of a table view, and the delegates it gives them: they find the row under the
/// touch, ask the table's drag and drop delegates in their terms, open a gap where an insertion would go, move a
/// row dragged within the table through the data source's `moveRowAt:to:`, and land dropped previews on the rows
/// the drop delegate names.
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
        let inserts = proposal.intent == .insertAtDestinationIndexPath && (proposal.operation == .copy || proposal.operation == .move)
        openGap(at: inserts ? destination : nil, collapsing: proposal.operation == .move ? localReorderSource(session) : nil)
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        activeDropSession = nil
        openGap(at: nil, collapsing: nil)
        tableView.dropDelegate?.tableView(tableView, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let destination = destinationIndexPath(for: session)
        openGap(at: nil, collapsing: nil)
        let proposal = self.proposal ?? UITableViewDropProposal(operation: .cancel)
        let items = session.items.map { item in
            TableDropItem(dragItem: item, sourceIndexPath: sourceIndexPath(of: item), previewSize: destination.map { tableView.rectForRow(at: $0).size } ?? .zero)
        }
        let coordinator = TableDropCoordinator(items: items, destinationIndexPath: destination, proposal: proposal, session: session, tableView: tableView)
        self.coordinator = coordinator
        if let source = movableSource(session), proposal.operation == .move, proposal.intent == .insertAtDestinationIndexPath,
           let item = session.items.first {
            reorder(item, from: source, to: finalIndexPath(inserting: destination ?? lastRow(), movingFrom: source), coordinator: coordinator)
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
        openGap(at: nil, collapsing: nil)
        tableView.dropDelegate?.tableView(tableView, dropSessionDidEnd: session)
    }

    // MARK: Places

    /// Where rows dropped now would be inserted: before the row under the touch (after it, from its middle down), at
    /// the gap when the touch is in it, past the last row when it is below the rows; nil elsewhere.
    private func destinationIndexPath(for session: UIDropSession) -> IndexPath? {
        let point = session.location(in: tableView)
        if let row = tableView.indexPathForRow(at: point) {
            return point.y < tableView.rectForRow(at: row).midY ? row : IndexPath(row: row.row + 1, section: row.section)
        }
        if let gap = tableView.dropGap, gapRect(gap).contains(point) { return gap.indexPath }
        let end = lastRow()
        return end.row > 0 && point.y >= tableView.rectForRow(at: IndexPath(row: end.row - 1, section: end.section)).maxY ? end : nil
    }

    /// The place past the last row of the last section.
    private func lastRow() -> IndexPath {
        let section = max(0, tableView.numberOfSections - 1)
        return IndexPath(row: tableView.numberOfRows(inSection: section), section: section)
    }

    /// The gap's rectangle: above the row it comes before, or below the section's last row.
    private func gapRect(_ gap: TableDropGap) -> CGRect {
        let rows = tableView.numberOfRows(inSection: gap.indexPath.section)
        if gap.indexPath.row < rows {
            let below = tableView.rectForRow(at: gap.indexPath)
            return CGRect(x: below.minX, y: below.minY - gap.height, width: below.width, height: gap.height)
        }
        let above = tableView.rectForRow(at: IndexPath(row: rows - 1, section: gap.indexPath.section))
        return CGRect(x: above.minX, y: above.maxY, width: above.width, height: gap.height)
    }

    /// Opens a gap before `indexPath` as high as the row `collapsing` (a row of this table being moved, which takes
    /// no room meanwhile) or the table's row height, or closes it; the rows slide out of its way.
    private func openGap(at indexPath: IndexPath?, collapsing: IndexPath?) {
        let height = collapsing.map { tableView.rows[$0.section][$0.row].height } ?? (tableView.rowHeight > 0 ? tableView.rowHeight : 44)
        let gap = indexPath.map { TableDropGap(indexPath: $0, height: height, collapsed: collapsing) }
        guard gap != tableView.dropGap else { return }
        let hidden = tableView.dropGap?.collapsed
        tableView.dropGap = gap
        for path in [hidden, gap?.collapsed].compactMap({ $0 }) { tableView.visible[path]?.alpha = path == gap?.collapsed ? 0 : 1 }
        tableView.layoutRowRects()
        let table = tableView
        UIView.animate(withDuration: UITableView.reorderAnimationDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: {
            for (path, cell) in table.visible { cell.frame = table.rectForRow(at: path) }
        })
        tableView.setNeedsLayout()
    }

    /// Where a row moved from `source` ends up when it is inserted before `insertion` (which counts the row itself).
    private func finalIndexPath(inserting insertion: IndexPath, movingFrom source: IndexPath) -> IndexPath {
        guard insertion.section == source.section, insertion.row > source.row else { return insertion }
        return IndexPath(row: insertion.row - 1, section: insertion.section)
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

/// The space a table opens where dropped rows would go: before the row at `indexPath` (or past its section's last).
struct TableDropGap: Equatable {
    let indexPath: IndexPath
    let height: CGFloat
    /// The row being moved, which takes no room while the gap is open.
    let collapsed: IndexPath?
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
