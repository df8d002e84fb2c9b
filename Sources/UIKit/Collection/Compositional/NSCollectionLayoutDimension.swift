import Foundation

/// One dimension of a compositional layout item: a fraction of its container's width or height, an absolute
/// length, or an estimate the element's own size replaces once measured.
@MainActor @preconcurrency
open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    var kind: Kind = .absolute
    /// The fraction, length or estimate.
    open private(set) var dimension: CGFloat = 0

    /// Difference from Apple: public (Apple's is unavailable); make dimensions with the class methods.
    public required override init() {
        super.init()
    }

    private static func make(_ kind: Kind, _ value: CGFloat) -> Self {
        let made = self.init()
        made.kind = kind
        made.dimension = value
        return made
    }

    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { make(.fractionalWidth, fractionalWidth) }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { make(.fractionalHeight, fractionalHeight) }
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { make(.absolute, absoluteDimension) }
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { make(.estimated, estimatedDimension) }
    /// Difference from Apple: laid out as `estimated(estimate)`; siblings are not made the same size.
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self { make(.uniformAcrossSiblings, estimatedDimension) }

    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    open var isAbsolute: Bool { kind == .absolute }
    open var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    open var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The length in a container of `container` size, or the measured length for an estimate.
    func resolved(in container: CGSize, measured: CGFloat?) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute: dimension
        case .estimated, .uniformAcrossSiblings: measured ?? dimension
        }
    }
}

/// The width and height of a compositional layout item, group or supplementary item.
@MainActor @preconcurrency
open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    open private(set) var widthDimension = NSCollectionLayoutDimension.absolute(0)
    open private(set) var heightDimension = NSCollectionLayoutDimension.absolute(0)

    public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.init()
        widthDimension = width
        heightDimension = height
    }

    /// Difference from Apple: public (Apple's is unavailable); it makes a zero size.
    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The size in a container of `container` size; estimated dimensions take `measured` when known.
    func resolved(in container: CGSize, measured: CGSize? = nil) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container, measured: measured?.width),
               height: heightDimension.resolved(in: container, measured: measured?.height))
    }
}

/// The space between the items of a group: fixed, or flexible (at least this much, sharing what is left).
@MainActor @preconcurrency
open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    open private(set) var spacing: CGFloat = 0
    open private(set) var isFlexibleSpacing = false
    open var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// Difference from Apple: public (Apple's is unavailable); it makes a fixed spacing of 0.
    public required override init() {
        super.init()
    }

    open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
        let made = self.init()
        made.spacing = flexibleSpacing
        made.isFlexibleSpacing = true
        return made
    }

    open class func fixed(_ fixedSpacing: CGFloat) -> Self {
        let made = self.init()
        made.spacing = fixedSpacing
        return made
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Extra space around an item within its group, edge by edge.
@MainActor @preconcurrency
open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
    open private(set) var leading: NSCollectionLayoutSpacing?
    open private(set) var top: NSCollectionLayoutSpacing?
    open private(set) var trailing: NSCollectionLayoutSpacing?
    open private(set) var bottom: NSCollectionLayoutSpacing?

    public convenience init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                            trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.init()
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// Difference from Apple: public (Apple's is unavailable); it makes no spacing.
    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
