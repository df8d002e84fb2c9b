import ImageIO
import XCTest

/// Malformed, truncated and enormous files give nil images and a status that says why, never a crash.
final class BadInputTests: XCTestCase {
    func testEmptyDataMakesNoSource() {
        XCTAssertNil(CGImageSourceCreateWithData(Data() as CFData, nil))
    }

    func testUnknownBytesHaveUnknownType() throws {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Data("this is not an image at all".utf8) as CFData, nil))
        XCTAssertEqual(CGImageSourceGetStatus(source), .statusUnknownType)
        XCTAssertEqual(CGImageSourceGetCount(source), 0)
        XCTAssertNil(CGImageSourceGetType(source))
        XCTAssertNil(CGImageSourceCreateImageAtIndex(source, 0, nil))
        XCTAssertNil(CGImageSourceCopyPropertiesAtIndex(source, 0, nil))
    }

    func testTruncatedFilesAreIncomplete() throws {
        let png = try Fixtures.quadrants().pngData()
        let jpeg = Fixtures.encoded(Fixtures.quadrants(), as: .jpeg)
        for (name, data) in [("png", png), ("jpeg", jpeg)] {
            let source = try XCTUnwrap(CGImageSourceCreateWithData(data.prefix(data.count * 2 / 3) as CFData, nil))
            XCTAssertEqual(CGImageSourceGetStatus(source), .statusIncomplete, name)
            XCTAssertEqual(CGImageSourceGetStatusAtIndex(source, 0), .statusIncomplete, name)
            XCTAssertNil(CGImageSourceCreateImageAtIndex(source, 0, nil), name)
            XCTAssertNil(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceCreateThumbnailFromImageAlways: true] as CFDictionary), name)
        }
    }

    func testCorruptPNGIsInvalidData() throws {
        var png = [UInt8](try Fixtures.quadrants().pngData())
        png[40] ^= 0xFF
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Data(png) as CFData, nil))
        XCTAssertEqual(CGImageSourceGetStatus(source), .statusInvalidData)
        XCTAssertNil(CGImageSourceCreateImageAtIndex(source, 0, nil))
    }

    func testGIFWithAForeignBlockIsInvalidData() throws {
        var gif = [UInt8](Fixtures.threeFrameGIF)
        gif[gif.count - 1] = 0x99
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Data(gif) as CFData, nil))
        XCTAssertEqual(CGImageSourceGetStatus(source), .statusInvalidData)
        XCTAssertEqual(CGImageSourceGetCount(source), 3)
    }

    func testImageOverThePixelBudgetGivesNoImage() throws {
        // A budget of 40 pixels makes the 8×6 image enormous.
        let budget = CGImage.maximumPixelCount
        CGImage.maximumPixelCount = 40
        defer { CGImage.maximumPixelCount = budget }
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Fixtures.quadrants().pngData() as CFData, nil))
        XCTAssertEqual(CGImageSourceGetStatusAtIndex(source, 0), .statusInvalidData)
        XCTAssertNil(CGImageSourceCreateImageAtIndex(source, 0, nil))
        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 4] as CFDictionary
        XCTAssertNil(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any]
        XCTAssertEqual(properties?[kCGImagePropertyPixelWidth] as? Int, 8)
    }

    func testNoiseAfterAPNGOrGIFSignatureNeverCrashes() throws {
        // A fixed linear congruential sequence, so every run reads the same bytes.
        var state: UInt32 = 12345
        func next() -> UInt8 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(state >> 24)
        }
        for round in 0..<60 {
            let signature: [UInt8] = round % 2 == 0 ? [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] : Array("GIF89a".utf8)
            let data = Data(signature + (0..<(round * 5)).map { _ in next() })
            let source = try XCTUnwrap(CGImageSourceCreateWithData(data as CFData, nil))
            _ = CGImageSourceCopyPropertiesAtIndex(source, 0, nil)
            _ = CGImageSourceCreateImageAtIndex(source, 0, nil)
            XCTAssertNotEqual(CGImageSourceGetStatus(source), .statusComplete)
        }
    }
}
