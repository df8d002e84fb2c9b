import Foundation

/// An immutable colour with sRGB components, the minimum QuartzCore needs to animate colours (issue 5 extends it).
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, each in 0…1.
    public let components: [CGFloat]?

    /// Creates an sRGB colour; components are clamped to 0…1 and NaN becomes 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha].map { $0.isNaN ? 0 : min(max($0, 0), 1) }
    }

    /// Creates an sRGB colour, as `CGColor(srgbRed:green:blue:alpha:)` does on Apple platforms.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey of the given white level.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// A grey in the generic gamma-2.2 grey space: the same grey as `init(gray:alpha:)`.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// The number of components (always 4: sRGB plus alpha).
    public var numberOfComponents: Int { 4 }

    /// The alpha component.
    public var alpha: CGFloat { components?[3] ?? 1 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let c = components else { return nil }
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    public var description: String {
        let c = components ?? []
        return "CGColor(sRGB \(c.map { String(format: "%.4g", Double($0)) }.joined(separator: " ")))"
    }
}
