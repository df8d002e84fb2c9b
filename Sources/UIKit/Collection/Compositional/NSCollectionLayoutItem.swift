import Foundation

/// The smallest piece of a compositional layout: one cell of the given size, inset by `contentInsets`, with
/// supplementary items (badges) anchored to it.
@MainActor @preconcurrency
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
    open internal(set) var layoutSize = NSCollectionLayoutSize()
    /// Badges anchored to the item (settable here on every item; Apple's is settable on groups only).
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
    /// Space inside the item's box around its cell.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item's box, before the next item of its group.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init()
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// Difference from Apple: public (Apple's is unavailable); it makes an item of zero size.
    public required override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        do {
            let copy = type(of: self).init()
            copy.copyValues(from: self)
            return copy
        }
    }

    /// Takes `other`'s values (copies; subclasses add theirs).
    func copyValues(from other: NSCollectionLayoutItem) {
        layoutSize = other.layoutSize
        supplementaryItems = other.supplementaryItems
        contentInsets = other.contentInsets
        edgeSpacing = other.edgeSpacing
    }
}

/// Where a custom group puts one of its items, relative to the group.
@MainActor @preconcurrency
open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
    open private(set) var frame: CGRect = .zero
    open private(set) var zIndex = 0

    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    public convenience init(frame: CGRect, zIndex: Int) {
        self.init()
        self.frame = frame
        self.zIndex = zIndex
    }

    /// Difference from Apple: public (Apple's is unavailable); it makes an empty frame.
    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Gives a custom group's item frames for its environment.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// Items side by side (horizontal), one above the other (vertical), or where a provider puts them (custom); the
/// section repeats its group until the items run out.
@MainActor @preconcurrency
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical, custom
    }

    var arrangement: Arrangement = .horizontal
    /// How many times the one subitem repeats (sized to fit), when the group was made with a count.
    var repeatCount: Int?
    var customProvider: NSCollectionLayoutGroupCustomItemProvider?
    open internal(set) var subitems: [NSCollectionLayoutItem] = []
    /// The space between the subitems along the group's axis.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    private static func make(_ arrangement: Arrangement, _ layoutSize: NSCollectionLayoutSize, _ subitems: [NSCollectionLayoutItem], count: Int?) -> Self {
        let group = self.init()
        group.layoutSize = layoutSize
        group.arrangement = arrangement
        group.subitems = subitems
        if let count {
            if count < 1 { Diagnostics.report("NSCollectionLayoutGroup: a count of \(count) is taken as 1") }
            group.repeatCount = max(1, count)
        }
        return group
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        make(.horizontal, layoutSize, [subitem], count: count)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        make(.horizontal, layoutSize, [subitem], count: count)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        make(.horizontal, layoutSize, subitems, count: nil)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        make(.vertical, layoutSize, [subitem], count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        make(.vertical, layoutSize, [subitem], count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        make(.vertical, layoutSize, subitems, count: nil)
    }

    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Self {
        let group = make(.custom, layoutSize, [], count: nil)
        group.customProvider = itemProvider
        return group
    }

    /// A text picture of the group: its arrangement, size and subitems, one a line.
    open func visualDescription() -> String {
        func describe(_ dimension: NSCollectionLayoutDimension) -> String {
            switch dimension.kind {
            case .fractionalWidth: ".fractionalWidth(\(dimension.dimension))"
            case .fractionalHeight: ".fractionalHeight(\(dimension.dimension))"
            case .absolute: ".absolute(\(dimension.dimension))"
            case .estimated, .uniformAcrossSiblings: ".estimated(\(dimension.dimension))"
            }
        }
        func line(_ item: NSCollectionLayoutItem, _ depth: Int) -> [String] {
            let size = "\(describe(item.layoutSize.widthDimension)) × \(describe(item.layoutSize.heightDimension))"
            let indent = String(repeating: "  ", count: depth)
            guard let group = item as? NSCollectionLayoutGroup else { return [indent + "item " + size] }
            let count = group.repeatCount.map { " count \($0)" } ?? ""
            return [indent + "\(group.arrangement) group " + size + count] + group.subitems.flatMap { line($0, depth + 1) }
        }
        return line(self, 0).joined(separator: "\n")
    }

    override func copyValues(from other: NSCollectionLayoutItem) {
        super.copyValues(from: other)
        guard let group = other as? NSCollectionLayoutGroup else { return }
        arrangement = group.arrangement
        repeatCount = group.repeatCount
        customProvider = group.customProvider
        subitems = group.subitems
        interItemSpacing = group.interItemSpacing
    }
}
