import Foundation

/// A collection view's data source that holds its data as a snapshot of identifiers: `apply(_:)` a new snapshot
/// and the collection view animates from the old one to it (inserted items fade in, deleted ones fade out, moved
/// ones slide with their cells); the cell provider makes each item's cell.
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView?
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// Makes the supplementary views (headers, footers) the layout asks for.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()

    /// Becomes `collectionView`'s data source (which holds it weakly: keep the data source).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the collection view animates the differences from the current one in one batch update
    /// (without animation when `animatingDifferences` is false, keeping the cells); `completion` runs when done.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView else {
            store.replace(with: snapshot)
            completion?()
            return
        }
        let difference = SnapshotDifference(from: store.snapshot, to: snapshot)
        let update = {
            collectionView.performBatchUpdates({
                self.store.replace(with: snapshot)
                collectionView.apply(difference)
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
        reconfigure(snapshot.reconfiguredItemIdentifiers, in: collectionView)
    }

    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows `snapshot` by reloading the collection view's data: no animation, no diffing.
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                             completion: (() -> Void)? = nil) {
        store.replace(with: snapshot)
        collectionView?.reloadData()
        completion?()
    }

    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// A copy of the data shown now.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        store.snapshot
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        store.item(at: indexPath)
    }

    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        store.indexPath(of: itemIdentifier)
    }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        store.section(at: index)
    }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        store.snapshot.indexOfSection(sectionIdentifier)
    }

    /// Configures the cells showing `items` again through the cell provider, which gets the same cells back from
    /// `dequeueConfiguredReusableCell`/`dequeueReusableCell` (no `prepareForReuse`, no animation).
    private func reconfigure(_ items: [ItemIdentifierType], in collectionView: UICollectionView) {
        for item in items {
            guard let indexPath = store.indexPath(of: item), let cell = collectionView.cellForItem(at: indexPath) else { continue }
            collectionView.reconfiguringCell = cell
            UIView.performWithoutAnimation { _ = cellProvider(collectionView, indexPath, item) }
            collectionView.reconfiguringCell = nil
        }
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        store.sectionCount
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.itemCount(inSection: section)
    }

    /// The cell provider's cell for the item; one that returns nil is reported and gets an empty cell (Apple raises).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = store.item(at: indexPath) else {
            Diagnostics.report("UICollectionViewDiffableDataSource: no item at \(indexPath); an empty cell is shown")
            return UICollectionViewCell()
        }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        Diagnostics.report("UICollectionViewDiffableDataSource: the cell provider returned nil for item \(item); an empty cell is shown")
        return UICollectionViewCell()
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        Diagnostics.report("UICollectionViewDiffableDataSource: no supplementary view of kind \"\(kind)\" (set supplementaryViewProvider); an empty view is shown")
        return UICollectionReusableView()
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// An item the user moved: the snapshot follows.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        store.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

extension UICollectionView {
    /// Names the changes of a snapshot difference inside the running batch update.
    func apply(_ difference: SnapshotDifference) {
        deleteSections(difference.deletedSections)
        insertSections(difference.insertedSections)
        reloadSections(difference.reloadedSections)
        for move in difference.movedSections { moveSection(move.from, toSection: move.to) }
        deleteItems(at: difference.deletedItems)
        insertItems(at: difference.insertedItems)
        reloadItems(at: difference.reloadedItems)
        for move in difference.movedItems { moveItem(at: move.from, to: move.to) }
    }
}
