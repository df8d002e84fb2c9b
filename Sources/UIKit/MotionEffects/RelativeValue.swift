import Foundation
import QuartzCore

/// A motion effect's relative value as numbers: one for a number, two for a point or size.
struct RelativeValue {
    var components: [CGFloat]
    /// The value's kind, to give the same kind back.
    private var kind: Kind

    private enum Kind { case number, point, size }

    init?(_ value: Any) {
        switch value {
        case let number as CGFloat: (components, kind) = ([number], .number)
        case let number as Double: (components, kind) = ([CGFloat(number)], .number)
        case let number as Float: (components, kind) = ([CGFloat(number)], .number)
        case let number as Int: (components, kind) = ([CGFloat(number)], .number)
        case let number as NSNumber: (components, kind) = ([CGFloat(number.doubleValue)], .number)
        case let point as CGPoint: (components, kind) = ([point.x, point.y], .point)
        case let size as CGSize: (components, kind) = ([size.width, size.height], .size)
        default: return nil
        }
        guard components.allSatisfy(\.isFinite) else { return nil }
    }

    func interpolated(to other: RelativeValue, fraction: CGFloat) -> RelativeValue {
        var result = self
        result.components = zip(components, other.components).map { $0 + ($1 - $0) * fraction }
        return result
    }

    /// The value as the kind it came as (numbers as `CGFloat`).
    var value: Any {
        switch kind {
        case .number: components[0]
        case .point: CGPoint(x: components[0], y: components[1])
        case .size: CGSize(width: components[0], height: components[1])
        }
    }

    /// Whether every component is zero: nothing to add.
    var isZero: Bool { components.allSatisfy { $0 == 0 } }
}
