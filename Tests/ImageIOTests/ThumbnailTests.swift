import ImageIO
import XCTest

/// Thumbnails: from the image or not at all, scaled to the longest side asked for, turned upright on request.
final class ThumbnailTests: XCTestCase {
    private let fromImage = [kCGImageSourceCreateThumbnailFromImageAlways: true] as CFDictionary

    func testMaxPixelSizeBoundsTheLongerSideKeepingTheAspect() throws {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Fixtures.quadrants(width: 400, height: 300).pngData() as CFData, nil))
        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 100] as CFDictionary
        let thumbnail = try XCTUnwrap(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        XCTAssertEqual([thumbnail.width, thumbnail.height], [100, 75])
        XCTAssertEqual(thumbnail.pixel(x: 10, y: 10), Fixtures.red, "the thumbnail is the right way up")
        XCTAssertEqual(thumbnail.pixel(x: 90, y: 70), Fixtures.white)
    }

    func testJPEGThumbnailIsScaledWhileDecoding() throws {
        let jpeg = Fixtures.encoded(Fixtures.quadrants(width: 800, height: 600), as: .jpeg)
        let source = try XCTUnwrap(CGImageSourceCreateWithData(jpeg as CFData, nil))
        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 120] as CFDictionary
        let thumbnail = try XCTUnwrap(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        XCTAssertEqual([thumbnail.width, thumbnail.height], [120, 90])
    }

    func testWithoutMaxPixelSizeTheThumbnailIsFullSize() throws {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Fixtures.quadrants().pngData() as CFData, nil))
        let thumbnail = try XCTUnwrap(CGImageSourceCreateThumbnailAtIndex(source, 0, fromImage))
        XCTAssertEqual([thumbnail.width, thumbnail.height], [8, 6])
    }

    func testWithoutAnEmbeddedThumbnailOnlyTheFromImageOptionsMakeOne() throws {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Fixtures.quadrants().pngData() as CFData, nil))
        XCTAssertNil(CGImageSourceCreateThumbnailAtIndex(source, 0, nil))
        let ifAbsent = [kCGImageSourceCreateThumbnailFromImageIfAbsent: true] as CFDictionary
        XCTAssertNotNil(CGImageSourceCreateThumbnailAtIndex(source, 0, ifAbsent))
    }

    func testTransformTurnsARotatedPhotoUpright() throws {
        let jpeg = Fixtures.encoded(Fixtures.quadrants(width: 80, height: 60), as: .png,
                                    properties: [kCGImagePropertyOrientation: CGImagePropertyOrientation.right.rawValue])
        let source = try XCTUnwrap(CGImageSourceCreateWithData(jpeg as CFData, nil))
        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceCreateThumbnailWithTransform: true,
                       kCGImageSourceThumbnailMaxPixelSize: 40] as CFDictionary
        let upright = try XCTUnwrap(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        XCTAssertEqual([upright.width, upright.height], [30, 40])
        // Turned a quarter clockwise: the stored bottom-left (blue) is now top-left.
        XCTAssertEqual(Fixtures.corners(upright), [Fixtures.blue, Fixtures.red, Fixtures.white, Fixtures.green])
        let asStored = try XCTUnwrap(CGImageSourceCreateThumbnailAtIndex(source, 0, fromImage))
        XCTAssertEqual([asStored.width, asStored.height], [80, 60])
    }

    func testGIFFrameThumbnail() throws {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Fixtures.threeFrameGIF as CFData, nil))
        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 3] as CFDictionary
        let thumbnail = try XCTUnwrap(CGImageSourceCreateThumbnailAtIndex(source, 1, options))
        XCTAssertEqual([thumbnail.width, thumbnail.height], [3, 2])
        XCTAssertEqual(thumbnail.pixel(x: 1, y: 1), Fixtures.green)
    }
}
