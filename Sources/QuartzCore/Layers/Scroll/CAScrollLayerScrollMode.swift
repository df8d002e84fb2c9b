import Foundation

/// The directions a `CAScrollLayer` scrolls in (`kCAScroll…` in Objective-C).
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Not at all.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// Only up and down.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// Only left and right.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// Both ways.
    public static let both = CAScrollLayerScrollMode(rawValue: "both")

    /// Whether the mode lets the layer scroll along x.
    var scrollsHorizontally: Bool { self == .horizontally || self == .both }
    /// Whether the mode lets the layer scroll along y.
    var scrollsVertically: Bool { self == .vertically || self == .both }
}
