/// The tableau's moves: rows in and out with their column index, substitution, and the primal and dual simplex.
extension Solver {
    func setRow(_ basic: Symbol, _ row: Row) {
        rows[Int(basic.id)] = row
        columns.rowReplaced(basic)
        for term in row.terms { columns.add(term.symbol, inRowOf: basic) }
    }

    func takeRow(_ basic: Symbol) -> Row {
        let row = rows[Int(basic.id)]!
        rows[Int(basic.id)] = nil
        columns.rowReplaced(basic)
        return row
    }

    /// Adds `weight × factor` to the objective's coefficient of `symbol` (nothing for a dummy: see `objective`).
    func addObjective(_ symbol: Symbol, _ weight: SymbolicWeight, times factor: Double = 1) {
        let index = Int(symbol.id)
        guard kinds[index] != .dummy else { return }
        objective[index].add(weight, times: factor)
        if objective[index].isNegative, !isCandidate[index] {
            isCandidate[index] = true
            negativeCandidates.append(symbol)
        }
    }

    /// The objective's weight of a dummy: what the weighted error rows holding it give it.
    func dummyWeight(_ dummy: Symbol) -> SymbolicWeight {
        var weight = SymbolicWeight.zero
        for id in columns.rows(holding: dummy, rows) where kinds[Int(id)] == .error && errorLevels[Int(id)] >= 0 {
            weight.add(SymbolicWeight(level: errorLevels[Int(id)], amount: 1), times: rows[Int(id)]!.coefficient(for: dummy))
        }
        return weight
    }

    /// Replaces `symbol` by `row` everywhere: in the rows that hold it and in the objective (at `weight`, when the
    /// caller found it: a dummy's).
    func substitute(_ symbol: Symbol, with row: Row, weight known: SymbolicWeight? = nil) {
        columns.take(symbol, into: &holders)
        substitutedRowCount += holders.count
        for id in holders {
            let index = Int(id)
            guard rows[index] != nil else { continue }
            if isPivoting, kinds[index] == .external {
                // No pivot reads a variable's row: it still holds the symbol, and is brought up to date once when
                // the loop ends (`endPivoting`).
                if !rows[index]!.isStale {
                    rows[index]!.isStale = true
                    staleRows.append(id)
                }
                deferredSubstitutionCount += 1
                columns.add(symbol, inRowOf: Symbol(id: id))
                continue
            }
            let coefficient = rows[index]!.remove(symbol)
            guard coefficient != 0 else { continue }
            rows[index]!.add(row, times: coefficient, recordingIn: columns, as: Symbol(id: id))
            if kinds[index] != .external, rows[index]!.constant < 0 { infeasible.append(Symbol(id: id)) }
        }
        // The symbol's weight is taken out of the objective rather than copied (a copy retained its parts).
        var weight = SymbolicWeight()
        swap(&weight, &objective[Int(symbol.id)])
        if let known { weight = known }
        if !weight.isZero {
            for term in row.terms { addObjective(term.symbol, weight, times: term.coefficient) }
        }
    }

    /// Pivots `entering` into the basis in place of `leaving`, in a loop that brings the variables' rows the pivot
    /// passes by up to date when it ends (`endPivoting`).
    func pivot(entering: Symbol, leaving: Symbol) {
        pivotCount += 1
        isPivoting = true
        var row = takeRow(leaving)
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        setRow(entering, row)
    }

    /// The primal simplex on the objective: pivots while some non-basic symbol's weight is negative.
    func optimize() {
        defer { if isPivoting { endPivoting() } }
        while let entering = enteringSymbol() {
            guard let leaving = leavingRow(for: entering) else {
                // Unbounded: the symbol can grow without limit; leave it (cannot happen with ≥ 0 errors).
                objective[Int(entering.id)] = .zero
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The negative-weight symbol with the lowest id (Bland's rule, against cycling).
    func enteringSymbol() -> Symbol? {
        var best: Symbol?
        var kept = 0
        for position in negativeCandidates.indices {
            let symbol = negativeCandidates[position]
            let index = Int(symbol.id)
            guard objective[index].isNegative, kinds[index] != .dummy, rows[index] == nil else {
                isCandidate[index] = false
                continue
            }
            negativeCandidates[kept] = symbol
            kept += 1
            if best.map({ symbol < $0 }) ?? true { best = symbol }
        }
        negativeCandidates.removeLast(negativeCandidates.count - kept)
        return best
    }

    /// The restricted row that limits `entering` first (the ratio test).
    func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for id in columns.rows(holding: entering, rows) where kinds[Int(id)] != .external {
            let row = rows[Int(id)]!
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best.map({ ratio < $0.ratio || (ratio == $0.ratio && id < $0.symbol.id) }) ?? true { best = (ratio, Symbol(id: id)) }
        }
        return best?.symbol
    }

    /// The dual simplex: pivots rows made infeasible by a constant edit back to feasibility; false if one cannot be.
    func dualOptimize() -> Bool {
        defer { if isPivoting { endPivoting() } }
        while let leaving = infeasible.popLast() {
            guard let row = rows[Int(leaving.id)], row.constant < 0 else { continue }
            var best: DualRatio?
            for term in row.terms where term.coefficient > 0 && kind(term.symbol) != .dummy {
                let candidate = DualRatio(factor: 1 / term.coefficient, symbol: term.symbol)
                if best.map({ isBetter(candidate, than: $0) }) ?? true { best = candidate }
            }
            guard let entering = best?.symbol else { return false }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// Ends a pivot loop: each variable's row a pivot passed by gets the rows of the symbols that entered the basis
    /// since (once, rather than at every pivot: a tree compressed to fit its screen took hundreds of pivots, each
    /// substituting into the rows of every view placed after the label it moved).
    func endPivoting() {
        isPivoting = false
        guard !staleRows.isEmpty else { return }
        for id in staleRows { refresh(id) }
        staleRows.removeAll(keepingCapacity: true)
    }

    /// Replaces each basic symbol in a row the loop passed by with that symbol's row (a variable's own brought up
    /// to date first: the loop may have passed it by too).
    func refresh(_ id: Int32) {
        let index = Int(id)
        guard rows[index]?.isStale == true else { return }
        rows[index]!.isStale = false
        var entered: [Symbol] = []
        for term in rows[index]!.terms where rows[Int(term.symbol.id)] != nil { entered.append(term.symbol) }
        guard !entered.isEmpty else { return }
        for symbol in entered where kinds[Int(symbol.id)] == .external { refresh(symbol.id) }
        var row = rows[index]!
        rows[index] = nil
        for symbol in entered {
            let coefficient = row.remove(symbol)
            guard coefficient != 0 else { continue }
            row.add(rows[Int(symbol.id)]!, times: coefficient, recordingIn: columns, as: Symbol(id: id))
        }
        rows[index] = row
    }

    /// Moves the constant of every row by the change of a constraint's constant, through its marker's column:
    /// the new system is the old one with `marker` replaced by `marker + amount`.
    func shift(_ marker: Symbol, by amount: Double) {
        let index = Int(marker.id)
        if rows[index] != nil {
            rows[index]!.constant -= amount
            if kinds[index] != .external, rows[index]!.constant < 0 { infeasible.append(marker) }
            return
        }
        for id in columns.rows(holding: marker, rows) {
            let coefficient = rows[Int(id)]!.coefficient(for: marker)
            rows[Int(id)]!.constant += coefficient * amount
            if kinds[Int(id)] != .external, rows[Int(id)]!.constant < 0 { infeasible.append(Symbol(id: id)) }
        }
    }
}

/// A candidate of the dual ratio test: `symbol`, which can move `1 / factor` per unit the row needs; its objective
/// weight is read in place when candidates are compared (`Solver.isBetter`), not copied into each.
struct DualRatio {
    var factor: Double
    var symbol: Symbol
}

extension Solver {
    /// Whether `candidate` costs less objective weight per unit than `other` (`weight × factor`, compared without
    /// making the scaled weights); a tie goes to the lowest symbol, but when a constraint is added (`tag` given)
    /// first to its own symbols (in no row yet) and then to the symbol in fewer rows (the rows the constraint's
    /// subject is substituted into). The lowest symbol is the oldest, in the rows of every view below it: adding by
    /// it alone made a tree of 11,000 views substitute six times as much per view as one of 1,000. (The dual simplex
    /// keeps the lowest: fewer rows there saved 8 % of a tree held within the screen and cost a tree that fits.)
    func isBetter(_ candidate: DualRatio, than other: DualRatio, preferring tag: Tag? = nil) -> Bool {
        let order = objective.withUnsafeBufferPointer { weights in
            SymbolicWeight.compare(weights[Int(candidate.symbol.id)], times: candidate.factor,
                                   weights[Int(other.symbol.id)], times: other.factor)
        }
        guard order == 0 else { return order < 0 }
        if let tag {
            let own = tag.owns(candidate.symbol), otherOwn = tag.owns(other.symbol)
            if own != otherOwn { return own }
            let rows = columns.listLength(of: candidate.symbol), otherRows = columns.listLength(of: other.symbol)
            if rows != otherRows { return rows < otherRows }
        }
        return candidate.symbol < other.symbol
    }
}
