import Foundation

/// The table as a focus group: its rows take focus as `allowsFocus` and the delegate allow, the delegate is
/// asked and told of moves with index paths, and selection follows focus where asked.
extension UITableView {
    /// Whether rows may be focused now: `allowsFocus`, or `allowsFocusDuringEditing` while editing.
    var allowsFocusNow: Bool { isEditing ? allowsFocusDuringEditing : allowsFocus }

    /// The index path of `item` when it is one of this table's cells.
    func focusIndexPath(of item: (any UIFocusItem)?) -> IndexPath? {
        guard let cell = item as? UITableViewCell, cell.enclosingTableView === self else { return nil }
        return indexPath(for: cell)
    }

    /// The cell focus goes to when it enters: the one focused last if remembered, else the delegate's choice.
    func preferredFocusCell() -> UITableViewCell? {
        if remembersLastFocusedIndexPath, let last = lastFocusedIndexPath, let cell = cellForRow(at: last) { return cell }
        return tableDelegate?.indexPathForPreferredFocusedView(in: self).flatMap { cellForRow(at: $0) }
    }

    /// The context this table hears for a move.
    func focusContext(_ context: UIFocusUpdateContext) -> UITableViewFocusUpdateContext {
        context as? UITableViewFocusUpdateContext ?? UITableViewFocusUpdateContext(context, in: self)
    }

    /// Tells the delegate of a move, remembers the row reached and selects it when selection follows focus.
    func focusDidMove(_ context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        tableDelegate?.tableView(self, didUpdateFocusIn: context, with: coordinator)
        guard let indexPath = context.nextFocusedIndexPath else { return }
        lastFocusedIndexPath = indexPath
        let follows = tableDelegate?.tableView(self, selectionFollowsFocusForRowAt: indexPath) ?? selectionFollowsFocus
        if follows, indexPathsForSelectedRows?.contains(indexPath) != true, let cell = cellForRow(at: indexPath) {
            _ = selectRowAsTapped(cell)
        }
    }
}
