import CoreGraphics

// The keys of an image's properties (CGImageSourceCopyPropertiesAtIndex, CGImageDestinationAddImage), and the values of its colour model, with Apple's names and strings.
// Core Foundation strings are not Sendable on Linux; these are never mutated.

nonisolated(unsafe) public let kCGImagePropertyFileSize: CFString = "FileSize"

nonisolated(unsafe) public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"

nonisolated(unsafe) public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"

nonisolated(unsafe) public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"

nonisolated(unsafe) public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"

nonisolated(unsafe) public let kCGImagePropertyDepth: CFString = "Depth"

nonisolated(unsafe) public let kCGImagePropertyOrientation: CFString = "Orientation"

nonisolated(unsafe) public let kCGImagePropertyIsFloat: CFString = "IsFloat"

nonisolated(unsafe) public let kCGImagePropertyIsIndexed: CFString = "IsIndexed"

nonisolated(unsafe) public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"

nonisolated(unsafe) public let kCGImagePropertyColorModel: CFString = "ColorModel"

nonisolated(unsafe) public let kCGImagePropertyProfileName: CFString = "ProfileName"

nonisolated(unsafe) public let kCGImagePropertyPrimaryImage: CFString = "PrimaryImage"

nonisolated(unsafe) public let kCGImagePropertyImageCount: CFString = "ImageCount"

nonisolated(unsafe) public let kCGImagePropertyColorModelRGB: CFString = "RGB"

nonisolated(unsafe) public let kCGImagePropertyColorModelGray: CFString = "Gray"

nonisolated(unsafe) public let kCGImagePropertyColorModelCMYK: CFString = "CMYK"

nonisolated(unsafe) public let kCGImagePropertyColorModelLab: CFString = "Lab"

nonisolated(unsafe) public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"

nonisolated(unsafe) public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"

nonisolated(unsafe) public let kCGImagePropertyJFIFDictionary: CFString = "{JFIF}"

nonisolated(unsafe) public let kCGImagePropertyExifDictionary: CFString = "{Exif}"

nonisolated(unsafe) public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"

nonisolated(unsafe) public let kCGImagePropertyGPSDictionary: CFString = "{GPS}"

nonisolated(unsafe) public let kCGImagePropertyIPTCDictionary: CFString = "{IPTC}"

nonisolated(unsafe) public let kCGImagePropertyHEICSDictionary: CFString = "{HEICS}"

nonisolated(unsafe) public let kCGImagePropertyWebPDictionary: CFString = "{WebP}"
