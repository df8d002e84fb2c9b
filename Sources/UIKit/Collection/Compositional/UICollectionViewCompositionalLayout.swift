import Foundation

/// A layout composed of sections, groups and items, each sized absolutely, as a fraction of its container or by
/// an estimate its cell's own size replaces: grids, lists and mixed screens from one description.
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout-wide settings; setting them lays out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var sections: [CompositionalSectionFrames] = []
    private var globalSupplementaries: [CompositionalSectionFrames.Supplementary] = []
    private var contentSize: CGSize = .zero
    /// The sections' descriptions as last provided.
    private(set) var providedSections: [NSCollectionLayoutSection] = []
    /// Sizes self-sizing cells and supplementary views asked for.
    private var measuredItems: [IndexPath: CGSize] = [:]
    private var measuredSupplementaries: [String: CGSize] = [:]

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// A layout of list sections (`UICollectionLayoutListConfiguration`).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    // MARK: Layout

    override open func prepare() {
        super.prepare()
        sections = []
        globalSupplementaries = []
        providedSections = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let horizontal = configuration.scrollDirection == .horizontal
        let inset = collectionView.contentInset
        let container = CGSize(width: max(0, collectionView.bounds.width - inset.left - inset.right),
                               height: max(0, collectionView.bounds.height - inset.top - inset.bottom))
        let traits = collectionView.traitCollection
        let environment = CompositionalEnvironment(contentSize: container, traitCollection: traits)
        var cursor: CGFloat = 0
        // Layout headers before every section, footers after.
        func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, _ index: Int) {
            let size = item.layoutSize.resolved(in: container, measured: measuredSupplementaries[item.elementKind + "\u{0}layout"])
            let origin = horizontal ? CGPoint(x: cursor, y: 0) : CGPoint(x: 0, y: cursor)
            globalSupplementaries.append(.init(kind: item.elementKind, indexPath: IndexPath(index: index), frame: CGRect(origin: origin, size: size),
                                               zIndex: item.zIndex, pinnedWithin: nil, isHeader: item.isLeadingEdge))
            cursor += horizontal ? size.width : size.height
        }
        for (index, item) in configuration.boundarySupplementaryItems.enumerated() where item.isLeadingEdge { boundary(item, index) }
        for index in 0..<collectionView.numberOfSections {
            let section = sectionProvider(index, environment) ?? NSCollectionLayoutSection(group: .vertical(layoutSize: .init(), subitems: []))
            providedSections.append(section)
            if index > 0 { cursor += configuration.interSectionSpacing }
            let start = horizontal ? CGPoint(x: cursor, y: 0) : CGPoint(x: 0, y: cursor)
            let frames = CompositionalSectionFrames(
                section: section, index: index, count: collectionView.numberOfItems(inSection: index), start: start, container: container,
                horizontal: horizontal, traits: traits,
                measured: { [measuredItems] in measuredItems[IndexPath(item: $0, section: index)] },
                measuredSupplementary: { [measuredSupplementaries] in measuredSupplementaries[$0 + "\u{0}\(index)"] })
            sections.append(frames)
            cursor = horizontal ? frames.box.maxX : frames.box.maxY
        }
        for (index, item) in configuration.boundarySupplementaryItems.enumerated() where !item.isLeadingEdge { boundary(item, index) }
        contentSize = horizontal ? CGSize(width: cursor, height: container.height) : CGSize(width: container.width, height: cursor)
        if let list = providedSections.lazy.compactMap(\.listConfiguration).first, collectionView.backgroundColor == nil {
            collectionView.backgroundColor = list.resolvedBackgroundColor
        }
    }

    override open var collectionViewContentSize: CGSize { contentSize }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for supplementary in globalSupplementaries where supplementary.frame.intersects(rect) {
            result.append(attributes(of: supplementary))
        }
        for (section, frames) in sections.enumerated() where frames.box.intersects(rect) || frames.box.isEmpty {
            for (item, frame) in frames.items.enumerated() where frame.intersects(rect) {
                result.append(itemAttributes(IndexPath(item: item, section: section), frame))
            }
            for supplementary in frames.supplementaries {
                let attributes = attributes(of: supplementary)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            for (offset, decoration) in frames.decorations.enumerated() where decoration.frame.intersects(rect) {
                result.append(decorationAttributes(decoration, IndexPath(item: offset, section: section)))
            }
        }
        return result
    }

    override open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return itemAttributes(indexPath, sections[indexPath.section].items[indexPath.item])
    }

    override open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if indexPath.count == 1 {
            return globalSupplementaries.first { $0.kind == elementKind && $0.indexPath == indexPath }.map(attributes(of:))
        }
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].supplementaries.first { $0.kind == elementKind && $0.indexPath == indexPath }.map(attributes(of:))
    }

    override open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].decorations.indices.contains(indexPath.item) else { return nil }
        let decoration = sections[indexPath.section].decorations[indexPath.item]
        return decoration.kind == elementKind ? decorationAttributes(decoration, indexPath) : nil
    }

    /// A bounds change lays out again when the width across the scrolling changes, or a header is pinned.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if sections.contains(where: { $0.supplementaries.contains { $0.pinnedWithin != nil } }) { return true }
        let old = collectionView.bounds.size
        return configuration.scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
    }

    /// A self-sizing element (an estimated dimension) that wants another size: it is remembered and the layout
    /// computed again.
    override open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let indexPath = originalAttributes.indexPath
        guard preferredAttributes.size != originalAttributes.size, indexPath.count == 2,
              providedSections.indices.contains(indexPath.section) else { return false }
        let section = providedSections[indexPath.section]
        switch originalAttributes.representedElementCategory {
        case .cell:
            guard let size = section.estimatedLeafSize else { return false }
            let wanted = CGSize(width: size.widthDimension.isEstimated ? preferredAttributes.size.width : originalAttributes.size.width,
                                height: size.heightDimension.isEstimated ? preferredAttributes.size.height : originalAttributes.size.height)
            guard wanted != originalAttributes.size else { return false }
            measuredItems[indexPath] = wanted
            return true
        case .supplementaryView:
            let kind = originalAttributes.representedElementKind ?? ""
            guard let item = section.boundarySupplementaryItems.first(where: { $0.elementKind == kind }),
                  item.layoutSize.heightDimension.isEstimated || item.layoutSize.widthDimension.isEstimated else { return false }
            let wanted = CGSize(width: item.layoutSize.widthDimension.isEstimated ? preferredAttributes.size.width : originalAttributes.size.width,
                                height: item.layoutSize.heightDimension.isEstimated ? preferredAttributes.size.height : originalAttributes.size.height)
            guard wanted != originalAttributes.size else { return false }
            measuredSupplementaries[kind + "\u{0}\(indexPath.section)"] = wanted
            return true
        case .decorationView:
            return false
        }
    }

    /// Whether views of this layout are asked for their preferred size (some dimension is estimated).
    var sizesElements: Bool {
        providedSections.contains { $0.estimatedLeafSize != nil || $0.boundarySupplementaryItems.contains { $0.layoutSize.heightDimension.isEstimated || $0.layoutSize.widthDimension.isEstimated } }
    }

    /// An appearing item fades in where it will be, as UIKit's compositional layout.
    override open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    /// A disappearing item fades out where it was.
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
        if context.invalidateDataSourceCounts {
            measuredItems.removeAll()
            measuredSupplementaries.removeAll()
        }
        super.invalidateLayout(with: context)
    }

    /// Measured sizes follow their items through a batch update.
    override func itemsMoved(by map: CollectionUpdateMap) {
        var moved: [IndexPath: CGSize] = [:]
        for (indexPath, size) in measuredItems {
            if let target = map.newIndexPath(ofItem: indexPath) { moved[target] = size }
        }
        measuredItems = moved
    }

    // MARK: Lists

    /// Where an item sits in its list section, for list cells to draw their separators and rounded corners.
    func listPlacement(at indexPath: IndexPath, supplementaryKind: String? = nil) -> ListPlacement? {
        guard indexPath.count == 2, providedSections.indices.contains(indexPath.section),
              let list = providedSections[indexPath.section].listConfiguration else { return nil }
        if supplementaryKind != nil { return ListPlacement(configuration: list, isFirst: false, isLast: false, supplementaryKind: supplementaryKind) }
        let count = sections[indexPath.section].items.count
        // With `firstItemInSection` the first row is the section's header, and the rows start after it.
        let headerRow = list.headerMode == .firstItemInSection
        if headerRow, indexPath.item == 0 {
            return ListPlacement(configuration: list, isFirst: false, isLast: false, supplementaryKind: UICollectionView.elementKindSectionHeader)
        }
        return ListPlacement(configuration: list, isFirst: indexPath.item == (headerRow ? 1 : 0), isLast: indexPath.item == count - 1,
                             indexPath: indexPath)
    }

    // MARK: Attributes

    private func itemAttributes(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes.make(attributesType, .cell, kind: nil, at: indexPath)
        attributes.frame = frame
        return attributes
    }

    private func attributes(of supplementary: CompositionalSectionFrames.Supplementary) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes.make(attributesType, .supplementaryView, kind: supplementary.kind, at: supplementary.indexPath)
        var frame = supplementary.frame
        if let span = supplementary.pinnedWithin, let visible = collectionView?.bounds {
            let horizontal = configuration.scrollDirection == .horizontal
            let length = horizontal ? frame.width : frame.height
            let origin = horizontal ? frame.minX : frame.minY
            let moved = supplementary.isHeader
                ? min(max(origin, horizontal ? visible.minX : visible.minY), span.upperBound - length)
                : max(min(origin, (horizontal ? visible.maxX : visible.maxY) - length), span.lowerBound)
            if horizontal { frame.origin.x = moved } else { frame.origin.y = moved }
        }
        attributes.frame = frame
        attributes.zIndex = supplementary.zIndex
        return attributes
    }

    private func decorationAttributes(_ decoration: (kind: String, frame: CGRect, zIndex: Int), _ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes.make(attributesType, .decorationView, kind: decoration.kind, at: indexPath)
        attributes.frame = decoration.frame
        attributes.zIndex = decoration.zIndex
        return attributes
    }
}

extension NSCollectionLayoutSection {
    /// The size of the section's first leaf item when some dimension of it is estimated.
    var estimatedLeafSize: NSCollectionLayoutSize? {
        var item: NSCollectionLayoutItem = group
        while let group = item as? NSCollectionLayoutGroup, let first = group.subitems.first { item = first }
        let size = item.layoutSize
        return size.widthDimension.isEstimated || size.heightDimension.isEstimated ? size : nil
    }
}
