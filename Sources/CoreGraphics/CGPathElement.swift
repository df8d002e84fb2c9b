import Foundation

/// The kind of one path element, as Apple's CGPathElementType.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint
    case addLineToPoint
    case addQuadCurveToPoint
    case addCurveToPoint
    case closeSubpath
}

/// One path element as `CGPath.applyWithBlock` hands it out: a type and a pointer to its points.
///
/// The points are valid only during the block call, as on Apple platforms.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The fill rule deciding which points a path encloses.
public enum CGPathFillRule: Int, Sendable {
    /// A point is inside when the path winds around it a non-zero number of times.
    case winding
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}

extension CGPath {
    /// One path element as a value.
    ///
    /// Difference from Apple: not in CoreGraphics, which exposes elements only through `applyWithBlock`.
    ///
    /// Curves name their end point first, as `CGMutablePath.addCurve(to:control1:control2:)` does.
    public enum Element: Hashable, Sendable {
        case moveTo(CGPoint)
        case lineTo(CGPoint)
        case quadCurveTo(CGPoint, control: CGPoint)
        case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath

        /// The element's kind.
        public var type: CGPathElementType {
            switch self {
            case .moveTo: .moveToPoint
            case .lineTo: .addLineToPoint
            case .quadCurveTo: .addQuadCurveToPoint
            case .curveTo: .addCurveToPoint
            case .closeSubpath: .closeSubpath
            }
        }

        /// The points in Apple's order: controls first, end point last; none for a close.
        public var points: [CGPoint] {
            switch self {
            case .moveTo(let p), .lineTo(let p): [p]
            case .quadCurveTo(let p, let c): [c, p]
            case .curveTo(let p, let c1, let c2): [c1, c2, p]
            case .closeSubpath: []
            }
        }

        /// The element with every point mapped by `t`.
        public func applying(_ t: CGAffineTransform) -> Element {
            switch self {
            case .moveTo(let p): .moveTo(p.applying(t))
            case .lineTo(let p): .lineTo(p.applying(t))
            case .quadCurveTo(let p, let c): .quadCurveTo(p.applying(t), control: c.applying(t))
            case .curveTo(let p, let c1, let c2):
                .curveTo(p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: .closeSubpath
            }
        }
    }
}
