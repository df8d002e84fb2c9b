/// Which rows hold each symbol: one list per symbol, linked through a single pool of nodes. A row that gains a symbol
/// is appended to the symbol's list with the row's version, and entries that went stale (the row left the basis or
/// was replaced, which bumps its version; or the symbol cancelled out of it) are dropped only when the list is read
/// or has doubled. Hash sets made every term that entered or left a row during a pivot cost a hash insert or delete;
/// an array per symbol cost an allocation for each new symbol and a copy-on-write check of two arrays per entry.
struct ColumnIndex {
    struct Node {
        var row: Int32
        var version: UInt32
        var next: Int32
    }

    /// Each list's first and last node (-1: empty) and length, with the version and mark of the symbol's own row.
    struct List {
        var head: Int32 = -1
        var tail: Int32 = -1
        var count: Int32 = 0
        /// The length after the list was last compacted, so that it is compacted when it doubles.
        var compactedCount: Int32 = 0
        /// The version of the symbol's row while it is basic (bumped when the row is set or taken).
        var version: UInt32 = 0
        /// Whether a compaction kept the row already (`generation` tells this pass's marks from older ones).
        var seen: UInt32 = 0

        /// An empty list, keeping the row's version and mark.
        mutating func empty() {
            head = -1
            tail = -1
            count = 0
            compactedCount = 0
        }
    }

    private var nodes: [Node] = []
    /// The first node of the chain of free ones (-1: none).
    private var free: Int32 = -1
    private var lists: [List] = []
    private var generation: UInt32 = 0

    /// Makes room for a new symbol (as a column and as a basic row).
    mutating func appendSymbol() {
        lists.append(List())
    }

    /// Forgets every row of every column.
    mutating func removeAll() {
        nodes.removeAll(keepingCapacity: true)
        free = -1
        for index in lists.indices {
            lists[index].empty()
            lists[index].version &+= 1
        }
    }

    /// The row of `basic` was set or taken: every entry naming its old row is stale.
    mutating func rowReplaced(_ basic: Symbol) {
        lists[Int(basic.id)].version &+= 1
    }

    /// Records that the row of `basic` now holds `symbol`.
    mutating func add(_ symbol: Symbol, inRowOf basic: Symbol) {
        let node = Node(row: basic.id, version: lists[Int(basic.id)].version, next: -1)
        let position: Int32
        if free >= 0 {
            position = free
            free = nodes[Int(position)].next
            nodes[Int(position)] = node
        } else {
            position = Int32(nodes.count)
            nodes.append(node)
        }
        let index = Int(symbol.id)
        if lists[index].tail >= 0 { nodes[Int(lists[index].tail)].next = position } else { lists[index].head = position }
        lists[index].tail = position
        lists[index].count += 1
        if lists[index].count > 2 * max(16, lists[index].compactedCount) { compact(index, nil) }
    }

    /// The rows that hold `symbol`, each once, in the order they gained it; stale entries are dropped on the way.
    mutating func rows(holding symbol: Symbol, _ rows: [Row?]) -> [Int32] {
        compact(Int(symbol.id)) { rows[Int($0)]?.index(of: symbol).found ?? false }
        var result: [Int32] = []
        result.reserveCapacity(Int(lists[Int(symbol.id)].count))
        var position = lists[Int(symbol.id)].head
        while position >= 0 {
            result.append(nodes[Int(position)].row)
            position = nodes[Int(position)].next
        }
        return result
    }

    /// Empties the list of `symbol` and returns the rows it names whose version is current; a row may appear twice
    /// or have lost the symbol since (a substitution skips a row without the symbol).
    mutating func take(_ symbol: Symbol, into result: inout [Int32]) {
        let index = Int(symbol.id)
        result.removeAll(keepingCapacity: true)
        var position = lists[index].head
        while position >= 0 {
            let node = nodes[Int(position)]
            if lists[Int(node.row)].version == node.version { result.append(node.row) }
            nodes[Int(position)].next = free
            free = position
            position = node.next
        }
        lists[index].empty()
    }

    /// Keeps the current entries of a list once each (and, with `holds`, only rows that still hold the symbol).
    private mutating func compact(_ index: Int, _ holds: ((Int32) -> Bool)?) {
        generation &+= 1
        if generation == 0 {
            for row in lists.indices { lists[row].seen = 0 }
            generation = 1
        }
        var list = lists[index]
        // The walk marks rows in `lists`; only the list's own links are written back from this copy.
        var kept: Int32 = 0
        var previous: Int32 = -1
        var position = list.head
        while position >= 0 {
            let node = nodes[Int(position)]
            let row = Int(node.row)
            if lists[row].version == node.version, lists[row].seen != generation, holds?(node.row) ?? true {
                lists[row].seen = generation
                kept += 1
                previous = position
            } else {
                if previous >= 0 { nodes[Int(previous)].next = node.next } else { list.head = node.next }
                nodes[Int(position)].next = free
                free = position
            }
            position = node.next
        }
        lists[index].head = list.head
        lists[index].tail = previous
        lists[index].count = kept
        lists[index].compactedCount = kept
    }
}
