import Foundation

/// iOS 16's font widths: how narrow or wide the system font's letters are, from compressed to expanded.
extension UIFont {
    /// A width, from -1 (narrowest) to 1 (widest); 0 is the standard width.
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let compressed = Width(rawValue: -0.3)
        public static let condensed = Width(rawValue: -0.2)
        public static let standard = Width(rawValue: 0)
        public static let expanded = Width(rawValue: 0.2)
    }
}
