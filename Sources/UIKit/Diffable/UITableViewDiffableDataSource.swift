import Foundation

/// A table view's data source that holds its data as a snapshot of identifiers: `apply(_:)` a new snapshot and the
/// table animates from the old one to it, rows coming and going by `defaultRowAnimation` and moved rows sliding.
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    /// How inserted, deleted and reloaded rows and sections come and go.
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()

    /// Becomes `tableView`'s data source (which holds it weakly: keep the data source).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the table animates the differences from the current one in one batch (without animation
    /// when `animatingDifferences` is false, keeping the cells); `completion` runs when done.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else {
            store.replace(with: snapshot)
            completion?()
            return
        }
        let difference = SnapshotDifference(from: store.snapshot, to: snapshot)
        let animation = defaultRowAnimation
        let update = {
            tableView.performBatchUpdates({
                self.store.replace(with: snapshot)
                tableView.apply(difference, with: animation)
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
        for item in snapshot.reconfiguredItemIdentifiers {
            guard let indexPath = store.indexPath(of: item), let cell = tableView.cellForRow(at: indexPath) else { continue }
            tableView.reconfiguringCell = cell
            UIView.performWithoutAnimation { _ = cellProvider(tableView, indexPath, item) }
            tableView.reconfiguringCell = nil
        }
    }

    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows `snapshot` by reloading the table's data: no animation, no diffing.
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                             completion: (() -> Void)? = nil) {
        store.replace(with: snapshot)
        tableView?.reloadData()
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

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        store.sectionCount
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.itemCount(inSection: section)
    }

    /// The cell provider's cell for the row; one that returns nil is reported and gets an empty cell (Apple raises).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = store.item(at: indexPath) else {
            Diagnostics.report("UITableViewDiffableDataSource: no item at \(indexPath); an empty cell is shown")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        Diagnostics.report("UITableViewDiffableDataSource: the cell provider returned nil for item \(item); an empty cell is shown")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No title by default; a subclass overrides it to title its sections, as on iOS.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// A row the user moved: the snapshot follows.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        store.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

extension UITableView {
    /// Names the changes of a snapshot difference inside the running batch, rows coming and going by `animation`.
    func apply(_ difference: SnapshotDifference, with animation: RowAnimation) {
        deleteSections(difference.deletedSections, with: animation)
        insertSections(difference.insertedSections, with: animation)
        reloadSections(difference.reloadedSections, with: animation)
        for move in difference.movedSections { moveSection(move.from, toSection: move.to) }
        deleteRows(at: difference.deletedItems, with: animation)
        insertRows(at: difference.insertedItems, with: animation)
        reloadRows(at: difference.reloadedItems, with: animation)
        for move in difference.movedItems { moveRow(at: move.from, to: move.to) }
    }
}
