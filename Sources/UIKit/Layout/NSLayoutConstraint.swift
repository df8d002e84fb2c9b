import Foundation
import LayoutSolver

/// A relation between two layout attributes, `first = multiplier × second + constant` (or ≤, ≥), that Auto Layout
/// satisfies by its priority. The fields the engine reads while it builds skip Swift's run-time exclusivity checks
/// (no method holds two accesses to one of them; a screen of stack views reads them thousands of times).
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    /// The left side, as a sum of item attributes (one term, or two for an anchor made with `anchorWithOffset(to:)`).
    let firstTerms: LayoutTerms
    /// The right side before the multiplier (empty for a constant).
    let secondTerms: LayoutTerms

    /// The relation between the two sides.
    public let relation: Relation
    /// The factor of the second side.
    public let multiplier: CGFloat

    /// What is added to the second side; changing it re-solves the layout incrementally (and animates when the
    /// layout happens inside an animation block).
    @exclusivity(unchecked) open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                Diagnostics.report("NSLayoutConstraint constant \(constant) refused: not finite")
                constant = oldValue
                return
            }
            installation?.host?.constantChanged(self)
            UIView.selfSizingConstraintsChanged(inside: installation?.container)
        }
    }

    /// How much the constraint matters; a required constraint cannot become optional once active, as on iOS.
    @exclusivity(unchecked) open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if priority.rawValue <= 0 || priority.rawValue > 1000 || !priority.rawValue.isFinite {
                Diagnostics.report("NSLayoutConstraint priority \(priority.rawValue) refused: priorities go from 1 to 1000")
                priority = oldValue
                return
            }
            if isActive, (priority == .required) != (oldValue == .required) {
                Diagnostics.report("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported; keep it below 1000 while it is active")
                priority = oldValue
                return
            }
            installation?.host?.priorityChanged(self)
        }
    }

    /// A name for the constraint, shown in its description and in conflict reports.
    @exclusivity(unchecked) open var identifier: String?

    /// Whether the constraint is archived with its view (there are no archives here).
    open var shouldBeArchived = false

    /// Where the constraint is installed while it is active: the view holding it and the engine solving it.
    @exclusivity(unchecked) var installation: Installation?

    /// The view that holds an active constraint and the engine that solves it, through their handles (a value: an
    /// object per constraint was one more allocation for each of a stack view's dozens).
    struct Installation {
        private let containerReference: UnretainedReference<UIView>
        private var hostReference: UnretainedReference<LayoutEngineHost>

        var container: UIView? { containerReference.object }
        @MainActor var host: LayoutEngineHost? {
            get { hostReference.object }
            set { hostReference = UnretainedReference(newValue) }
        }

        @MainActor
        init(container: UIView, host: LayoutEngineHost) {
            containerReference = UnretainedReference(container)
            hostReference = UnretainedReference(host)
        }
    }

    /// The solver's constraint while the engine holds it, and the priority it was given there (999 once broken).
    @exclusivity(unchecked) var solverConstraint: LinearConstraint?
    /// The part of the solver expression's constant that comes from the attributes (margins, baselines), before
    /// `constant` is taken away: kept so that a constant edit re-solves incrementally.
    @exclusivity(unchecked) var solverBaseConstant: Double = 0
    /// Whether the engine had to break this required constraint to resolve a conflict.
    @exclusivity(unchecked) var isBroken = false

    /// A constraint from its terms; the priority and identifier are set here without the checks their setters make
    /// (a stack view's constraints are valid by construction).
    init(first: LayoutTerms, relation: Relation, second: LayoutTerms, multiplier: CGFloat, constant: CGFloat,
         priority: UILayoutPriority = .required, identifier: String? = nil) {
        firstTerms = first
        secondTerms = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        super.init()
    }

    /// `view1.attr1 relation multiplier × view2.attr2 + c`. The items are views or layout guides; `toItem` is nil
    /// (with `.notAnAttribute`) for a constant size.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let object1 = LayoutTerm.object(view1), object2 = view2.map(LayoutTerm.object)
        let first = LayoutTerm.make(object1, attr1)
        let second = object2.flatMap { item in attr2 == .notAnAttribute ? nil : LayoutTerm.make(item, attr2) }
        self.init(first: LayoutTerms(first), relation: relation, second: LayoutTerms(second),
                  multiplier: multiplier, constant: c)
        if let problem = LayoutTerm.problem(first: object1, attr1, second: object2, attr2) {
            Diagnostics.report("NSLayoutConstraint refused: \(problem); it will never be active")
            isInvalid = true
        }
    }

    /// A constraint whose items or attributes make no sense; activating it does nothing.
    @exclusivity(unchecked) var isInvalid = false

    /// The first item (a view or a layout guide).
    open var firstItem: AnyObject? { firstTerms.first?.item }
    /// The second item, nil for a constant.
    open var secondItem: AnyObject? { secondTerms.first?.item }
    open var firstAttribute: Attribute { firstTerms.first?.attribute ?? .notAnAttribute }
    open var secondAttribute: Attribute { secondTerms.first?.attribute ?? .notAnAttribute }

    /// The first side as an anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(terms: firstTerms) }
    /// The second side as an anchor, nil for a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondTerms.isEmpty ? nil : NSLayoutAnchor<AnyObject>(terms: secondTerms) }

    /// Whether the constraint takes part in layout: activating installs it on its items' nearest common ancestor.
    open var isActive: Bool {
        get { installation != nil }
        set {
            let container = installation?.container
            if newValue { LayoutEngineHost.activate(self) } else { LayoutEngineHost.deactivate(self) }
            UIView.selfSizingConstraintsChanged(inside: installation?.container ?? container)
        }
    }

    /// Activates the constraints together (the engine solves once, at the next layout).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        LayoutEngineHost.activate(constraints)
        // Asked once for the batch (a stack view activates dozens at a time): do constraints resize cells now?
        guard UIKitContextState.current.constraintsResizeCells else { return }
        for constraint in constraints { UIView.selfSizingConstraintsChanged(inside: constraint.installation?.container) }
    }

    /// `activate(_:)` for a view's own batch, whose items are the view, its subviews and its guides (see
    /// `LayoutEngineHost.activate(_:allOn:)`).
    static func activate(_ constraints: [NSLayoutConstraint], allOn container: UIView) {
        LayoutEngineHost.activate(constraints, allOn: container)
        guard UIKitContextState.current.constraintsResizeCells else { return }
        UIView.selfSizingConstraintsChanged(inside: container)
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    override open var description: String {
        MainActor.assumeIsolated { layoutDescription }
    }

    /// `<NSLayoutConstraint:0x… 'identifier' UIView:0x….width == 100   (active)>`, as iOS prints it.
    var layoutDescription: String {
        let name = identifier.map { "'\($0)' " } ?? ""
        func side(_ terms: LayoutTerms) -> String {
            terms.enumerated().map { index, term in
                let sign = index == 0 ? (term.coefficient < 0 ? "-" : "") : (term.coefficient < 0 ? " - " : " + ")
                return sign + term.description
            }.joined()
        }
        var right = side(secondTerms)
        if !secondTerms.isEmpty, multiplier != 1 { right = "\(Self.format(multiplier))*\(right)" }
        if constant != 0 || secondTerms.isEmpty {
            right += secondTerms.isEmpty ? Self.format(constant) : (constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))")
        }
        let priorityText = priority == .required ? "" : " @\(Self.format(CGFloat(priority.rawValue)))"
        let state = isActive ? "   (active)" : ""
        return "<NSLayoutConstraint:\(LayoutTerm.address(self)) \(name)\(side(firstTerms)) \(relation.symbol) \(right)\(priorityText)\(state)>"
    }

    nonisolated static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%g", Double(value))
    }
}

extension NSLayoutConstraint {
    /// The attributes of an item a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The old name of `lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }

        /// Whether the attribute lies on the horizontal axis.
        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                 .trailingMargin, .centerXWithinMargins: return true
            default: return false
            }
        }

        var isSize: Bool { self == .width || self == .height }

        var name: String {
            switch self {
            case .left: return "left"
            case .right: return "right"
            case .top: return "top"
            case .bottom: return "bottom"
            case .leading: return "leading"
            case .trailing: return "trailing"
            case .width: return "width"
            case .height: return "height"
            case .centerX: return "centerX"
            case .centerY: return "centerY"
            case .lastBaseline: return "lastBaseline"
            case .firstBaseline: return "firstBaseline"
            case .leftMargin: return "leftMargin"
            case .rightMargin: return "rightMargin"
            case .topMargin: return "topMargin"
            case .bottomMargin: return "bottomMargin"
            case .leadingMargin: return "leadingMargin"
            case .trailingMargin: return "trailingMargin"
            case .centerXWithinMargins: return "centerXWithinMargins"
            case .centerYWithinMargins: return "centerYWithinMargins"
            case .notAnAttribute: return "notAnAttribute"
            }
        }
    }

    /// How the first side compares with the second.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }

        var linear: LinearRelation {
            switch self {
            case .lessThanOrEqual: return .lessThanOrEqual
            case .equal: return .equal
            case .greaterThanOrEqual: return .greaterThanOrEqual
            }
        }
    }

    /// Options of the visual format language: how the views of a line align, their direction, how spacing counts.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The old name of `alignAllLastBaseline`.
        public static var alignAllBaseline: FormatOptions { .alignAllLastBaseline }
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }
}
