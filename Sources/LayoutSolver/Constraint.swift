/// A linear expression over the solver's variables: `Σ coefficient × variable + constant`.
public struct LinearExpression: Sendable {
    public var terms: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
        self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
        self.constant = constant
    }

    /// An expression from terms already labelled (no copy).
    public init(terms: [(variable: Variable, coefficient: Double)], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

/// How a constraint's expression compares with zero.
public enum LinearRelation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// `expression relation 0` at a strength; a handle the solver adds, edits and removes.
public final class LinearConstraint {
    public let expression: LinearExpression
    public let relation: LinearRelation
    public let strength: Strength
    /// For a non-required equality, the strength of the expression falling below zero (`strength` is then that of
    /// rising above it): one row with two errors instead of a pair of inequalities, the same optimum at half the
    /// symbols (a view's hugging and compression resistance on one axis).
    public let strengthBelow: Strength
    /// The caller's object the constraint stands for (named in conflict reports).
    public let owner: AnyObject?

    /// The columns the solver made for the constraint, while it is in a solver.
    @exclusivity(unchecked) var tag: Tag?
    /// The expression's constant as the solver has it (it changes through `Solver.updateConstant`).
    @exclusivity(unchecked) public internal(set) var constant: Double

    public init(_ expression: LinearExpression, _ relation: LinearRelation, strength: Strength = .required, owner: AnyObject? = nil) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        strengthBelow = strength
        self.owner = owner
        constant = expression.constant
    }

    /// A non-required equality whose expression costs `above` per unit over zero and `below` per unit under it.
    public init(_ expression: LinearExpression, equalAt above: Strength, below: Strength, owner: AnyObject? = nil) {
        precondition(!above.isRequired && !below.isRequired, "a required side is an inequality of its own")
        self.expression = expression
        relation = .equal
        strength = above
        strengthBelow = below
        self.owner = owner
        constant = expression.constant
    }

    /// The variables the constraint names.
    public var variables: [Variable] { expression.terms.map(\.variable) }
}

/// The symbols a constraint added to the tableau: its marker (slack, error or dummy) and, for a non-required
/// equality, the opposite error; `markerCoefficient` is the marker's coefficient in the constraint's own row.
struct Tag {
    var marker: Symbol
    var other: Symbol?
    var markerCoefficient: Double
    /// The order the constraint was added in, for rebuilding the tableau in the same order.
    var serial: Int
    /// Where the constraint is in the solver's `members`.
    var slot = 0

    /// Whether `symbol` is one of the constraint's own.
    func owns(_ symbol: Symbol) -> Bool {
        symbol == marker || symbol == other
    }
}

/// Why a constraint could not be added.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint contradicts the required constraints already in the solver.
    case unsatisfiable
    /// The constraint is already in the solver.
    case duplicate
    /// The constraint names a variable of another solver, or a coefficient that is not finite.
    case invalid(String)
}
