import CoreGraphics

// More of ImageIO's property keys with Apple's names and strings: the rest of the Exif dictionary's, IPTC's commonest, WebP and HEICS animation timing, and the dictionaries of formats and makers this framework does not read, so that code naming them compiles.
// Core Foundation strings are not Sendable on Linux; these are never mutated.

nonisolated(unsafe) public let kCGImagePropertyExifSpectralSensitivity: CFString = "SpectralSensitivity"

nonisolated(unsafe) public let kCGImagePropertyExifOECF: CFString = "OECF"

nonisolated(unsafe) public let kCGImagePropertyExifSensitivityType: CFString = "SensitivityType"

nonisolated(unsafe) public let kCGImagePropertyExifStandardOutputSensitivity: CFString = "StandardOutputSensitivity"

nonisolated(unsafe) public let kCGImagePropertyExifRecommendedExposureIndex: CFString = "RecommendedExposureIndex"

nonisolated(unsafe) public let kCGImagePropertyExifISOSpeed: CFString = "ISOSpeed"

nonisolated(unsafe) public let kCGImagePropertyExifISOSpeedLatitudeyyy: CFString = "ISOSpeedLatitudeyyy"

nonisolated(unsafe) public let kCGImagePropertyExifISOSpeedLatitudezzz: CFString = "ISOSpeedLatitudezzz"

nonisolated(unsafe) public let kCGImagePropertyExifOffsetTimeOriginal: CFString = "OffsetTimeOriginal"

nonisolated(unsafe) public let kCGImagePropertyExifOffsetTimeDigitized: CFString = "OffsetTimeDigitized"

nonisolated(unsafe) public let kCGImagePropertyExifComponentsConfiguration: CFString = "ComponentsConfiguration"

nonisolated(unsafe) public let kCGImagePropertyExifCompressedBitsPerPixel: CFString = "CompressedBitsPerPixel"

nonisolated(unsafe) public let kCGImagePropertyExifMaxApertureValue: CFString = "MaxApertureValue"

nonisolated(unsafe) public let kCGImagePropertyExifSubjectDistance: CFString = "SubjectDistance"

nonisolated(unsafe) public let kCGImagePropertyExifLightSource: CFString = "LightSource"

nonisolated(unsafe) public let kCGImagePropertyExifSubjectArea: CFString = "SubjectArea"

nonisolated(unsafe) public let kCGImagePropertyExifMakerNote: CFString = "MakerNote"

nonisolated(unsafe) public let kCGImagePropertyExifSubsecTime: CFString = "SubsecTime"

nonisolated(unsafe) public let kCGImagePropertyExifSubsecTimeOriginal: CFString = "SubsecTimeOriginal"

nonisolated(unsafe) public let kCGImagePropertyExifSubsecTimeDigitized: CFString = "SubsecTimeDigitized"

nonisolated(unsafe) public let kCGImagePropertyExifFlashPixVersion: CFString = "FlashPixVersion"

nonisolated(unsafe) public let kCGImagePropertyExifRelatedSoundFile: CFString = "RelatedSoundFile"

nonisolated(unsafe) public let kCGImagePropertyExifFlashEnergy: CFString = "FlashEnergy"

nonisolated(unsafe) public let kCGImagePropertyExifSpatialFrequencyResponse: CFString = "SpatialFrequencyResponse"

nonisolated(unsafe) public let kCGImagePropertyExifFocalPlaneXResolution: CFString = "FocalPlaneXResolution"

nonisolated(unsafe) public let kCGImagePropertyExifFocalPlaneYResolution: CFString = "FocalPlaneYResolution"

nonisolated(unsafe) public let kCGImagePropertyExifFocalPlaneResolutionUnit: CFString = "FocalPlaneResolutionUnit"

nonisolated(unsafe) public let kCGImagePropertyExifSubjectLocation: CFString = "SubjectLocation"

nonisolated(unsafe) public let kCGImagePropertyExifExposureIndex: CFString = "ExposureIndex"

nonisolated(unsafe) public let kCGImagePropertyExifSensingMethod: CFString = "SensingMethod"

nonisolated(unsafe) public let kCGImagePropertyExifFileSource: CFString = "FileSource"

nonisolated(unsafe) public let kCGImagePropertyExifSceneType: CFString = "SceneType"

nonisolated(unsafe) public let kCGImagePropertyExifCFAPattern: CFString = "CFAPattern"

nonisolated(unsafe) public let kCGImagePropertyExifCustomRendered: CFString = "CustomRendered"

nonisolated(unsafe) public let kCGImagePropertyExifExposureMode: CFString = "ExposureMode"

nonisolated(unsafe) public let kCGImagePropertyExifDigitalZoomRatio: CFString = "DigitalZoomRatio"

nonisolated(unsafe) public let kCGImagePropertyExifSceneCaptureType: CFString = "SceneCaptureType"

nonisolated(unsafe) public let kCGImagePropertyExifGainControl: CFString = "GainControl"

nonisolated(unsafe) public let kCGImagePropertyExifContrast: CFString = "Contrast"

nonisolated(unsafe) public let kCGImagePropertyExifSaturation: CFString = "Saturation"

nonisolated(unsafe) public let kCGImagePropertyExifSharpness: CFString = "Sharpness"

nonisolated(unsafe) public let kCGImagePropertyExifDeviceSettingDescription: CFString = "DeviceSettingDescription"

nonisolated(unsafe) public let kCGImagePropertyExifSubjectDistRange: CFString = "SubjectDistRange"

nonisolated(unsafe) public let kCGImagePropertyExifImageUniqueID: CFString = "ImageUniqueID"

nonisolated(unsafe) public let kCGImagePropertyExifCameraOwnerName: CFString = "CameraOwnerName"

nonisolated(unsafe) public let kCGImagePropertyExifBodySerialNumber: CFString = "BodySerialNumber"

nonisolated(unsafe) public let kCGImagePropertyExifLensSpecification: CFString = "LensSpecification"

nonisolated(unsafe) public let kCGImagePropertyExifLensSerialNumber: CFString = "LensSerialNumber"

nonisolated(unsafe) public let kCGImagePropertyExifGamma: CFString = "Gamma"

nonisolated(unsafe) public let kCGImagePropertyExifCompositeImage: CFString = "CompositeImage"

nonisolated(unsafe) public let kCGImagePropertyExifSourceImageNumberOfCompositeImage: CFString = "SourceImageNumberOfCompositeImage"

nonisolated(unsafe) public let kCGImagePropertyExifSourceExposureTimesOfCompositeImage: CFString = "SourceExposureTimesOfCompositeImage"

nonisolated(unsafe) public let kCGImagePropertyTIFFTransferFunction: CFString = "TransferFunction"

nonisolated(unsafe) public let kCGImagePropertyTIFFWhitePoint: CFString = "WhitePoint"

nonisolated(unsafe) public let kCGImagePropertyTIFFPrimaryChromaticities: CFString = "PrimaryChromaticities"

nonisolated(unsafe) public let kCGImagePropertyTIFFHostComputer: CFString = "HostComputer"

nonisolated(unsafe) public let kCGImagePropertyTIFFTileWidth: CFString = "TileWidth"

nonisolated(unsafe) public let kCGImagePropertyTIFFTileLength: CFString = "TileLength"

nonisolated(unsafe) public let kCGImagePropertyIPTCKeywords: CFString = "Keywords"

nonisolated(unsafe) public let kCGImagePropertyIPTCCaptionAbstract: CFString = "Caption/Abstract"

nonisolated(unsafe) public let kCGImagePropertyIPTCObjectName: CFString = "ObjectName"

nonisolated(unsafe) public let kCGImagePropertyIPTCCopyrightNotice: CFString = "CopyrightNotice"

nonisolated(unsafe) public let kCGImagePropertyIPTCByline: CFString = "By-line"

nonisolated(unsafe) public let kCGImagePropertyIPTCCity: CFString = "City"

nonisolated(unsafe) public let kCGImagePropertyIPTCCountryPrimaryLocationName: CFString = "Country/PrimaryLocationName"

nonisolated(unsafe) public let kCGImagePropertyIPTCDateCreated: CFString = "DateCreated"

nonisolated(unsafe) public let kCGImagePropertyIPTCTimeCreated: CFString = "TimeCreated"

nonisolated(unsafe) public let kCGImagePropertyIPTCCredit: CFString = "Credit"

nonisolated(unsafe) public let kCGImagePropertyIPTCSource: CFString = "Source"

nonisolated(unsafe) public let kCGImagePropertyIPTCHeadline: CFString = "Headline"

nonisolated(unsafe) public let kCGImagePropertyIPTCOriginatingProgram: CFString = "OriginatingProgram"

nonisolated(unsafe) public let kCGImagePropertyWebPLoopCount: CFString = "LoopCount"

nonisolated(unsafe) public let kCGImagePropertyWebPDelayTime: CFString = "DelayTime"

nonisolated(unsafe) public let kCGImagePropertyWebPUnclampedDelayTime: CFString = "UnclampedDelayTime"

nonisolated(unsafe) public let kCGImagePropertyWebPFrameInfoArray: CFString = "FrameInfo"

nonisolated(unsafe) public let kCGImagePropertyWebPCanvasPixelWidth: CFString = "CanvasPixelWidth"

nonisolated(unsafe) public let kCGImagePropertyWebPCanvasPixelHeight: CFString = "CanvasPixelHeight"

nonisolated(unsafe) public let kCGImagePropertyHEICSLoopCount: CFString = "LoopCount"

nonisolated(unsafe) public let kCGImagePropertyHEICSDelayTime: CFString = "DelayTime"

nonisolated(unsafe) public let kCGImagePropertyHEICSUnclampedDelayTime: CFString = "UnclampedDelayTime"

nonisolated(unsafe) public let kCGImagePropertyHEICSFrameInfoArray: CFString = "FrameInfo"

nonisolated(unsafe) public let kCGImagePropertyHEICSCanvasPixelWidth: CFString = "CanvasPixelWidth"

nonisolated(unsafe) public let kCGImagePropertyHEICSCanvasPixelHeight: CFString = "CanvasPixelHeight"

nonisolated(unsafe) public let kCGImagePropertyExifAuxDictionary: CFString = "{ExifAux}"

nonisolated(unsafe) public let kCGImagePropertyMakerAppleDictionary: CFString = "{MakerApple}"

nonisolated(unsafe) public let kCGImageProperty8BIMDictionary: CFString = "{8BIM}"

nonisolated(unsafe) public let kCGImagePropertyDNGDictionary: CFString = "{DNG}"

nonisolated(unsafe) public let kCGImagePropertyRawDictionary: CFString = "{Raw}"

nonisolated(unsafe) public let kCGImagePropertyCIFFDictionary: CFString = "{CIFF}"

nonisolated(unsafe) public let kCGImagePropertyTGADictionary: CFString = "{TGA}"

nonisolated(unsafe) public let kCGImagePropertyHEIFDictionary: CFString = "{HEIF}"

nonisolated(unsafe) public let kCGImagePropertyOpenEXRDictionary: CFString = "{OpenEXR}"

nonisolated(unsafe) public let kCGImagePropertyMakerCanonDictionary: CFString = "{MakerCanon}"

nonisolated(unsafe) public let kCGImagePropertyMakerNikonDictionary: CFString = "{MakerNikon}"

nonisolated(unsafe) public let kCGImagePropertyMakerFujiDictionary: CFString = "{MakerFuji}"

nonisolated(unsafe) public let kCGImagePropertyMakerOlympusDictionary: CFString = "{MakerOlympus}"

nonisolated(unsafe) public let kCGImagePropertyMakerPentaxDictionary: CFString = "{MakerPentax}"

nonisolated(unsafe) public let kCGImagePropertyMakerMinoltaDictionary: CFString = "{MakerMinolta}"

nonisolated(unsafe) public let kCGImagePropertyPixelFormat: CFString = "PixelFormat"

nonisolated(unsafe) public let kCGImagePropertyImages: CFString = "Images"

nonisolated(unsafe) public let kCGImagePropertyThumbnailImages: CFString = "ThumbnailImages"

nonisolated(unsafe) public let kCGImagePropertyImageIndex: CFString = "ImageIndex"

nonisolated(unsafe) public let kCGImagePropertyWidth: CFString = "Width"

nonisolated(unsafe) public let kCGImagePropertyHeight: CFString = "Height"

nonisolated(unsafe) public let kCGImagePropertyBytesPerRow: CFString = "BytesPerRow"

nonisolated(unsafe) public let kCGImagePropertyNamedColorSpace: CFString = "NamedColorSpace"

nonisolated(unsafe) public let kCGImagePropertyGroups: CFString = "Groups"

nonisolated(unsafe) public let kCGImageDestinationOrientation: CFString = "kCGImageDestinationOrientation"

nonisolated(unsafe) public let kCGImageDestinationMetadata: CFString = "kCGImageDestinationMetadata"

nonisolated(unsafe) public let kCGImageDestinationMergeMetadata: CFString = "kCGImageDestinationMergeMetadata"

nonisolated(unsafe) public let kCGImageDestinationDateTime: CFString = "kCGImageDestinationDateTime"

nonisolated(unsafe) public let kCGImageMetadataShouldExcludeXMP: CFString = "kCGImageMetadataShouldExcludeXMP"

nonisolated(unsafe) public let kCGImageMetadataShouldExcludeGPS: CFString = "kCGImageMetadataShouldExcludeGPS"

/// The old, misspelt name of `kCGImagePropertyExifSubsecTimeOriginal`.
@available(*, deprecated, renamed: "kCGImagePropertyExifSubsecTimeOriginal")
nonisolated(unsafe) public let kCGImagePropertyExifSubsecTimeOrginal: CFString = "SubsecTimeOriginal"
