import Foundation

/// Edges named by leading and trailing instead of left and right.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a boundary supplementary item sits on its section or layout.
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// Where a supplementary item is fixed to its container: the edges it meets, moved by an offset.
@MainActor @preconcurrency
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    open private(set) var edges: NSDirectionalRectEdge = []
    open private(set) var offset: CGPoint = .zero
    open private(set) var isAbsoluteOffset = true
    open var isFractionalOffset: Bool { !isAbsoluteOffset }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init()
        self.edges = edges
        offset = absoluteOffset
    }

    /// An offset in fractions of the supplementary item's own size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init()
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    /// Difference from Apple: public (Apple's is unavailable); it anchors to no edge.
    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The frame of an element of `size` anchored so in `container`.
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2, y = container.midY - size.height / 2
        if edges.contains(.leading) { x = container.minX } else if edges.contains(.trailing) { x = container.maxX - size.width }
        if edges.contains(.top) { y = container.minY } else if edges.contains(.bottom) { y = container.maxY - size.height }
        let shift = isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
        return CGRect(x: x + shift.x, y: y + shift.y, width: size.width, height: size.height)
    }
}

/// A view of an element kind anchored to an item or group (a badge).
@MainActor @preconcurrency
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    open internal(set) var elementKind = ""
    open internal(set) var containerAnchor = NSCollectionLayoutAnchor()
    open internal(set) var itemAnchor: NSCollectionLayoutAnchor?
    open var zIndex = 1

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                            itemAnchor: NSCollectionLayoutAnchor?) {
        self.init()
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
    }

    override func copyValues(from other: NSCollectionLayoutItem) {
        super.copyValues(from: other)
        guard let item = other as? NSCollectionLayoutSupplementaryItem else { return }
        elementKind = item.elementKind
        containerAnchor = item.containerAnchor
        itemAnchor = item.itemAnchor
        zIndex = item.zIndex
    }
}

/// A header or footer of a section (or of the whole layout), aligned to one of its edges.
@MainActor @preconcurrency
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    open internal(set) var alignment: NSRectAlignment = .top
    open internal(set) var offset: CGPoint = .zero
    /// Whether the section grows to hold the item (true) or the item overlaps its content.
    open var extendsBoundary = true
    /// Whether the item stays in view while its section scrolls by (a pinned header).
    open var pinToVisibleBounds = false

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.init()
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        offset = absoluteOffset
    }

    override func copyValues(from other: NSCollectionLayoutItem) {
        super.copyValues(from: other)
        guard let item = other as? NSCollectionLayoutBoundarySupplementaryItem else { return }
        alignment = item.alignment
        offset = item.offset
        extendsBoundary = item.extendsBoundary
        pinToVisibleBounds = item.pinToVisibleBounds
    }

    /// Whether the item sits above (true) or below the section's content along a vertical layout.
    var isLeadingEdge: Bool { [.top, .topLeading, .topTrailing, .leading].contains(alignment) }
}

/// A view behind a section (a background), of a kind the layout registered a class for.
@MainActor @preconcurrency
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    open internal(set) var elementKind = ""
    open var zIndex = -1

    open class func background(elementKind: String) -> Self {
        let item = self.init()
        item.elementKind = elementKind
        return item
    }

    override func copyValues(from other: NSCollectionLayoutItem) {
        super.copyValues(from: other)
        guard let item = other as? NSCollectionLayoutDecorationItem else { return }
        elementKind = item.elementKind
        zIndex = item.zIndex
    }
}
