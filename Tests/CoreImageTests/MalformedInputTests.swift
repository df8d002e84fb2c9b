import CoreGraphics
import CoreImage
import CoreImage.CIFilterBuiltins
import XCTest

/// Bad input gives nil, an empty image or an untouched bitmap, never a crash.
final class MalformedInputTests: XCTestCase {
    let swatch = PixelProbe.swatch(0.2, 0.4, 0.6)

    func testNaNAndHugeNumbersMakeNoOutput() {
        let blur = CIFilter.gaussianBlur()
        blur.inputImage = swatch
        blur.radius = .nan
        XCTAssertNil(blur.outputImage)
        blur.radius = .infinity
        XCTAssertNil(blur.outputImage)
        blur.radius = 1e9
        XCTAssertNil(blur.outputImage)
        blur.radius = -2
        XCTAssertNil(blur.outputImage)
        XCTAssertTrue(swatch.applyingGaussianBlur(sigma: .nan).extent.isEmpty)
        let pixellate = CIFilter.pixellate()
        pixellate.inputImage = swatch
        pixellate.scale = 0
        XCTAssertNil(pixellate.outputImage)
        let lanczos = CIFilter.lanczosScaleTransform()
        lanczos.inputImage = swatch
        lanczos.scale = .nan
        XCTAssertNil(lanczos.outputImage)
        let exposure = CIFilter.exposureAdjust()
        exposure.inputImage = swatch
        exposure.ev = .nan
        XCTAssertNil(exposure.outputImage)
    }

    func testWrongValueTypesMakeNoOutput() {
        let filter = CIFilter(name: "CIGaussianBlur")!
        filter.setValue("not an image", forKey: kCIInputImageKey)
        XCTAssertNil(filter.outputImage)
        filter.setValue(swatch, forKey: kCIInputImageKey)
        filter.setValue("ten", forKey: kCIInputRadiusKey)
        XCTAssertNil(filter.outputImage)
    }

    func testEmptyAndInfiniteRectanglesRenderNothing() {
        let context = CIContext()
        XCTAssertNil(context.createCGImage(CIImage.empty(), from: CGRect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertNil(context.createCGImage(swatch, from: CGRect(x: 100, y: 100, width: 10, height: 10)))
        XCTAssertNil(context.createCGImage(CIImage(color: .red), from: .infinite))
        XCTAssertNil(context.createCGImage(swatch, from: CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4)))
        var bytes = [UInt8](repeating: 9, count: 16)
        bytes.withUnsafeMutableBytes { raw in
            context.render(CIImage(color: .red), toBitmap: raw.baseAddress!, rowBytes: 8, bounds: .infinite, format: .RGBA8, colorSpace: nil)
        }
        XCTAssertEqual(bytes, [UInt8](repeating: 9, count: 16))
    }

    func testAnEnormousImageIsRefusedBeforeAnyPixelIsMade() {
        let huge = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 200_000, height: 200_000))
        XCTAssertNil(CIContext().createCGImage(huge, from: huge.extent))
        let blurred = huge.applyingGaussianBlur(sigma: 4)
        XCTAssertNil(CIContext().createCGImage(blurred, from: blurred.extent))
        // A small part of it renders.
        XCTAssertNotNil(CIContext().createCGImage(blurred, from: CGRect(x: 10, y: 10, width: 4, height: 4)))
    }

    func testBadTransformsAndQRInputsGiveEmptyOrNil() {
        XCTAssertTrue(swatch.transformed(by: CGAffineTransform(scaleX: 0, y: 1)).extent.isEmpty)
        XCTAssertTrue(swatch.transformed(by: CGAffineTransform(translationX: .nan, y: 0)).extent.isEmpty)
        let qr = CIFilter.qrCodeGenerator()
        qr.message = Data()
        XCTAssertNil(qr.outputImage)
        qr.message = Data("x".utf8)
        qr.correctionLevel = "X"
        XCTAssertNil(qr.outputImage)
        qr.correctionLevel = "L"
        qr.message = Data(repeating: 0x41, count: 5000)
        XCTAssertNil(qr.outputImage)
    }

    func testBitmapDataTooShortGivesAnEmptyImage() {
        let image = CIImage(bitmapData: Data(count: 10), bytesPerRow: 16, size: CGSize(width: 4, height: 4), format: .RGBA8, colorSpace: nil)
        XCTAssertTrue(image.extent.isEmpty)
    }
}
