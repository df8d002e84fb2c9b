import CoreImage
import XCTest

/// Compositing operators and blend modes on premultiplied colours, by hand, in the sRGB context.
final class CompositingTests: XCTestCase {
    func testSourceOverAddsTheBackgroundUnderTheSourcesCoverage() {
        let red = PixelProbe.swatch(1, 0, 0, 0.6), blue = PixelProbe.swatch(0, 0, 1)
        // (0.6, 0, 0, 0.6) + (0, 0, 1, 1)·0.4.
        assertPixel(PixelProbe.srgb.rgba(red.composited(over: blue), 0, 0), [153, 0, 102, 255])
        let filter = CIFilter.sourceOverCompositing()
        filter.inputImage = red
        filter.backgroundImage = blue
        assertPixel(PixelProbe.srgb.rgba(filter.outputImage!, 0, 0), [153, 0, 102, 255])
    }

    func testSourceOverInLinearLightMixesBrighterThanSRGB() {
        let halfWhite = PixelProbe.swatch(1, 1, 1, 0.5), black = PixelProbe.swatch(0, 0, 0)
        // Linear 0.5 is sRGB 0.7354 (187.5); in the sRGB context it is 0.5 itself.
        assertPixel(PixelProbe.linear.rgba(halfWhite.composited(over: black), 0, 0), [188, 188, 188, 255])
        assertPixel(PixelProbe.srgb.rgba(halfWhite.composited(over: black), 0, 0), [128, 128, 128, 255])
    }

    func testMultiplyAndScreenBlendModes() {
        let a = PixelProbe.swatch(0.5, 0.8, 0.2), b = PixelProbe.swatch(0.4, 0.5, 1)
        let multiply = a.applyingFilter("CIMultiplyBlendMode", parameters: [kCIInputBackgroundImageKey: b])
        assertPixel(PixelProbe.srgb.rgba(multiply, 0, 0), [51, 102, 51, 255])
        let s = PixelProbe.swatch(0.2, 0.6, 0), d = PixelProbe.swatch(0.5, 0.5, 1)
        let screen = CIFilter.screenBlendMode()
        screen.inputImage = s
        screen.backgroundImage = d
        // s + d − s·d: (0.6, 0.8, 1).
        assertPixel(PixelProbe.srgb.rgba(screen.outputImage!, 0, 0), [153, 204, 255, 255])
    }

    func testDarkenLightenDifferenceAndSourceIn() {
        let s = PixelProbe.swatch(0.2, 0.8, 0.4), d = PixelProbe.swatch(0.6, 0.4, 0.4)
        let blend = { (name: String) in PixelProbe.srgb.rgba(s.applyingFilter(name, parameters: [kCIInputBackgroundImageKey: d]), 0, 0) }
        assertPixel(blend("CIDarkenBlendMode"), [51, 102, 102, 255])
        assertPixel(blend("CILightenBlendMode"), [153, 204, 102, 255])
        assertPixel(blend("CIDifferenceBlendMode"), [102, 102, 0, 255])
        let inside = PixelProbe.swatch(1, 1, 1).applyingFilter("CISourceInCompositing", parameters: [kCIInputBackgroundImageKey: PixelProbe.swatch(0, 0, 0, 0.4)])
        assertPixel(PixelProbe.srgb.rgba(inside, 0, 0), [102, 102, 102, 102])
    }

    func testTheCompositeCoversBothExtentsAndLeavesTheRestClear() {
        let left = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        let right = CIImage(color: .blue).cropped(to: CGRect(x: 20, y: 0, width: 10, height: 10))
        let both = left.composited(over: right)
        XCTAssertEqual(both.extent, CGRect(x: 0, y: 0, width: 30, height: 10))
        assertPixel(PixelProbe.srgb.rgba(both, 15, 5), [0, 0, 0, 0], accuracy: 0)
        assertPixel(PixelProbe.srgb.rgba(both, 25, 5), [0, 0, 255, 255], accuracy: 0)
    }
}
