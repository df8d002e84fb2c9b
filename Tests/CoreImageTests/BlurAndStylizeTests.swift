import CoreImage
import XCTest

/// Blurs and pixellation: the weights, the grown extents and the edges, by hand.
final class BlurAndStylizeTests: XCTestCase {
    /// One opaque white pixel at (10, 10).
    let dot = CIImage(color: .white).cropped(to: CGRect(x: 10, y: 10, width: 1, height: 1))

    func testGaussianBlurSpreadsADotByItsNormalisedWeights() {
        let filter = CIFilter.gaussianBlur()
        filter.inputImage = dot
        filter.radius = 1
        let blurred = filter.outputImage!
        // σ = 1 reaches 3 pixels: the extent grows by 3 each side.
        XCTAssertEqual(blurred.extent, CGRect(x: 7, y: 7, width: 7, height: 7))
        // The centre weight is 1 / (1 + 2(e^−½ + e^−2 + e^−4.5)) = 0.39905; squared, 0.15924 of 255 = 40.6.
        assertPixel(PixelProbe.srgb.rgba(blurred, 10, 10), [41, 41, 41, 41])
        // One pixel away: 0.39905² · e^−½ = 0.09658 → 24.6.
        assertPixel(PixelProbe.srgb.rgba(blurred, 11, 10), [25, 25, 25, 25])
    }

    func testGaussianBlurOfAFlatColourKeepsItWhereTheWeightsAllFallInside() {
        let flat = PixelProbe.swatch(0.2, 0.4, 0.6).clampedToExtent().applyingGaussianBlur(sigma: 3)
            .cropped(to: CGRect(x: 0, y: 0, width: 8, height: 8))
        XCTAssertEqual(flat.extent, CGRect(x: 0, y: 0, width: 8, height: 8))
        assertPixel(PixelProbe.linear.rgba(flat, 0, 0), [51, 102, 153, 255])
        assertPixel(PixelProbe.linear.rgba(flat, 7, 4), [51, 102, 153, 255])
    }

    func testBoxBlurAveragesNinePixels() {
        let blurred = dot.applyingFilter("CIBoxBlur", parameters: [kCIInputRadiusKey: 1])
        XCTAssertEqual(blurred.extent, CGRect(x: 9, y: 9, width: 3, height: 3))
        // 1/9 of white, at the dot and at its diagonal neighbour.
        assertPixel(PixelProbe.srgb.rgba(blurred, 10, 10), [28, 28, 28, 28])
        assertPixel(PixelProbe.srgb.rgba(blurred, 11, 11), [28, 28, 28, 28])
        assertPixel(PixelProbe.srgb.rgba(blurred, 12, 12), [0, 0, 0, 0], accuracy: 0)
    }

    func testDiscBlurSharesADotAmongThePixelsOfItsDisc() {
        // Radius 1 covers the centre and its four neighbours: 1/5 each.
        let blurred = dot.applyingFilter("CIDiscBlur", parameters: [kCIInputRadiusKey: 1])
        assertPixel(PixelProbe.srgb.rgba(blurred, 10, 11), [51, 51, 51, 51])
        assertPixel(PixelProbe.srgb.rgba(blurred, 11, 11), [0, 0, 0, 0], accuracy: 0)
    }

    func testMotionBlurSpreadsAlongItsAngleOnly() {
        let filter = CIFilter.motionBlur()
        filter.inputImage = dot
        filter.radius = 3
        filter.angle = 0
        let blurred = filter.outputImage!
        XCTAssertGreaterThan(PixelProbe.srgb.rgba(blurred, 12, 10)[3], 0)
        XCTAssertEqual(PixelProbe.srgb.rgba(blurred, 10, 12)[3], 0)
    }

    func testPixellateFillsEachCellWithTheColourAtItsMiddle() {
        let gradient = CIFilter.linearGradient()
        gradient.point0 = .zero
        gradient.point1 = CGPoint(x: 100, y: 0)
        let ramp = gradient.outputImage!.cropped(to: CGRect(x: 0, y: 0, width: 40, height: 40))
        let filter = CIFilter.pixellate()
        filter.inputImage = ramp
        filter.center = .zero
        filter.scale = 10
        let cells = filter.outputImage!
        let middle = PixelProbe.srgb.rgba(ramp, 5, 5)
        for x in 0..<10 { assertPixel(PixelProbe.srgb.rgba(cells, x, 3), middle, accuracy: 0) }
        XCTAssertNotEqual(PixelProbe.srgb.rgba(cells, 10, 3), middle)
    }
}
