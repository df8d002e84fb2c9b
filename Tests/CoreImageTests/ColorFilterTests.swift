import CoreImage
import XCTest

/// The colour filters' pixels against values worked out by hand from each filter's formula, on the swatch
/// (0.2, 0.4, 0.6): in the sRGB context the arithmetic is on those values, in the default context on linear light.
final class ColorFilterTests: XCTestCase {
    let swatch = PixelProbe.swatch(0.2, 0.4, 0.6)

    func testTheSwatchRendersItsOwnBytesInBothContexts() {
        assertPixel(PixelProbe.srgb.rgba(swatch, 3, 3), [51, 102, 153, 255], accuracy: 0)
        assertPixel(PixelProbe.linear.rgba(swatch, 3, 3), [51, 102, 153, 255], accuracy: 0)
    }

    func testColorInvertSubtractsFromOneInTheWorkingSpace() {
        let inverted = swatch.applyingFilter("CIColorInvert")
        assertPixel(PixelProbe.srgb.rgba(inverted, 0, 0), [204, 153, 102, 255])
        // Linear light: 1 − linear(0.2) = 0.9669, which sRGB encodes as 251.
        assertPixel(PixelProbe.linear.rgba(inverted, 0, 0), [251, 239, 215, 255])
    }

    func testExposureAdjustDoublesLinearLightPerStop() {
        let filter = CIFilter.exposureAdjust()
        filter.inputImage = swatch
        filter.ev = 1
        assertPixel(PixelProbe.srgb.rgba(filter.outputImage!, 1, 1), [102, 204, 255, 255])
        assertPixel(PixelProbe.linear.rgba(filter.outputImage!, 1, 1), [73, 141, 209, 255])
    }

    func testColorControlsSaturationZeroGivesRec709Luma() {
        let filter = CIFilter.colorControls()
        filter.inputImage = swatch
        filter.saturation = 0
        // 0.2126·0.2 + 0.7152·0.4 + 0.0722·0.6 = 0.37192 → 94.8.
        assertPixel(PixelProbe.srgb.rgba(filter.outputImage!, 0, 0), [95, 95, 95, 255])
    }

    func testColorControlsBrightnessAndContrast() {
        let filter = CIFilter.colorControls()
        filter.inputImage = swatch
        filter.brightness = 0.05
        filter.contrast = 2
        // ((c + 0.05) − 0.5)·2 + 0.5: 0.2 → 0, 0.4 → 0.4, 0.6 → 0.8.
        assertPixel(PixelProbe.srgb.rgba(filter.outputImage!, 0, 0), [0, 102, 204, 255])
    }

    func testColorMatrixSwapsRedAndBlueAndAddsBias() {
        let filter = CIFilter.colorMatrix()
        filter.inputImage = swatch
        filter.rVector = CIVector(x: 0, y: 0, z: 1, w: 0)
        filter.bVector = CIVector(x: 1, y: 0, z: 0, w: 0)
        filter.biasVector = CIVector(x: 0, y: 0.2, z: 0, w: 0)
        assertPixel(PixelProbe.srgb.rgba(filter.outputImage!, 2, 2), [153, 153, 51, 255])
    }

    func testSepiaToneAtFullIntensityIsTheSepiaMatrix() {
        let filter = CIFilter.sepiaTone()
        filter.inputImage = swatch
        // (0.393, 0.769, 0.189)·c = 0.4996, (0.349, 0.686, 0.168)·c = 0.445, (0.272, 0.534, 0.131)·c = 0.3466.
        assertPixel(PixelProbe.srgb.rgba(filter.outputImage!, 0, 0), [127, 113, 88, 255])
        filter.intensity = 0
        assertPixel(PixelProbe.srgb.rgba(filter.outputImage!, 0, 0), [51, 102, 153, 255])
    }

    func testColorMonochromeTintsTheLuma() {
        let filter = CIFilter.colorMonochrome()
        filter.inputImage = swatch
        filter.color = CIColor(red: 1, green: 0.5, blue: 0)
        // luma 0.37192 times the tint: (0.372, 0.186, 0).
        assertPixel(PixelProbe.srgb.rgba(filter.outputImage!, 0, 0), [95, 47, 0, 255])
    }

    func testHueAdjustLeavesGreyAndZeroAngleAlone() {
        let grey = PixelProbe.swatch(0.5, 0.5, 0.5)
        let turned = grey.applyingFilter("CIHueAdjust", parameters: [kCIInputAngleKey: 2.0])
        assertPixel(PixelProbe.srgb.rgba(turned, 0, 0), [128, 128, 128, 255])
        let still = swatch.applyingFilter("CIHueAdjust", parameters: [kCIInputAngleKey: 0])
        assertPixel(PixelProbe.srgb.rgba(still, 0, 0), [51, 102, 153, 255])
    }

    func testPhotoEffectMonoIsGreyAndKeepsAlpha() {
        let translucent = PixelProbe.swatch(0.2, 0.4, 0.6, 0.5)
        let filter = CIFilter.photoEffectMono()
        filter.inputImage = translucent
        let p = PixelProbe.srgb.rgba(filter.outputImage!, 0, 0)
        XCTAssertEqual(p[0], p[1])
        XCTAssertEqual(p[1], p[2])
        XCTAssertEqual(p[3], 128)
        // Premultiplied: the luma 0.37192 times the alpha byte 128.
        assertPixel(p, [48, 48, 48, 128])
    }

    func testEveryPhotoEffectMakesAnImageOfTheInputsExtent() {
        for name in ["Chrome", "Fade", "Instant", "Mono", "Noir", "Process", "Tonal", "Transfer"] {
            let output = swatch.applyingFilter("CIPhotoEffect\(name)")
            XCTAssertEqual(output.extent, swatch.extent, name)
            XCTAssertEqual(PixelProbe.srgb.rgba(output, 0, 0)[3], 255, name)
        }
    }

    func testVignetteDarkensCornersNotTheMiddle() {
        let white = CIImage(color: .white).cropped(to: CGRect(x: 0, y: 0, width: 100, height: 100))
        let filter = CIFilter.vignette()
        filter.inputImage = white
        filter.intensity = 1
        filter.radius = 1
        assertPixel(PixelProbe.srgb.rgba(filter.outputImage!, 50, 50), [255, 255, 255, 255])
        // The corner pixel's centre is 0.99 of the half diagonal out: 1 − 0.99² = 0.02.
        assertPixel(PixelProbe.srgb.rgba(filter.outputImage!, 0, 0), [5, 5, 5, 255])
    }
}
