import ImageIO
import XCTest

/// The Core Foundation names iOS code casts to and from: they are Foundation's classes here, and the casts and key
/// lookups work as on iOS.
final class CoreFoundationBridgingTests: XCTestCase {
    func testOptionsLiteralCastsToCFDictionaryAndKeysLookUpByValue() {
        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 300] as CFDictionary
        XCTAssertEqual(options.count, 2)
        // A key made anew from a Swift string finds the entry: keys hash by their characters.
        XCTAssertEqual(options["kCGImageSourceThumbnailMaxPixelSize" as CFString] as? Int, 300)
        XCTAssertEqual(options[kCGImageSourceCreateThumbnailFromImageAlways] as? Bool, true)
    }

    func testPropertiesCastToSwiftDictionariesOfEitherKeyType() throws {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Fixtures.threeFrameGIF as CFData, nil))
        let byCFString = try XCTUnwrap(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        XCTAssertEqual(byCFString[kCGImagePropertyPixelWidth] as? Int, 6)
        let byString = try XCTUnwrap(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        XCTAssertEqual(byString[kCGImagePropertyPixelHeight as String] as? Int, 4)
        let gif = try XCTUnwrap(byCFString[kCGImagePropertyGIFDictionary] as? [CFString: Any])
        XCTAssertEqual(gif[kCGImagePropertyGIFUnclampedDelayTime] as? Double, 0.1)
        let byAnyHashable = try XCTUnwrap(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [AnyHashable: Any])
        XCTAssertEqual(byAnyHashable[kCGImagePropertyPixelWidth] as? Int, 6)
        XCTAssertEqual(AnyHashable(kCGImagePropertyPixelWidth), AnyHashable("PixelWidth"))
        let nested = try XCTUnwrap(byCFString[kCGImagePropertyGIFDictionary] as? NSDictionary)
        XCTAssertEqual((nested[kCGImagePropertyGIFDelayTime] as? NSNumber)?.doubleValue, 0.1)
    }

    func testDataURLAndStringCastsBridge() throws {
        let data = Data([1, 2, 3])
        XCTAssertEqual((data as CFData).length, 3)
        let url = URL(fileURLWithPath: "/tmp/picture.png")
        XCTAssertEqual((url as CFURL).path, "/tmp/picture.png")
        let identifier = "public.png" as CFString
        XCTAssertEqual(identifier as String, "public.png")
        let bytes = CFDataCreateMutable(kCFAllocatorDefault, 0)!
        bytes.append(Data([9]))
        XCTAssertEqual((bytes as Data).count, 1)
    }

    func testDictionaryLiteralWithCGFloatValueReadsAsANumber() throws {
        let side: CGFloat = 4
        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: side] as CFDictionary
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Fixtures.quadrants().pngData() as CFData, nil))
        let thumbnail = try XCTUnwrap(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        XCTAssertEqual([thumbnail.width, thumbnail.height], [4, 3])
    }
}

/// Numbers in property dictionaries cast to `CGFloat` as on iOS, and `CGFloat`s put in them cast back to anything.
final class CGFloatBridgingTests: XCTestCase {
    func testPropertyNumbersCastToCGFloat() throws {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Fixtures.quadrants().pngData() as CFData, nil))
        let properties = try XCTUnwrap(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        XCTAssertEqual(properties[kCGImagePropertyPixelWidth] as? CGFloat, 8)
        XCTAssertEqual(NSNumber(value: 2.5) as? CGFloat, 2.5)
    }

    func testCGFloatInADictionaryBecomesANumber() {
        let options = [kCGImageSourceThumbnailMaxPixelSize: CGFloat(120)] as CFDictionary
        XCTAssertEqual(options[kCGImageSourceThumbnailMaxPixelSize] as? Int, 120)
        XCTAssertEqual(options[kCGImageSourceThumbnailMaxPixelSize] as? Double, 120)
        XCTAssertTrue(options[kCGImageSourceThumbnailMaxPixelSize] is NSNumber)
    }
}
