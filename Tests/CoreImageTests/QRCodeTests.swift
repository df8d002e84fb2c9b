import CoreGraphics
import CoreImage
import CoreImage.CIFilterBuiltins
import Foundation
import XCTest

/// `CIQRCodeGenerator`: one pixel per module with a one-module margin, and symbols that a reader decodes.
final class QRCodeTests: XCTestCase {
    func qrCode(_ message: String, level: String = "M") -> CIImage? {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data(message.utf8)
        filter.correctionLevel = level
        return filter.outputImage
    }

    func testAShortMessageIsVersionOneWithAMarginOfOneModule() throws {
        let image = try XCTUnwrap(qrCode("hi", level: "L"))
        // Version 1 is 21 modules; one white module each side.
        XCTAssertEqual(image.extent, CGRect(x: 0, y: 0, width: 23, height: 23))
        let bitmap = try XCTUnwrap(CIContext().createCGImage(image, from: image.extent))
        let dark = { (x: Int, y: Int) in bitmap.pixel(x: x, y: y) == 0xFF00_0000 }
        // The margin is white; the top-left finder pattern: a dark 7×7 ring, a light ring, a dark 3×3 core.
        XCTAssertFalse((0..<23).contains { dark($0, 0) || dark(0, $0) })
        for i in 0..<7 {
            XCTAssertTrue(dark(1 + i, 1) && dark(1 + i, 7) && dark(1, 1 + i) && dark(7, 1 + i), "outer ring at \(i)")
        }
        for i in 1..<6 { XCTAssertFalse(dark(1 + i, 2) || dark(2, 1 + i), "light ring at \(i)") }
        for x in 3...5 { for y in 3...5 { XCTAssertTrue(dark(x, y)) } }
        // The other two finder patterns sit at the top-right and bottom-left corners.
        XCTAssertTrue(dark(21, 1) && dark(15, 1) && dark(1, 21) && dark(1, 15))
    }

    func testHigherCorrectionLevelsNeedMoreModules() throws {
        let message = String(repeating: "Core Image on Linux ", count: 3)
        let sizes = try ["L", "M", "Q", "H"].map { try XCTUnwrap(qrCode(message, level: $0)).extent.width }
        XCTAssertEqual(sizes, sizes.sorted())
        XCTAssertLessThan(sizes[0], sizes[3])
    }

    func testTheSymbolDecodesToItsMessage() throws {
        let zbarimg = "/usr/bin/zbarimg"
        guard FileManager.default.isExecutableFile(atPath: zbarimg) else { throw XCTSkip("zbar-tools is not installed") }
        for (message, level) in [("https://example.com/core-image?q=1", "H"), ("Core Image on Linux: 0123456789", "L")] {
            let symbol = try XCTUnwrap(qrCode(message, level: level))
            // Eight pixels a module, nearest sampling, on white with a quiet zone of four modules.
            let scaled = symbol.samplingNearest().transformed(by: CGAffineTransform(scaleX: 8, y: 8))
            let page = scaled.composited(over: CIImage(color: .white)).cropped(to: scaled.extent.insetBy(dx: -32, dy: -32))
            let bitmap = try XCTUnwrap(CIContext().createCGImage(page, from: page.extent))
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("qr-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: file) }
            try bitmap.writePNG(to: file)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: zbarimg)
            process.arguments = ["--quiet", "--raw", file.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            XCTAssertEqual(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .newlines), message)
        }
    }

    func testByNameWithAnNSDataMessage() {
        let filter = CIFilter(name: "CIQRCodeGenerator")!
        filter.setValue("hello".data(using: .ascii), forKey: "inputMessage")
        filter.setValue("Q", forKey: "inputCorrectionLevel")
        XCTAssertEqual(filter.outputImage?.extent.width, 23)
    }
}
