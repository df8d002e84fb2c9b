import Foundation

/// A radius for one corner of a view (iOS 26): a fixed length, or one worked out from the view's place in its
/// container so that its corner shares the container corner's centre (`containerConcentric`).
public struct UICornerRadius: Hashable, Sendable, CustomStringConvertible, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral {
    /// How the radius is found.
    enum Kind: Hashable, Sendable {
        case fixed(Double)
        case containerConcentric(minimum: CGFloat?)
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// A radius of `radius` points.
    public static func fixed(_ radius: Double) -> UICornerRadius {
        UICornerRadius(.fixed(radius))
    }

    /// The container's corner radius less the view's distance from that corner, never below `minimum` (nor 0).
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
        UICornerRadius(.containerConcentric(minimum: minimum))
    }

    /// A fixed radius written as a number.
    public init(floatLiteral value: Double) {
        self.init(.fixed(value))
    }

    /// A fixed radius written as a whole number.
    public init(integerLiteral value: Int) {
        self.init(.fixed(Double(value)))
    }

    public var description: String {
        switch kind {
        case .fixed(let radius): "fixed(\(radius))"
        case .containerConcentric(let minimum): "containerConcentric(minimum: \(minimum.map { "\($0)" } ?? "nil"))"
        }
    }
}
