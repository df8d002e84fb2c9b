import Foundation
import QuartzCore

/// The layout a collection view shows during an interactive layout transition: each element sits
/// `transitionProgress` of the way from its place in `currentLayout` to its place in `nextLayout` (frame, alpha and
/// transform interpolated; an element only one layout has fades). Subclasses refine the attributes, reading values
/// they keep with `updateValue(_:forAnimatedKey:)`.
@MainActor @preconcurrency
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    private let fromLayout: UICollectionViewLayout
    private let toLayout: UICollectionViewLayout
    /// The interpolated attributes by element, in the order the layouts list them, as of the last `prepare()`.
    private var elements: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    private var order: [CollectionElementKey] = []
    private var animatedValues: [String: CGFloat] = [:]

    /// The layout the transition leaves.
    open var currentLayout: UICollectionViewLayout { fromLayout }
    /// The layout the transition goes to.
    open var nextLayout: UICollectionViewLayout { toLayout }

    /// How far the transition is, 0 (`currentLayout`) to 1 (`nextLayout`); setting it lays the elements out again.
    open var transitionProgress: CGFloat = 0 {
        didSet {
            guard transitionProgress != oldValue else { return }
            invalidateLayout()
        }
    }

    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        fromLayout = currentLayout
        toLayout = newLayout
        super.init()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keeps `value` under `key` for the subclass's layout code to read with `value(forAnimatedKey:)`.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value last kept under `key`; 0 when none was.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    /// Prepares both layouts and interpolates every element they place.
    override open func prepare() {
        super.prepare()
        fromLayout.prepareIfNeeded()
        toLayout.prepareIfNeeded()
        let before = Self.attributesByElement(of: fromLayout, around: collectionView?.bounds ?? .zero)
        let after = Self.attributesByElement(of: toLayout, around: collectionView?.bounds ?? .zero)
        order = before.order + after.order.filter { before.attributes[$0] == nil }
        elements = [:]
        for key in order {
            elements[key] = Self.interpolate(from: before.attributes[key], to: after.attributes[key], progress: transitionProgress)
        }
    }

    override open var collectionViewContentSize: CGSize {
        fromLayout.collectionViewContentSize.interpolate(to: toLayout.collectionViewContentSize, amount: transitionProgress)
    }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        order.compactMap { elements[$0] }.filter { $0.frame.intersects(rect) }.map(Self.copy)
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)) {
            $0.layoutAttributesForItem(at: indexPath)
        }
    }

    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)) {
            $0.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        }
    }

    override open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(for: CollectionElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath)) {
            $0.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
        }
    }

    /// A change of bounds that invalidates either layout invalidates it and this one.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        fromLayout.shouldInvalidateLayout(forBoundsChange: newBounds) || toLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    override open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        for layout in [fromLayout, toLayout] where layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
        return super.invalidationContext(forBoundsChange: newBounds)
    }

    /// An invalidation of the data source's counts reaches both layouts too.
    override open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts {
            for layout in [fromLayout, toLayout] {
                layout.invalidateLayout(with: .everything(of: UICollectionViewLayoutInvalidationContext.self, counts: true))
            }
        }
        super.invalidateLayout(with: context)
    }

    /// The interpolated attributes of `key`, or those worked out from both layouts' answers when the element was
    /// outside what `prepare()` asked for.
    private func attributes(for key: CollectionElementKey,
                            _ query: (UICollectionViewLayout) -> UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        if let known = elements[key] { return Self.copy(known) }
        let from = query(fromLayout), to = query(toLayout)
        guard from != nil || to != nil else { return nil }
        return Self.interpolate(from: from, to: to, progress: transitionProgress)
    }

    private static func copy(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
    }

    /// Every element `layout` places in its content and around the visible `bounds`, by element.
    private static func attributesByElement(of layout: UICollectionViewLayout, around bounds: CGRect)
        -> (attributes: [CollectionElementKey: UICollectionViewLayoutAttributes], order: [CollectionElementKey]) {
        let area = CGRect(origin: .zero, size: layout.collectionViewContentSize).union(bounds)
        var attributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        var order: [CollectionElementKey] = []
        for element in layout.layoutAttributesForElements(in: area) ?? [] where attributes[element.elementKey] == nil {
            attributes[element.elementKey] = element
            order.append(element.elementKey)
        }
        return (attributes, order)
    }

    /// The attributes `progress` of the way from `from` to `to`: centre, size, alpha and transform interpolated, the
    /// rest (and the class) from the nearer end; an element only one end has keeps its place and fades.
    static func interpolate(from: UICollectionViewLayoutAttributes?, to: UICollectionViewLayoutAttributes?,
                            progress: CGFloat) -> UICollectionViewLayoutAttributes? {
        switch (from, to) {
        case let (from?, to?):
            let result = copy(progress < 0.5 ? from : to)
            result.center = from.center.interpolate(to: to.center, amount: progress)
            result.size = from.size.interpolate(to: to.size, amount: progress)
            result.alpha = shownAlpha(from).interpolate(to: shownAlpha(to), amount: progress)
            result.transform3D = from.transform3D.interpolate(to: to.transform3D, amount: progress)
            result.isHidden = from.isHidden && to.isHidden
            return result
        case let (from?, nil):
            let result = copy(from)
            result.alpha = from.alpha * (1 - progress)
            return result
        case let (nil, to?):
            let result = copy(to)
            result.alpha = to.alpha * progress
            return result
        case (nil, nil):
            return nil
        }
    }

    /// The alpha an end shows: none when it is hidden.
    private static func shownAlpha(_ attributes: UICollectionViewLayoutAttributes) -> CGFloat {
        attributes.isHidden ? 0 : attributes.alpha
    }
}
