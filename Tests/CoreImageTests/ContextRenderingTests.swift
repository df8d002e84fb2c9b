import CoreGraphics
import CoreImage
import XCTest

/// `CIContext`: bitmap formats, the working space, and round trips through raw bytes.
final class ContextRenderingTests: XCTestCase {
    func testRenderToBitmapWritesEachFormatsChannelOrderTopRowFirst() {
        let image = PixelProbe.swatch(0.2, 0.4, 0.6).composited(over: CIImage(color: .black))
        let top = CIImage(color: .white).cropped(to: CGRect(x: 0, y: 1, width: 1, height: 1)).composited(over: image)
        let context = CIContext()
        for (format, expected) in [(CIFormat.RGBA8, [51, 102, 153, 255]), (.BGRA8, [153, 102, 51, 255]), (.ARGB8, [255, 51, 102, 153])] {
            var bytes = [UInt8](repeating: 0, count: 8)
            bytes.withUnsafeMutableBytes { raw in
                context.render(top, toBitmap: raw.baseAddress!, rowBytes: 4, bounds: CGRect(x: 0, y: 0, width: 1, height: 2), format: format, colorSpace: nil)
            }
            XCTAssertEqual(Array(bytes[0..<4]), [255, 255, 255, 255], "the first row is the top one")
            XCTAssertEqual(bytes[4...].map(Int.init), expected, "\(format.rawValue)")
        }
    }

    func testBitmapDataRoundTrips() {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]
        let image = CIImage(bitmapData: Data(bytes), bytesPerRow: 8, size: CGSize(width: 2, height: 1), format: .RGBA8, colorSpace: nil)
        XCTAssertEqual(image.extent, CGRect(x: 0, y: 0, width: 2, height: 1))
        assertPixel(PixelProbe.linear.rgba(image, 1, 0), [0, 0, 255, 255], accuracy: 0)
    }

    func testTheWorkingColourSpaceIsLinearUnlessTurnedOff() {
        XCTAssertNotNil(CIContext().workingColorSpace)
        XCTAssertNil(CIContext(options: [.workingColorSpace: NSNull()]).workingColorSpace)
    }

    func testPNGRepresentationDecodesToTheSamePixels() throws {
        let image = PixelProbe.swatch(0.2, 0.4, 0.6)
        let data = try XCTUnwrap(CIContext().pngRepresentation(of: image, format: .RGBA8, colorSpace: CGColorSpace(name: CGColorSpace.sRGB)!))
        let decoded = try XCTUnwrap(CIImage(data: data))
        XCTAssertEqual(decoded.extent, image.extent)
        assertPixel(PixelProbe.linear.rgba(decoded, 4, 4), [51, 102, 153, 255], accuracy: 0)
    }
}
