/// Edit variables (a value suggested again and again, as a drag does) and what the solution leaves undetermined.
extension Solver {
    /// Makes `variable` editable at `strength` (below required: a suggestion never overrides a required constraint).
    public func addEditVariable(_ variable: Variable, strength: Strength = .strong) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicate }
        let level = min(strength.priority, 999)
        let constraint = LinearConstraint(LinearExpression([(variable, 1)], constant: -value(of: variable)), .equal, strength: Strength(level))
        try add(constraint)
        edits[variable] = constraint
    }

    public func removeEditVariable(_ variable: Variable) {
        guard let constraint = edits.removeValue(forKey: variable) else { return }
        remove(constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Asks for `value` for an edit variable; the solution moves incrementally (the dual simplex), nothing is rebuilt.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[variable] else { throw .invalid("\(name(of: variable)) is not an edit variable") }
        try updateConstant(of: constraint, to: -value)
    }

    /// Whether the solution leaves `variable` free: it is not determined by any constraint, or it can move along
    /// some direction that costs nothing (a slack, an error or another free variable with no weight in the objective).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let row = rows[Int(variable.symbol.id)] else { return true }
        return row.terms.contains { term in
            kind(term.symbol) != .dummy && objective[Int(term.symbol.id)].isZero
        }
    }

    /// The required constraints that name any of `variables` (for reporting a conflict).
    public func requiredConstraints(naming variables: [Variable]) -> [LinearConstraint] {
        let wanted = Set(variables)
        return members
            .filter { $0.strength.isRequired && $0.variables.contains(where: wanted.contains) }
            .sorted { $0.tag!.serial < $1.tag!.serial }
    }
}
