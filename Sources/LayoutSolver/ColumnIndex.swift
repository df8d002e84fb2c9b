/// Which rows hold each symbol, kept as plain arrays: a row that gains a symbol is appended to the symbol's list with
/// the row's version, and entries that went stale (the row left the basis or was replaced, which bumps its version;
/// or the symbol cancelled out of it) are dropped only when the list is read or has doubled. Hash sets made every
/// term that entered or left a row during a pivot cost a hash insert or delete, most of the cost of a large tree.
struct ColumnIndex {
    struct Entry {
        var row: Int32
        var version: UInt32
    }

    private var lists: [[Entry]] = []
    /// Each list's length after it was last compacted, so that a list is compacted when it doubles.
    private var compactedCounts: [Int] = []
    /// The version of each basic symbol's row (bumped when the row is set or taken).
    private var versions: [UInt32] = []
    /// Marks of the rows already kept while compacting a list (`generation` tells this pass's marks from older ones).
    private var seen: [UInt32] = []
    private var generation: UInt32 = 0

    /// Makes room for a new symbol (as a column and as a basic row).
    mutating func appendSymbol() {
        lists.append([])
        compactedCounts.append(0)
        versions.append(0)
        seen.append(0)
    }

    /// Forgets every row of every column.
    mutating func removeAll() {
        for index in lists.indices {
            lists[index] = []
            compactedCounts[index] = 0
            versions[index] &+= 1
        }
    }

    /// The row of `basic` was set or taken: every entry naming its old row is stale.
    mutating func rowReplaced(_ basic: Symbol) {
        versions[Int(basic.id)] &+= 1
    }

    /// Records that the row of `basic` now holds `symbol`.
    mutating func add(_ symbol: Symbol, inRowOf basic: Symbol) {
        let index = Int(symbol.id)
        // Room for a few rows at once: growing each new list from nothing took an allocation per entry at first.
        if lists[index].capacity == 0 { lists[index].reserveCapacity(6) }
        lists[index].append(Entry(row: basic.id, version: versions[Int(basic.id)]))
        if lists[index].count > 2 * max(16, compactedCounts[index]) { compact(index, nil) }
    }

    /// The rows that hold `symbol`, each once, in the order they gained it; stale entries are dropped on the way.
    mutating func rows(holding symbol: Symbol, _ rows: [Row?]) -> [Int32] {
        compact(Int(symbol.id)) { rows[Int($0)]?.index(of: symbol).found ?? false }
        return lists[Int(symbol.id)].map(\.row)
    }

    /// Empties the list of `symbol` and returns the rows it names whose version is current; a row may appear twice
    /// or have lost the symbol since (a substitution skips a row without the symbol).
    mutating func take(_ symbol: Symbol, into result: inout [Int32]) {
        let index = Int(symbol.id)
        result.removeAll(keepingCapacity: true)
        for entry in lists[index] where versions[Int(entry.row)] == entry.version { result.append(entry.row) }
        lists[index].removeAll(keepingCapacity: true)
        compactedCounts[index] = 0
    }

    /// Keeps the current entries of a list once each (and, with `holds`, only rows that still hold the symbol).
    private mutating func compact(_ index: Int, _ holds: ((Int32) -> Bool)?) {
        generation &+= 1
        if generation == 0 {
            for row in seen.indices { seen[row] = 0 }
            generation = 1
        }
        var kept = 0
        var list = lists[index]
        lists[index] = []
        for position in list.indices {
            let entry = list[position]
            let row = Int(entry.row)
            guard versions[row] == entry.version, seen[row] != generation, holds?(entry.row) ?? true else { continue }
            seen[row] = generation
            list[kept] = entry
            kept += 1
        }
        list.removeLast(list.count - kept)
        lists[index] = list
        compactedCounts[index] = kept
    }
}
