/// One row of the tableau: `basic = constant + Σ coefficient × symbol` (or, before it is solved, `0 = …`).
/// Terms are kept sorted by symbol id, so that substituting one row into another is a single merge (rows of a
/// deep tree hold hundreds of terms; a search per term made each substitution quadratic).
struct Row: Sendable {
    struct Term: Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    var terms: [Term] = []
    /// Whether a pivot loop passed the row by (a variable's row, listed in the solver's `staleRows` once).
    var isStale = false

    init(constant: Double) {
        self.constant = constant
    }

    /// The index of `symbol`'s term, or where it would go (terms are kept sorted by symbol id).
    func index(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if terms[middle].symbol.id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, low < terms.count && terms[low].symbol.id == symbol.id)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = index(of: symbol)
        return found ? terms[index].coefficient : 0
    }

    /// How adding to a coefficient changed the row's set of symbols.
    enum Change { case added, removed, kept }

    /// Adds `coefficient × symbol`, dropping the term when it becomes zero.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Change {
        if terms.last.map({ $0.symbol.id < symbol.id }) ?? true {
            // A symbol newer than every term (a constraint's own slack, error or dummy) goes at the end.
            guard !coefficient.isNearZero else { return .kept }
            terms.append(Term(symbol: symbol, coefficient: coefficient))
            return .added
        }
        let (index, found) = index(of: symbol)
        if found {
            let sum = terms[index].coefficient + coefficient
            if sum.isNearZero {
                terms.remove(at: index)
                return .removed
            }
            terms[index].coefficient = sum
            return .kept
        }
        guard !coefficient.isNearZero else { return .kept }
        terms.insert(Term(symbol: symbol, coefficient: coefficient), at: index)
        return .added
    }

    /// Adds `factor × other` (terms and constant) in one merge of the two sorted rows, recording in `columns` that
    /// the row of `basic` holds each symbol that enters it (without a list of them in between). The merge runs from
    /// the back into room made at the end of the row's own storage, so a substitution allocates only when the row
    /// outgrows its capacity.
    mutating func add(_ other: Row, times factor: Double, recordingIn columns: ColumnIndex?, as basic: Symbol) {
        constant += factor * other.constant
        let count = terms.count, otherCount = other.terms.count
        guard otherCount > 0 else { return }
        if terms.capacity < count + otherCount { terms.reserveCapacity(max(2 * terms.capacity, count + otherCount)) }
        // The other row's terms are room to merge into (one copy; an append per term checked uniqueness each time).
        terms.append(contentsOf: other.terms)
        var write = count + otherCount
        terms.withUnsafeMutableBufferPointer { merged in
            other.terms.withUnsafeBufferPointer { theirs in
                var i = count - 1, j = otherCount - 1
                while j >= 0 {
                    let b = theirs[j]
                    if i >= 0, merged[i].symbol.id > b.symbol.id {
                        write -= 1
                        merged[write] = merged[i]
                        i -= 1
                    } else if i >= 0, merged[i].symbol.id == b.symbol.id {
                        let sum = merged[i].coefficient + factor * b.coefficient
                        if !sum.isNearZero {
                            write -= 1
                            merged[write] = Term(symbol: b.symbol, coefficient: sum)
                        }
                        i -= 1
                        j -= 1
                    } else {
                        let value = factor * b.coefficient
                        if !value.isNearZero {
                            write -= 1
                            merged[write] = Term(symbol: b.symbol, coefficient: value)
                            columns?.add(b.symbol, inRowOf: basic)
                        }
                        j -= 1
                    }
                }
                // The row's first i + 1 terms precede every term of the other row and stay where they are.
                let head = i + 1
                if write > head {
                    for position in write..<(count + otherCount) { merged[head + position - write] = merged[position] }
                }
                write = head + (count + otherCount - write)
            }
        }
        terms.removeLast(terms.count - write)
    }

    /// Removes `symbol`'s term, returning its coefficient.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = index(of: symbol)
        guard found else { return 0 }
        return terms.remove(at: index).coefficient
    }

    mutating func reverseSign() {
        constant = -constant
        for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
    }

    /// Turns `0 = constant + c·symbol + rest` into `symbol = -(constant + rest)/c`.
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / remove(symbol)
        constant *= coefficient
        for index in terms.indices { terms[index].coefficient *= coefficient }
    }

    /// Turns `lhs = … + c·rhs + …` into `rhs = …` (a pivot).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// The symbol with the lowest id among those that pass `test` (lowest id keeps choices deterministic).
    func lowestSymbol(where test: (Term) -> Bool) -> Symbol? {
        var best: Symbol?
        for term in terms where test(term) && (best.map { term.symbol < $0 } ?? true) { best = term.symbol }
        return best
    }
}
