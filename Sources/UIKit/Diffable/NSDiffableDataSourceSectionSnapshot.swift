import Foundation

/// The items of one section as an outline: items with children that show while their parent is expanded. Apply one
/// to a section of a collection view's diffable data source; its visible items become the section's items.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// Each item's children in order (nil key: the root items).
    private var children: [ItemIdentifierType?: [ItemIdentifierType]] = [nil: []]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded = Set<ItemIdentifierType>()

    public init() {}

    // MARK: Reading

    /// Every item, each followed by its descendants.
    public var items: [ItemIdentifierType] { descendants(of: nil, onlyVisible: false) }
    public var rootItems: [ItemIdentifierType] { children[nil] ?? [] }
    /// The items shown: the root items, and the children of expanded items whose ancestors are expanded too.
    public var visibleItems: [ItemIdentifierType] { descendants(of: nil, onlyVisible: true) }

    public func contains(_ item: ItemIdentifierType) -> Bool { children[item] != nil }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// Whether the item shows: it is in the snapshot and all its ancestors are expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = parents[item]
        while let parent = current {
            guard expanded.contains(parent) else { return false }
            current = parents[parent]
        }
        return true
    }

    /// How deep the item is: 0 for a root item.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = parents[item]
        while let parent = current {
            level += 1
            current = parents[parent]
        }
        return level
    }

    /// The parent's descendants as a snapshot of their own (with the parent as its root when asked).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        guard contains(parent) else {
            Diagnostics.reportFromAnyThread("NSDiffableDataSourceSectionSnapshot.snapshot(of:): \(parent) is not in the snapshot; an empty snapshot is returned")
            return result
        }
        if includingParent {
            result.append([parent])
            result.copySubtree(of: parent, from: self, to: parent)
        } else {
            result.copySubtree(of: parent, from: self, to: nil)
        }
        return result
    }

    /// The outline as text, one item a line, indented by level, marked + (collapsed) or - (expanded).
    public func visualDescription() -> String {
        items.map { item in
            let mark = (children[item]?.isEmpty ?? true) ? " " : (expanded.contains(item) ? "-" : "+")
            return String(repeating: "  ", count: level(of: item)) + mark + " \(item)"
        }.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds the items at the end of the root items, or of `parent`'s children.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !contains(parent) {
            return Diagnostics.reportFromAnyThread("NSDiffableDataSourceSectionSnapshot.append(_:to:): the parent \(parent) is not in the snapshot; the items are not added")
        }
        add(items, under: parent, at: children[parent]?.count ?? 0, "append(_:to:)")
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, at: item, offset: 0, "insert(_:before:)")
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, at: item, offset: 1, "insert(_:after:)")
    }

    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        insertSnapshot(snapshot, at: item, offset: 0)
    }

    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        insertSnapshot(snapshot, at: item, offset: 1)
    }

    /// Removes the items with all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            for descendant in descendants(of: item, onlyVisible: false) { forget(descendant) }
            children[parents[item]]?.removeAll { $0 == item }
            forget(item)
        }
    }

    public mutating func deleteAll() {
        self = Self()
    }

    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) { expanded.insert(item) }
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    /// Replaces `parent`'s children with the root items (and their descendants) of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        guard contains(parent) else {
            return Diagnostics.reportFromAnyThread("NSDiffableDataSourceSectionSnapshot.replace(childrenOf:using:): \(parent) is not in the snapshot; nothing is replaced")
        }
        delete(children[parent] ?? [])
        graft(snapshot, under: parent, at: 0)
    }

    // MARK: Mechanics

    private func descendants(of parent: ItemIdentifierType?, onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        for child in children[parent] ?? [] {
            result.append(child)
            if !onlyVisible || expanded.contains(child) { result += descendants(of: child, onlyVisible: onlyVisible) }
        }
        return result
    }

    private mutating func forget(_ item: ItemIdentifierType) {
        children[item] = nil
        parents[item] = nil
        expanded.remove(item)
    }

    private mutating func add(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?, at index: Int, _ operation: String) {
        var seen = Set<ItemIdentifierType>()
        let fresh = items.filter { !contains($0) && seen.insert($0).inserted }
        if fresh.count != items.count {
            Diagnostics.reportFromAnyThread("NSDiffableDataSourceSectionSnapshot.\(operation): supplied item identifiers are not unique; the duplicates are not added again")
        }
        children[parent, default: []].insert(contentsOf: fresh, at: index)
        for item in fresh {
            children[item] = []
            if let parent { parents[item] = parent }
        }
    }

    private mutating func insert(_ items: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int, _ operation: String) {
        guard contains(anchor) else {
            return Diagnostics.reportFromAnyThread("NSDiffableDataSourceSectionSnapshot.\(operation): \(anchor) is not in the snapshot; the items are not added")
        }
        let parent = parents[anchor]
        let index = (children[parent] ?? []).firstIndex(of: anchor) ?? 0
        add(items, under: parent, at: index + offset, operation)
    }

    private mutating func insertSnapshot(_ snapshot: Self, at anchor: ItemIdentifierType, offset: Int) {
        guard contains(anchor) else {
            return Diagnostics.reportFromAnyThread("NSDiffableDataSourceSectionSnapshot.insert(_:before:/after:): \(anchor) is not in the snapshot; nothing is inserted")
        }
        let parent = parents[anchor]
        graft(snapshot, under: parent, at: ((children[parent] ?? []).firstIndex(of: anchor) ?? 0) + offset)
    }

    /// Puts `snapshot`'s root items under `parent` at `index`, with their descendants and expansion.
    private mutating func graft(_ snapshot: Self, under parent: ItemIdentifierType?, at index: Int) {
        add(snapshot.rootItems, under: parent, at: index, "insert")
        for root in snapshot.rootItems { copySubtree(of: root, from: snapshot, to: root) }
        expanded.formUnion(snapshot.expanded.filter(contains))
    }

    /// Copies `source`'s descendants of `item` under `target` here.
    private mutating func copySubtree(of item: ItemIdentifierType, from source: Self, to target: ItemIdentifierType?) {
        let kids = source.children[item] ?? []
        add(kids, under: target, at: children[target]?.count ?? 0, "insert")
        for kid in kids { copySubtree(of: kid, from: source, to: kid) }
        expanded.formUnion(source.expanded.filter(contains))
    }
}
