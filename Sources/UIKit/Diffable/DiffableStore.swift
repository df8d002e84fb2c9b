import Foundation

/// What a diffable data source shows: its snapshot (reload marks cleared once applied) and, for the index-path
/// queries a view makes many times a frame, each section's items as an array.
struct DiffableStore<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    private(set) var snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []

    mutating func replace(with new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        snapshot = new
        snapshot.clearReloads()
        sections = new.sectionIdentifiers
        items = sections.map { new.itemIdentifiers(inSection: $0) }
    }

    var sectionCount: Int { sections.count }

    func itemCount(inSection section: Int) -> Int {
        items.indices.contains(section) ? items[section].count : 0
    }

    func section(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The item at a collection's (section, item) or a table's (section, row) index path.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, items.indices.contains(indexPath[0]), items[indexPath[0]].indices.contains(indexPath[1]) else { return nil }
        return items[indexPath[0]][indexPath[1]]
    }

    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = snapshot.sectionIdentifier(containingItem: item), let sectionIndex = snapshot.indexOfSection(section),
              let index = items[sectionIndex].firstIndex(of: item) else { return nil }
        return IndexPath(indexes: [sectionIndex, index])
    }

    /// The user moved an item (interactive reordering): the snapshot follows without an update.
    mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
        guard let item = item(at: source), items.indices.contains(destination[0]) else { return }
        var moved = snapshot
        moved.deleteItems([item])
        let targetSection = sections[destination[0]]
        let remaining = moved.itemIdentifiers(inSection: targetSection)
        if destination[1] < remaining.count {
            moved.insertItems([item], beforeItem: remaining[destination[1]])
        } else {
            moved.appendItems([item], toSection: targetSection)
        }
        replace(with: moved)
    }
}
