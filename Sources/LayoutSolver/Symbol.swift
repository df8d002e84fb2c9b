/// A column of the simplex tableau: a variable of the caller's (external) or one the solver adds for a constraint.
struct Symbol: Hashable, Comparable, Sendable {
    /// What the symbol stands for, which decides how the solver may pivot on it.
    enum Kind: UInt8, Sendable {
        /// A variable the caller solves for; never restricted in sign.
        case external
        /// The slack of an inequality, or the artificial variable of a row being added; always ≥ 0.
        case slack
        /// The error of a non-required constraint, weighted in the objective; always ≥ 0.
        case error
        /// The marker of a required equality; fixed at zero, never entering the basis.
        case dummy
    }

    /// The symbol's index in the solver's per-symbol arrays.
    let id: Int32

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// A variable the caller solves for, made by a `Solver` (`makeVariable(named:)`) and read back with `value(of:)`.
public struct Variable: Hashable, Sendable {
    let symbol: Symbol
    /// The solver that made it.
    let solver: ObjectIdentifier
}
