import QuartzCore
import Foundation

/// A color as UIKit names it: a fixed sRGB `CGColor`, or one a provider picks for each trait collection.
///
/// Difference from Apple: the class colors (`.red`, `.systemBlue`, `.label`…) are `public`, not `open`, class vars.
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The fixed color; for a dynamic color, its light-mode color when it was made.
    private let fixed: CGColor
    /// What picks the color for a trait collection; nil for a fixed color.
    private let provider: ((UITraitCollection) -> UIColor)?

    /// The Core Graphics color layers take; a dynamic color resolves with `UITraitCollection.current` (off the main
    /// thread, with light mode).
    open var cgColor: CGColor {
        guard provider != nil else { return fixed }
        let traits = Thread.isMainThread ? MainActor.assumeIsolated { UITraitCollection.current } : UITraitCollection(userInterfaceStyle: .light)
        return resolvedColor(with: traits).cgColor
    }

    /// Whether a provider picks the colour for each trait collection.
    var isDynamic: Bool { provider != nil }

    public init(cgColor: CGColor) {
        fixed = cgColor
        provider = nil
    }

    /// A color that `dynamicProvider` picks for each trait collection (light and dark mode).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        fixed = .clear
        provider = dynamicProvider
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A color from Xcode's color literal, `#colorLiteral(red:green:blue:alpha:)`, in sRGB.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    /// A color from hue, saturation and brightness (HSB, as UIKit defines it).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [
            (v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q),
        ][sector]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A Display P3 color, converted to sRGB.
    ///
    /// Difference from Apple: colors outside sRGB are clipped to it, there being no extended-range sRGB here.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = DisplayP3.sRGB(red: red, green: green, blue: blue)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A color that tiles `image`.
    ///
    /// Difference from Apple: pattern colors are not drawn; the color is clear (reported once).
    @MainActor @preconcurrency
    public convenience init(patternImage image: UIImage) {
        Diagnostics.report("UIColor(patternImage:): pattern colors are not drawn here; using clear")
        self.init(cgColor: .clear)
    }

    /// A named color from an asset catalog.
    ///
    /// Difference from Apple: there are no asset catalogs, so this returns nil (reported once).
    @MainActor @preconcurrency
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// A named color from an asset catalog in `bundle`.
    ///
    /// Difference from Apple: there are no asset catalogs, so this returns nil (reported once).
    @MainActor @preconcurrency
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        Diagnostics.report("UIColor(named: \"\(name)\"): no asset catalogs here; use UIColor(red:green:blue:alpha:)")
        return nil
    }

    /// The color `traitCollection` shows: a dynamic color's pick for it (light when unspecified), else self.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        let style = traitCollection.userInterfaceStyle == .unspecified ? .light : traitCollection.userInterfaceStyle
        return provider(UITraitCollection(userInterfaceStyle: style)).resolvedColor(with: traitCollection)
    }

    /// The same color with another alpha (for a dynamic color, each of its picks).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard provider != nil else { return UIColor(cgColor: fixed.copy(alpha: alpha) ?? fixed) }
        return UIColor { self.resolvedColor(with: $0).withAlphaComponent(alpha) }
    }

    /// Red, green, blue and alpha; always succeeds, every color here being sRGB.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = cgColor.components ?? [0, 0, 0, 1]
        red?.pointee = c[0]
        green?.pointee = c[1]
        blue?.pointee = c[2]
        alpha?.pointee = c[3]
        return true
    }

    /// Hue, saturation and brightness (each 0…1) and alpha; always succeeds, every color here being sRGB.
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = cgColor.components ?? [0, 0, 0, 1]
        let (r, g, b) = (c[0], c[1], c[2])
        let maximum = max(r, g, b), range = maximum - min(r, g, b)
        var h: CGFloat = 0
        if range > 0 {
            if maximum == r {
                h = (g - b) / range
            } else if maximum == g {
                h = (b - r) / range + 2
            } else {
                h = (r - g) / range + 4
            }
            h = h / 6 < 0 ? h / 6 + 1 : h / 6
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = c[3]
        return true
    }

    /// The white level and alpha of a grey; false (the arguments left alone) for any other color.
    ///
    /// Difference from Apple: any sRGB color with equal components counts as a grey, not only one made as white.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.components ?? [0, 0, 0, 1]
        guard c[0] == c[1], c[1] == c[2] else { return false }
        white?.pointee = c[0]
        alpha?.pointee = c[3]
        return true
    }

    /// Makes this the current context's fill colour, for `fill()` and `UIRectFill`.
    @MainActor @preconcurrency
    open func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this the current context's stroke colour, for `stroke()`.
    @MainActor @preconcurrency
    open func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Makes this both the fill and the stroke colour.
    @MainActor @preconcurrency
    open func set() {
        setFill()
        setStroke()
    }

    /// Fixed colors are equal when their components are; a dynamic color only to itself.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.provider == nil && rhs.provider == nil ? lhs.fixed == rhs.fixed : lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        if provider == nil { hasher.combine(fixed) } else { hasher.combine(ObjectIdentifier(self)) }
    }

    /// As UIKit prints a color: its color space and components.
    open var description: String {
        guard provider == nil else { return "<UIDynamicProviderColor: \(cgColor.description)>" }
        let c = fixed.components ?? []
        return "UIExtendedSRGBColorSpace " + c.map { String(format: "%g", Double($0)) }.joined(separator: " ")
    }

    /// Objective-C's class-method names (`[UIColor yellowColor]`), for code translated line by line.
    ///
    /// Difference from Apple: not in Swift's UIKit, which renamed them (`.yellow`); they keep code translated
    /// line by line from Objective-C compiling.
    public class func yellowColor() -> UIColor { .yellow }
    public class func whiteColor() -> UIColor { .white }
    public class func blackColor() -> UIColor { .black }
    public class func clearColor() -> UIColor { .clear }
    public class func redColor() -> UIColor { .red }
    public class func blueColor() -> UIColor { .blue }
}

/// Display P3 to sRGB: both use sRGB's transfer curve and D65 white, so it is a matrix on linear light.
private enum DisplayP3 {
    static func sRGB(red: CGFloat, green: CGFloat, blue: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        return (
            encoded(1.2249401 * r - 0.2249404 * g),
            encoded(-0.0420569 * r + 1.0420571 * g),
            encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
        )
    }

    static func linear(_ v: CGFloat) -> CGFloat {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    static func encoded(_ v: CGFloat) -> CGFloat {
        let v = min(max(v, 0), 1)
        return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}
