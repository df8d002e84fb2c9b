import ImageIO
import XCTest

/// A camera's JPEG: an Exif block whose second IFD holds a small JPEG thumbnail.
final class EmbeddedThumbnailTests: XCTestCase {
    private static func photoWithEmbeddedThumbnail() throws -> Data {
        let small = try XCTUnwrap(CGImage(width: 4, height: 3, premultipliedARGB32: Array(repeating: Fixtures.green, count: 12)))
        let thumbnail = [UInt8](Fixtures.encoded(small, as: .jpeg))
        let (be16, be32) = (Fixtures.be16, Fixtures.be32)
        // Header; IFD0 at 8 with the orientation; IFD1 at 26 pointing at the thumbnail, which starts at 56.
        var tiff = Array("MM".utf8) + be16(42) + be32(8)
        tiff += be16(1) + be16(0x0112) + be16(3) + be32(1) + be16(1) + be16(0) + be32(26)
        tiff += be16(2) + be16(0x0201) + be16(4) + be32(1) + be32(56) + be16(0x0202) + be16(4) + be32(1) + be32(thumbnail.count) + be32(0)
        return Fixtures.jpeg(exif: tiff + thumbnail)
    }

    func testTheEmbeddedThumbnailIsReturnedUnlessAlwaysFromImage() throws {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Self.photoWithEmbeddedThumbnail() as CFData, nil))
        let embedded = try XCTUnwrap(CGImageSourceCreateThumbnailAtIndex(source, 0, nil))
        XCTAssertEqual([embedded.width, embedded.height], [4, 3])
        let ifAbsent = [kCGImageSourceCreateThumbnailFromImageIfAbsent: true] as CFDictionary
        XCTAssertEqual(CGImageSourceCreateThumbnailAtIndex(source, 0, ifAbsent)?.width, 4)
        let always = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 40] as CFDictionary
        let fromImage = try XCTUnwrap(CGImageSourceCreateThumbnailAtIndex(source, 0, always))
        XCTAssertEqual([fromImage.width, fromImage.height], [40, 30])
        XCTAssertEqual(CGImageSourceCreateImageAtIndex(source, 0, nil)?.width, 80)
    }
}
