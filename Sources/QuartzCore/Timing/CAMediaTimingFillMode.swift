import Foundation

/// What a timed object shows outside its active interval (`kCAFillMode…` in Objective-C).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Holds the final state after the active interval ends.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the initial state before the active interval begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `backwards` and `forwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Shows nothing outside the active interval (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}
