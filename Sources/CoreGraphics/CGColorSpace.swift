import Foundation

/// The colour model of a colour space.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
}

/// A colour space: sRGB or grey, the two this software renderer works in.
///
/// Differences from Apple: names are `String`, not `CFString`; device RGB is sRGB and device grey is
/// sRGB's grey axis; every other named space (Display P3, linear, extended) is unavailable (`init?(name:)` returns nil).
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The space's name, one of the constants below.
    public let name: String?
    /// Whether the space is RGB or grey.
    public let model: CGColorSpaceModel

    /// The sRGB colour space (IEC 61966-2-1).
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Grey with a 2.2 gamma.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Generic RGB, treated as sRGB.
    public static let genericRGB = "kCGColorSpaceGenericRGB"

    /// The colour space with the given name, or nil for a space this renderer does not support.
    public init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.genericRGB:
            model = .rgb
        case CGColorSpace.genericGrayGamma2_2:
            model = .monochrome
        default:
            return nil
        }
        self.name = name
    }

    private init(model: CGColorSpaceModel, name: String) {
        self.model = model
        self.name = name
    }

    /// The number of colour components, alpha excluded.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// The shared sRGB space.
    static let sRGBSpace = CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)
    /// The shared grey space.
    static let graySpace = CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2)

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
    }

    public var description: String { "CGColorSpace(\(name ?? "unnamed"))" }
}

/// The device RGB space, which is sRGB here.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace.sRGBSpace
}

/// The device grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace.graySpace
}
