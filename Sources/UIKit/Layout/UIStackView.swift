import Foundation

/// Lays out a row or column of arranged subviews with constraints: how they share the length (`distribution`), how
/// they sit across it (`alignment`), the spacing between them. Hiding an arranged subview collapses it; inside an
/// animation block it collapses smoothly while the others slide, and un-hiding animates back.
///
/// The settings its arrangement reads skip Swift's run-time exclusivity checks (none is accessed twice at once).
///
/// Difference from Apple: inside a `UIViewPropertyAnimator` a hidden row's layer hides at once (the others still slide).
@MainActor @preconcurrency
open class UIStackView: UIView {
    /// The views the stack arranges, in order (each is also a subview).
    @exclusivity(unchecked) open private(set) var arrangedSubviews: [UIView] = []

    @exclusivity(unchecked) open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged(oldValue != axis) } }
    @exclusivity(unchecked) open var distribution: Distribution = .fill { didSet { arrangementChanged(oldValue != distribution) } }
    @exclusivity(unchecked) open var alignment: Alignment = .fill { didSet { arrangementChanged(oldValue != alignment) } }
    /// The space between adjacent arranged views (the least space for `equalSpacing` and `equalCentering`).
    @exclusivity(unchecked) open var spacing: CGFloat = 0 { didSet { arrangementChanged(oldValue != spacing) } }
    /// Whether spacing is measured between baselines in a vertical stack.
    @exclusivity(unchecked) open var isBaselineRelativeArrangement = false { didSet { arrangementChanged(oldValue != isBaselineRelativeArrangement) } }
    /// Whether the views are arranged within the layout margins rather than the bounds.
    @exclusivity(unchecked) open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged(oldValue != isLayoutMarginsRelativeArrangement) } }

    /// Spacing after particular views (`setCustomSpacing(_:after:)`).
    @exclusivity(unchecked) var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made for its arrangement, replaced when it changes.
    @exclusivity(unchecked) var arrangementConstraints: [NSLayoutConstraint] = []
    /// The guides between views for `equalSpacing` and `equalCentering`.
    @exclusivity(unchecked) var spacingGuides: [UILayoutGuide] = []

    /// Use the stack's `spacing` after a view (the value `customSpacing(after:)` gives when none was set).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// Use the system's standard spacing after a view.
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arrangement (and as a subview), placed by constraints from now on.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            Diagnostics.report("insertArrangedSubview refused: a stack view cannot arrange itself")
            return
        }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangementChanged(true)
    }

    /// Stops arranging `view`; it stays a subview, as on iOS.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        view.autoLayoutStorage?.stackHidden = nil
        arrangementChanged(true)
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementChanged(true)
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    override open func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    override open func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    override open var forFirstBaselineLayout: UIView { visibleArrangedSubviews.first ?? self }
    override open var forLastBaselineLayout: UIView { visibleArrangedSubviews.last ?? self }

    /// The arrangement changed: new constraints before the next layout.
    func arrangementChanged(_ changed: Bool) {
        guard changed else { return }
        setNeedsUpdateConstraints()
    }

    /// The arranged subviews that are not hidden.
    var visibleArrangedSubviews: [UIView] {
        var visible: [UIView] = []
        visible.reserveCapacity(arrangedSubviews.count)
        for view in arrangedSubviews where !view.isHidden { visible.append(view) }
        return visible
    }
}

extension UIStackView {
    /// How arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        /// Views keep their sizes where they can; extra space goes to the one that hugs least (the last of equals).
        case fill = 0
        case fillEqually = 1
        /// Sizes in proportion to the views' intrinsic sizes.
        case fillProportionally = 2
        /// Views keep their sizes; the gaps between them are equal.
        case equalSpacing = 3
        /// Views keep their sizes; their centers are equally spaced.
        case equalCentering = 4
    }

    /// How arranged views sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
}
