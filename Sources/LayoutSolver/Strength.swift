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
/// highest (a lexicographic, "symbolic" weight). Most weights have one or two levels, so the first two parts are
/// held inline and only further ones in an array (an array per weight made every objective update allocate).
struct SymbolicWeight: Sendable {
    struct Part: Sendable {
        var level: Double
        var amount: Double
    }

    /// The parts, highest level first, no zero amounts: `first` and `second` while `inlineCount` says they are
    /// used, then `more`.
    private var first = Part(level: 0, amount: 0), second = Part(level: 0, amount: 0)
    private var inlineCount: UInt8 = 0
    private var more: [Part] = []

    /// No weight, made afresh (a stored constant was initialized once and retained on every copy, once a symbol).
    static var zero: SymbolicWeight { SymbolicWeight() }

    init() {}

    init(level: Double, amount: Double) {
        if !amount.isNearZero {
            first = Part(level: level, amount: amount)
            inlineCount = 1
        }
    }

    var count: Int { Int(inlineCount) + more.count }

    subscript(index: Int) -> Part {
        get { index == 0 ? first : index == 1 ? second : more[index - 2] }
        set {
            switch index {
            case 0: first = newValue
            case 1: second = newValue
            default: more[index - 2] = newValue
            }
        }
    }

    /// The parts in order, as an array (for reports and tests).
    var parts: [Part] { (0..<count).map { self[$0] } }

    var isZero: Bool { inlineCount == 0 }

    /// Whether the weight is below zero: its highest level's amount is negative.
    var isNegative: Bool { inlineCount > 0 && first.amount < 0 }

    /// Adds `other × factor` in place.
    mutating func add(_ other: SymbolicWeight, times factor: Double) {
        for index in 0..<other.count {
            let part = other[index]
            add(level: part.level, amount: part.amount * factor)
        }
    }

    mutating func add(level: Double, amount: Double) {
        guard !amount.isNearZero else { return }
        let count = count
        var index = 0
        while index < count, self[index].level > level { index += 1 }
        if index < count, self[index].level == level {
            let sum = self[index].amount + amount
            if sum.isNearZero { remove(at: index) } else { self[index].amount = sum }
        } else {
            insert(Part(level: level, amount: amount), at: index)
        }
    }

    private mutating func insert(_ part: Part, at index: Int) {
        if inlineCount < 2 { inlineCount += 1 } else { more.append(part) }
        var position = count - 1
        while position > index {
            self[position] = self[position - 1]
            position -= 1
        }
        self[index] = part
    }

    private mutating func remove(at index: Int) {
        let last = count - 1
        for position in index..<last { self[position] = self[position + 1] }
        if more.isEmpty { inlineCount -= 1 } else { more.removeLast() }
    }

    /// The sign (-1, 0 or 1) of `lhs × lhsFactor − rhs × rhsFactor` in lexicographic order, amounts within the
    /// tolerance counting as zero; it makes no scaled copies (the dual ratio test compares a weight per term of a row).
    static func compare(_ lhs: SymbolicWeight, times lhsFactor: Double, _ rhs: SymbolicWeight, times rhsFactor: Double) -> Int {
        func scaled(_ amount: Double, _ factor: Double) -> Double {
            let value = amount * factor
            return value.isNearZero ? 0 : value
        }
        let lhsCount = lhs.count, rhsCount = rhs.count
        var i = 0, j = 0
        while i < lhsCount || j < rhsCount {
            let difference: Double
            if j == rhsCount || (i < lhsCount && lhs[i].level > rhs[j].level) {
                difference = scaled(lhs[i].amount, lhsFactor)
                i += 1
            } else if i == lhsCount || rhs[j].level > lhs[i].level {
                difference = -scaled(rhs[j].amount, rhsFactor)
                j += 1
            } else {
                difference = scaled(lhs[i].amount, lhsFactor) - scaled(rhs[j].amount, rhsFactor)
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
