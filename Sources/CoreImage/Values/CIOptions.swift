import Foundation

/// The keys of a context's options.
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `NSNull()` turns colour management off: filters see the sRGB values themselves, not linear light.
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    public static let workingFormat = CIContextOption(rawValue: "working_format")
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    public static let priorityRequestLow = CIContextOption(rawValue: "priority_request_low")
    public static let highQualityDownsample = CIContextOption(rawValue: "high_quality_downsample")
    public static let outputPremultiplied = CIContextOption(rawValue: "output_premultiplied")
    public static let name = CIContextOption(rawValue: "name")
}

/// The keys of an image's options.
public struct CIImageOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    public static let nearestSampling = CIImageOption(rawValue: "kCIImageNearestSampling")
}
