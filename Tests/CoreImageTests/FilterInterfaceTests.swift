import CoreGraphics
import CoreImage
import CoreImage.CIFilterBuiltins
import XCTest

/// `CIFilter` as iOS code drives it: by name and key, or through the typed builtins.
final class FilterInterfaceTests: XCTestCase {
    func testAFilterByNameStartsAtItsDefaults() throws {
        let blur = try XCTUnwrap(CIFilter(name: "CIGaussianBlur"))
        XCTAssertEqual(blur.name, "CIGaussianBlur")
        XCTAssertEqual(blur.inputKeys, [kCIInputImageKey, kCIInputRadiusKey])
        XCTAssertEqual(blur.outputKeys, [kCIOutputImageKey])
        XCTAssertEqual((blur.value(forKey: kCIInputRadiusKey) as? NSNumber)?.doubleValue, 10)
        XCTAssertNil(blur.outputImage, "no input image, no output")
        blur.setValue(3, forKey: kCIInputRadiusKey)
        XCTAssertEqual((blur.value(forKey: kCIInputRadiusKey) as? NSNumber)?.doubleValue, 3)
        blur.setDefaults()
        XCTAssertEqual((blur.value(forKey: kCIInputRadiusKey) as? NSNumber)?.doubleValue, 10)
        XCTAssertNil(CIFilter(name: "CINoSuchFilter"))
    }

    func testAttributesDescribeEachInput() throws {
        let attributes = try XCTUnwrap(CIFilter(name: "CISepiaTone")).attributes
        XCTAssertEqual(attributes[kCIAttributeFilterName] as? String, "CISepiaTone")
        XCTAssertEqual(attributes[kCIAttributeFilterDisplayName] as? String, "Sepia Tone")
        XCTAssertTrue((attributes[kCIAttributeFilterCategories] as? [String])?.contains(kCICategoryColorEffect) == true)
        let intensity = try XCTUnwrap(attributes[kCIInputIntensityKey] as? [String: Any])
        XCTAssertEqual(intensity[kCIAttributeClass] as? String, "NSNumber")
        XCTAssertEqual((intensity[kCIAttributeDefault] as? NSNumber)?.doubleValue, 1)
    }

    func testCategoriesListTheirFilters() {
        let blurs = CIFilter.filterNames(inCategory: kCICategoryBlur)
        XCTAssertEqual(blurs, ["CIBoxBlur", "CIDiscBlur", "CIGaussianBlur", "CIMotionBlur"])
        XCTAssertTrue(CIFilter.filterNames(inCategory: nil).contains("CIQRCodeGenerator"))
        XCTAssertTrue(CIFilter.filterNames(inCategories: [kCICategoryCompositeOperation]).contains("CIScreenBlendMode"))
    }

    func testTypedBuiltinsReadAndWriteTheSameInputs() {
        let sepia = CIFilter.sepiaTone()
        XCTAssertEqual(sepia.intensity, 1)
        sepia.setValue(0.25, forKey: kCIInputIntensityKey)
        XCTAssertEqual(sepia.intensity, 0.25)
        sepia.intensity = 0.5
        XCTAssertEqual((sepia.value(forKey: kCIInputIntensityKey) as? NSNumber)?.doubleValue, 0.5)
        let qr = CIFilter.qrCodeGenerator()
        XCTAssertEqual(qr.correctionLevel, "M")
        let pixellate = CIFilter.pixellate()
        XCTAssertEqual(pixellate.center, CGPoint(x: 150, y: 150))
        XCTAssertEqual(pixellate.scale, 8)
    }

    func testApplyingFilterAndValueForOutputKey() {
        let swatch = PixelProbe.swatch(0.2, 0.4, 0.6)
        let filter = CIFilter(name: "CIColorInvert", parameters: [kCIInputImageKey: swatch])!
        let output = filter.value(forKey: kCIOutputImageKey) as? CIImage
        XCTAssertEqual(output?.extent, swatch.extent)
        XCTAssertEqual(swatch.applyingFilter("CINoSuchFilter", parameters: [:]).extent.isEmpty, true)
    }

    /// A filter of one's own: a subclass overriding `outputImage` from a stored input.
    final class Darken: CIFilter {
        var inputImage: CIImage?

        override var outputImage: CIImage? {
            inputImage?.applyingFilter("CIExposureAdjust", parameters: [kCIInputEVKey: -1])
        }
    }

    func testASubclassRunsItsOwnOutputAndListsItsInputs() {
        let filter = Darken()
        filter.inputImage = PixelProbe.swatch(0.8, 0.8, 0.8)
        XCTAssertEqual(filter.inputKeys, ["inputImage"])
        XCTAssertNotNil(filter.value(forKey: "inputImage") as? CIImage)
        assertPixel(PixelProbe.srgb.rgba(filter.outputImage!, 0, 0), [102, 102, 102, 255])
    }
}

/// The Swift 3 names older iOS code calls still work (deprecated, as on iOS).
final class RenamedMethodTests: XCTestCase {
    @available(*, deprecated)
    func testSwift3NamesDoWhatTheNewOnesDo() {
        let square = CIImage(color: .red).cropping(to: CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(square.applying(CGAffineTransform(translationX: 2, y: 3)).extent, CGRect(x: 2, y: 3, width: 4, height: 4))
        XCTAssertEqual(square.applyingFilter("CIColorInvert", withInputParameters: nil).extent, square.extent)
        XCTAssertEqual(CIFilter(name: "CISepiaTone", withInputParameters: [kCIInputImageKey: square])?.outputImage?.extent, square.extent)
    }
}
