import CoreGraphics
import XCTest

final class CGImageTests: XCTestCase {
    private func image(bytes: [UInt8], info: CGBitmapInfo) -> CGImage? {
        CGImage(
            width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: info, provider: CGDataProvider(data: Data(bytes)), decode: nil, shouldInterpolate: true,
            intent: .defaultIntent)
    }

    func testRawLayoutsConvertToPremultipliedARGB() {
        let rgba = image(bytes: [255, 0, 0, 255, 0, 0, 128, 128], info: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue))!
        XCTAssertEqual([rgba.pixel(x: 0, y: 0), rgba.pixel(x: 1, y: 0)].map(hex), [hex(ARGB.red), hex(0x8000_0080)])
        let straight = image(bytes: [255, 0, 0, 128, 0, 255, 0, 0], info: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue))!
        XCTAssertEqual([straight.pixel(x: 0, y: 0), straight.pixel(x: 1, y: 0)].map(hex), [hex(0x8080_0000), hex(ARGB.clear)])
        let native = image(
            bytes: [0, 0, 255, 255, 9, 9, 9, 7],
            info: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipFirst.rawValue).union(.byteOrder32Little))!
        XCTAssertEqual(native.alphaInfo, .noneSkipFirst)
        XCTAssertEqual([native.pixel(x: 0, y: 0), native.pixel(x: 1, y: 0)].map(hex), [hex(ARGB.red), hex(0xFF09_0909)])
        XCTAssertNil(image(bytes: [0, 0, 0], info: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue)), "too few bytes")
        XCTAssertNil(image(bytes: Array(repeating: 0, count: 8), info: CGBitmapInfo(rawValue: CGImageAlphaInfo.alphaOnly.rawValue)))
    }

    func testDataProviderRoundTripAndApplesDecoders() throws {
        let source = CGImage(width: 2, height: 1, premultipliedARGB32: [ARGB.red, 0x8000_8000])!
        let bytes = source.dataProvider!.data!
        XCTAssertEqual(bytes.count, 8)
        let again = CGImage(
            width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: source.bitmapInfo, provider: source.dataProvider!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
        XCTAssertEqual(again.pixel(x: 1, y: 0), 0x8000_8000)

        let png = CGImage(pngDataProviderSource: CGDataProvider(data: try source.pngData()), decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        XCTAssertEqual(png?.pixel(x: 0, y: 0), ARGB.red)
        XCTAssertNil(CGImage(pngDataProviderSource: CGDataProvider(data: Data([0x89, 0x50, 0x4E, 0x47])), decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        let jpeg = CGImage(jpegDataProviderSource: CGDataProvider(data: try source.jpegData()), decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        XCTAssertEqual(jpeg?.width, 2)
        XCTAssertNil(CGDataProvider(filename: "/nonexistent/file.png"))
    }

    func testColorSpacesAndColors() {
        XCTAssertEqual(CGColorSpace(name: CGColorSpace.sRGB)?.model, .rgb)
        XCTAssertEqual(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents, 3)
        XCTAssertEqual(CGColorSpaceCreateDeviceGray().model, .monochrome)
        XCTAssertNil(CGColorSpace(name: "kCGColorSpaceDisplayP3"))
        let grey = CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.5, 1])!
        XCTAssertEqual(grey.components, [0.5, 0.5, 0.5, 1])
        XCTAssertEqual(grey.colorSpace?.model, .rgb)
        let gradient = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [1, 0, 0, 1, 0, 0, 1, 1], locations: nil, count: 2)
        XCTAssertNotNil(gradient)
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: [.black], locations: [0, 1]))
    }
}

final class CGContextImageTests: XCTestCase {
    private let checker = CGImage(width: 2, height: 2, premultipliedARGB32: [ARGB.black, ARGB.white, ARGB.white, ARGB.black])!

    func testTilingRepeatsTheImage() {
        let context = makeContext(8, 4)
        context.interpolationQuality = .none
        context.draw(checker, in: CGRect(x: 1, y: 0, width: 2, height: 2), byTiling: true)
        let image = context.makeImage()!
        for x in 0..<8 {
            for y in 0..<4 {
                // Tiles start at x = 1; the image is flipped, so the top-left pixel of a tile is the image's row 1.
                let u = ((x - 1) % 2 + 2) % 2, v = 1 - y % 2
                XCTAssertEqual(hex(image.pixel(x: x, y: y)), hex(checker.pixel(x: u, y: v)), "(\(x), \(y))")
            }
        }
    }

    func testInterpolationQualityChoosesTheFilter() {
        func scaled(_ quality: CGInterpolationQuality) -> CGImage {
            let context = makeContext(16, 16)
            context.interpolationQuality = quality
            context.draw(checker, in: CGRect(x: 0, y: 0, width: 16, height: 16))
            return context.makeImage()!
        }
        let sharp = scaled(.none), smooth = scaled(.high)
        let sharpValues = Set((0..<16).map { sharp.pixel(x: $0, y: 2) })
        XCTAssertEqual(sharpValues, [ARGB.black, ARGB.white])
        let smoothGreys = (0..<16).map { smooth.pixel(x: $0, y: 2) & 0xFF }.filter { $0 > 10 && $0 < 245 }
        XCTAssertFalse(smoothGreys.isEmpty, "smoothing makes intermediate greys")
    }
}
