@testable import CoreGraphics
import Foundation
import XCTest

/// The pixel budget, checked against the size a file declares before decoding; memory while decoding; files that
/// are not regular files.
final class ImageBudgetTests: XCTestCase {
    /// A PNG that declares `width`×`height` in its header and holds a few bytes of image data.
    private func pngDeclaring(width: UInt32, height: UInt32) -> Data {
        Data(PNGChunk.signature + pngChunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
            + pngChunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + pngChunk("IEND", []))
    }

    /// A real JPEG whose start-of-frame marker is rewritten to declare `width`×`height`.
    private func jpegDeclaring(width: Int, height: Int) throws -> Data {
        var bytes = [UInt8](try CGImage(width: 8, height: 8, premultipliedARGB32: [UInt32](repeating: 0xFF33_6699, count: 64))!
            .jpegData())
        let sof = try XCTUnwrap((2..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[sof + 5] = UInt8(height >> 8)
        bytes[sof + 6] = UInt8(height & 0xFF)
        bytes[sof + 7] = UInt8(width >> 8)
        bytes[sof + 8] = UInt8(width & 0xFF)
        return Data(bytes)
    }

    private func assertTooLarge(_ load: @autoclosure () throws -> CGImage, _ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try load(), file: file, line: line) { error in
            XCTAssertEqual(
                "\(error)", "\(text) exceeds the limit of 16384 pixels a side and \(CGImage.maximumPixelCount) pixels (CG_IMAGE_PIXEL_LIMIT)",
                file: file, line: line)
        }
    }

    func testTheDefaultBudgetSuitsADesktop() {
        XCTAssertEqual(CGImage.maximumPixelCount, 64 << 20)
    }

    func testHeadersPastTheBudgetAreRefusedBeforeDecoding() throws {
        assertTooLarge(try CGImage.load(imageData: pngDeclaring(width: 9000, height: 9000), name: "big.png"),
                       "big.png: image of 9000×9000 pixels")
        assertTooLarge(try CGImage.load(imageData: jpegDeclaring(width: 9000, height: 9000), name: "big.jpg"),
                       "big.jpg: image of 9000×9000 pixels")
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='16000' height='16000'><rect width='10' height='10'/></svg>"
        assertTooLarge(try CGImage.load(svgData: Data(svg.utf8), name: "big.svg"), "big.svg: image of 16000×16000 pixels")
        let small = "<svg xmlns='http://www.w3.org/2000/svg' width='3000' height='3000'/>"
        assertTooLarge(try CGImage.load(svgData: Data(small.utf8), name: "scaled.svg", scale: 3), "scaled.svg: image of 9000×9000 pixels")
    }

    func testTheBudgetCanBeSetForTheProcessAndFromTheEnvironment() throws {
        let saved = CGImage.maximumPixelCount
        defer { CGImage.maximumPixelCount = saved }
        let image = CGImage(width: 24, height: 16, premultipliedARGB32: [UInt32](repeating: 0xFF00_00FF, count: 384))!
        let png = try image.pngData()
        CGImage.maximumPixelCount = 383
        assertTooLarge(try CGImage.load(imageData: png, name: "a.png"), "a.png: image of 24×16 pixels")
        CGImage.maximumPixelCount = 384
        XCTAssertEqual(try CGImage.load(imageData: png).width, 24)

        XCTAssertEqual(PixelBudget(environment: ["CG_IMAGE_PIXEL_LIMIT": "1000000"]).limit, 1_000_000)
        XCTAssertEqual(PixelBudget(environment: ["CG_IMAGE_PIXEL_LIMIT": "lots"]).limit, CGImage.defaultMaximumPixelCount)
        XCTAssertEqual(PixelBudget(environment: [:]).limit, CGImage.defaultMaximumPixelCount)
    }

    func testAFIFOAndACharacterDeviceAreNotRegularFiles() throws {
        let folder = try makeTemporaryFolder(for: self)
        let fifo = folder.appendingPathComponent("pipe.png")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        for (url, svg) in [(fifo, false), (URL(fileURLWithPath: "/dev/zero"), false), (URL(fileURLWithPath: "/dev/zero"), true)] {
            let done = expectation(description: url.path)
            let result = LoadResult()
            Thread.detachNewThread {
                do { _ = try svg ? CGImage.load(svgAt: url) : CGImage.load(imageAt: url) } catch { result.text = "\(error)" }
                done.fulfill()
            }
            wait(for: [done], timeout: 5)
            XCTAssertEqual(result.text, "\(url.path): cannot read the file (not a regular file)")
        }
    }

    /// Peak resident memory while loading one image, over what was resident before, in bytes.
    private func peakGrowth(_ load: () throws -> CGImage) throws -> (growth: Int, image: CGImage) {
        try Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
        let before = status("VmRSS")
        let image = try load()
        return (status("VmHWM") - before, image)
    }

    private func status(_ field: String) -> Int {
        let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    func testPeakMemoryForOneImageIsAtMostTwiceItsDecodedBytes() throws {
        let side = 4096, decoded = side * side * 4
        let png: Data = try {
            let context = CGContext(
                data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
            context.setFillColor(CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.5))
            context.fill(CGRect(x: 0, y: 0, width: side, height: side / 2))
            return try context.makeImage()!.pngData()
        }()
        let (pngGrowth, pngImage) = try peakGrowth { try CGImage.load(imageData: png, name: "big.png") }
        XCTAssertEqual(pngImage.width, side)
        XCTAssertEqual(pngImage.pixel(x: 0, y: 0) >> 24, 0x80)
        XCTAssertLessThanOrEqual(pngGrowth, 2 * decoded, "PNG: peak \(pngGrowth >> 20) MiB for \(decoded >> 20) MiB decoded")
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' width='\(side)' height='\(side)'><circle cx='2048' cy='2048' r='2000' fill='#48c'/></svg>"
        let (svgGrowth, svgImage) = try peakGrowth { try CGImage.load(svgData: Data(svg.utf8), name: "big.svg") }
        XCTAssertEqual(svgImage.height, side)
        XCTAssertLessThanOrEqual(svgGrowth, 2 * decoded, "SVG: peak \(svgGrowth >> 20) MiB for \(decoded >> 20) MiB decoded")
        print("image memory: \(decoded >> 20) MiB decoded; peak growth PNG \(pngGrowth >> 20) MiB, SVG \(svgGrowth >> 20) MiB")
    }
}

/// What a load on another thread said.
private final class LoadResult: @unchecked Sendable {
    var text = ""
}
