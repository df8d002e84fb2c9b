/// How much a constraint matters: `required` ones always hold (or are reported as conflicts); the others are
/// satisfied as well as possible, a stronger one before any number of weaker ones.
///
/// The priorities are Auto Layout's (1…1000, `required` at 1000); each distinct priority is its own level of the
/// objective (a symbolic weight), so a constraint at 751 beats any number of violations at 750, as in Apple's engine.
public struct Strength: Hashable, Comparable, Sendable {
    /// The priority, 0 < priority ≤ 1000.
    public var priority: Double

    public init(_ priority: Double) {
        self.priority = min(1000, max(Strength.lowest, priority))
    }

    /// The constraints that must hold.
    public static let required = Strength(1000)
    /// Cassowary's named strengths, at the priorities Auto Layout gives them.
    public static let strong = Strength(750)
    public static let medium = Strength(500)
    public static let weak = Strength(250)

    /// The weakest level there is, below every priority a caller can give (used to exercise ambiguity).
    static let lowest = 1e-3

    public var isRequired: Bool { priority >= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }
}

/// A coefficient of the objective: a sum of amounts at distinct priority levels, compared level by level from the
/// highest (a lexicographic, "symbolic" weight).
struct SymbolicWeight: Sendable {
    /// (level, amount), highest level first, no zero amounts.
    private(set) var parts: [(level: Double, amount: Double)] = []

    static let zero = SymbolicWeight()

    init() {}

    init(level: Double, amount: Double) {
        if !amount.isNearZero { parts = [(level, amount)] }
    }

    var isZero: Bool { parts.isEmpty }

    /// Whether the weight is below zero: its highest level's amount is negative.
    var isNegative: Bool { parts.first.map { $0.amount < 0 } ?? false }

    /// Adds `other × factor` in place.
    mutating func add(_ other: SymbolicWeight, times factor: Double) {
        for part in other.parts { add(level: part.level, amount: part.amount * factor) }
    }

    mutating func add(level: Double, amount: Double) {
        guard !amount.isNearZero else { return }
        var index = 0
        while index < parts.count, parts[index].level > level { index += 1 }
        if index < parts.count, parts[index].level == level {
            let sum = parts[index].amount + amount
            if sum.isNearZero { parts.remove(at: index) } else { parts[index].amount = sum }
        } else {
            parts.insert((level, amount), at: index)
        }
    }

    func scaled(by factor: Double) -> SymbolicWeight {
        var result = SymbolicWeight()
        result.parts = parts.compactMap { part in
            let amount = part.amount * factor
            return amount.isNearZero ? nil : (part.level, amount)
        }
        return result
    }

    /// Lexicographic order, highest level first.
    static func < (lhs: SymbolicWeight, rhs: SymbolicWeight) -> Bool {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference.isNegative
    }
}

extension Double {
    /// Whether the value is zero within the solver's tolerance.
    var isNearZero: Bool { abs(self) < 1e-8 }
}
