/// Which rows hold each symbol: per symbol a list of (row, version) entries, linked through one shared pool of nodes
/// so that no column owns an array of its own (allocating one per symbol was a fifth of adding a row). A row that
/// gains a symbol is appended to the symbol's list with the row's version; entries that went stale (the row left the
/// basis or was replaced, which bumps its version; or the symbol cancelled out of it) are dropped only when the list
/// is read or has doubled. Hash sets made every term that entered or left a row during a pivot cost a hash insert or
/// delete, most of the cost of a large tree.
struct ColumnIndex {
    private struct Node {
        var row: Int32
        var version: UInt32
        /// The next node of the same list, or of the free list; -1 ends a list.
        var next: Int32
    }

    private var nodes: [Node] = []
    /// The first node of the free list, -1 when it is empty.
    private var free: Int32 = -1
    /// Each symbol's list: first and last node (-1 when empty) and length.
    private var heads: [Int32] = []
    private var tails: [Int32] = []
    private var counts: [Int32] = []
    /// Each list's length after it was last compacted, so that a list is compacted when it doubles.
    private var compactedCounts: [Int32] = []
    /// The version of each basic symbol's row (bumped when the row is set or taken).
    private var versions: [UInt32] = []
    /// Marks of the rows already kept while compacting a list (`generation` tells this pass's marks from older ones).
    private var seen: [UInt32] = []
    private var generation: UInt32 = 0

    /// Makes room for a new symbol (as a column and as a basic row).
    mutating func appendSymbol() {
        heads.append(-1)
        tails.append(-1)
        counts.append(0)
        compactedCounts.append(0)
        versions.append(0)
        seen.append(0)
    }

    /// Forgets every row of every column.
    mutating func removeAll() {
        nodes.removeAll(keepingCapacity: true)
        free = -1
        for index in heads.indices {
            heads[index] = -1
            tails[index] = -1
            counts[index] = 0
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
        let node = makeNode(Node(row: basic.id, version: versions[Int(basic.id)], next: -1))
        if tails[index] < 0 { heads[index] = node } else { nodes[Int(tails[index])].next = node }
        tails[index] = node
        counts[index] += 1
        if counts[index] > 2 * max(16, compactedCounts[index]) { compact(index, nil) }
    }

    /// The rows that hold `symbol`, each once, in the order they gained it; stale entries are dropped on the way.
    mutating func rows(holding symbol: Symbol, _ rows: [Row?]) -> [Int32] {
        let index = Int(symbol.id)
        compact(index) { rows[Int($0)]?.index(of: symbol).found ?? false }
        var result: [Int32] = []
        result.reserveCapacity(Int(counts[index]))
        var node = heads[index]
        while node >= 0 {
            result.append(nodes[Int(node)].row)
            node = nodes[Int(node)].next
        }
        return result
    }

    /// Empties the list of `symbol` and returns the rows it names whose version is current; a row may appear twice
    /// or have lost the symbol since (a substitution skips a row without the symbol).
    mutating func take(_ symbol: Symbol, into result: inout [Int32]) {
        let index = Int(symbol.id)
        result.removeAll(keepingCapacity: true)
        var node = heads[index]
        while node >= 0 {
            let entry = nodes[Int(node)]
            if versions[Int(entry.row)] == entry.version { result.append(entry.row) }
            node = entry.next
        }
        release(index)
    }

    /// Keeps the current entries of a list once each (and, with `holds`, only rows that still hold the symbol).
    private mutating func compact(_ index: Int, _ holds: ((Int32) -> Bool)?) {
        generation &+= 1
        if generation == 0 {
            for row in seen.indices { seen[row] = 0 }
            generation = 1
        }
        var node = heads[index]
        var kept: Int32 = 0, last: Int32 = -1
        while node >= 0 {
            let entry = nodes[Int(node)]
            let row = Int(entry.row)
            if versions[row] == entry.version, seen[row] != generation, holds?(entry.row) ?? true {
                seen[row] = generation
                if last < 0 { heads[index] = node } else { nodes[Int(last)].next = node }
                last = node
                kept += 1
            } else {
                nodes[Int(node)].next = free
                free = node
            }
            node = entry.next
        }
        if last < 0 { heads[index] = -1 } else { nodes[Int(last)].next = -1 }
        tails[index] = last
        counts[index] = kept
        compactedCounts[index] = kept
    }

    /// A node for `node`'s values, from the free list when it has one.
    private mutating func makeNode(_ node: Node) -> Int32 {
        guard free >= 0 else {
            nodes.append(node)
            return Int32(nodes.count - 1)
        }
        let reused = free
        free = nodes[Int(reused)].next
        nodes[Int(reused)] = node
        return reused
    }

    /// Gives a whole list back to the free list at once.
    private mutating func release(_ index: Int) {
        if tails[index] >= 0 {
            nodes[Int(tails[index])].next = free
            free = heads[index]
        }
        heads[index] = -1
        tails[index] = -1
        counts[index] = 0
        compactedCounts[index] = 0
    }
}
