import ImageIO
import XCTest

/// The properties a source reports for the file and for each image, under Apple's keys.
final class ImagePropertiesTests: XCTestCase {
    private func properties(_ data: Data, at index: Int = 0) throws -> [CFString: Any] {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(data as CFData, nil))
        return try XCTUnwrap(CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [CFString: Any])
    }

    func testPNGReportsSizeDepthColourModelAndAlpha() throws {
        let png = try properties(Fixtures.quadrants().pngData())
        XCTAssertEqual(png[kCGImagePropertyPixelWidth] as? Int, 8)
        XCTAssertEqual(png[kCGImagePropertyPixelHeight] as? Int, 6)
        XCTAssertEqual(png[kCGImagePropertyDepth] as? Int, 8)
        XCTAssertEqual(png[kCGImagePropertyColorModel] as? String, kCGImagePropertyColorModelRGB as String)
        XCTAssertNotNil(png[kCGImagePropertyHasAlpha] as? Bool)
        XCTAssertNotNil(png[kCGImagePropertyPNGDictionary] as? [CFString: Any])
        XCTAssertNil(png[kCGImagePropertyOrientation], "no Exif block, no orientation")
    }

    func testJPEGReportsResolutionJFIFAndNoAlpha() throws {
        let jpeg = try properties(Fixtures.encoded(Fixtures.quadrants(), as: .jpeg))
        XCTAssertEqual(jpeg[kCGImagePropertyPixelWidth] as? Int, 8)
        XCTAssertEqual(jpeg[kCGImagePropertyHasAlpha] as? Bool, false)
        XCTAssertEqual(jpeg[kCGImagePropertyDPIWidth] as? Double, 72)
        let jfif = try XCTUnwrap(jpeg[kCGImagePropertyJFIFDictionary] as? [CFString: Any])
        XCTAssertEqual(jfif[kCGImagePropertyJFIFIsProgressive] as? Bool, false)
    }

    func testOrientationAppearsAtTopLevelAndInTheTIFFDictionary() throws {
        let jpeg = try properties(Fixtures.encoded(Fixtures.quadrants(), as: .jpeg,
                                                   properties: [kCGImagePropertyOrientation: CGImagePropertyOrientation.right.rawValue]))
        XCTAssertEqual(jpeg[kCGImagePropertyOrientation] as? UInt32, CGImagePropertyOrientation.right.rawValue)
        let tiff = try XCTUnwrap(jpeg[kCGImagePropertyTIFFDictionary] as? [CFString: Any])
        XCTAssertEqual(tiff[kCGImagePropertyTIFFOrientation] as? Int, 6)
        // The stored size is reported, not the upright one, as on iOS.
        XCTAssertEqual(jpeg[kCGImagePropertyPixelWidth] as? Int, 8)
    }

    func testFilePropertiesGiveTheFileSizeAndGIFLoopCount() throws {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Fixtures.threeFrameGIF as CFData, nil))
        let file = try XCTUnwrap(CGImageSourceCopyProperties(source, nil) as? [CFString: Any])
        XCTAssertEqual(file[kCGImagePropertyFileSize] as? Int, Fixtures.threeFrameGIF.count)
        let gif = try XCTUnwrap(file[kCGImagePropertyGIFDictionary] as? [CFString: Any])
        XCTAssertEqual(gif[kCGImagePropertyGIFLoopCount] as? Int, 0)
        XCTAssertEqual(gif[kCGImagePropertyGIFHasGlobalColorMap] as? Bool, true)
        XCTAssertEqual((gif[kCGImagePropertyGIFFrameInfoArray] as? [Any])?.count, 3)
    }

    func testOrientationEnumHasExifRawValues() {
        XCTAssertEqual(CGImagePropertyOrientation.up.rawValue, 1)
        XCTAssertEqual(CGImagePropertyOrientation.right.rawValue, 6)
        XCTAssertEqual(CGImagePropertyOrientation.left.rawValue, 8)
        XCTAssertEqual(CGImagePropertyOrientation(rawValue: 5), .leftMirrored)
        XCTAssertNil(CGImagePropertyOrientation(rawValue: 9))
    }
}
