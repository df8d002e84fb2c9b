import Foundation

/// Whether a layer animated along a path turns to follow the path's tangent (`kCAAnimationRotate…` in Objective-C).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The layer's x axis follows the direction of travel.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer's x axis points against the direction of travel.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
