import Foundation

/// Editing mode: each editable row shows its delete or insert control (the delegate's `editingStyleForRowAt`) and,
/// when it can move, a reorder control. A tap on the delete control reveals the Delete button (titled by
/// `titleForDeleteConfirmationButtonForRowAt`), whose tap commits the deletion to the data source; a tap on the
/// insert control commits an insertion.
extension UITableView {
    /// How long entering or leaving editing mode slides the rows' content.
    static let editingAnimationDuration: TimeInterval = 0.3

    /// The editing controls of the row at `indexPath`, as the data source and delegate give them now.
    func editingControls(at indexPath: IndexPath) -> TableEditingControls {
        guard editingState else { return TableEditingControls() }
        let canEdit = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        guard canEdit else { return TableEditingControls(editing: true) }
        return TableEditingControls(editing: true,
                                    style: tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete,
                                    indents: tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true,
                                    reorders: dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
    }

    /// Enters or leaves editing mode: revealed swipe actions close, the selection clears, and every row on screen
    /// takes its controls (animated together on the context's clock).
    func changeEditing(_ editing: Bool, animated: Bool) {
        closeSwipe(animated: animated)
        guard editing != editingState else { return }
        editingState = editing
        for path in selectedRows { visible[path]?.isSelected = false }
        selectedRows.removeAll()
        let apply = {
            for (path, cell) in self.visible {
                cell.setEditingControls(self.editingControls(at: path), animated: false)
                cell.layoutIfNeeded()
            }
        }
        if animated {
            UIView.animate(withDuration: UITableView.editingAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: apply)
        } else {
            UIView.performWithoutAnimation(apply)
        }
    }

    /// A tap on a row's delete control reveals its Delete button; on an insert control, commits the insertion.
    func editingControlTapped(at indexPath: IndexPath) {
        guard let cell = visible[indexPath] else { return }
        switch cell.editingStyle {
        case .delete:
            let configuration = UISwipeActionsConfiguration(actions: [deleteConfirmationAction(at: indexPath)])
            configuration.performsFirstActionWithFullSwipe = false
            revealSwipe(on: cell, at: indexPath, side: .trailing, configuration: configuration)
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .none:
            break
        }
    }

    /// The Delete button of a row: it commits the deletion to the data source.
    func deleteConfirmationAction(at indexPath: IndexPath) -> UIContextualAction {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        return UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            let row = self.swipe.flatMap { self.swipeIndexPath(for: $0.cell) } ?? indexPath
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
    }
}
