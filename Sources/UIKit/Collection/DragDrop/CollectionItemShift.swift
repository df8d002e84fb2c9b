import Foundation

/// The arrangement a collection view shows while an item moves or a drop makes room, as a value: one item taken out
/// of its place (data source coordinates) and one slot opened (displayed coordinates), which shows the taken item
/// (interactive movement) or stays empty (a drop's gap). The data source keeps its order until the move is committed.
struct CollectionItemShift: Equatable {
    /// The data source's counts the shift is applied to.
    let dataCounts: [Int]
    /// The item taken out, in the data source's coordinates.
    var removed: IndexPath?
    /// The opened slot, in displayed coordinates.
    var slot: IndexPath?
    /// Whether the slot shows the removed item.
    var slotShowsRemoved: Bool

    /// The counts the layout sees.
    var displayedCounts: [Int] {
        dataCounts.indices.map { section in
            dataCounts[section] - (removed?.section == section ? 1 : 0) + (slot?.section == section ? 1 : 0)
        }
    }

    /// The data source's item shown at `displayed`; nil for an empty slot.
    func dataPath(forDisplayed displayed: IndexPath) -> IndexPath? {
        if displayed == slot { return slotShowsRemoved ? removed : nil }
        var item = displayed.item
        if let slot, slot.section == displayed.section, item > slot.item { item -= 1 }
        if let removed, removed.section == displayed.section, item >= removed.item { item += 1 }
        return IndexPath(item: item, section: displayed.section)
    }

    /// Where the data source's item at `data` shows; nil for the removed item when the slot does not show it.
    func displayedPath(forData data: IndexPath) -> IndexPath? {
        if data == removed { return slotShowsRemoved ? slot : nil }
        var item = data.item
        if let removed, removed.section == data.section, item > removed.item { item -= 1 }
        if let slot, slot.section == data.section, item >= slot.item { item += 1 }
        return IndexPath(item: item, section: data.section)
    }
}
