import Foundation

/// The curve of a layer's rounded corners: a circular arc, or the continuous curve of iOS 13's icons and buttons,
/// whose curvature grows from the straight edge instead of jumping to the arc's.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A quarter circle of radius `cornerRadius` (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve that starts `cornerRadius` times the expansion factor from the corner.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayer {
    /// How much farther from the corner than `cornerRadius` the curve starts: 1 for circular corners, about 1.53 for
    /// continuous ones.
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? RoundedShape.continuousExpansion : 1
    }
}
