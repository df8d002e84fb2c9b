import Foundation

/// The actions a table row reveals when swiped from one side, the first nearest the edge, and whether a full swipe
/// runs the first.
@MainActor @preconcurrency
open class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way across runs the first action (true by default).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
