import ImageIO
import XCTest

/// An animated GIF's frames, composited, with their delays.
final class GIFFrameTests: XCTestCase {
    func testEachFrameDecodesWithItsColour() throws {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Fixtures.threeFrameGIF as CFData, nil))
        XCTAssertEqual(CGImageSourceGetType(source), "com.compuserve.gif" as CFString)
        XCTAssertEqual(CGImageSourceGetCount(source), 3)
        let colours = (0..<3).map { CGImageSourceCreateImageAtIndex(source, $0, nil)?.pixel(x: 5, y: 3) }
        XCTAssertEqual(colours, [Fixtures.red, Fixtures.green, Fixtures.blue])
    }

    func testDelaysAreReportedClampedAndUnclamped() throws {
        let source = try XCTUnwrap(CGImageSourceCreateWithData(Fixtures.threeFrameGIF as CFData, nil))
        let delays: [(Double?, Double?)] = (0..<3).map { index in
            let properties = CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [CFString: Any]
            let gif = properties?[kCGImagePropertyGIFDictionary] as? [CFString: Any]
            return (gif?[kCGImagePropertyGIFDelayTime] as? Double, gif?[kCGImagePropertyGIFUnclampedDelayTime] as? Double)
        }
        XCTAssertEqual(delays.map(\.0), [0.1, 0.2, 0.1])
        XCTAssertEqual(delays.map(\.1), [0.1, 0.2, 0.05])
    }

    func testTransparentPixelsLetTheEarlierFrameShowThrough() throws {
        // Frame two is white (transparent) but for its left column, which is blue.
        var second = GIFFixture.filled(3, width: 4, height: 2)
        second[0] = 2
        second[4] = 2
        let gif = GIFFixture.make(width: 4, height: 2, frames: [(GIFFixture.filled(0, width: 4, height: 2), 10), (second, 10)],
                                  transparentWhite: true)
        let source = try XCTUnwrap(CGImageSourceCreateWithData(gif as CFData, nil))
        let frame = try XCTUnwrap(CGImageSourceCreateImageAtIndex(source, 1, nil))
        XCTAssertEqual(frame.pixel(x: 0, y: 0), Fixtures.blue)
        XCTAssertEqual(frame.pixel(x: 3, y: 1), Fixtures.red)
    }

    func testGIFWithoutLoopExtensionPlaysOnce() throws {
        let gif = GIFFixture.make(width: 2, height: 2, frames: [(GIFFixture.filled(0, width: 2, height: 2), 10)], loopCount: nil)
        let source = try XCTUnwrap(CGImageSourceCreateWithData(gif as CFData, nil))
        let file = CGImageSourceCopyProperties(source, nil) as? [CFString: Any]
        XCTAssertEqual((file?[kCGImagePropertyGIFDictionary] as? [CFString: Any])?[kCGImagePropertyGIFLoopCount] as? Int, 1)
        XCTAssertEqual(CGImageSourceCreateImageAtIndex(source, 0, nil)?.pixel(x: 1, y: 1), Fixtures.red)
    }
}
