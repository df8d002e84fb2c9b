import Foundation

/// The row being dragged by its reorder control: its cell, where it started and where it is now.
@MainActor
final class TableReorder {
    let cell: UITableViewCell
    let source: IndexPath
    var current: IndexPath
    /// How far below the cell's top the finger holds it.
    let grab: CGFloat

    init(cell: UITableViewCell, source: IndexPath, grab: CGFloat) {
        self.cell = cell
        self.source = source
        current = source
        self.grab = grab
    }
}

/// Reordering while editing: a touch on a row's reorder control lifts the row, which follows the finger while the
/// other rows slide out of its way (to the place the delegate's `targetIndexPathForMoveFromRowAt` allows); on lift
/// it settles there and the data source hears `moveRowAt`.
extension UITableView {
    /// How long the other rows take to make room, and the dropped row to settle.
    static let reorderAnimationDuration: TimeInterval = 0.2

    /// Whether a touch at `point` (in the table) lands on a reorder control.
    func reorderStarts(at point: CGPoint) -> Bool {
        guard isEditing, let indexPath = indexPathForRow(at: point), let cell = visible[indexPath] else { return false }
        return cell.reorderControlContains(cell.convert(point, from: self))
    }

    func reorderDragged(_ pan: UIPanGestureRecognizer) {
        let point = pan.location(in: self)
        switch pan.state {
        case .began:
            guard reorderStarts(at: point), let indexPath = indexPathForRow(at: point), let cell = visible[indexPath] else { return }
            reorder = TableReorder(cell: cell, source: indexPath, grab: point.y - cell.frame.minY)
            bringSubviewToFront(cell)
            UIView.performWithoutAnimation { cell.alpha = 0.9 }
        case .changed:
            guard let reorder else { return }
            let cell = reorder.cell
            let top = min(max(0, point.y - reorder.grab), max(0, contentSize.height - cell.frame.height))
            UIView.performWithoutAnimation { cell.frame.origin.y = top }
            let middle = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
            guard let proposed = indexPathForRow(at: middle), proposed != reorder.current else { return }
            let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: proposed) ?? proposed
            if target != reorder.current, rows.indices.contains(target.section), target.row <= rows[target.section].count { moveDraggedRow(reorder, to: target) }
        case .ended, .cancelled:
            guard let reorder else { return }
            self.reorder = nil
            if reorder.current != reorder.source {
                dataSource?.tableView(self, moveRowAt: reorder.source, to: reorder.current)
            }
            let cell = reorder.cell
            UIView.animate(withDuration: UITableView.reorderAnimationDuration, animations: {
                cell.frame = self.rectForRow(at: reorder.current)
                cell.alpha = 1
            })
            setNeedsLayout()
        default:
            break
        }
    }

    /// Moves the dragged row's place in the table to `target`; the rows between slide over.
    private func moveDraggedRow(_ reorder: TableReorder, to target: IndexPath) {
        let from = reorder.current
        let row = rows[from.section].remove(at: from.row)
        rows[target.section].insert(row, at: min(target.row, rows[target.section].count))
        var moved: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in visible { moved[UITableView.path(path, afterMoving: from, to: target)] = cell }
        visible = moved
        selectedRows = selectedRows.map { UITableView.path($0, afterMoving: from, to: target) }
        reorder.current = target
        layoutRowRects()
        UIView.animate(withDuration: UITableView.reorderAnimationDuration) {
            for (path, cell) in self.visible where cell !== reorder.cell { cell.frame = self.rectForRow(at: path) }
        }
        for (path, cell) in visible { decorate(cell, at: path) }
    }

    /// Where a row at `path` is after the row at `from` moved to `to`.
    static func path(_ path: IndexPath, afterMoving from: IndexPath, to: IndexPath) -> IndexPath {
        if path == from { return to }
        var result = path
        if result.section == from.section, result.row > from.row { result = IndexPath(row: result.row - 1, section: result.section) }
        if result.section == to.section, result.row >= to.row { result = IndexPath(row: result.row + 1, section: result.section) }
        return result
    }
}
