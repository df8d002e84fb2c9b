import CoreGraphics
import Foundation

/// A colour as Core Image takes it: red, green, blue and alpha in sRGB, not premultiplied.
open class CIColor: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked: every stored property is a constant.

    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: 1)
    }

    /// The colour's components; grey colours spread to red, green and blue.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        if c.count >= 4 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else if c.count == 2 {
            self.init(red: c[0], green: c[0], blue: c[0], alpha: c[1])
        } else {
            self.init(red: 0, green: 0, blue: 0, alpha: 1)
        }
    }

    /// A colour from a string of three or four numbers, as `stringRepresentation` writes (`"0.5 0.5 0.5 1.0"`).
    public convenience init(string representation: String) {
        let v = representation.split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "]" }).compactMap { Double($0) }
        self.init(
            red: v.count > 0 ? v[0] : 0, green: v.count > 1 ? v[1] : 0, blue: v.count > 2 ? v[2] : 0,
            alpha: v.count > 3 ? v[3] : 1)
    }

    public var numberOfComponents: Int { 4 }
    public var components: UnsafePointer<CGFloat> {
        let pointer = UnsafeMutablePointer<CGFloat>.allocate(capacity: 4)
        pointer.initialize(from: [red, green, blue, alpha], count: 4)
        return UnsafePointer(pointer)
    }
    public var colorSpace: CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }
    public var stringRepresentation: String { "\(red) \(green) \(blue) \(alpha)" }

    public static let black = CIColor(red: 0, green: 0, blue: 0)
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    public static let cyan = CIColor(red: 0, green: 1, blue: 1)
    public static let magenta = CIColor(red: 1, green: 0, blue: 1)
    public static let yellow = CIColor(red: 1, green: 1, blue: 0)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)

    public func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    open override var hash: Int { stringRepresentation.hashValue }

    open override var description: String { stringRepresentation }

    /// Unpremultiplied sRGB as the renderer's floats.
    var rgba: SIMD4<Float> { SIMD4(Float(red), Float(green), Float(blue), Float(alpha)) }
}
