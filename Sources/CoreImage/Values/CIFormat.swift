import Foundation

/// A pixel layout a context renders into.
///
/// Difference from Apple: only the 8-bit four-channel layouts (`RGBA8`, `BGRA8`, `ARGB8`, `ABGR8`) and `RGBAf` render;
/// `render(_:toBitmap:…)` leaves the bitmap untouched for the others.
public struct CIFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let ARGB8 = CIFormat(rawValue: 264)
    public static let BGRA8 = CIFormat(rawValue: 266)
    public static let RGBA8 = CIFormat(rawValue: 265)
    public static let ABGR8 = CIFormat(rawValue: 268)
    public static let RGBAh = CIFormat(rawValue: 1800)
    public static let RGBA16 = CIFormat(rawValue: 291)
    public static let RGBAf = CIFormat(rawValue: 2304)
    public static let A8 = CIFormat(rawValue: 259)
    public static let L8 = CIFormat(rawValue: 275)
    public static let R8 = CIFormat(rawValue: 257)
}

public let kCIFormatARGB8 = CIFormat.ARGB8.rawValue
public let kCIFormatBGRA8 = CIFormat.BGRA8.rawValue
public let kCIFormatRGBA8 = CIFormat.RGBA8.rawValue
public let kCIFormatRGBAf = CIFormat.RGBAf.rawValue
