import Foundation

/// An area of the plane, about a field's position: a circle, a rectangle, everything, and their inverses, unions,
/// differences and intersections.
open class UIRegion: NSObject, NSCopying {
    fileprivate indirect enum Shape {
        case infinite
        case circle(radius: CGFloat)
        case rectangle(size: CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ p: CGPoint) -> Bool {
            switch self {
            case .infinite: true
            case let .circle(radius): p.x * p.x + p.y * p.y <= radius * radius
            case let .rectangle(size): abs(p.x) <= size.width / 2 && abs(p.y) <= size.height / 2
            case let .inverse(shape): !shape.contains(p)
            case let .union(a, b): a.contains(p) || b.contains(p)
            case let .difference(a, b): a.contains(p) && !b.contains(p)
            case let .intersection(a, b): a.contains(p) && b.contains(p)
            }
        }
    }

    private var shape = Shape.infinite

    /// The whole plane.
    public required override init() {
        super.init()
    }

    private static func make(_ shape: Shape) -> Self {
        let region = Self()
        region.shape = shape
        return region
    }

    /// The whole plane.
    open class var infinite: UIRegion { UIRegion() }

    /// A circle of `radius` about the center.
    public convenience init(radius: CGFloat) {
        self.init()
        shape = .circle(radius: radius)
    }

    /// A rectangle of `size` centered on the center.
    public convenience init(size: CGSize) {
        self.init()
        shape = .rectangle(size: size)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        UIRegion.make(shape)
    }

    /// Everything outside this region.
    open func inverse() -> Self {
        Self.make(.inverse(shape))
    }

    open func union(with region: UIRegion) -> Self {
        Self.make(.union(shape, region.shape))
    }

    /// This region without `region`.
    open func difference(from region: UIRegion) -> Self {
        Self.make(.difference(shape, region.shape))
    }

    open func intersection(with region: UIRegion) -> Self {
        Self.make(.intersection(shape, region.shape))
    }

    /// Whether `point`, relative to the region's center, lies in it.
    open func contains(_ point: CGPoint) -> Bool {
        shape.contains(point)
    }
}
