/// Which rows hold each symbol, kept as plain lists: a row that gains a symbol is appended to the symbol's list with
/// the row's version, and entries that went stale (the row left the basis or was replaced, which bumps its version;
/// or the symbol cancelled out of it) are dropped only when the list is read or has doubled. Hash sets made every
/// term that entered or left a row during a pivot cost a hash insert or delete, most of the cost of a large tree.
///
/// Each symbol's list, version and mark sit in one slot of a flat buffer the index owns, its entries in a buffer of
/// their own: an array of arrays paid a uniqueness check, a retain and a release per entry appended, a fifth of the
/// instructions of adding a large tree's constraints.
///
/// While a tableau is built from scratch the lists of deferred symbols (required equalities' dummies, most of the
/// terms of a deep tree's rows) are not kept: nothing asks which rows hold a dummy until a required equality is
/// edited or removed, and the first such question records them all from the rows at once (`recordDeferred`).
final class ColumnIndex {
    struct Entry {
        var row: Int32
        var version: UInt32
    }

    /// One symbol's list (`count` entries in `capacity`; `compactedCount` is its length after it was last
    /// compacted, so that it is compacted when it doubles), its version as a basic row (bumped when the row is set
    /// or taken) and its mark while a list is compacted (`generation` tells this pass's marks from older ones).
    struct Slot {
        var entries: UnsafeMutablePointer<Entry>?
        var count: Int32
        var capacity: Int32
        var compactedCount: Int32
        var version: UInt32
        var seen: UInt32
        /// Whether the symbol's list waits while the index defers (a dummy).
        var isDeferred: Bool
    }

    /// Whether deferred symbols' lists are left empty (until `recordDeferred`).
    @exclusivity(unchecked) private(set) var isDeferring = true

    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Slot>
    @exclusivity(unchecked) private var slotCount = 0
    @exclusivity(unchecked) private var slotCapacity = 64
    @exclusivity(unchecked) private var generation: UInt32 = 0
    /// The lists' storage, carved from blocks the index owns: a list's room is taken from the newest block, and the
    /// room it outgrows is left (less than the list's final room). A heap block per symbol and per doubling was a
    /// tenth of the allocations of building a large tree.
    @exclusivity(unchecked) private var blocks: [UnsafeMutablePointer<Entry>] = []
    @exclusivity(unchecked) private var blockFree: UnsafeMutablePointer<Entry>?
    @exclusivity(unchecked) private var blockRemaining = 0
    private static let blockSize = 4096

    init() {
        slots = .allocate(capacity: slotCapacity)
    }

    deinit {
        for block in blocks { block.deallocate() }
        slots.deallocate()
    }

    /// Makes room for `count` symbols in all, so that building a large system does not move the slots again and
    /// again.
    func reserveCapacity(_ count: Int) {
        guard count > slotCapacity else { return }
        resizeSlots(to: count)
    }

    private func resizeSlots(to capacity: Int) {
        let grown = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        grown.moveInitialize(from: slots, count: slotCount)
        slots.deallocate()
        slots = grown
        slotCapacity = capacity
    }

    /// Room for `capacity` entries from the newest block (a new one when it has too little left).
    private func allocateEntries(_ capacity: Int) -> UnsafeMutablePointer<Entry> {
        if capacity > blockRemaining {
            let size = max(Self.blockSize, capacity)
            let block = UnsafeMutablePointer<Entry>.allocate(capacity: size)
            blocks.append(block)
            blockFree = block
            blockRemaining = size
        }
        let room = blockFree.unsafelyUnwrapped
        blockFree = room + capacity
        blockRemaining -= capacity
        return room
    }

    /// Makes room for a new symbol (as a column and as a basic row); a `deferred` one's list waits while the index
    /// defers.
    func appendSymbol(deferred: Bool) {
        if slotCount == slotCapacity { resizeSlots(to: 2 * slotCapacity) }
        (slots + slotCount).initialize(to: Slot(entries: nil, count: 0, capacity: 0, compactedCount: 0, version: 0, seen: 0,
                                                 isDeferred: deferred))
        slotCount += 1
    }

    /// Forgets every row of every column, deferring again.
    func removeAll() {
        isDeferring = true
        for index in 0..<slotCount {
            slots[index].count = 0
            slots[index].compactedCount = 0
            slots[index].version &+= 1
        }
    }

    /// The row of `basic` was set or taken: every entry naming its old row is stale.
    func rowReplaced(_ basic: Symbol) {
        slots[Int(basic.id)].version &+= 1
    }

    /// Records that the row of `basic` now holds `symbol`.
    func add(_ symbol: Symbol, inRowOf basic: Symbol) {
        let slot = slots + Int(symbol.id)
        if isDeferring, slot.pointee.isDeferred { return }
        let version = slots[Int(basic.id)].version
        if slot.pointee.count == slot.pointee.capacity { grow(slot) }
        slot.pointee.entries![Int(slot.pointee.count)] = Entry(row: basic.id, version: version)
        slot.pointee.count += 1
        if slot.pointee.count > 2 * max(16, slot.pointee.compactedCount) { compact(Int(symbol.id), nil) }
    }

    /// Records the rows holding each deferred symbol, from the rows themselves, and stops deferring: the rows are
    /// read twice, to size each list and then to fill it (appending entry by entry cost five times as much).
    func recordDeferred(_ rows: [Row?]) {
        guard isDeferring else { return }
        isDeferring = false
        let slots = slots
        rows.withUnsafeBufferPointer { rows in
            for row in rows {
                row?.terms.withUnsafeBufferPointer { terms in
                    for term in terms where slots[Int(term.symbol.id)].isDeferred { slots[Int(term.symbol.id)].count += 1 }
                }
            }
        }
        for index in 0..<slotCount where slots[index].isDeferred && slots[index].count > 0 {
            let slot = slots + index
            let needed = Int(slot.pointee.count)
            if needed > slot.pointee.capacity {
                slot.pointee.entries = allocateEntries(needed)
                slot.pointee.capacity = Int32(needed)
            }
            slot.pointee.compactedCount = slot.pointee.count
            slot.pointee.count = 0
        }
        rows.withUnsafeBufferPointer { rows in
            // The solver's rows may have room beyond its symbols (all nil).
            for index in 0..<min(rows.count, slotCount) {
                let version = slots[index].version
                rows[index]?.terms.withUnsafeBufferPointer { terms in
                    for term in terms where slots[Int(term.symbol.id)].isDeferred {
                        let slot = slots + Int(term.symbol.id)
                        slot.pointee.entries.unsafelyUnwrapped[Int(slot.pointee.count)] = Entry(row: Int32(index), version: version)
                        slot.pointee.count += 1
                    }
                }
            }
        }
    }

    /// Doubles a list's room (room for six at first: most symbols sit in a few rows).
    private func grow(_ slot: UnsafeMutablePointer<Slot>) {
        let capacity = max(6, 2 * Int(slot.pointee.capacity))
        let entries = allocateEntries(capacity)
        if let old = slot.pointee.entries {
            entries.moveInitialize(from: old, count: Int(slot.pointee.count))
        }
        slot.pointee.entries = entries
        slot.pointee.capacity = Int32(capacity)
    }

    /// About how many rows hold `symbol`: its list's length, stale entries included (a bound, read without
    /// compacting; 0 for a deferred symbol while the index defers).
    func listLength(of symbol: Symbol) -> Int {
        Int(slots[Int(symbol.id)].count)
    }

    /// The rows that hold `symbol`, each once, in the order they gained it; stale entries are dropped on the way.
    func rows(holding symbol: Symbol, _ rows: [Row?]) -> [Int32] {
        compact(Int(symbol.id)) { rows[Int($0)]?.index(of: symbol).found ?? false }
        let slot = slots[Int(symbol.id)]
        return (0..<Int(slot.count)).map { slot.entries![$0].row }
    }

    /// Empties the list of `symbol` and returns the rows it names whose version is current; a row may appear twice
    /// or have lost the symbol since (a substitution skips a row without the symbol).
    func take(_ symbol: Symbol, into result: inout [Int32]) {
        let slot = slots + Int(symbol.id)
        result.removeAll(keepingCapacity: true)
        for position in 0..<Int(slot.pointee.count) {
            let entry = slot.pointee.entries![position]
            if slots[Int(entry.row)].version == entry.version { result.append(entry.row) }
        }
        slot.pointee.count = 0
        slot.pointee.compactedCount = 0
    }

    /// Keeps the current entries of a list once each (and, with `holds`, only rows that still hold the symbol).
    private func compact(_ index: Int, _ holds: ((Int32) -> Bool)?) {
        generation &+= 1
        if generation == 0 {
            for row in 0..<slotCount { slots[row].seen = 0 }
            generation = 1
        }
        let slot = slots + index
        var kept = 0
        for position in 0..<Int(slot.pointee.count) {
            let entry = slot.pointee.entries![position]
            let row = Int(entry.row)
            guard slots[row].version == entry.version, slots[row].seen != generation, holds?(entry.row) ?? true else { continue }
            slots[row].seen = generation
            slot.pointee.entries![kept] = entry
            kept += 1
        }
        slot.pointee.count = Int32(kept)
        slot.pointee.compactedCount = Int32(kept)
    }
}
