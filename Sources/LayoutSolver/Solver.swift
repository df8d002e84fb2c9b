/// An incremental Cassowary simplex solver (Badros, Borning and Stuckey's algorithm, in the formulation of the
/// Kiwi solver): constraints are added, removed and their constants edited one at a time, each change re-optimizing
/// from the previous solution. A column index (which rows hold each symbol) keeps each change proportional to the
/// rows it touches, so that building a system of n independent groups costs about n.
///
/// It knows nothing of views: Auto Layout maps views' attributes to its variables.
public final class Solver {
    /// Each symbol's kind, indexed by id.
    var kinds: [Symbol.Kind] = []
    /// The names of the caller's variables (empty for the solver's own symbols), for reports.
    var names: [String] = []
    /// The tableau: the row of each basic symbol, indexed by the symbol's id.
    var rows: [Row?] = []
    /// The basic symbols whose rows hold each symbol, indexed by the symbol's id.
    var columns = ColumnIndex()
    /// Storage reused by every substitution (the symbols that entered a row, the rows holding the one replaced).
    var addedSymbols: [Symbol] = []
    var holders: [Int32] = []
    /// The objective to minimize, one symbolic weight per non-basic symbol.
    var objective: [SymbolicWeight] = []
    /// Symbols whose objective weight may be negative (checked when chosen).
    var negativeCandidates: [Symbol] = []
    var isCandidate: [Bool] = []
    /// Basic rows whose constant went negative, for the dual simplex.
    var infeasible: [Symbol] = []
    /// The constraints in the solver, by identity.
    public internal(set) var constraints: [ObjectIdentifier: LinearConstraint] = [:]
    /// The edit constraint of each edited variable.
    var edits: [Variable: LinearConstraint] = [:]
    var nextSerial = 0
    /// How many pivots the solver has made (how much work its changes took; tests read it).
    var pivotCount = 0

    public init() {}

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
        names[Int(variable.symbol.id)]
    }

    /// The number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { constraints.count }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: LinearConstraint) -> Bool {
        constraint.tag != nil && constraints[ObjectIdentifier(constraint)] === constraint
    }

    func makeSymbol(_ kind: Symbol.Kind, name: String = "") -> Symbol {
        let symbol = Symbol(id: Int32(kinds.count))
        kinds.append(kind)
        names.append(name)
        rows.append(nil)
        columns.appendSymbol()
        objective.append(.zero)
        isCandidate.append(false)
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
        var subject = chooseSubject(row, tag)
        if subject == nil, row.terms.allSatisfy({ kind($0.symbol) == .dummy }) {
            guard row.constant.isNearZero else { throw .unsatisfiable }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        } else {
            try addByDualSimplex(row, marker: tag.marker)
        }
        constraint.tag = tag
        constraints[ObjectIdentifier(constraint)] = constraint
        optimize()
    }

    /// Removes a constraint (nothing happens if it is not in the solver) and re-optimizes.
    public func remove(_ constraint: LinearConstraint) {
        guard let tag = constraint.tag, constraints.removeValue(forKey: ObjectIdentifier(constraint)) != nil else { return }
        constraint.tag = nil
        removeErrorWeights(of: constraint, tag)
        if rows[Int(tag.marker.id)] != nil {
            _ = takeRow(tag.marker)
        } else if let leaving = markerLeavingRow(tag.marker) {
            var row = takeRow(leaving)
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
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

    /// The row of a constraint in terms of the current non-basic symbols, with its marker (and errors) added.
    func makeRow(for constraint: LinearConstraint) -> (Row, Tag) {
        var row = Row(constant: constraint.constant)
        for term in constraint.expression.terms {
            if let basic = rows[Int(term.variable.symbol.id)] {
                row.constant += term.coefficient * basic.constant
                for cell in basic.terms { row.add(cell.symbol, term.coefficient * cell.coefficient) }
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
                addObjective(plus, SymbolicWeight(level: level, amount: 1))
                addObjective(minus, SymbolicWeight(level: level, amount: 1))
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1, serial: nextSerial)
            }
        }
        nextSerial += 1
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: an external variable, else a marker or error with a negative coefficient.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.lowestSymbol(where: { kind($0.symbol) == .external }) { return external }
        func candidate(_ symbol: Symbol?) -> Bool {
            guard let symbol, kind(symbol) == .slack || kind(symbol) == .error else { return false }
            return row.coefficient(for: symbol) < 0
        }
        if candidate(tag.marker) { return tag.marker }
        return candidate(tag.other) ? tag.other : nil
    }

    /// Adds a required row that holds no variable of the caller's: its marker becomes basic (a slack below zero, or
    /// a dummy that must leave the basis at zero) and the dual simplex restores feasibility from the optimal tableau,
    /// so the priorities steer every pivot (a phase one on an artificial objective wanders among the optional
    /// constraints' errors and leaves a long walk to the primal simplex). A contradiction found before any pivot
    /// leaves the solver untouched; one found later builds the tableau again without the row.
    func addByDualSimplex(_ row: Row, marker: Symbol) throws(SolverError) {
        var row = row
        if kind(marker) == .dummy {
            // The dummy leaves at once: the entering symbol is the dual ratio test's choice on the side the
            // constant needs (either side when it is already zero).
            let scale = -1 / row.coefficient(for: marker)
            let value = row.constant * scale
            let rising = value.isNearZero ? dualEntering(row, scale: scale, rising: true) != nil : value < 0
            guard let entering = dualEntering(row, scale: scale, rising: rising) else { throw .unsatisfiable }
            row.solve(for: entering)
            substitute(entering, with: row)
            setRow(entering, row)
        } else {
            row.solve(for: marker)
            if row.constant < 0 {
                guard row.terms.contains(where: { $0.coefficient > 0 && kind($0.symbol) != .dummy }) else { throw .unsatisfiable }
                infeasible.append(marker)
            }
            setRow(marker, row)
        }
        guard dualOptimize() else {
            rebuild()
            throw .unsatisfiable
        }
    }

    /// The dual ratio test on `row` as it would read solved for its marker (`marker = row × scale`, terms only):
    /// among the symbols that can move the marker up (`rising`) or down, the one whose objective weight per unit is
    /// least, so that the objective stays optimal after the pivot.
    func dualEntering(_ row: Row, scale: Double, rising: Bool) -> Symbol? {
        var best: (ratio: SymbolicWeight, symbol: Symbol)?
        for term in row.terms where kind(term.symbol) != .dummy {
            let coefficient = term.coefficient * scale
            guard rising ? coefficient > 0 : coefficient < 0 else { continue }
            let ratio = objective[Int(term.symbol.id)].scaled(by: 1 / abs(coefficient))
            if best.map({ ratio < $0.ratio || (!($0.ratio < ratio) && term.symbol < $0.symbol) }) ?? true { best = (ratio, term.symbol) }
        }
        return best?.symbol
    }

    /// Takes a removed constraint's error weights out of the objective.
    func removeErrorWeights(of constraint: LinearConstraint, _ tag: Tag) {
        let weight = SymbolicWeight(level: constraint.strength.priority, amount: -1)
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kind(symbol) == .error {
            if let row = rows[Int(symbol.id)] {
                for term in row.terms { addObjective(term.symbol, weight.scaled(by: term.coefficient)) }
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
        let all = constraints.values.sorted { $0.tag!.serial < $1.tag!.serial }
        for index in rows.indices {
            rows[index] = nil
            objective[index] = .zero
            isCandidate[index] = false
        }
        columns.removeAll()
        negativeCandidates = []
        infeasible = []
        constraints = [:]
        for constraint in all {
            constraint.tag = nil
            try? add(constraint)
        }
    }
}
