/// The names of Apple's other colour spaces, so code naming them compiles; `CGColorSpace(name:)` gives nil for
/// them, this renderer drawing in sRGB and its grey only.
extension CGColorSpace {
    /// Display P3 (the wide gamut of recent iPhone screens).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// sRGB extended past 0…1.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// sRGB primaries with a linear transfer.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// Linear sRGB extended past 0…1.
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    /// Grey with a linear transfer.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Grey extended past 0…1.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// Adobe RGB (1998).
    public static let adobeRGB1998 = "kCGColorSpaceAdobeRGB1998"
    /// ITU-R BT.709 (HD video).
    public static let itur_709 = "kCGColorSpaceITUR_709"
    /// ITU-R BT.2020 (UHD video).
    public static let itur_2020 = "kCGColorSpaceITUR_2020"
    /// DCI P3 (cinema).
    public static let dcip3 = "kCGColorSpaceDCIP3"
    /// Generic CMYK.
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"
}
