import Foundation

/// The state of a diffable data source's data: sections in order, each with its items in order, every section and
/// item named by a unique identifier. Apply one to a data source and it animates the differences from the last.
///
/// Difference from Apple: an identifier added twice, or an anchor, section or item named that the snapshot does not
/// hold, is reported in one line and the change skipped (Apple's snapshot raises an exception and the app stops).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The sections in order.
    private var sections: [SectionIdentifierType] = []
    /// Each section's items in order.
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    /// The section holding each item.
    private var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var reloadedSections: [SectionIdentifierType] = []
    private var reloadedItems: [ItemIdentifierType] = []
    private var reconfiguredItems: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Counts and identifiers

    public var numberOfItems: Int { itemSections.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }
    /// The sections marked with `reloadSections(_:)` since the snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }
    /// The items marked with `reloadItems(_:)` since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// The items marked with `reconfigureItems(_:)` since the snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of the section in order; a section the snapshot does not hold is reported and has none.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let found = items[identifier] else {
            Diagnostics.reportFromAnyThread("NSDiffableDataSourceSnapshot: invalid section identifier \(identifier): the snapshot has no such section")
            return []
        }
        return found
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    /// The item's place in `itemIdentifiers` (counted across sections, as Apple's); nil when absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSections[identifier], let sectionIndex = sections.firstIndex(of: section),
              let index = items[section]?.firstIndex(of: identifier) else { return nil }
        return sections[..<sectionIndex].reduce(index) { $0 + (items[$1]?.count ?? 0) }
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex(of: identifier)
    }

    // MARK: Items

    /// Adds the items at the end of the section (the last section when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            return Diagnostics.reportFromAnyThread("NSDiffableDataSourceSnapshot.appendItems: there are currently no sections in the snapshot; add a section first. The items are not added")
        }
        guard items[section] != nil else {
            return Diagnostics.reportFromAnyThread("NSDiffableDataSourceSnapshot.appendItems: invalid section identifier \(section): the snapshot has no such section. The items are not added")
        }
        let fresh = unique(identifiers, "appendItems")
        items[section, default: []].append(contentsOf: fresh)
        for item in fresh { itemSections[item] = section }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, offset: 0, "insertItems(_:beforeItem:)")
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, offset: 1, "insertItems(_:afterItem:)")
    }

    /// Removes the items; identifiers the snapshot does not hold are ignored, as Apple's.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers { remove(item) }
        let gone = Set(identifiers)
        reloadedItems.removeAll { gone.contains($0) }
        reconfiguredItems.removeAll { gone.contains($0) }
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        self = Self()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, offset: 0, "moveItem(_:beforeItem:)")
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, offset: 1, "moveItem(_:afterItem:)")
    }

    /// Marks the items to be shown by new cells: the data source asks for them again when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers where known(item, "reloadItems") && !reloadedItems.contains(item) { reloadedItems.append(item) }
    }

    /// Marks the items to be configured again in the cells that show them (no new cell, no animation).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers where known(item, "reconfigureItems") && !reconfiguredItems.contains(item) { reconfiguredItems.append(item) }
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let fresh = uniqueSections(identifiers, "appendSections")
        sections.append(contentsOf: fresh)
        for section in fresh { items[section] = [] }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, offset: 0, "insertSections(_:beforeSection:)")
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, offset: 1, "insertSections(_:afterSection:)")
    }

    /// Removes the sections with their items; identifiers the snapshot does not hold are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard let index = sections.firstIndex(of: section) else { continue }
            deleteItems(items[section] ?? [])
            sections.remove(at: index)
            items[section] = nil
        }
        let gone = Set(identifiers)
        reloadedSections.removeAll { gone.contains($0) }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 0, "moveSection(_:beforeSection:)")
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 1, "moveSection(_:afterSection:)")
    }

    /// Marks the sections to be shown anew (their items and supplementary views) when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard items[section] != nil else {
                Diagnostics.reportFromAnyThread("NSDiffableDataSourceSnapshot.reloadSections: invalid section identifier \(section): the snapshot has no such section")
                continue
            }
            if !reloadedSections.contains(section) { reloadedSections.append(section) }
        }
    }

    /// Forgets what was marked for reload and reconfiguration (a data source keeps its snapshot so once applied).
    mutating func clearReloads() {
        reloadedSections = []
        reloadedItems = []
        reconfiguredItems = []
    }

    // MARK: Mechanics

    /// The identifiers neither in the snapshot nor repeated in `identifiers`; the others are reported.
    private func unique(_ identifiers: [ItemIdentifierType], _ operation: String) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        var duplicates: [ItemIdentifierType] = []
        let fresh = identifiers.filter { item in
            guard itemSections[item] == nil, seen.insert(item).inserted else { duplicates.append(item); return false }
            return true
        }
        if !duplicates.isEmpty {
            Diagnostics.reportFromAnyThread("NSDiffableDataSourceSnapshot.\(operation): supplied item identifiers are not unique. Duplicate identifiers: \(duplicates); they are not added again")
        }
        return fresh
    }

    private func uniqueSections(_ identifiers: [SectionIdentifierType], _ operation: String) -> [SectionIdentifierType] {
        var seen = Set<SectionIdentifierType>()
        var duplicates: [SectionIdentifierType] = []
        let fresh = identifiers.filter { section in
            guard items[section] == nil, seen.insert(section).inserted else { duplicates.append(section); return false }
            return true
        }
        if !duplicates.isEmpty {
            Diagnostics.reportFromAnyThread("NSDiffableDataSourceSnapshot.\(operation): supplied section identifiers are not unique. Duplicate identifiers: \(duplicates); they are not added again")
        }
        return fresh
    }

    private func known(_ item: ItemIdentifierType, _ operation: String) -> Bool {
        if itemSections[item] != nil { return true }
        Diagnostics.reportFromAnyThread("NSDiffableDataSourceSnapshot.\(operation): invalid item identifier \(item): the snapshot has no such item; skipped")
        return false
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int, _ operation: String) {
        guard known(anchor, operation), let section = itemSections[anchor], let index = items[section]?.firstIndex(of: anchor) else { return }
        let fresh = unique(identifiers, operation)
        items[section]?.insert(contentsOf: fresh, at: index + offset)
        for item in fresh { itemSections[item] = section }
    }

    private mutating func remove(_ item: ItemIdentifierType) {
        guard let section = itemSections.removeValue(forKey: item) else { return }
        items[section]?.removeAll { $0 == item }
    }

    private mutating func move(_ item: ItemIdentifierType, to anchor: ItemIdentifierType, offset: Int, _ operation: String) {
        guard known(item, operation), known(anchor, operation) else { return }
        guard item != anchor else {
            return Diagnostics.reportFromAnyThread("NSDiffableDataSourceSnapshot.\(operation): an item cannot be moved relative to itself (\(item)); skipped")
        }
        remove(item)
        guard let section = itemSections[anchor], let index = items[section]?.firstIndex(of: anchor) else { return }
        items[section]?.insert(item, at: index + offset)
        itemSections[item] = section
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, offset: Int, _ operation: String) {
        guard let index = sections.firstIndex(of: anchor) else {
            return Diagnostics.reportFromAnyThread("NSDiffableDataSourceSnapshot.\(operation): invalid section identifier \(anchor): the snapshot has no such section; skipped")
        }
        let fresh = uniqueSections(identifiers, operation)
        sections.insert(contentsOf: fresh, at: index + offset)
        for section in fresh { items[section] = [] }
    }

    private mutating func moveSection(_ section: SectionIdentifierType, to anchor: SectionIdentifierType, offset: Int, _ operation: String) {
        guard let from = sections.firstIndex(of: section), sections.contains(anchor), section != anchor else {
            return Diagnostics.reportFromAnyThread("NSDiffableDataSourceSnapshot.\(operation): cannot move section \(section) relative to \(anchor): one is not in the snapshot, or they are the same; skipped")
        }
        sections.remove(at: from)
        if let index = sections.firstIndex(of: anchor) { sections.insert(section, at: index + offset) }
    }
}
