import Foundation

/// One focus move: the item focus leaves, the item it goes to, and which way it went.
@MainActor @preconcurrency
open class UIFocusUpdateContext: NSObject {
    /// The item focused before the move.
    weak public private(set) var previouslyFocusedItem: (any UIFocusItem)?
    /// The item focused after the move.
    weak public private(set) var nextFocusedItem: (any UIFocusItem)?
    /// The direction of the move; empty for a move the app asked for.
    public let focusHeading: UIFocusHeading

    /// The view focused before the move, when the item is a view.
    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// The view focused after the move, when the item is a view.
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }

    init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
        super.init()
    }
}

/// A focus move as a collection view tells it: the index paths of the cells it leaves and reaches.
@MainActor @preconcurrency
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// The index path of the cell focused before the move, when it is one of this collection view's.
    public private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The index path of the cell focused after the move, when it is one of this collection view's.
    public private(set) var nextFocusedIndexPath: IndexPath?

    init(_ context: UIFocusUpdateContext, in collectionView: UICollectionView) {
        super.init(previous: context.previouslyFocusedItem, next: context.nextFocusedItem, heading: context.focusHeading)
        previouslyFocusedIndexPath = collectionView.focusIndexPath(of: context.previouslyFocusedItem)
        nextFocusedIndexPath = collectionView.focusIndexPath(of: context.nextFocusedItem)
    }
}

/// A focus move as a table view tells it: the index paths of the rows it leaves and reaches.
@MainActor @preconcurrency
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    /// The index path of the row focused before the move, when it is one of this table's.
    public private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The index path of the row focused after the move, when it is one of this table's.
    public private(set) var nextFocusedIndexPath: IndexPath?

    init(_ context: UIFocusUpdateContext, in tableView: UITableView) {
        super.init(previous: context.previouslyFocusedItem, next: context.nextFocusedItem, heading: context.focusHeading)
        previouslyFocusedIndexPath = tableView.focusIndexPath(of: context.previouslyFocusedItem)
        nextFocusedIndexPath = tableView.focusIndexPath(of: context.nextFocusedItem)
    }
}
