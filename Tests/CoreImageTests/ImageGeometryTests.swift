import CoreGraphics
import CoreImage
import ImageIO
import XCTest

/// Extents and coordinates: origin bottom-left, infinite and null extents, crops, transforms, orientation.
final class ImageGeometryTests: XCTestCase {
    /// A 2×2 bitmap: red top-left, green top-right, blue bottom-left, white bottom-right (rows top first).
    let quadrants = CGImage(width: 2, height: 2, premultipliedARGB32: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF])!

    func testABitmapsExtentStartsAtTheOriginAndItsTopRowIsHighest() {
        let image = CIImage(cgImage: quadrants)
        XCTAssertEqual(image.extent, CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertTrue(image.cgImage === quadrants)
        assertPixel(PixelProbe.linear.rgba(image, 0, 1), [255, 0, 0, 255], accuracy: 0)
        assertPixel(PixelProbe.linear.rgba(image, 0, 0), [0, 0, 255, 255], accuracy: 0)
    }

    func testColourImagesAreInfiniteAndEmptyImagesNull() {
        XCTAssertTrue(CIImage(color: .red).extent.isInfinite)
        XCTAssertTrue(CIImage.empty().extent.isNull || CIImage.empty().extent.isEmpty)
        XCTAssertTrue(CIImage(color: .red).cropped(to: CGRect(x: 5, y: 5, width: 0, height: 3)).extent.isEmpty)
    }

    func testCroppingAndTransformingMoveTheExtent() {
        let square = CIImage(color: .red).cropped(to: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(square.extent, CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(square.transformed(by: CGAffineTransform(translationX: 5, y: -20)).extent, CGRect(x: 15, y: 0, width: 30, height: 40))
        XCTAssertEqual(square.transformed(by: CGAffineTransform(scaleX: 2, y: 0.5)).extent, CGRect(x: 20, y: 10, width: 60, height: 20))
        let affine = CIFilter(name: "CIAffineTransform", parameters: [kCIInputImageKey: square, kCIInputTransformKey: CGAffineTransform(translationX: 1, y: 2)])!
        XCTAssertEqual(affine.outputImage?.extent, CGRect(x: 11, y: 22, width: 30, height: 40))
        let crop = CIFilter(name: "CICrop", parameters: [kCIInputImageKey: square, "inputRectangle": CIVector(cgRect: CGRect(x: 0, y: 0, width: 20, height: 30))])!
        XCTAssertEqual(crop.outputImage?.extent, CGRect(x: 10, y: 20, width: 10, height: 10))
    }

    func testAWholePixelMoveKeepsPixelsExact() {
        let moved = CIImage(cgImage: quadrants).transformed(by: CGAffineTransform(translationX: 10, y: 10))
        assertPixel(PixelProbe.linear.rgba(moved, 11, 11), [0, 255, 0, 255], accuracy: 0)
        assertPixel(PixelProbe.linear.rgba(moved, 11, 10), [255, 255, 255, 255], accuracy: 0)
    }

    func testOrientedRightTurnsTheTopRowToTheRightColumn() {
        let turned = CIImage(cgImage: quadrants).oriented(.right)
        XCTAssertEqual(turned.extent, CGRect(x: 0, y: 0, width: 2, height: 2))
        // Turned a quarter clockwise: the top row (red, green) becomes the right column, red at the top.
        assertPixel(PixelProbe.linear.rgba(turned, 1, 1), [255, 0, 0, 255], accuracy: 0)
        assertPixel(PixelProbe.linear.rgba(turned, 1, 0), [0, 255, 0, 255], accuracy: 0)
        assertPixel(PixelProbe.linear.rgba(turned, 0, 1), [0, 0, 255, 255], accuracy: 0)
        let mirrored = CIImage(cgImage: quadrants).oriented(.upMirrored)
        assertPixel(PixelProbe.linear.rgba(mirrored, 1, 1), [255, 0, 0, 255], accuracy: 0)
    }

    func testClampedToExtentRepeatsTheEdgesForEver() {
        let clamped = CIImage(cgImage: quadrants).clampedToExtent()
        XCTAssertTrue(clamped.extent.isInfinite)
        assertPixel(PixelProbe.linear.rgba(clamped, -50, 60), [255, 0, 0, 255], accuracy: 0)
        assertPixel(PixelProbe.linear.rgba(clamped, 70, -3), [255, 255, 255, 255], accuracy: 0)
    }

    func testLanczosScaleHalvesTheExtentAndKeepsAFlatColour() {
        let filter = CIFilter.lanczosScaleTransform()
        filter.inputImage = PixelProbe.swatch(0.2, 0.4, 0.6).clampedToExtent().cropped(to: CGRect(x: 0, y: 0, width: 40, height: 20))
        filter.scale = 0.5
        XCTAssertEqual(filter.outputImage?.extent, CGRect(x: 0, y: 0, width: 20, height: 10))
        // Halving reads six source pixels each side; the middle's all lie inside, so the flat colour holds.
        assertPixel(PixelProbe.linear.rgba(filter.outputImage!, 10, 5), [51, 102, 153, 255])
        filter.aspectRatio = 2
        XCTAssertEqual(filter.outputImage?.extent, CGRect(x: 0, y: 0, width: 40, height: 10))
    }

    func testSettingAlphaOneMakesTranslucentPixelsOpaque() {
        let translucent = PixelProbe.swatch(1, 0, 0, 0.4).settingAlphaOne(in: CGRect(x: 0, y: 0, width: 4, height: 8))
        assertPixel(PixelProbe.srgb.rgba(translucent, 1, 1), [102, 0, 0, 255])
        assertPixel(PixelProbe.srgb.rgba(translucent, 6, 1), [102, 0, 0, 102])
    }

    func testCreateCGImageCutsTheRectToTheExtentAndPutsTheTopRowFirst() {
        let image = CIImage(cgImage: quadrants).transformed(by: CGAffineTransform(translationX: 3, y: 3))
        let bitmap = CIContext().createCGImage(image, from: CGRect(x: 0, y: 0, width: 100, height: 100))!
        XCTAssertEqual(bitmap.width, 2)
        XCTAssertEqual(bitmap.height, 2)
        XCTAssertEqual(bitmap.pixel(x: 0, y: 0), 0xFFFF_0000)
        XCTAssertEqual(bitmap.pixel(x: 1, y: 1), 0xFFFF_FFFF)
    }
}

/// Image files read with their metadata, turned upright on request as iOS photo code asks.
final class ImageFileTests: XCTestCase {
    /// A 16×8 JPEG, red on the left and blue on the right, whose Exif orientation 6 says to turn it a quarter clockwise.
    func sidewaysJPEG() throws -> Data {
        let words = (0..<128).map { $0 % 16 < 8 ? UInt32(0xFFFF_0000) : UInt32(0xFF00_00FF) }
        let bitmap = try XCTUnwrap(CGImage(width: 16, height: 8, premultipliedARGB32: words))
        let data = NSMutableData()
        let destination = try XCTUnwrap(CGImageDestinationCreateWithData(data, "public.jpeg" as CFString, 1, nil))
        CGImageDestinationAddImage(destination, bitmap, [kCGImagePropertyOrientation: 6, kCGImageDestinationLossyCompressionQuality: 1.0] as CFDictionary)
        XCTAssertTrue(CGImageDestinationFinalize(destination))
        return data as Data
    }

    func testDataKeepsItsPropertiesAndTurnsUprightOnlyWhenAsked() throws {
        let data = try sidewaysJPEG()
        let stored = try XCTUnwrap(CIImage(data: data))
        XCTAssertEqual(stored.extent, CGRect(x: 0, y: 0, width: 16, height: 8))
        XCTAssertEqual(stored.properties[kCGImagePropertyOrientation as String].map { "\($0)" }, "6")
        let upright = try XCTUnwrap(CIImage(data: data, options: [.applyOrientationProperty: true]))
        XCTAssertEqual(upright.extent, CGRect(x: 0, y: 0, width: 8, height: 16))
        // Turned a quarter clockwise, the left (red) half is on top.
        assertPixel(PixelProbe.linear.rgba(upright, 4, 12), [255, 0, 0, 255], accuracy: 40)
        assertPixel(PixelProbe.linear.rgba(upright, 4, 3), [0, 0, 255, 255], accuracy: 40)
        XCTAssertNil(CIImage(data: Data("not an image".utf8)))
    }
}
