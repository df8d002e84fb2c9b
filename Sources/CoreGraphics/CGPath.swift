import Foundation

/// An immutable graphics path: a list of subpaths made of lines and Bézier curves, as Apple's CGPath.
///
/// A reference type like Apple's; its elements are a value array, so the render side can snapshot
/// them (`elements` is `Sendable`).
///
/// Difference from Apple: the class itself is not `Sendable` because `CGMutablePath` inherits from
/// it; arcs and ellipses are stored as cubic curves (as Apple does).
public class CGPath: Hashable, CustomStringConvertible {
    /// The elements in order.
    ///
    /// Difference from Apple: not in CoreGraphics, which exposes them only through `applyWithBlock`.
    public internal(set) var elements: [Element]

    /// A path with exactly these elements.
    ///
    /// Difference from Apple: not in CoreGraphics; the inverse of `elements`.
    public init(elements: [Element]) {
        self.elements = elements
    }

    /// A closed rectangle path, as `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed ellipse path inscribed in `rect`, as `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed rounded-rectangle path, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Whether the path is exactly one closed axis-aligned rectangle, and which (as `isRect(_:)`).
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        let pts: [CGPoint]
        switch elements.count {
        case 5 where elements[4] == .closeSubpath, 4:
            guard case .moveTo(let p0) = elements[0], case .lineTo(let p1) = elements[1],
                case .lineTo(let p2) = elements[2], case .lineTo(let p3) = elements[3]
            else { return false }
            pts = [p0, p1, p2, p3]
        default:
            return false
        }
        let horizontalFirst = pts[0].y == pts[1].y && pts[1].x == pts[2].x
            && pts[2].y == pts[3].y && pts[3].x == pts[0].x
        let verticalFirst = pts[0].x == pts[1].x && pts[1].y == pts[2].y
            && pts[2].x == pts[3].x && pts[3].y == pts[0].y
        guard horizontalFirst || verticalFirst else { return false }
        rect?.pointee = CGRect(x: pts[0].x, y: pts[0].y, width: pts[2].x - pts[0].x, height: pts[2].y - pts[0].y)
            .standardized
        return true
    }

    /// The point where the next segment would start: the last end point, or the subpath's start after a close; `.zero` when empty.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .moveTo(let p): start = p; current = p
            case .lineTo(let p), .quadCurveTo(let p, _), .curveTo(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// Calls `block` once per element with Apple's element layout (type and a points pointer).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for element in elements {
            let points = element.points
            buffer.initialize(repeating: .zero, count: 3)
            for (i, p) in points.enumerated() { buffer[i] = p }
            var e = CGPathElement(type: element.type, points: buffer)
            withUnsafePointer(to: &e) { block($0) }
        }
    }

    /// An immutable copy, as `CGPathCreateCopy` makes one.
    public func copy() -> CGPath? {
        CGPath(elements: elements)
    }

    /// An immutable copy with every point mapped by `transform` (nil: unchanged).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: transformed(transform?.pointee ?? .identity))
    }

    /// An immutable copy with every point mapped by `transform`.
    ///
    /// Difference from Apple: not in CoreGraphics; takes the transform by value.
    public func copy(using transform: CGAffineTransform) -> CGPath {
        CGPath(elements: transformed(transform))
    }

    /// A mutable copy, as Apple's `mutableCopy()`.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(elements: elements)
    }

    /// A mutable copy with every point mapped by `transform`, as Apple's `mutableCopy(using:)`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(elements: transformed(transform?.pointee ?? .identity))
    }

    func transformed(_ t: CGAffineTransform) -> [Element] {
        t.isIdentity ? elements : elements.map { $0.applying(t) }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements == rhs.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }

    /// One element a line, in the PostScript-like form `moveto 0 0` / `curveto 1 1 2 2 3 3` / `closepath`.
    public var description: String {
        func f(_ p: CGPoint) -> String { "\(Self.number(p.x)) \(Self.number(p.y))" }
        return elements.map { element -> String in
            switch element {
            case .moveTo(let p): "moveto \(f(p))"
            case .lineTo(let p): "lineto \(f(p))"
            case .quadCurveTo(let p, let c): "quadto \(f(c)) \(f(p))"
            case .curveTo(let p, let c1, let c2): "curveto \(f(c1)) \(f(c2)) \(f(p))"
            case .closeSubpath: "closepath"
            }
        }.joined(separator: "\n")
    }

    private static func number(_ v: CGFloat) -> String {
        let rounded = (v * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(format: "%g", Double(rounded))
    }
}
