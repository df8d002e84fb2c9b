import Foundation

/// A layout of items in lines, wrapping at the collection view's edge, section after section with optional headers
/// and footers; it scrolls vertically (lines are rows) or horizontally (lines are columns). Per-item sizes, insets,
/// spacings and header sizes come from the delegate when it is a `UICollectionViewDelegateFlowLayout`.
@MainActor @preconcurrency
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Where section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// The estimated size that asks each cell for its size through Auto Layout.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Nonzero: cells size themselves (`preferredLayoutAttributesFitting`), starting from this estimate.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// The sizes self-sizing cells asked for, by index path.
    private var measuredSizes: [IndexPath: CGSize] = [:]
    private var geometry = FlowLayoutGeometry([], crossExtent: 0, crossOrigin: 0, horizontal: false)

    override public init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    override open class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// The estimate a self-sizing cell starts from: 50 × 50 for `automaticSize`, as UIKit.
    private var estimate: CGSize {
        estimatedItemSize == Self.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize
    }

    private var isSelfSizing: Bool { estimatedItemSize != .zero }

    override open func prepare() {
        super.prepare()
        guard let collectionView else {
            geometry = FlowLayoutGeometry([], crossExtent: 0, crossOrigin: 0, horizontal: false)
            return
        }
        let horizontal = scrollDirection == .horizontal
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        // The reference's own margins (safe area, layout margins) add to each section's inset.
        let extra: UIEdgeInsets = switch sectionInsetReference {
        case .fromContentInset: .zero
        case .fromSafeArea: collectionView.safeAreaInsets
        case .fromLayoutMargins: collectionView.layoutMargins
        }
        let sections = (0..<collectionView.numberOfSections).map { section in
            let items = (0..<collectionView.numberOfItems(inSection: section)).map { item -> CGSize in
                let indexPath = IndexPath(item: item, section: section)
                if isSelfSizing { return measuredSizes[indexPath] ?? estimate }
                return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
            }
            var inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            inset = UIEdgeInsets(top: inset.top + (horizontal ? extra.top : 0), left: inset.left + (horizontal ? 0 : extra.left),
                                 bottom: inset.bottom + (horizontal ? extra.bottom : 0), right: inset.right + (horizontal ? 0 : extra.right))
            return FlowLayoutGeometry.Section(
                itemSizes: items, inset: inset,
                lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing,
                headerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize,
                footerSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
        }
        let inset = collectionView.contentInset
        let extent = horizontal ? collectionView.bounds.height - inset.top - inset.bottom : collectionView.bounds.width - inset.left - inset.right
        geometry = FlowLayoutGeometry(sections, crossExtent: max(0, extent), crossOrigin: 0, horizontal: horizontal)
    }

    override open var collectionViewContentSize: CGSize { geometry.contentSize }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, frames) in geometry.sections.enumerated() {
            for (item, frame) in frames.items.enumerated() where frame.intersects(rect) {
                result.append(itemAttributes(IndexPath(item: item, section: section), frame))
            }
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let attributes = supplementaryAttributes(kind, section: section), attributes.frame.intersects(rect) {
                    result.append(attributes)
                }
            }
        }
        return result
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section),
              geometry.sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return itemAttributes(indexPath, geometry.sections[indexPath.section].items[indexPath.item])
    }

    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return supplementaryAttributes(elementKind, section: indexPath.section)
    }

    /// A bounds change invalidates the layout when the size across the lines changes, or when a header is pinned.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        let old = collectionView.bounds.size
        return scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
    }

    /// A self-sizing cell that wants another size: it is remembered, and the layout computed again.
    override open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard isSelfSizing, preferredAttributes.representedElementCategory == .cell,
              preferredAttributes.size != originalAttributes.size else { return false }
        measuredSizes[originalAttributes.indexPath] = preferredAttributes.size
        return true
    }

    /// An appearing item fades in where it will be (alpha 0 at its final frame), as UIKit's flow layout.
    override open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    /// A disappearing item fades out where it was: its last attributes at alpha 0.
    override open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = collectionView?.lastAttributes(ofItemAt: itemIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    override open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    override open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = collectionView?.lastAttributes(ofSupplementary: elementKind, at: elementIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    /// Forgets measured sizes when the data changes wholesale.
    override open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { measuredSizes.removeAll() }
        super.invalidateLayout(with: context)
    }

    /// Measured sizes follow their items through a batch update; reloaded items are measured again.
    override func itemsMoved(by map: CollectionUpdateMap) {
        var moved: [IndexPath: CGSize] = [:]
        for (indexPath, size) in measuredSizes {
            if let target = map.newIndexPath(ofItem: indexPath) { moved[target] = size }
        }
        measuredSizes = moved
    }

    private func itemAttributes(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes.make(attributesType, .cell, kind: nil, at: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// The header's or footer's attributes, moved inside the visible bounds when pinned.
    private func supplementaryAttributes(_ kind: String, section: Int) -> UICollectionViewLayoutAttributes? {
        guard geometry.sections.indices.contains(section) else { return nil }
        let frames = geometry.sections[section]
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter,
              var frame = isHeader ? frames.header : frames.footer else { return nil }
        let attributes = UICollectionViewLayoutAttributes.make(attributesType, .supplementaryView, kind: kind, at: IndexPath(item: 0, section: section))
        if let visible = collectionView?.bounds, isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds {
            frame = pinned(frame, isHeader: isHeader, in: visible, section: frames)
            attributes.zIndex = 1024
        }
        attributes.frame = frame
        return attributes
    }

    /// A pinned header stays at the top of the visible bounds (a footer at the bottom) while its section shows.
    private func pinned(_ frame: CGRect, isHeader: Bool, in visible: CGRect, section: FlowLayoutGeometry.SectionFrames) -> CGRect {
        var frame = frame
        let horizontal = scrollDirection == .horizontal
        let start = horizontal ? visible.minX : visible.minY
        let end = horizontal ? visible.maxX : visible.maxY
        let length = horizontal ? frame.width : frame.height
        let origin = horizontal ? frame.minX : frame.minY
        let moved = isHeader
            ? min(max(origin, start), section.contentEnd - length)
            : max(min(origin, end - length), section.contentStart)
        if horizontal { frame.origin.x = moved } else { frame.origin.y = moved }
        return frame
    }
}
