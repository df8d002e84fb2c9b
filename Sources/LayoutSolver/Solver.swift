/// An incremental Cassowary simplex solver (Badros, Borning and Stuckey's algorithm, in the formulation of the
/// Kiwi solver): constraints are added, removed and their constants edited one at a time, each change re-optimizing
/// from the previous solution. A column index (which rows hold each symbol) keeps each change proportional to the
/// rows it touches, so that building a system of n independent groups costs about n.
///
/// It knows nothing of views: Auto Layout maps views' attributes to its variables. The tableau's storage skips
/// Swift's run-time exclusivity checks (`@exclusivity(unchecked)`): no method holds two accesses to one of them,
/// and the checks, one per array access, were a quarter of the instructions it took to build a large tree.
public final class Solver {
    /// How many symbols there are. The per-symbol arrays of plain values below hold room for more, at their
    /// defaults, so that a new symbol writes its kind rather than appending to each (a uniqueness check and a bounds
    /// check each: making symbols was a thirtieth of building a large tree); `objective`, whose weights are copied
    /// with a retain, grows by one a symbol.
    @exclusivity(unchecked) var symbolCount = 0
    /// Each symbol's kind, indexed by id.
    @exclusivity(unchecked) var kinds: [Symbol.Kind] = []
    /// The names of the caller's variables that have one, for reports (most have none: an array of empty names
    /// cost an append per symbol).
    @exclusivity(unchecked) var names: [Int32: String] = [:]
    /// The tableau: the row of each basic symbol, indexed by the symbol's id.
    @exclusivity(unchecked) var rows: [Row?] = []
    /// The basic symbols whose rows hold each symbol, indexed by the symbol's id.
    let columns = ColumnIndex()
    /// Storage reused by every substitution (the rows holding the symbol replaced).
    @exclusivity(unchecked) var holders: [Int32] = []
    /// The objective to minimize, one symbolic weight per non-basic symbol but the dummies: a dummy never enters
    /// the basis by the simplex, so its weight is found from the rows holding it only when its constraint is removed
    /// (required equalities' markers are most of the terms of a deep tree's rows, and updating their weights at every
    /// substitution was most of the objective's work).
    @exclusivity(unchecked) var objective: [SymbolicWeight] = []
    /// The priority level each error symbol is weighted at in the objective (-1: none, or no longer).
    @exclusivity(unchecked) var errorLevels: [Double] = []
    /// Symbols whose objective weight may be negative (checked when chosen).
    @exclusivity(unchecked) var negativeCandidates: [Symbol] = []
    @exclusivity(unchecked) var isCandidate: [Bool] = []
    /// Whether a pivot loop has pivoted, leaving the rows of the caller's variables behind until it ends
    /// (`endPivoting`), and the rows it left.
    @exclusivity(unchecked) var isPivoting = false
    @exclusivity(unchecked) var staleRows: [Int32] = []
    /// How many substitutions into variables' rows waited for the end of a pivot loop (tests read it).
    @exclusivity(unchecked) var deferredSubstitutionCount = 0
    /// Basic rows whose constant went negative, for the dual simplex.
    @exclusivity(unchecked) var infeasible: [Symbol] = []
    /// The constraints in the solver, each at the slot its tag names (a dictionary by identity cost a hash insert
    /// per constraint added).
    @exclusivity(unchecked) var members: [LinearConstraint] = []
    /// The edit constraint of each edited variable.
    @exclusivity(unchecked) var edits: [Variable: LinearConstraint] = [:]
    @exclusivity(unchecked) var nextSerial = 0
    /// How many pivots the solver has made (how much work its changes took; tests read it).
    @exclusivity(unchecked) var pivotCount = 0
    /// How many rows symbols were substituted into, at once or deferred (the rest of that work; tests read it).
    @exclusivity(unchecked) var substitutedRowCount = 0

    public init() {}

    /// Makes room for about `constraints` more constraints over `variables` more variables, so that building a large
    /// system grows none of the per-symbol arrays on the way (each growth copied every symbol's entry).
    public func reserveCapacity(constraints: Int, variables: Int) {
        extendSymbols(to: symbolCount + variables + 2 * constraints)
        members.reserveCapacity(members.count + constraints)
    }

    /// Gives the per-symbol arrays room for `count` symbols, at their defaults.
    private func extendSymbols(to count: Int) {
        let more = count - kinds.count
        guard more > 0 else { return }
        kinds.append(contentsOf: repeatElement(.external, count: more))
        rows.append(contentsOf: repeatElement(nil, count: more))
        errorLevels.append(contentsOf: repeatElement(-1, count: more))
        isCandidate.append(contentsOf: repeatElement(false, count: more))
        objective.reserveCapacity(count)
        columns.reserveCapacity(count)
    }

    /// A new variable to solve for; `name` shows in reports.
    public func makeVariable(named name: String = "") -> Variable {
        Variable(symbol: makeSymbol(.external, name: name), solver: ObjectIdentifier(self))
    }

    /// The variable's value in the current solution (0 for a variable no constraint determines).
    public func value(of variable: Variable) -> Double {
        rows[Int(variable.symbol.id)]?.constant ?? 0
    }

    /// The name the variable was made with.
    public func name(of variable: Variable) -> String {
        names[variable.symbol.id] ?? ""
    }

    /// The number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { members.count }

    /// The constraints in the solver, by identity.
    public var constraints: [ObjectIdentifier: LinearConstraint] {
        Dictionary(uniqueKeysWithValues: members.map { (ObjectIdentifier($0), $0) })
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: LinearConstraint) -> Bool {
        guard let slot = constraint.tag?.slot else { return false }
        return slot < members.count && members[slot] === constraint
    }

    func makeSymbol(_ kind: Symbol.Kind, name: String = "") -> Symbol {
        let index = symbolCount
        if index == kinds.count { extendSymbols(to: max(64, 2 * index)) }
        symbolCount = index + 1
        let symbol = Symbol(id: Int32(index))
        kinds[index] = kind
        objective.append(.zero)
        if !name.isEmpty { names[symbol.id] = name }
        columns.appendSymbol(deferred: kind == .dummy)
        return symbol
    }

    func kind(_ symbol: Symbol) -> Symbol.Kind { kinds[Int(symbol.id)] }
}

// MARK: Adding and removing constraints

extension Solver {
    /// Adds a constraint and re-optimizes. A required constraint that contradicts the required ones already in the
    /// solver throws `SolverError.unsatisfiable` and leaves the solver as it was.
    public func add(_ constraint: LinearConstraint) throws(SolverError) {
        guard constraint.tag == nil else { throw .duplicate }
        for term in constraint.expression.terms {
            guard term.variable.solver == ObjectIdentifier(self) else { throw .invalid("a variable of another solver") }
            guard term.coefficient.isFinite else { throw .invalid("a coefficient that is not finite (\(term.coefficient))") }
        }
        guard constraint.constant.isFinite else { throw .invalid("a constant that is not finite (\(constraint.constant))") }
        var (row, tag) = makeRow(for: constraint)
        var subject = row.lowestSymbol(where: { kind($0.symbol) == .external })
        if subject == nil, row.terms.allSatisfy({ kind($0.symbol) == .dummy }) {
            guard row.constant.isNearZero else { throw .unsatisfiable }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        } else {
            try addByDualRatio(consume row, tag)
        }
        tag.slot = members.count
        constraint.tag = tag
        members.append(constraint)
        optimize()
    }

    /// Removes a constraint (nothing happens if it is not in the solver) and re-optimizes.
    public func remove(_ constraint: LinearConstraint) {
        guard contains(constraint), let tag = constraint.tag else { return }
        if kind(tag.marker) == .dummy { columns.recordDeferred(rows) }
        let last = members.removeLast()
        if tag.slot < members.count {
            members[tag.slot] = last
            last.tag?.slot = tag.slot
        }
        constraint.tag = nil
        removeErrorWeights(of: constraint, tag)
        if rows[Int(tag.marker.id)] != nil {
            _ = takeRow(tag.marker)
        } else if let leaving = markerLeavingRow(tag.marker) {
            // A dummy's weight is read from the rows before the leaving one is taken out.
            let weight = kind(tag.marker) == .dummy ? dummyWeight(tag.marker) : objective[Int(tag.marker.id)]
            var row = takeRow(leaving)
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row, weight: weight)
        } else {
            rebuild()
            return
        }
        optimize()
    }

    /// Changes the constant of a constraint in the solver without rebuilding: the change moves through the rows
    /// that hold the constraint's marker and the dual simplex restores feasibility, required constraints included
    /// (a required change that contradicts the others is taken back and thrown as `unsatisfiable`).
    public func updateConstant(of constraint: LinearConstraint, to constant: Double) throws(SolverError) {
        guard constant.isFinite else { throw .invalid("a constant that is not finite (\(constant))") }
        guard let tag = constraint.tag else {
            constraint.constant = constant
            return
        }
        let delta = constant - constraint.constant
        guard delta != 0 else { return }
        if kind(tag.marker) == .dummy { columns.recordDeferred(rows) }
        if touchesRedundantRow(tag.marker) {
            // A redundant required equality (a dummy in the basis) cannot move by the dual simplex: add it again.
            remove(constraint)
            constraint.constant = constant
            try add(constraint)
            return
        }
        constraint.constant = constant
        shift(tag.marker, by: delta / tag.markerCoefficient)
        guard dualOptimize() else {
            // Only a required constraint can leave the rows infeasible for good: the change is taken back and refused.
            constraint.constant -= delta
            shift(tag.marker, by: -delta / tag.markerCoefficient)
            if !dualOptimize() { rebuild() }
            throw .unsatisfiable
        }
    }

    /// Whether `marker` is, or is in the row of, a basic dummy (the marker of a redundant required equality).
    func touchesRedundantRow(_ marker: Symbol) -> Bool {
        if rows[Int(marker.id)] != nil { return kind(marker) == .dummy }
        return columns.rows(holding: marker, rows).contains { kinds[Int($0)] == .dummy }
    }

    /// The row of a constraint in terms of the current non-basic symbols, with its marker (and errors) added; the
    /// row of each basic variable is merged in whole (adding its cells one by one searched and inserted each).
    func makeRow(for constraint: LinearConstraint) -> (Row, Tag) {
        var row = Row(constant: constraint.constant)
        // Room for every term the rows merged in may bring and the constraint's own symbols: growing the row on
        // the way copied it again with each basic variable's row.
        var capacity = 2
        for term in constraint.expression.terms { capacity += rows[Int(term.variable.symbol.id)]?.terms.count ?? 1 }
        row.terms.reserveCapacity(capacity)
        for term in constraint.expression.terms {
            if let basic = rows[Int(term.variable.symbol.id)] {
                row.add(basic, times: term.coefficient, recordingIn: nil, as: term.variable.symbol)
            } else {
                row.add(term.variable.symbol, term.coefficient)
            }
        }
        let level = constraint.strength.priority
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.add(slack, coefficient)
            var other: Symbol?
            if !constraint.strength.isRequired {
                let error = makeSymbol(.error)
                row.add(error, -coefficient)
                errorLevels[Int(error.id)] = level
                addObjective(error, SymbolicWeight(level: level, amount: 1))
                other = error
            }
            tag = Tag(marker: slack, other: other, markerCoefficient: coefficient, serial: nextSerial)
        case .equal:
            if constraint.strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.add(dummy, 1)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1, serial: nextSerial)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                errorLevels[Int(plus.id)] = level
                errorLevels[Int(minus.id)] = constraint.strengthBelow.priority
                addObjective(plus, SymbolicWeight(level: level, amount: 1))
                addObjective(minus, SymbolicWeight(level: constraint.strengthBelow.priority, amount: 1))
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1, serial: nextSerial)
            }
        }
        nextSerial += 1
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// Adds a row that holds no free variable of the caller's (`0 = constant + Σ coefficient × symbol`, the
    /// constant ≥ 0) by solving it for the symbol the dual ratio test picks: among those that can take the value the
    /// row needs (any sign when the constant is zero, else a negative coefficient), the one with the least objective
    /// weight per unit, so the objective stays optimal and no primal pivot follows; rows the new value makes
    /// infeasible are restored by the dual simplex. A tie goes to the constraint's own marker or error (`tag`): no
    /// other row holds it, so solving for it substitutes nowhere and leaves every row feasible (a label's
    /// compression resistance, added after its hugging, otherwise took its hugging's slack and a dual pivot). (Solving for the constraint's own marker or error, as Kiwi does,
    /// put its weight into the objective and cost a degenerate pivot per optional constraint that already held; a
    /// phase one on an artificial objective for required rows walked thousands of pivots through the labels' errors.)
    /// A contradiction found before any change leaves the solver untouched; one found later builds the tableau again
    /// without the row. The row is taken (`consuming`), so solving it edits its terms in place instead of a copy.
    func addByDualRatio(_ row: consuming Row, _ tag: Tag) throws(SolverError) {
        let anySign = row.constant.isNearZero
        var best: DualRatio?
        for term in row.terms where kind(term.symbol) != .dummy && (anySign || term.coefficient < 0) {
            let candidate = DualRatio(factor: 1 / abs(term.coefficient), symbol: term.symbol)
            if best.map({ isBetter(candidate, than: $0, preferring: tag) }) ?? true { best = candidate }
        }
        guard let subject = best?.symbol else { throw .unsatisfiable }
        row.solve(for: subject)
        substitute(subject, with: row)
        setRow(subject, row)
        guard dualOptimize() else {
            rebuild()
            throw .unsatisfiable
        }
    }

    /// Takes a removed constraint's error weights out of the objective.
    func removeErrorWeights(of constraint: LinearConstraint, _ tag: Tag) {
        for (symbol, strength) in [(tag.marker, constraint.strength), (tag.other, constraint.strengthBelow)] {
            guard let symbol, kind(symbol) == .error else { continue }
            errorLevels[Int(symbol.id)] = -1
            let weight = SymbolicWeight(level: strength.priority, amount: -1)
            if let row = rows[Int(symbol.id)] {
                for term in row.terms { addObjective(term.symbol, weight, times: term.coefficient) }
            } else {
                addObjective(symbol, weight)
            }
        }
    }

    /// The row to pivot a removed constraint's marker into: the most restrictive one holding it.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (ratio: Double, symbol: Symbol)?, second: (ratio: Double, symbol: Symbol)?, third: Symbol?
        for id in columns.rows(holding: marker, rows) {
            let basic = Symbol(id: id)
            let row = rows[Int(id)]!
            let coefficient = row.coefficient(for: marker)
            if kind(basic) == .external {
                if third.map({ basic < $0 }) ?? true { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.symbol) }) ?? true { first = (ratio, basic) }
            } else {
                let ratio = row.constant / coefficient
                if second.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.symbol) }) ?? true { second = (ratio, basic) }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }

    /// Builds the tableau again from the constraints in the solver, in the order they were added.
    func rebuild() {
        let all = members.sorted { $0.tag!.serial < $1.tag!.serial }
        for index in 0..<symbolCount {
            rows[index] = nil
            objective[index] = .zero
            errorLevels[index] = -1
            isCandidate[index] = false
        }
        columns.removeAll()
        negativeCandidates = []
        infeasible = []
        members = []
        for constraint in all {
            constraint.tag = nil
            try? add(constraint)
        }
    }
}
