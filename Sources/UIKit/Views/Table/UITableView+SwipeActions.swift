import Foundation

/// Swipe actions: a sideways drag on a row slides its content and reveals the delegate's leading or trailing actions
/// (the iOS 8 `editActionsForRowAt` ones, or a Delete button for rows the data source can delete); released past
/// half the buttons it opens, a full swipe runs the first action, and a tap runs the action tapped or closes them.
/// Every move animates on the context's clock.
extension UITableView {
    /// How long a swipe opens, closes or completes after the finger lifts.
    static let swipeAnimationDuration: TimeInterval = 0.3
    /// The share of the row's width past which a released swipe runs the first action.
    static let fullSwipeFraction: CGFloat = 0.6

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

    /// Whether a sideways drag from `point` (in the table) by `dx` would move a row's actions.
    func canSwipe(at point: CGPoint, towards dx: CGFloat) -> Bool {
        guard reorder == nil, let indexPath = indexPathForRow(at: point), let cell = visible[indexPath] else { return false }
        if let swipe, swipe.cell === cell { return true }
        return swipeConfiguration(at: indexPath, side: dx < 0 ? .trailing : .leading) != nil
    }

    /// The row drag recognizer moved: a reorder or a swipe.
    func rowDragged(_ recognizer: UIPanGestureRecognizer) {
        if reorder != nil || (recognizer.state == .began && isEditing) { return reorderDragged(recognizer) }
        swipeDragged(recognizer)
    }

    /// Shows `configuration`'s actions on the row's `side`, opening them with animation.
    func revealSwipe(on cell: UITableViewCell, at indexPath: IndexPath, side: TableSwipe.Side, configuration: UISwipeActionsConfiguration) {
        let swipe = beginSwipe(on: cell, at: indexPath, side: side, configuration: configuration)
        moveSwipe(swipe, to: swipe.openOffset, animated: true)
    }

    private func beginSwipe(on cell: UITableViewCell, at indexPath: IndexPath, side: TableSwipe.Side, configuration: UISwipeActionsConfiguration) -> TableSwipe {
        closeSwipe(animated: true)
        let swipe = TableSwipe(cell: cell, side: side, configuration: configuration)
        self.swipe = swipe
        cell.swipeActionsView?.removeFromSuperview()
        cell.swipeActionsView = swipe.view
        cell.addSubview(swipe.view)
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        return swipe
    }

    private func swipeDragged(_ pan: UIPanGestureRecognizer) {
        let moved = pan.translation(in: self)
        switch pan.state {
        case .began:
            let start = CGPoint(x: pan.location(in: self).x - moved.x, y: pan.location(in: self).y - moved.y)
            guard let indexPath = indexPathForRow(at: start), let cell = visible[indexPath] else { return }
            if let swipe, swipe.cell === cell {
                swipe.dragStart = cell.swipeOffset - moved.x
                return
            }
            let side: TableSwipe.Side = moved.x < 0 ? .trailing : .leading
            guard let configuration = swipeConfiguration(at: indexPath, side: side) else { return }
            beginSwipe(on: cell, at: indexPath, side: side, configuration: configuration).dragStart = -moved.x
        case .changed:
            guard let swipe else { return }
            moveSwipe(swipe, to: draggedOffset(swipe, swipe.dragStart + moved.x), animated: false)
        case .ended, .cancelled:
            guard let swipe else { return }
            let offset = abs(swipe.cell.swipeOffset)
            if pan.state == .ended, swipe.view.firstTakesAll, let action = swipe.configuration.actions.first, let button = swipe.view.buttons.first {
                let full = swipe.side == .trailing ? -swipe.cell.bounds.width : swipe.cell.bounds.width
                moveSwipe(swipe, to: full, animated: true)
                perform(action, from: button, in: swipe)
            } else if pan.state == .ended, offset > abs(swipe.openOffset) / 2 {
                moveSwipe(swipe, to: swipe.openOffset, animated: true)
            } else {
                closeSwipe(animated: true)
            }
        default:
            break
        }
    }

    /// The content's offset for a drag to `raw`: kept to the swipe's side, resisting past the open buttons unless a
    /// full swipe may run the first action (which it then covers the row with).
    private func draggedOffset(_ swipe: TableSwipe, _ raw: CGFloat) -> CGFloat {
        let sign: CGFloat = swipe.side == .trailing ? -1 : 1
        var distance = max(0, raw * sign)
        let open = abs(swipe.openOffset)
        let width = swipe.cell.bounds.width
        let fullAllowed = swipe.configuration.performsFirstActionWithFullSwipe
        if distance > open, !fullAllowed { distance = open + (distance - open) * 0.25 }
        distance = min(distance, width)
        swipe.view.firstTakesAll = fullAllowed && distance > width * UITableView.fullSwipeFraction
        return distance * sign
    }

    /// Slides the row's content to `offset`, the actions filling the strip it leaves.
    private func moveSwipe(_ swipe: TableSwipe, to offset: CGFloat, animated: Bool, completion: (() -> Void)? = nil) {
        let cell = swipe.cell
        let change = {
            cell.swipeOffset = offset
            cell.layoutIfNeeded()
            swipe.view.layoutIfNeeded()
        }
        if animated {
            UIView.animate(withDuration: UITableView.swipeAnimationDuration, delay: 0, options: [.curveEaseOut], animations: change) { _ in
                completion?()
            }
        } else {
            UIView.performWithoutAnimation(change)
            completion?()
        }
    }

    /// Closes the revealed actions (the row's content slides back), telling the delegate editing the row ended.
    func closeSwipe(animated: Bool) {
        guard let swipe else { return }
        self.swipe = nil
        let cell = swipe.cell
        let indexPath = self.indexPath(for: cell)
        defer { tableDelegate?.tableView(self, didEndEditingRowAt: indexPath) }
        // A row the action removed leaves as it is; its cell is cleared when it goes back to the reuse queue.
        guard indexPath != nil else { return }
        moveSwipe(swipe, to: 0, animated: animated && cell.superview === self) {
            guard cell.swipeActionsView === swipe.view else { return }
            swipe.view.removeFromSuperview()
            cell.swipeActionsView = nil
        }
    }

    /// A tap while actions are revealed runs the action under it, or closes them.
    func swipeTapped(at point: CGPoint) {
        guard let swipe else { return }
        let inView = swipe.view.convert(point, from: self)
        guard swipe.view.bounds.contains(inView), let (action, button) = swipe.view.action(at: inView) else { return closeSwipe(animated: true) }
        perform(action, from: button, in: swipe)
    }

    /// Runs an action's handler; its completion closes the actions (at once if the handler already removed the row).
    private func perform(_ action: UIContextualAction, from button: UIView, in swipe: TableSwipe) {
        guard !swipe.isPerforming else { return }
        swipe.isPerforming = true
        var completed = false
        action.handler(action, button) { [weak self] _ in
            guard !completed else { return }
            completed = true
            swipe.isPerforming = false
            guard let self, self.swipe === swipe else { return }
            self.closeSwipe(animated: true)
        }
    }
}
