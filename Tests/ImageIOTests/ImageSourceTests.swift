import ImageIO
import UniformTypeIdentifiers
import XCTest

/// Sources made from data, files and providers: their type, count, status and images.
final class ImageSourceTests: XCTestCase {
    func testPNGSourceFromDataGivesItsTypeCountAndImage() throws {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Fixtures.quadrants().pngData() as CFData, nil))
        XCTAssertEqual(CGImageSourceGetType(source), UTType.png.identifier as CFString)
        XCTAssertEqual(CGImageSourceGetCount(source), 1)
        XCTAssertEqual(CGImageSourceGetStatus(source), .statusComplete)
        XCTAssertEqual(CGImageSourceGetStatusAtIndex(source, 0), .statusComplete)
        XCTAssertEqual(CGImageSourceGetPrimaryImageIndex(source), 0)
        let image = try XCTUnwrap(CGImageSourceCreateImageAtIndex(source, 0, nil))
        XCTAssertEqual(Fixtures.corners(image), [Fixtures.red, Fixtures.green, Fixtures.blue, Fixtures.white])
        XCTAssertNil(CGImageSourceCreateImageAtIndex(source, 1, nil))
    }

    func testCachedImageIsReturnedAgainAndUncachedIsDecodedAnew() throws {
        let data = try Fixtures.quadrants().pngData() as CFData
        let cached = try XCTUnwrap(CGImageSourceCreateWithData(data, nil))
        let first = CGImageSourceCreateImageAtIndex(cached, 0, nil)
        XCTAssertTrue(first === CGImageSourceCreateImageAtIndex(cached, 0, nil))
        CGImageSourceRemoveCacheAtIndex(cached, 0)
        XCTAssertFalse(first === CGImageSourceCreateImageAtIndex(cached, 0, nil))
        let uncached = try XCTUnwrap(CGImageSourceCreateWithData(data, [kCGImageSourceShouldCache: false] as CFDictionary))
        XCTAssertFalse(CGImageSourceCreateImageAtIndex(uncached, 0, nil) === CGImageSourceCreateImageAtIndex(uncached, 0, nil))
    }

    func testSourceFromURLAndFromProvider() throws {
        let url = Fixtures.temporaryURL("picture.jpg")
        try Fixtures.encoded(Fixtures.quadrants(), as: .jpeg).write(to: url)
        let fromURL = try XCTUnwrap(CGImageSourceCreateWithURL(url as CFURL, nil))
        XCTAssertEqual(CGImageSourceGetType(fromURL), "public.jpeg" as CFString)
        XCTAssertNotNil(CGImageSourceCreateImageAtIndex(fromURL, 0, nil))
        let provider = try XCTUnwrap(CGDataProvider(url: url as CFURL))
        let fromProvider = try XCTUnwrap(CGImageSourceCreateWithDataProvider(provider, nil))
        XCTAssertEqual(CGImageSourceGetCount(fromProvider), 1)
        XCTAssertNil(CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent/picture.png") as CFURL, nil))
    }

    func testTypeIdentifiersListTheFormatsRead() throws {
        let types = try XCTUnwrap(CGImageSourceCopyTypeIdentifiers() as? [String])
        XCTAssertTrue(types.contains(UTType.png.identifier))
        XCTAssertTrue(types.contains(UTType.jpeg.identifier))
        XCTAssertTrue(types.contains(UTType.gif.identifier))
        XCTAssertNotEqual(CGImageSourceGetTypeID(), CGImageDestinationGetTypeID())
    }

    func testSubsampleFactorDecodesSmaller() throws {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Fixtures.quadrants(width: 64, height: 32).pngData() as CFData, nil))
        let image = try XCTUnwrap(CGImageSourceCreateImageAtIndex(source, 0, [kCGImageSourceSubsampleFactor: 4] as CFDictionary))
        XCTAssertEqual([image.width, image.height], [16, 8])
    }

    func testIncrementalSourceReportsProgressUntilComplete() throws {
        let bytes = try Fixtures.quadrants().pngData()
        let source = CGImageSourceCreateIncremental(nil)
        XCTAssertEqual(CGImageSourceGetStatus(source), .statusReadingHeader)
        CGImageSourceUpdateData(source, bytes.prefix(4) as CFData, false)
        XCTAssertEqual(CGImageSourceGetStatus(source), .statusReadingHeader)
        CGImageSourceUpdateData(source, bytes.prefix(bytes.count - 20) as CFData, false)
        XCTAssertEqual(CGImageSourceGetStatus(source), .statusIncomplete)
        XCTAssertEqual(CGImageSourceGetType(source), "public.png" as CFString)
        XCTAssertNil(CGImageSourceCreateImageAtIndex(source, 0, nil))
        CGImageSourceUpdateDataProvider(source, CGDataProvider(data: bytes), true)
        XCTAssertEqual(CGImageSourceGetStatus(source), .statusComplete)
        XCTAssertNotNil(CGImageSourceCreateImageAtIndex(source, 0, nil))
    }

    func testIncrementalGIFDecodesTheFramesAlreadyReceived() throws {
        let gif = Fixtures.threeFrameGIF
        let source = CGImageSourceCreateIncremental(nil)
        // The bytes up to the middle of the last frame: two frames whole.
        CGImageSourceUpdateData(source, gif.prefix(gif.count - 6) as CFData, false)
        XCTAssertEqual(CGImageSourceGetStatus(source), .statusIncomplete)
        XCTAssertEqual(CGImageSourceGetCount(source), 2)
        XCTAssertEqual(CGImageSourceCreateImageAtIndex(source, 1, nil)?.pixel(x: 0, y: 0), Fixtures.green)
        CGImageSourceUpdateData(source, gif as CFData, true)
        XCTAssertEqual(CGImageSourceGetCount(source), 3)
        XCTAssertEqual(CGImageSourceGetStatusAtIndex(source, 2), .statusComplete)
    }
}
