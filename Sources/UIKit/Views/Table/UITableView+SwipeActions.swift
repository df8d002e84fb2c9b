import Foundation

/// Swipe actions: a sideways drag on a row slides its content and reveals the delegate's leading or trailing actions
/// (the iOS 8 `editActionsForRowAt` ones, or a Delete button for rows the data source can delete); released past
/// half the buttons it opens, a full swipe runs the first action, and a tap runs the action tapped or closes them.
/// Every move animates on the context's clock (the mechanics, shared with list collection views, in
/// `SwipeActionsHost`).
extension UITableView: SwipeActionsHost {
    /// The actions the row reveals from `side`, if any (none while editing); without the delegate's, a Delete button
    /// for rows the data source can delete.
    func swipeConfiguration(at indexPath: IndexPath, side: TableSwipe.Side) -> UISwipeActionsConfiguration? {
        guard !isEditing else { return nil }
        if side == .leading {
            return tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath).flatMap { $0.actions.isEmpty ? nil : $0 }
        }
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration.actions.isEmpty ? nil : configuration
        }
        if let rowActions = tableDelegate?.tableView(self, editActionsForRowAt: indexPath), !rowActions.isEmpty {
            let cell = visible[indexPath]
            let configuration = UISwipeActionsConfiguration(actions: rowActions.map { action in
                action.contextualAction { [weak self, weak cell] in cell.flatMap { self?.indexPath(for: $0) } }
            })
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false,
              (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return nil }
        return UISwipeActionsConfiguration(actions: [deleteConfirmationAction(at: indexPath)])
    }

    func swipeCell(at point: CGPoint) -> (IndexPath, any SwipeableCell)? {
        guard let indexPath = indexPathForRow(at: point), let cell = visible[indexPath] else { return nil }
        return (indexPath, cell)
    }

    func swipeIndexPath(for cell: any SwipeableCell) -> IndexPath? {
        (cell as? UITableViewCell).flatMap { indexPath(for: $0) }
    }

    func swipeWillBegin(at indexPath: IndexPath) {
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
    }

    func swipeDidEnd(at indexPath: IndexPath?) {
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
    }

    /// Whether a sideways drag from `point` (in the table) by `dx` would move a row's actions (never while a row is
    /// being reordered).
    func canSwipe(at point: CGPoint, towards dx: CGFloat) -> Bool {
        reorder == nil && canSwipeCell(at: point, towards: dx)
    }

    /// The row drag recognizer moved: a reorder or a swipe.
    func rowDragged(_ recognizer: UIPanGestureRecognizer) {
        if reorder != nil || (recognizer.state == .began && isEditing) { return reorderDragged(recognizer) }
        swipeDragged(recognizer)
    }
}
