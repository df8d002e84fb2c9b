import ImageIO
import XCTest

/// Every Exif orientation turns the stored pixels the way Exif defines, and survives a round trip through a file.
final class OrientationTests: XCTestCase {
    /// The upright corners (top-left, top-right, bottom-left, bottom-right) of the quadrant image stored with each
    /// orientation: red, green, blue, white as stored.
    private let expected: [CGImagePropertyOrientation: [UInt32]] = {
        let (r, g, b, w) = (Fixtures.red, Fixtures.green, Fixtures.blue, Fixtures.white)
        return [.up: [r, g, b, w], .upMirrored: [g, r, w, b], .down: [w, b, g, r], .downMirrored: [b, w, r, g],
                .leftMirrored: [r, b, g, w], .right: [b, r, w, g], .rightMirrored: [w, g, b, r], .left: [g, w, r, b]]
    }()

    func testEachOrientationTurnsThePixelsUpright() throws {
        for raw in UInt32(1)...8 {
            let orientation = try XCTUnwrap(CGImagePropertyOrientation(rawValue: raw))
            let png = Fixtures.encoded(Fixtures.quadrants(), as: .png, properties: [kCGImagePropertyOrientation: raw])
            let source = try XCTUnwrap(CGImageSourceCreateWithData(png as CFData, nil))
            let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any]
            XCTAssertEqual(properties?[kCGImagePropertyOrientation] as? UInt32, raw)
            let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceCreateThumbnailWithTransform: true] as CFDictionary
            let upright = try XCTUnwrap(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
            XCTAssertEqual(Fixtures.corners(upright), expected[orientation], "orientation \(raw)")
            XCTAssertEqual(upright.width, raw >= 5 ? 6 : 8, "orientation \(raw)")
        }
    }

    func testJPEGOrientationIsTheOneGdkPixbufReads() throws {
        let jpeg = Fixtures.encoded(Fixtures.quadrants(width: 16, height: 8), as: .jpeg,
                                    properties: [kCGImagePropertyOrientation: CGImagePropertyOrientation.left.rawValue])
        let source = try XCTUnwrap(CGImageSourceCreateWithData(jpeg as CFData, nil))
        let properties = try XCTUnwrap(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        XCTAssertEqual(properties[kCGImagePropertyOrientation] as? Int, 8)
        XCTAssertEqual(GdkPixbufOrientation.of(jpeg), 8)
    }
}
