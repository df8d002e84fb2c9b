import ImageIO
import UniformTypeIdentifiers
import XCTest

/// Destinations writing PNG, JPEG, animated PNG, TIFF and BMP to data, files and consumers, read back by sources.
final class ImageDestinationTests: XCTestCase {
    private func source(_ data: Data) throws -> CGImageSource {
        try XCTUnwrap(CGImageSourceCreateWithData(data as CFData, nil))
    }

    func testPNGRoundTripKeepsThePixels() throws {
        let data = Fixtures.encoded(Fixtures.quadrants(), as: .png)
        let image = try XCTUnwrap(CGImageSourceCreateImageAtIndex(source(data), 0, nil))
        XCTAssertEqual(Fixtures.corners(image), [Fixtures.red, Fixtures.green, Fixtures.blue, Fixtures.white])
    }

    func testJPEGQualityChangesTheSize() throws {
        var words: [UInt32] = []
        for index in 0..<(64 * 64) { words.append(0xFF00_0000 | UInt32(truncatingIfNeeded: index &* 2_654_435_761)) }
        let noisy = try XCTUnwrap(CGImage(width: 64, height: 64, premultipliedARGB32: words))
        let low = Fixtures.encoded(noisy, as: .jpeg, properties: [kCGImageDestinationLossyCompressionQuality: 0.1])
        let high = Fixtures.encoded(noisy, as: .jpeg, properties: [kCGImageDestinationLossyCompressionQuality: 1.0])
        XCTAssertLessThan(low.count, high.count)
        XCTAssertEqual(CGImageSourceGetType(try source(low)), "public.jpeg" as CFString)
    }

    func testAnimatedPNGRoundTripKeepsFramesDelaysAndLoopCount() throws {
        let data = NSMutableData()
        let destination = try XCTUnwrap(CGImageDestinationCreateWithData(data as CFMutableData, UTType.png.identifier as CFString, 2, nil))
        CGImageDestinationSetProperties(destination, [kCGImagePropertyPNGDictionary: [kCGImagePropertyAPNGLoopCount: 3]] as CFDictionary)
        let red = try XCTUnwrap(CGImage(width: 4, height: 4, premultipliedARGB32: Array(repeating: Fixtures.red, count: 16)))
        let blue = try XCTUnwrap(CGImage(width: 4, height: 4, premultipliedARGB32: Array(repeating: Fixtures.blue, count: 16)))
        CGImageDestinationAddImage(destination, red, [kCGImagePropertyPNGDictionary: [kCGImagePropertyAPNGDelayTime: 0.25]] as CFDictionary)
        CGImageDestinationAddImage(destination, blue, [kCGImagePropertyPNGDictionary: [kCGImagePropertyAPNGDelayTime: 0.5]] as CFDictionary)
        XCTAssertTrue(CGImageDestinationFinalize(destination))

        let source = try source(data as Data)
        XCTAssertEqual(CGImageSourceGetCount(source), 2)
        XCTAssertEqual(CGImageSourceCreateImageAtIndex(source, 1, nil)?.pixel(x: 2, y: 2), Fixtures.blue)
        let second = CGImageSourceCopyPropertiesAtIndex(source, 1, nil) as? [CFString: Any]
        let png = second?[kCGImagePropertyPNGDictionary] as? [CFString: Any]
        XCTAssertEqual(png?[kCGImagePropertyAPNGDelayTime] as? Double, 0.5)
        let file = CGImageSourceCopyProperties(source, nil) as? [CFString: Any]
        XCTAssertEqual((file?[kCGImagePropertyPNGDictionary] as? [CFString: Any])?[kCGImagePropertyAPNGLoopCount] as? Int, 3)
    }

    func testGIFFramesCopiedFromASourceBecomeAnAnimatedPNGWithTheirDelays() throws {
        let gif = try source(Fixtures.threeFrameGIF)
        let data = NSMutableData()
        let destination = try XCTUnwrap(CGImageDestinationCreateWithData(data, "public.png" as CFString, 3, nil))
        for index in 0..<3 { CGImageDestinationAddImageFromSource(destination, gif, index, nil) }
        XCTAssertTrue(CGImageDestinationFinalize(destination))
        let png = try source(data as Data)
        let delays = (0..<3).map { index -> Double? in
            let properties = CGImageSourceCopyPropertiesAtIndex(png, index, nil) as? [CFString: Any]
            return (properties?[kCGImagePropertyPNGDictionary] as? [CFString: Any])?[kCGImagePropertyAPNGUnclampedDelayTime] as? Double
        }
        XCTAssertEqual(delays, [0.1, 0.2, 0.05])
        XCTAssertEqual(CGImageSourceCreateImageAtIndex(png, 2, nil)?.pixel(x: 0, y: 0), Fixtures.blue)
    }

    func testURLAndConsumerDestinationsWriteFiles() throws {
        let url = Fixtures.temporaryURL("out.png")
        let destination = try XCTUnwrap(CGImageDestinationCreateWithURL(url as CFURL, UTType.png.identifier as CFString, 1, nil))
        CGImageDestinationAddImage(destination, Fixtures.quadrants(), nil)
        XCTAssertTrue(CGImageDestinationFinalize(destination))
        XCTAssertNotNil(CGImageSourceCreateWithURL(url as CFURL, nil).flatMap { CGImageSourceCreateImageAtIndex($0, 0, nil) })

        let tiffURL = Fixtures.temporaryURL("out.tiff")
        let consumer = try XCTUnwrap(CGDataConsumer(url: tiffURL as CFURL))
        let tiff = try XCTUnwrap(CGImageDestinationCreateWithDataConsumer(consumer, UTType.tiff.identifier as CFString, 1, nil))
        CGImageDestinationAddImage(tiff, Fixtures.quadrants(), nil)
        XCTAssertTrue(CGImageDestinationFinalize(tiff))
        let written = try XCTUnwrap(CGImageSourceCreateWithData(Data(contentsOf: tiffURL) as CFData, nil))
        XCTAssertEqual(CGImageSourceGetType(written), "public.tiff" as CFString)
        XCTAssertEqual(CGImageSourceCreateImageAtIndex(written, 0, nil)?.pixel(x: 7, y: 0), Fixtures.green)
    }

    func testUnsupportedTypesAndCountsMakeNoDestination() throws {
        let data = NSMutableData()
        XCTAssertNil(CGImageDestinationCreateWithData(data, UTType.gif.identifier as CFString, 1, nil))
        XCTAssertNil(CGImageDestinationCreateWithData(data, "public.plain-text" as CFString, 1, nil))
        XCTAssertNil(CGImageDestinationCreateWithData(data, UTType.jpeg.identifier as CFString, 2, nil))
        let types = try XCTUnwrap(CGImageDestinationCopyTypeIdentifiers() as? [String])
        XCTAssertEqual(Set(types), ["public.png", "public.jpeg", "public.tiff", "com.microsoft.bmp"])
    }

    func testFinalizeFailsWhenImagesAreMissing() throws {
        let data = NSMutableData()
        let none = try XCTUnwrap(CGImageDestinationCreateWithData(data, "public.png" as CFString, 1, nil))
        XCTAssertFalse(CGImageDestinationFinalize(none))
        let short = try XCTUnwrap(CGImageDestinationCreateWithData(data, "public.png" as CFString, 2, nil))
        CGImageDestinationAddImage(short, Fixtures.quadrants(), nil)
        XCTAssertFalse(CGImageDestinationFinalize(short))
        XCTAssertEqual(data.length, 0)
    }

    func testFinalizeFailsOnAFullDiskAndAnUnwritableFolder() throws {
        for path in ["/dev/full", "/nonexistent-folder/out.png"] {
            let destination = try XCTUnwrap(CGImageDestinationCreateWithURL(URL(fileURLWithPath: path) as CFURL, "public.png" as CFString, 1, nil))
            CGImageDestinationAddImage(destination, Fixtures.quadrants(), nil)
            XCTAssertFalse(CGImageDestinationFinalize(destination), path)
        }
    }
}
