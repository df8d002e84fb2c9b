import Foundation

/// An attribute of a view or layout guide to make constraints from: `a.leadingAnchor.constraint(equalTo:
/// b.leadingAnchor, constant: 8)`. The type parameter keeps x-axis, y-axis and dimension anchors apart.
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The attributes the anchor stands for (one, or two for `anchorWithOffset(to:)`).
    let terms: LayoutTerms

    init(terms: LayoutTerms) {
        self.terms = terms
        super.init()
    }

    convenience init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.init(terms: LayoutTerms(LayoutTerm(item: item, attribute: attribute)))
    }

    /// The item the anchor belongs to.
    open var item: AnyObject? { terms.first?.item }

    /// The anchor's name as descriptions show it (`UIView:0x….leading`).
    open var name: String { terms.map(\.description).joined(separator: " + ") }

    /// Whether the anchor's item has more than one place its constraints allow on this anchor's axis.
    open var hasAmbiguousLayout: Bool {
        guard let item = terms.first?.item, let host = LayoutEngineHost.host(for: item) else { return false }
        return host.isAmbiguous(item, horizontal: terms[0].attribute.isHorizontal)
    }

    /// The constraints that affect this anchor's item on its axis.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let item = terms.first?.item, let host = LayoutEngineHost.host(for: item) else { return [] }
        return host.constraintsAffecting(item, horizontal: terms[0].attribute.isHorizontal)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// The terms of the distance from this anchor to `other` (`other − self`).
    func offsetTerms(to other: NSLayoutAnchor<AnchorType>) -> LayoutTerms {
        LayoutTerms(Array(other.terms) + terms.map { LayoutTerm(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient) })
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: terms, relation: relation, second: anchor?.terms ?? .none, multiplier: multiplier, constant: constant)
    }

    override open var description: String {
        MainActor.assumeIsolated { "<\(type(of: self)):\(LayoutTerm.address(self)) \"\(name)\">" }
    }
}

/// The standard spacing between two sibling anchors (`…SystemSpacingAfter/Below`), in points.
let systemSpacing: CGFloat = 8

/// An anchor on the horizontal axis (left, right, leading, trailing, centerX).
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor`, as a dimension to constrain.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(terms: offsetTerms(to: otherAnchor))
    }

    /// `self = anchor + multiplier × system spacing`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// An anchor on the vertical axis (top, bottom, centerY, baselines).
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(terms: offsetTerms(to: otherAnchor))
    }

    /// `self = anchor + multiplier × system spacing`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }

    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }

    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A width, a height, or a distance between two anchors (`anchorWithOffset(to:)`).
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, nil, constant: c)
    }

    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }

    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
