import CoreGraphics

// The keys of an image's GIF and animated PNG dictionaries (kCGImagePropertyGIFDictionary, kCGImagePropertyPNGDictionary).
// Core Foundation strings are not Sendable on Linux; these are never mutated.

nonisolated(unsafe) public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"

nonisolated(unsafe) public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"

nonisolated(unsafe) public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"

nonisolated(unsafe) public let kCGImagePropertyGIFImageColorMap: CFString = "ImageColorMap"

nonisolated(unsafe) public let kCGImagePropertyGIFHasGlobalColorMap: CFString = "HasGlobalColorMap"

nonisolated(unsafe) public let kCGImagePropertyGIFCanvasPixelWidth: CFString = "CanvasPixelWidth"

nonisolated(unsafe) public let kCGImagePropertyGIFCanvasPixelHeight: CFString = "CanvasPixelHeight"

nonisolated(unsafe) public let kCGImagePropertyGIFFrameInfoArray: CFString = "FrameInfo"

nonisolated(unsafe) public let kCGImagePropertyPNGGamma: CFString = "Gamma"

nonisolated(unsafe) public let kCGImagePropertyPNGInterlaceType: CFString = "InterlaceType"

nonisolated(unsafe) public let kCGImagePropertyPNGXPixelsPerMeter: CFString = "XPixelsPerMeter"

nonisolated(unsafe) public let kCGImagePropertyPNGYPixelsPerMeter: CFString = "YPixelsPerMeter"

nonisolated(unsafe) public let kCGImagePropertyPNGsRGBIntent: CFString = "sRGBIntent"

nonisolated(unsafe) public let kCGImagePropertyPNGChromaticities: CFString = "Chromaticities"

nonisolated(unsafe) public let kCGImagePropertyPNGAuthor: CFString = "Author"

nonisolated(unsafe) public let kCGImagePropertyPNGCopyright: CFString = "Copyright"

nonisolated(unsafe) public let kCGImagePropertyPNGCreationTime: CFString = "CreationTime"

nonisolated(unsafe) public let kCGImagePropertyPNGDescription: CFString = "Description"

nonisolated(unsafe) public let kCGImagePropertyPNGModificationTime: CFString = "ModificationTime"

nonisolated(unsafe) public let kCGImagePropertyPNGSoftware: CFString = "Software"

nonisolated(unsafe) public let kCGImagePropertyPNGTitle: CFString = "Title"

nonisolated(unsafe) public let kCGImagePropertyPNGComment: CFString = "Comment"

nonisolated(unsafe) public let kCGImagePropertyAPNGLoopCount: CFString = "LoopCount"

nonisolated(unsafe) public let kCGImagePropertyAPNGDelayTime: CFString = "DelayTime"

nonisolated(unsafe) public let kCGImagePropertyAPNGUnclampedDelayTime: CFString = "UnclampedDelayTime"

nonisolated(unsafe) public let kCGImagePropertyAPNGFrameInfoArray: CFString = "FrameInfo"

nonisolated(unsafe) public let kCGImagePropertyAPNGCanvasPixelWidth: CFString = "CanvasPixelWidth"

nonisolated(unsafe) public let kCGImagePropertyAPNGCanvasPixelHeight: CFString = "CanvasPixelHeight"
