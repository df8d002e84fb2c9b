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

    /// What the data source asks and tells as the user expands and collapses items of a section snapshot.
    public struct SectionSnapshotHandlers<Item> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        /// The snapshot of a parent's children to show when it expands (nil: the children it has).
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?

        public init() {}
    }

    /// The outline handlers of sections applied as section snapshots.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// What the data source asks and tells as the user reorders items (interactive movement, a list's reorder
    /// control): with no `canReorderItem`, nothing reorders.
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }

    /// The reordering handlers; `didReorder` hands over the transaction that the app's model applies.
    public var reorderingHandlers = ReorderingHandlers()

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()
    /// The outlines of sections applied as section snapshots.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

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
        sectionSnapshots = sectionSnapshots.filter { section, outline in
            snapshot.indexOfSection(section) != nil && outline.visibleItems == snapshot.itemIdentifiers(inSection: section)
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

    /// Shows `snapshot`'s visible items as the items of `section` (added at the end when new), animating the
    /// differences; the outline is kept for expanding and collapsing.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var full = store.snapshot
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        full.deleteItems(full.itemIdentifiers(inSection: section))
        full.deleteItems(snapshot.visibleItems)
        full.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The outline of `section`: the one applied, or its items as root items.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if store.snapshot.indexOfSection(section) != nil { flat.append(store.snapshot.itemIdentifiers(inSection: section)) }
        return flat
    }

    private func flatSectionSnapshot(_ items: [ItemIdentifierType]) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(items)
        return flat
    }

    /// The outline with `item` (and its descendants) put where the new visible order has it: before the visible item that now follows it, or after the one before it.
    private func reorderedOutline(_ outline: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, moving item: ItemIdentifierType,
                                  following visible: [ItemIdentifierType]) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        guard outline.contains(item), let position = visible.firstIndex(of: item) else { return outline }
        var result = outline
        let subtree = outline.snapshot(of: item, includingParent: true)
        result.delete([item])
        if position + 1 < visible.count, result.contains(visible[position + 1]) {
            result.insert(subtree, before: visible[position + 1])
        } else if position > 0, result.contains(visible[position - 1]) {
            result.insert(subtree, after: visible[position - 1])
        } else {
            return outline
        }
        if outline.isExpanded(item) { result.expand([item]) }
        return result
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

    /// Whether the item may move: the reordering handlers' `canReorderItem` answers (false without one).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = store.item(at: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// An item the user moved: the snapshot follows, between the reordering handlers' `willReorder` and `didReorder`.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = store.item(at: sourceIndexPath) else { return }
        let initial = store.snapshot
        let initialOutlines = sectionSnapshots
        var moved = store
        moved.moveItem(from: sourceIndexPath, to: destinationIndexPath)
        let final = moved.snapshot
        var finalOutlines = initialOutlines
        var sections: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for section in final.sectionIdentifiers where initial.itemIdentifiers(inSection: section) != final.itemIdentifiers(inSection: section) {
            let before = snapshot(for: section)
            let after = initialOutlines[section].map { reorderedOutline($0, moving: item, following: final.itemIdentifiers(inSection: section)) }
                ?? flatSectionSnapshot(final.itemIdentifiers(inSection: section))
            if initialOutlines[section] != nil { finalOutlines[section] = after }
            sections.append(NSDiffableDataSourceSectionTransaction(section: section, initial: before, final: after))
        }
        let transaction = NSDiffableDataSourceTransaction(initial: initial, final: final, sectionTransactions: sections)
        reorderingHandlers.willReorder?(transaction)
        store = moved
        sectionSnapshots = finalOutlines
        reorderingHandlers.didReorder?(transaction)
    }

    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    func isOutlineItemExpanded(at indexPath: IndexPath) -> Bool {
        guard let item = store.item(at: indexPath), let section = store.section(at: indexPath.section) else { return false }
        return sectionSnapshots[section]?.isExpanded(item) ?? false
    }

    func outlineLevel(at indexPath: IndexPath) -> Int {
        guard let item = store.item(at: indexPath), let section = store.section(at: indexPath.section),
              let outline = sectionSnapshots[section] else { return 0 }
        return outline.level(of: item)
    }

    /// Expands or collapses the item (an outline disclosure was tapped), as the handlers allow, animated.
    func toggleOutlineItem(at indexPath: IndexPath) {
        guard let item = store.item(at: indexPath), let section = store.section(at: indexPath.section),
              var outline = sectionSnapshots[section] else { return }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section)
        collectionView?.cellForItem(at: indexPath)?.setNeedsUpdateConfiguration()
    }
}

/// A data source whose items may expand and collapse (a diffable data source with section snapshots).
@MainActor
protocol OutlineDataSource: AnyObject {
    func isOutlineItemExpanded(at indexPath: IndexPath) -> Bool
    func outlineLevel(at indexPath: IndexPath) -> Int
    func toggleOutlineItem(at indexPath: IndexPath)
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
