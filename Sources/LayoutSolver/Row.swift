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

    /// Adds `factor × other` (terms and constant) in one merge of the two sorted rows, telling `changed` each symbol
    /// that enters or leaves the row.
    mutating func add(_ other: Row, times factor: Double, _ changed: (Symbol, Change) -> Void) {
        constant += factor * other.constant
        var merged: [Term] = []
        merged.reserveCapacity(terms.count + other.terms.count)
        var i = 0, j = 0
        while i < terms.count || j < other.terms.count {
            if j == other.terms.count || (i < terms.count && terms[i].symbol.id < other.terms[j].symbol.id) {
                merged.append(terms[i])
                i += 1
            } else if i == terms.count || other.terms[j].symbol.id < terms[i].symbol.id {
                let value = factor * other.terms[j].coefficient
                if !value.isNearZero {
                    merged.append(Term(symbol: other.terms[j].symbol, coefficient: value))
                    changed(other.terms[j].symbol, .added)
                }
                j += 1
            } else {
                let sum = terms[i].coefficient + factor * other.terms[j].coefficient
                if sum.isNearZero { changed(terms[i].symbol, .removed) } else { merged.append(Term(symbol: terms[i].symbol, coefficient: sum)) }
                i += 1
                j += 1
            }
        }
        terms = merged
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
