import Foundation

/// What a table view's drop delegate gets to perform a drop: the items, where they go, and ways to animate them to
/// their places.
@MainActor @preconcurrency
public protocol UITableViewDropCoordinator: AnyObject {
    var items: [UITableViewDropItem] { get }
    /// Where the rows go (nil: past the last row).
    var destinationIndexPath: IndexPath? { get }
    var proposal: UITableViewDropProposal { get }
    var session: UIDropSession { get }
    @discardableResult func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext
    /// Animates the item's preview to the row at `indexPath` (after the delegate's updates).
    @discardableResult func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating
    @discardableResult func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    @discardableResult func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}

/// One dropped item: the drag item, its row when it came from this table, and its preview's size.
@MainActor @preconcurrency
public protocol UITableViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}

/// A row standing in for one whose data is not ready.
@MainActor @preconcurrency
open class UITableViewPlaceholder {
    public let insertionIndexPath: IndexPath
    public let reuseIdentifier: String
    public let rowHeight: CGFloat
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
    }
}

/// A placeholder a dropped item lands on.
///
/// Difference from Apple: no placeholder cell is shown while the data loads; `commitInsertion` inserts the real row
/// with an animated update, and `deletePlaceholder` has nothing to remove.
@MainActor @preconcurrency
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
}

/// A placeholder in place: commit the real row when its data is ready, or take the placeholder away.
@MainActor @preconcurrency
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    var dragItem: UIDragItem { get }
    @discardableResult func commitInsertion(dataSourceUpdates: @escaping (IndexPath) -> Void) -> Bool
    @discardableResult func deletePlaceholder() -> Bool
}

/// The table's drop item.
final class TableDropItem: UITableViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// The coordinator a table hands its drop delegate; it records where each item's preview lands.
final class TableDropCoordinator: UITableViewDropCoordinator {
    let items: [UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: UIDropSession
    weak var tableView: UITableView?
    let landings = DropLandings()

    init(items: [UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal, session: UIDropSession, tableView: UITableView) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.tableView = tableView
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext {
        let tableView = self.tableView
        let indexPath = placeholder.insertionIndexPath
        let context = DropPlaceholderContext(dragItem: dragItem) { updates in
            tableView?.performBatchUpdates({
                updates(indexPath)
                tableView?.insertRows(at: [indexPath], with: .automatic)
            })
        }
        landings.land(dragItem, .element(placeholder.insertionIndexPath), animator: context.animator)
        return context
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating { landings.land(dragItem, .element(indexPath)) }
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating { landings.land(dragItem, .into(indexPath, rect)) }
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating { landings.land(dragItem, .target(target)) }
}
