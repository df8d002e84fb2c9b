import ImageIO
import XCTest

/// A JPEG far over the pixel budget still gives a thumbnail: it decodes at an eighth of its size.
final class OversizedJPEGTests: XCTestCase {
    func testThumbnailOfAJPEGOverTheBudgetIsMadeButNotTheFullImage() throws {
        let jpeg = Fixtures.encoded(Fixtures.quadrants(width: 160, height: 120), as: .jpeg)
        let budget = CGImage.maximumPixelCount
        // 19 200 pixels against a budget of 400: an eighth, 20×15, fits.
        CGImage.maximumPixelCount = 400
        defer { CGImage.maximumPixelCount = budget }
        let source = try XCTUnwrap(CGImageSourceCreateWithData(jpeg as CFData, nil))
        XCTAssertEqual(CGImageSourceGetStatusAtIndex(source, 0), .statusComplete)
        XCTAssertNil(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 16] as CFDictionary
        let thumbnail = try XCTUnwrap(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        XCTAssertEqual([thumbnail.width, thumbnail.height], [16, 12])
        let larger = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 100] as CFDictionary
        XCTAssertNil(CGImageSourceCreateThumbnailAtIndex(source, 0, larger), "a half, 80×60, is over the budget")
    }
}
