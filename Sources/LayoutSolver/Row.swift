/// One row of the tableau: `basic = constant + Σ coefficient × symbol` (or, before it is solved, `0 = …`).
/// Rows are short (a handful of terms), so they are kept as small unsorted arrays.
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

    func coefficient(for symbol: Symbol) -> Double {
        for term in terms where term.symbol == symbol { return term.coefficient }
        return 0
    }

    /// How adding to a coefficient changed the row's set of symbols.
    enum Change { case added, removed, kept }

    /// Adds `coefficient × symbol`, dropping the term when it becomes zero.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Change {
        for index in terms.indices where terms[index].symbol == symbol {
            let sum = terms[index].coefficient + coefficient
            if sum.isNearZero {
                terms.swapAt(index, terms.count - 1)
                terms.removeLast()
                return .removed
            }
            terms[index].coefficient = sum
            return .kept
        }
        guard !coefficient.isNearZero else { return .kept }
        terms.append(Term(symbol: symbol, coefficient: coefficient))
        return .added
    }

    /// Removes `symbol`'s term, returning its coefficient.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        for index in terms.indices where terms[index].symbol == symbol {
            let coefficient = terms[index].coefficient
            terms.swapAt(index, terms.count - 1)
            terms.removeLast()
            return coefficient
        }
        return 0
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
