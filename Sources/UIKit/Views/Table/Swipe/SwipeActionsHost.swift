import Foundation

/// A cell whose content slides sideways to reveal swipe actions: a table row or a list cell of a collection view.
@MainActor
protocol SwipeableCell: UIView {
    /// How far the content has slid: negative towards the leading edge (trailing actions show), positive the other way.
    var swipeOffset: CGFloat { get set }
    /// The actions' buttons in the strip the content left, while they show.
    var swipeActionsView: TableSwipeActionsView? { get set }
}

/// A scroll view whose cells reveal swipe actions (`UITableView`, and `UICollectionView` in list layouts): it says
/// which actions a cell has and hears when a cell's actions open and close; the sliding, opening, full swipes and
/// taps on the buttons are the same for both and written once here.
@MainActor
protocol SwipeActionsHost: UIView {
    /// The cell whose actions are showing or being dragged out.
    var swipe: TableSwipe? { get set }
    /// The actions the item reveals from `side`, if any.
    func swipeConfiguration(at indexPath: IndexPath, side: TableSwipe.Side) -> UISwipeActionsConfiguration?
    /// The item and its cell at `point` (in the host's coordinates).
    func swipeCell(at point: CGPoint) -> (IndexPath, any SwipeableCell)?
    /// Where `cell` shows now; nil once its item is gone.
    func swipeIndexPath(for cell: any SwipeableCell) -> IndexPath?
    /// The item's actions begin to show.
    func swipeWillBegin(at indexPath: IndexPath)
    /// The item's actions closed.
    func swipeDidEnd(at indexPath: IndexPath?)
}

/// How long a swipe opens, closes or completes after the finger lifts.
let swipeAnimationDuration: TimeInterval = 0.3
/// The share of the row's width past which a released swipe runs the first action.
let fullSwipeFraction: CGFloat = 0.6

extension SwipeActionsHost {
    /// Whether a sideways drag from `point` by `dx` would move an item's actions.
    func canSwipeCell(at point: CGPoint, towards dx: CGFloat) -> Bool {
        guard let (indexPath, cell) = swipeCell(at: point) else { return false }
        if let swipe, swipe.cell === cell { return true }
        return swipeConfiguration(at: indexPath, side: dx < 0 ? .trailing : .leading) != nil
    }

    /// Shows `configuration`'s actions on the cell's `side`, opening them with animation.
    func revealSwipe(on cell: any SwipeableCell, at indexPath: IndexPath, side: TableSwipe.Side, configuration: UISwipeActionsConfiguration) {
        let swipe = beginSwipe(on: cell, at: indexPath, side: side, configuration: configuration)
        moveSwipe(swipe, to: swipe.openOffset, animated: true)
    }

    private func beginSwipe(on cell: any SwipeableCell, at indexPath: IndexPath, side: TableSwipe.Side,
                            configuration: UISwipeActionsConfiguration) -> TableSwipe {
        closeSwipe(animated: true)
        let swipe = TableSwipe(cell: cell, side: side, configuration: configuration)
        self.swipe = swipe
        cell.swipeActionsView?.removeFromSuperview()
        cell.swipeActionsView = swipe.view
        cell.addSubview(swipe.view)
        swipeWillBegin(at: indexPath)
        return swipe
    }

    /// The swipe recognizer moved: the cell's content follows the finger; released, the actions open, close, or the
    /// first runs (a full swipe).
    func swipeDragged(_ pan: UIPanGestureRecognizer) {
        let moved = pan.translation(in: self)
        switch pan.state {
        case .began:
            let start = CGPoint(x: pan.location(in: self).x - moved.x, y: pan.location(in: self).y - moved.y)
            guard let (indexPath, cell) = swipeCell(at: start) else { return }
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
        swipe.view.firstTakesAll = fullAllowed && distance > width * fullSwipeFraction
        return distance * sign
    }

    /// Slides the cell's content to `offset`, the actions filling the strip it leaves.
    private func moveSwipe(_ swipe: TableSwipe, to offset: CGFloat, animated: Bool, completion: (() -> Void)? = nil) {
        let cell = swipe.cell
        let change = {
            cell.swipeOffset = offset
            cell.layoutIfNeeded()
            swipe.view.layoutIfNeeded()
        }
        if animated {
            UIView.animate(withDuration: swipeAnimationDuration, delay: 0, options: [.curveEaseOut], animations: change) { _ in
                completion?()
            }
        } else {
            UIView.performWithoutAnimation(change)
            completion?()
        }
    }

    /// Closes the revealed actions (the content slides back), telling the host editing the item ended.
    func closeSwipe(animated: Bool) {
        guard let swipe else { return }
        self.swipe = nil
        let cell = swipe.cell
        let indexPath = swipeIndexPath(for: cell)
        defer { swipeDidEnd(at: indexPath) }
        // An item the action removed leaves as it is; its cell is cleared when it goes back to the reuse queue.
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

    /// Runs an action's handler; its completion closes the actions (at once if the handler already removed the item).
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

    /// Takes a cell going back to the reuse queue out of any swipe: its content back in place, its buttons gone.
    func clearSwipe(of cell: any SwipeableCell) {
        if swipe?.cell === cell { swipe = nil }
        cell.swipeActionsView?.removeFromSuperview()
        cell.swipeActionsView = nil
        cell.swipeOffset = 0
    }
}
