import Foundation

/// How a keyframe animation computes values between keyframes (`kCAAnimation…` calculation modes in Objective-C).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Straight lines between keyframes at `keyTimes`.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight lines at constant speed; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A Kochanek–Bartels spline through the keyframes at `keyTimes`.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The spline with key times spread by distance between keyframes.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
