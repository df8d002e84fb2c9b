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

    /// The sign (-1, 0 or 1) of `lhs × lhsFactor − rhs × rhsFactor` in lexicographic order, amounts within the
    /// tolerance counting as zero; it makes no scaled copies (the dual ratio test compares a weight per term of a row).
    static func compare(_ lhs: SymbolicWeight, times lhsFactor: Double, _ rhs: SymbolicWeight, times rhsFactor: Double) -> Int {
        func scaled(_ amount: Double, _ factor: Double) -> Double {
            let value = amount * factor
            return value.isNearZero ? 0 : value
        }
        var i = 0, j = 0
        while i < lhs.parts.count || j < rhs.parts.count {
            let difference: Double
            if j == rhs.parts.count || (i < lhs.parts.count && lhs.parts[i].level > rhs.parts[j].level) {
                difference = scaled(lhs.parts[i].amount, lhsFactor)
                i += 1
            } else if i == lhs.parts.count || rhs.parts[j].level > lhs.parts[i].level {
                difference = -scaled(rhs.parts[j].amount, rhsFactor)
                j += 1
            } else {
                difference = scaled(lhs.parts[i].amount, lhsFactor) - scaled(rhs.parts[j].amount, rhsFactor)
                i += 1
                j += 1
            }
            if !difference.isNearZero { return difference < 0 ? -1 : 1 }
        }
        return 0
    }
}

extension Double {
    /// Whether the value is zero within the solver's tolerance.
    var isNearZero: Bool { abs(self) < 1e-8 }
}
