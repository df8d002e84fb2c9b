import Foundation

/// What a collection view's drop delegate gets to perform a drop: the items, where they go, and ways to animate them
/// to their places.
@MainActor @preconcurrency
public protocol UICollectionViewDropCoordinator: AnyObject {
    var items: [UICollectionViewDropItem] { get }
    /// Where the items go (nil: over no item).
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: UIDropSession { get }
    /// Animates the item to a placeholder cell inserted at the placeholder's index path until its data arrives.
    @discardableResult func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext
    /// Animates the item's preview to the cell at `indexPath` (after the delegate's updates).
    @discardableResult func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
    /// Animates the item's preview into `rect` of the cell at `indexPath`.
    @discardableResult func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// Animates the item's preview to `target`.
    @discardableResult func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}

/// One dropped item: the drag item, where it came from when it is this collection view's, and its preview's size.
@MainActor @preconcurrency
public protocol UICollectionViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}

/// A cell standing in for an item until its data is ready.
@MainActor @preconcurrency
open class UICollectionViewPlaceholder {
    public let insertionIndexPath: IndexPath
    public let reuseIdentifier: String
    /// Configures the placeholder cell.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
    }
}

/// A placeholder a dropped item lands on.
///
/// Difference from Apple: no placeholder cell is shown while the data loads; `commitInsertion` inserts the real item
/// with an animated update, and `deletePlaceholder` has nothing to remove.
@MainActor @preconcurrency
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}

/// A placeholder in place: commit the real item when its data is ready, or take the placeholder away.
@MainActor @preconcurrency
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    var dragItem: UIDragItem { get }
    /// Runs `dataSourceUpdates` (which inserts the item into the data source) and inserts the item's cell.
    @discardableResult func commitInsertion(dataSourceUpdates: @escaping (IndexPath) -> Void) -> Bool
    @discardableResult func deletePlaceholder() -> Bool
    func setNeedsCellUpdate()
}

/// The collection view's drop item.
final class CollectionDropItem: UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// The coordinator a collection view hands its drop delegate; it records where each item's preview lands.
final class CollectionDropCoordinator: UICollectionViewDropCoordinator {
    let items: [UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: UIDropSession
    weak var collectionView: UICollectionView?
    let landings = DropLandings()

    init(items: [UICollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: UICollectionViewDropProposal,
         session: UIDropSession, collectionView: UICollectionView) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.collectionView = collectionView
    }


    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext {
        let collectionView = self.collectionView
        let indexPath = placeholder.insertionIndexPath
        let context = DropPlaceholderContext(dragItem: dragItem) { updates in
            collectionView?.performBatchUpdates({
                updates(indexPath)
                collectionView?.insertItems(at: [indexPath])
            })
        }
        landings.land(dragItem, .element(placeholder.insertionIndexPath), animator: context.animator)
        return context
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating { landings.land(dragItem, .element(indexPath)) }
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating { landings.land(dragItem, .into(indexPath, rect)) }
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating { landings.land(dragItem, .target(target)) }
}
