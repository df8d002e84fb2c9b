import Foundation

/// The row (or list cell) whose swipe actions are revealed or being dragged out: its cell, the side, the actions'
/// view and how far the content has slid.
@MainActor
final class TableSwipe {
    /// Which side of the row the actions come from: leading (a swipe to the right) or trailing (to the left).
    enum Side {
        case leading, trailing
    }

    let cell: any SwipeableCell
    let side: Side
    let configuration: UISwipeActionsConfiguration
    let view: TableSwipeActionsView
    /// The content's offset when the current drag began.
    var dragStart: CGFloat = 0
    /// Whether an action is running (its completion not called yet): the swipe stays until it is.
    var isPerforming = false

    init(cell: any SwipeableCell, side: Side, configuration: UISwipeActionsConfiguration) {
        self.cell = cell
        self.side = side
        self.configuration = configuration
        view = TableSwipeActionsView(actions: configuration.actions, side: side)
    }

    /// The offset at which the actions rest open: the buttons' width, negative for trailing actions.
    var openOffset: CGFloat { side == .trailing ? -view.naturalWidth : view.naturalWidth }
}

/// Drags a table's rows: sideways to reveal swipe actions (it begins once a move past the pan's hysteresis is more
/// horizontal than vertical over a row that has actions, and fails otherwise, letting the scroll begin), and by a
/// reorder control while editing (it begins at the touch).
@MainActor
final class TableRowDragRecognizer: UIPanGestureRecognizer {
    /// The row's highlight waiting while the table delays content touches: a drag that starts sooner never shows it,
    /// a tap that lifts sooner flashes it as it selects.
    private var pendingPress: ContextDeadline?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        pendingPress?.cancel()
        guard state == .possible, let table = view as? UITableView else { return }
        let point = location(in: table)
        if table.reorderStarts(at: point) {
            state = .began
        } else if numberOfTouches == 1 {
            guard table.delaysContentTouches else { return table.pressBegan(at: point) }
            pendingPress = ContextDeadline(at: event.timestamp + UIScrollView.contentTouchDelay) { [weak self, weak table] in
                guard let self, let table, self.state == .possible, self.numberOfTouches == 1 else { return }
                table.pressBegan(at: point)
            }
        } else {
            table.pressEnded()
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let table = view as? UITableView else { return super.touchesMoved(touches, with: event) }
        let moved = translation(in: table)
        guard hypot(moved.x, moved.y) >= UIPanGestureRecognizer.hysteresis else { return super.touchesMoved(touches, with: event) }
        // The touch is a drag, not a tap: the pressed row unhighlights, or never highlights.
        pendingPress?.cancel()
        table.pressEnded()
        let start = CGPoint(x: location(in: table).x - moved.x, y: location(in: table).y - moved.y)
        if abs(moved.x) > abs(moved.y), table.canSwipe(at: start, towards: moved.x) {
            super.touchesMoved(touches, with: event)
        } else {
            state = .failed
        }
    }

    /// The touches all lifted (after any tap was recognized): a row still highlighted unhighlights.
    override func reset() {
        super.reset()
        pendingPress?.cancel()
        pendingPress = nil
        (view as? UITableView)?.pressEnded()
    }
}
