import CoreImage
import XCTest

/// Generators: infinite extents, and colours at known places worked out from their geometry.
final class GeneratorTests: XCTestCase {
    func testConstantColourIsInfinite() {
        let filter = CIFilter(name: "CIConstantColorGenerator")!
        filter.setValue(CIColor(red: 0, green: 1, blue: 0), forKey: kCIInputColorKey)
        let image = filter.outputImage!
        XCTAssertTrue(image.extent.isInfinite)
        assertPixel(PixelProbe.linear.rgba(image, -5000, 7000), [0, 255, 0, 255], accuracy: 0)
    }

    func testLinearGradientRunsFromPoint0ToPoint1() {
        let filter = CIFilter.linearGradient()
        filter.point0 = .zero
        filter.point1 = CGPoint(x: 100, y: 0)
        let image = filter.outputImage!
        XCTAssertTrue(image.extent.isInfinite)
        // Pixel 19's centre is 0.195 of the way: white − 0.195 = 0.805 → 205.3 in sRGB values.
        assertPixel(PixelProbe.srgb.rgba(image, 19, 0), [205, 205, 205, 255])
        // In linear light the same 0.805 is encoded as sRGB 231.8.
        assertPixel(PixelProbe.linear.rgba(image, 19, 0), [232, 232, 232, 255])
        // Before point0 and after point1 the end colours hold.
        assertPixel(PixelProbe.srgb.rgba(image, -40, 3), [255, 255, 255, 255], accuracy: 0)
        assertPixel(PixelProbe.srgb.rgba(image, 140, 3), [0, 0, 0, 255], accuracy: 0)
    }

    func testRadialGradientRunsFromRadius0ToRadius1() {
        let filter = CIFilter.radialGradient()
        filter.center = CGPoint(x: 50, y: 50)
        filter.radius0 = 0
        filter.radius1 = 40
        let image = filter.outputImage!
        // (69.5, 50.5) lies 19.506 from the centre: 1 − 19.506/40 = 0.5123 → 130.6.
        assertPixel(PixelProbe.srgb.rgba(image, 69, 50), [131, 131, 131, 255])
        assertPixel(PixelProbe.srgb.rgba(image, 50, 95), [0, 0, 0, 255], accuracy: 0)
    }

    func testCheckerboardSquaresStartAtTheCentre() {
        let filter = CIFilter.checkerboardGenerator()
        let image = filter.outputImage!
        // Defaults: centre (150, 150), 80 wide, white then black.
        assertPixel(PixelProbe.srgb.rgba(image, 150, 150), [255, 255, 255, 255], accuracy: 0)
        assertPixel(PixelProbe.srgb.rgba(image, 229, 229), [255, 255, 255, 255], accuracy: 0)
        assertPixel(PixelProbe.srgb.rgba(image, 230, 150), [0, 0, 0, 255], accuracy: 0)
        assertPixel(PixelProbe.srgb.rgba(image, 149, 150), [0, 0, 0, 255], accuracy: 0)
        assertPixel(PixelProbe.srgb.rgba(image, 149, 149), [255, 255, 255, 255], accuracy: 0)
    }
}
