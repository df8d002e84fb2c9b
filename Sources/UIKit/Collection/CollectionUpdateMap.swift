import Foundation

/// The changes one `performBatchUpdates` block asked for: deletions and reloads name index paths before the
/// update, insertions and move destinations after it.
final class CollectionBatch {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems = Set<IndexPath>()
    var deletedItems = Set<IndexPath>()
    var reloadedItems = Set<IndexPath>()
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var completions: [(Bool) -> Void] = []
}

/// Where each section and item goes in a batch update, worked out from the counts before and after and the changes
/// named: items neither inserted, deleted nor moved keep their order and fill the places left, as UIKit has it.
/// A count that does not add up is an error naming the section, as UIKit's exception does.
struct CollectionUpdateMap {
    /// The new section of each old one (nil: deleted).
    private(set) var sectionMap: [Int?] = []
    /// The new index path of each old item (nil: deleted, or its section was).
    private(set) var itemMap: [IndexPath: IndexPath] = [:]
    /// Old index paths replaced by new elements (reloaded items and the items of reloaded sections), and the
    /// new index paths of elements that appear (inserted, in inserted sections, or reloaded).
    private(set) var replaced = Set<IndexPath>()
    private(set) var appearing = Set<IndexPath>()
    /// Sections whose supplementary views are replaced (reloaded) and new sections.
    private(set) var replacedSections = IndexSet()
    private(set) var appearingSections = IndexSet()
    /// The new old index path of each new item that was there before.
    private(set) var oldIndexPaths: [IndexPath: IndexPath] = [:]

    /// Counts that do not add up, in UIKit's words.
    struct Failure: Error {
        let message: String
    }

    init(old: [Int], new: [Int], batch: CollectionBatch) throws {
        let moveSources = Set(batch.movedSections.map(\.from)), moveTargets = Dictionary(batch.movedSections.map { ($0.to, $0.from) }) { a, _ in a }
        let sectionsMessage = "invalid number of sections. The number of sections contained in the collection view after the update (\(new.count)) must be equal to the number of sections contained in the collection view before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted)"
        // Sections: fixed places for inserted and moved ones, the others in order.
        var newSources = [Int?](repeating: nil, count: new.count)
        for (to, from) in moveTargets where to < new.count { newSources[to] = from }
        var flowing = (0..<old.count).filter { !batch.deletedSections.contains($0) && !moveSources.contains($0) }.makeIterator()
        for section in 0..<new.count where newSources[section] == nil && !batch.insertedSections.contains(section) {
            guard let source = flowing.next() else {
                throw Failure(message: sectionsMessage)
            }
            newSources[section] = source
        }
        if flowing.next() != nil || batch.insertedSections.contains(where: { $0 >= new.count }) {
            throw Failure(message: sectionsMessage)
        }
        sectionMap = [Int?](repeating: nil, count: old.count)
        for (section, source) in newSources.enumerated() {
            if let source { sectionMap[source] = section } else { appearingSections.insert(section) }
        }
        replacedSections = batch.reloadedSections
        // Items: fixed places for inserted and moved-in ones, the old section's remaining items in order.
        let movedFrom = Set(batch.movedItems.map(\.from))
        for (from, to) in batch.movedItems { itemMap[from] = to }
        for (newSection, source) in newSources.enumerated() {
            let count = new[newSection]
            guard let source, !batch.reloadedSections.contains(source) else {
                for item in 0..<count {
                    let path = IndexPath(item: item, section: newSection)
                    if !batch.movedItems.contains(where: { $0.to == path }) { appearing.insert(path) }
                }
                continue
            }
            var taken = Set(batch.insertedItems.filter { $0.section == newSection }.map(\.item))
            taken.formUnion(batch.movedItems.filter { $0.to.section == newSection }.map(\.to.item))
            var remaining = (0..<old[source]).filter {
                let path = IndexPath(item: $0, section: source)
                return !batch.deletedItems.contains(path) && !movedFrom.contains(path)
            }.makeIterator()
            var filled = 0
            for item in 0..<count where !taken.contains(item) {
                guard let oldItem = remaining.next() else { break }
                itemMap[IndexPath(item: oldItem, section: source)] = IndexPath(item: item, section: newSection)
                filled += 1
            }
            let movedIn = batch.movedItems.filter { $0.to.section == newSection }.count
            let movedOut = batch.movedItems.filter { $0.from.section == source }.count
            let inserted = batch.insertedItems.filter { $0.section == newSection }.count
            let deleted = batch.deletedItems.filter { $0.section == source }.count
            if remaining.next() != nil || filled + taken.count != count || taken.contains(where: { $0 >= count }) {
                throw Failure(message: "invalid number of items in section \(newSection). The number of items contained in an existing section after the update (\(count)) must be equal to the number of items contained in that section before the update (\(old[source])), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)")
            }
            appearing.formUnion(batch.insertedItems.filter { $0.section == newSection })
        }
        // Deleted sections and items lose their place; reloaded ones are replaced by new elements in theirs.
        for section in batch.deletedSections where section < old.count {
            for item in 0..<old[section] { itemMap[IndexPath(item: item, section: section)] = nil }
        }
        for path in batch.deletedItems { itemMap[path] = nil }
        for section in batch.reloadedSections where section < old.count {
            for item in 0..<old[section] { replaced.insert(IndexPath(item: item, section: section)) }
        }
        for path in batch.reloadedItems {
            replaced.insert(path)
            if let target = itemMap[path] { appearing.insert(target) }
        }
        for (oldPath, newPath) in itemMap { oldIndexPaths[newPath] = oldPath }
    }

    /// The item's index path after the update; nil when it leaves (deleted or replaced).
    func newIndexPath(ofItem indexPath: IndexPath) -> IndexPath? {
        replaced.contains(indexPath) ? nil : itemMap[indexPath]
    }

    /// The element's index path after the update; nil when it leaves (deleted or replaced).
    func newKey(for key: CollectionElementKey) -> CollectionElementKey? {
        var moved = key
        switch key.category {
        case .cell:
            guard !replaced.contains(key.indexPath), let path = itemMap[key.indexPath] else { return nil }
            moved.indexPath = path
        case .supplementaryView, .decorationView:
            guard key.indexPath.count >= 1, sectionMap.indices.contains(key.indexPath[0]),
                  !replacedSections.contains(key.indexPath[0]), let section = sectionMap[key.indexPath[0]] else { return nil }
            moved.indexPath[0] = section
        }
        return moved
    }

    /// The element's index path before the update; nil when it is new.
    func oldKey(for key: CollectionElementKey) -> CollectionElementKey? {
        var old = key
        switch key.category {
        case .cell:
            guard !appearing.contains(key.indexPath), let path = oldIndexPaths[key.indexPath] else { return nil }
            old.indexPath = path
        case .supplementaryView, .decorationView:
            guard key.indexPath.count >= 1, let section = sectionMap.firstIndex(of: key.indexPath[0]),
                  !replacedSections.contains(section) else { return nil }
            old.indexPath[0] = section
        }
        return old
    }
}
