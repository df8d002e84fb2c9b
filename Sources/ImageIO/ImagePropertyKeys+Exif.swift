import CoreGraphics

// The keys of an image's TIFF, Exif and JFIF dictionaries.
// Core Foundation strings are not Sendable on Linux; these are never mutated.

nonisolated(unsafe) public let kCGImagePropertyTIFFCompression: CFString = "Compression"

nonisolated(unsafe) public let kCGImagePropertyTIFFPhotometricInterpretation: CFString = "PhotometricInterpretation"

nonisolated(unsafe) public let kCGImagePropertyTIFFDocumentName: CFString = "DocumentName"

nonisolated(unsafe) public let kCGImagePropertyTIFFImageDescription: CFString = "ImageDescription"

nonisolated(unsafe) public let kCGImagePropertyTIFFMake: CFString = "Make"

nonisolated(unsafe) public let kCGImagePropertyTIFFModel: CFString = "Model"

nonisolated(unsafe) public let kCGImagePropertyTIFFOrientation: CFString = "Orientation"

nonisolated(unsafe) public let kCGImagePropertyTIFFXResolution: CFString = "XResolution"

nonisolated(unsafe) public let kCGImagePropertyTIFFYResolution: CFString = "YResolution"

nonisolated(unsafe) public let kCGImagePropertyTIFFResolutionUnit: CFString = "ResolutionUnit"

nonisolated(unsafe) public let kCGImagePropertyTIFFSoftware: CFString = "Software"

nonisolated(unsafe) public let kCGImagePropertyTIFFDateTime: CFString = "DateTime"

nonisolated(unsafe) public let kCGImagePropertyTIFFArtist: CFString = "Artist"

nonisolated(unsafe) public let kCGImagePropertyTIFFCopyright: CFString = "Copyright"

nonisolated(unsafe) public let kCGImagePropertyExifExposureTime: CFString = "ExposureTime"

nonisolated(unsafe) public let kCGImagePropertyExifFNumber: CFString = "FNumber"

nonisolated(unsafe) public let kCGImagePropertyExifExposureProgram: CFString = "ExposureProgram"

nonisolated(unsafe) public let kCGImagePropertyExifISOSpeedRatings: CFString = "ISOSpeedRatings"

nonisolated(unsafe) public let kCGImagePropertyExifVersion: CFString = "ExifVersion"

nonisolated(unsafe) public let kCGImagePropertyExifDateTimeOriginal: CFString = "DateTimeOriginal"

nonisolated(unsafe) public let kCGImagePropertyExifDateTimeDigitized: CFString = "DateTimeDigitized"

nonisolated(unsafe) public let kCGImagePropertyExifOffsetTime: CFString = "OffsetTime"

nonisolated(unsafe) public let kCGImagePropertyExifShutterSpeedValue: CFString = "ShutterSpeedValue"

nonisolated(unsafe) public let kCGImagePropertyExifApertureValue: CFString = "ApertureValue"

nonisolated(unsafe) public let kCGImagePropertyExifBrightnessValue: CFString = "BrightnessValue"

nonisolated(unsafe) public let kCGImagePropertyExifExposureBiasValue: CFString = "ExposureBiasValue"

nonisolated(unsafe) public let kCGImagePropertyExifMeteringMode: CFString = "MeteringMode"

nonisolated(unsafe) public let kCGImagePropertyExifFlash: CFString = "Flash"

nonisolated(unsafe) public let kCGImagePropertyExifFocalLength: CFString = "FocalLength"

nonisolated(unsafe) public let kCGImagePropertyExifUserComment: CFString = "UserComment"

nonisolated(unsafe) public let kCGImagePropertyExifColorSpace: CFString = "ColorSpace"

nonisolated(unsafe) public let kCGImagePropertyExifPixelXDimension: CFString = "PixelXDimension"

nonisolated(unsafe) public let kCGImagePropertyExifPixelYDimension: CFString = "PixelYDimension"

nonisolated(unsafe) public let kCGImagePropertyExifWhiteBalance: CFString = "WhiteBalance"

nonisolated(unsafe) public let kCGImagePropertyExifFocalLenIn35mmFilm: CFString = "FocalLenIn35mmFilm"

nonisolated(unsafe) public let kCGImagePropertyExifLensMake: CFString = "LensMake"

nonisolated(unsafe) public let kCGImagePropertyExifLensModel: CFString = "LensModel"

nonisolated(unsafe) public let kCGImagePropertyJFIFVersion: CFString = "JFIFVersion"

nonisolated(unsafe) public let kCGImagePropertyJFIFXDensity: CFString = "XDensity"

nonisolated(unsafe) public let kCGImagePropertyJFIFYDensity: CFString = "YDensity"

nonisolated(unsafe) public let kCGImagePropertyJFIFDensityUnit: CFString = "DensityUnit"

nonisolated(unsafe) public let kCGImagePropertyJFIFIsProgressive: CFString = "IsProgressive"
