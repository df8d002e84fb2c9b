import Foundation

/// A shadow cast by text (`.shadow`): offset down and right in UIKit's coordinates, blurred, in a colour.
///
/// Difference from Apple: not an `NSObject` subclass, because Linux Foundation's `addAttribute(_:value:range:)` crashes replacing one NSObject value with another.
open class NSShadow: NSCopying, Hashable, @unchecked Sendable {
    /// Down and right for positive values; UIKit's default is (0, -3).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius in points.
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (black at one-third opacity where nil).
    open var shadowColor: Any?

    public init() {}

    open func copy() -> Any { copy(with: nil) }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    public static func == (lhs: NSShadow, rhs: NSShadow) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && TextLayout.color(of: shadowColor) == TextLayout.color(of: other.shadowColor)
    }

    open var hash: Int {
        var hasher = Hasher()
        hasher.combine(shadowOffset.width)
        hasher.combine(shadowOffset.height)
        hasher.combine(shadowBlurRadius)
        return hasher.finalize()
    }

    /// The shadow as the text engine draws it.
    var layoutShadow: TextLayout.Shadow {
        TextLayout.Shadow(
            offset: shadowOffset, blur: shadowBlurRadius,
            color: TextLayout.color(of: shadowColor) ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }
}
