import CoreGraphics
import CoreImage
import CoreImage.CIFilterBuiltins
import TestSupport
import XCTest

/// Whole pictures through chains of filters, compared with reference PNGs.
final class CoreImageSnapshotTests: XCTestCase {
    /// A 160×120 test card: a warm radial glow over a blue-and-white checkerboard, with a soft red disc.
    static func testCard() -> CIImage {
        let card = CGRect(x: 0, y: 0, width: 160, height: 120)
        let checker = CIFilter.checkerboardGenerator()
        checker.center = .zero
        checker.width = 20
        checker.color0 = CIColor(red: 0.2, green: 0.4, blue: 0.8)
        checker.color1 = CIColor(red: 0.95, green: 0.95, blue: 0.9)
        let glow = CIFilter.radialGradient()
        glow.center = CGPoint(x: 110, y: 80)
        glow.radius0 = 10
        glow.radius1 = 70
        glow.color0 = CIColor(red: 1, green: 0.7, blue: 0.2, alpha: 0.9)
        glow.color1 = CIColor(red: 1, green: 0.7, blue: 0.2, alpha: 0)
        let disc = CIImage(color: CIColor(red: 0.9, green: 0.1, blue: 0.1)).cropped(to: CGRect(x: 30, y: 30, width: 40, height: 40))
            .applyingGaussianBlur(sigma: 3)
        return disc.composited(over: glow.outputImage!.composited(over: checker.outputImage!)).cropped(to: card)
    }

    func testPhotoFilterChain() throws {
        let sepia = CIFilter.sepiaTone()
        sepia.inputImage = Self.testCard()
        sepia.intensity = 0.8
        let vignette = CIFilter.vignette()
        vignette.inputImage = sepia.outputImage
        vignette.intensity = 0.8
        vignette.radius = 1
        let output = try XCTUnwrap(vignette.outputImage)
        let bitmap = try XCTUnwrap(CIContext().createCGImage(output, from: output.extent))
        assertSnapshot(bitmap)
    }

    func testTestCardBlurredPixellatedAndBlended() throws {
        let card = Self.testCard()
        let blurred = card.clampedToExtent().applyingGaussianBlur(sigma: 4).cropped(to: card.extent)
        let cells = blurred.applyingFilter("CIPixellate", parameters: [kCIInputCenterKey: CIVector(x: 0, y: 0), kCIInputScaleKey: 8])
        let left = cells.cropped(to: CGRect(x: 0, y: 0, width: 80, height: 120))
        let blended = card.applyingFilter("CIMultiplyBlendMode", parameters: [kCIInputBackgroundImageKey: left.composited(over: card)])
        let bitmap = try XCTUnwrap(CIContext().createCGImage(blended, from: card.extent))
        assertSnapshot(bitmap)
    }

    func testQRCodeEnlargedWithNearestSampling() throws {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data("https://swift.org".utf8)
        filter.correctionLevel = "Q"
        let code = try XCTUnwrap(filter.outputImage).samplingNearest().transformed(by: CGAffineTransform(scaleX: 4, y: 4))
        let bitmap = try XCTUnwrap(CIContext().createCGImage(code, from: code.extent))
        assertSnapshot(bitmap, tolerance: 0)
    }
}
