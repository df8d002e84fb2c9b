import Foundation

/// The changes that turn one snapshot into another, in the terms of batch updates: deletions and reloads at index
/// paths before, insertions after, moves both. Sections and items that keep their relative order stay put; the
/// fewest others move (those outside a longest run kept in order). An item whose section is deleted or new, or
/// that is reloaded while it moves, goes and comes instead of moving.
struct SnapshotDifference: Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [Move<Int>] = []
    var reloadedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [Move<IndexPath>] = []
    var reloadedItems: [IndexPath] = []

    struct Move<Place: Equatable>: Equatable {
        var from: Place
        var to: Place
    }

    var isEmpty: Bool { self == SnapshotDifference() }

    init() {}

    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        deletedSections = IndexSet(oldSections.indices.filter { newSectionIndex[oldSections[$0]] == nil })
        insertedSections = IndexSet(newSections.indices.filter { oldSectionIndex[newSections[$0]] == nil })
        let kept = newSections.enumerated().compactMap { index, identifier in oldSectionIndex[identifier].map { (old: $0, new: index) } }
        let staying = Self.longestIncreasingRun(kept.map(\.old))
        movedSections = kept.filter { !staying.contains($0.old) }.map { Move(from: $0.old, to: $0.new) }
        let reloadedSectionSet = Set(new.reloadedSectionIdentifiers)
        reloadedSections = IndexSet(kept.filter { reloadedSectionSet.contains(newSections[$0.new]) && staying.contains($0.old) }.map(\.old))
        // A moved and reloaded section goes and comes.
        for move in movedSections where reloadedSectionSet.contains(newSections[move.to]) {
            deletedSections.insert(move.from)
            insertedSections.insert(move.to)
        }
        movedSections.removeAll { reloadedSectionSet.contains(newSections[$0.to]) }

        // Where each old item was.
        var oldPlaces: [I: IndexPath] = [:]
        for (section, identifier) in oldSections.enumerated() {
            for (item, element) in old.itemIdentifiers(inSection: identifier).enumerated() {
                oldPlaces[element] = IndexPath(item: item, section: section)
            }
        }
        let reloadedItemSet = Set(new.reloadedItemIdentifiers)
        let replacedOldSections = deletedSections.union(reloadedSections)
        // Old items that keep a place (staying, moving or reloaded in place); the others are deleted.
        var survivors = Set<IndexPath>()
        for (section, identifier) in newSections.enumerated() {
            // The items of a new or reloaded section come with it.
            guard !insertedSections.contains(section), let oldSection = oldSectionIndex[identifier],
                  !reloadedSections.contains(oldSection) else { continue }
            let elements = new.itemIdentifiers(inSection: identifier)
            var sameSection: [(old: Int, new: Int)] = []
            for (item, element) in elements.enumerated() {
                let place = IndexPath(item: item, section: section)
                guard let was = oldPlaces[element], !replacedOldSections.contains(was.section) else {
                    insertedItems.append(place)
                    continue
                }
                if was.section == oldSection {
                    sameSection.append((was.item, item))
                } else if reloadedItemSet.contains(element) {
                    insertedItems.append(place)
                } else {
                    movedItems.append(Move(from: was, to: place))
                    survivors.insert(was)
                }
            }
            let inOrder = Self.longestIncreasingRun(sameSection.map(\.old))
            for pair in sameSection {
                let was = IndexPath(item: pair.old, section: oldSection), place = IndexPath(item: pair.new, section: section)
                let reloaded = reloadedItemSet.contains(elements[pair.new])
                if inOrder.contains(pair.old) {
                    if reloaded { reloadedItems.append(was) }
                    survivors.insert(was)
                } else if reloaded {
                    insertedItems.append(place)
                } else {
                    movedItems.append(Move(from: was, to: place))
                    survivors.insert(was)
                }
            }
        }
        // Old items without a place leave, except those going with their deleted or reloaded section.
        deletedItems = oldPlaces.values.filter { !replacedOldSections.contains($0.section) && !survivors.contains($0) }
        deletedItems.sort()
        insertedItems.sort()
        reloadedItems.sort()
        movedItems.sort { $0.to < $1.to }
    }

    /// The values of a longest strictly increasing subsequence of `values` (distinct values).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []         // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result = Set<Int>()
        var index = tails.last ?? -1
        while index >= 0 {
            result.insert(values[index])
            index = previous[index]
        }
        return result
    }
}
