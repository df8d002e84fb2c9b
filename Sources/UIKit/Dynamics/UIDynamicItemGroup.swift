import Foundation

/// Several items that move as one rigid body: behaviors act on the group, and each member keeps its place in it.
@MainActor @preconcurrency
open class UIDynamicItemGroup: UIDynamicItem {
    public let items: [UIDynamicItem]
    private var rotation = CGAffineTransform.identity

    public init(items: [UIDynamicItem]) {
        self.items = items
    }

    /// The union of the members' frames.
    private var frame: CGRect {
        items.map { CGRect(x: $0.center.x - $0.bounds.width / 2, y: $0.center.y - $0.bounds.height / 2,
                           width: $0.bounds.width, height: $0.bounds.height) }
            .reduce(CGRect.null) { $0.union($1) }
    }

    /// The center of the members' frames; setting it moves every member by the same amount.
    open var center: CGPoint {
        get { items.isEmpty ? .zero : CGPoint(x: frame.midX, y: frame.midY) }
        set {
            let old = center
            for item in items { item.center = CGPoint(x: item.center.x + newValue.x - old.x, y: item.center.y + newValue.y - old.y) }
        }
    }

    open var bounds: CGRect {
        items.isEmpty ? .zero : CGRect(origin: .zero, size: frame.size)
    }

    /// The group's rotation; the animator turns each member and its place about the group's center.
    open var transform: CGAffineTransform {
        get { rotation }
        set { rotation = newValue }
    }

    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}
