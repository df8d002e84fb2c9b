import CoreGraphics
import XCTest

final class CGImageDecodingTests: XCTestCase {
    private let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A 3×2 image with opaque, translucent and transparent pixels.
    private func sample() -> CGImage {
        CGImage(width: 3, height: 2, premultipliedARGB32: [
            ARGB.red, ARGB.green, ARGB.blue,
            0x8040_0000, ARGB.clear, ARGB.white,
        ])!
    }

    private func writeSamplePNG(in folder: URL) throws -> (URL, Data) {
        let url = folder.appendingPathComponent("sample.png")
        try sample().writePNG(to: url)
        return (url, try Data(contentsOf: url))
    }

    private func assertLoadFails(
        _ url: URL, containing words: [String], file: StaticString = #filePath, line: UInt = #line,
        load: (URL) throws -> CGImage = { try CGImage.load(imageAt: $0) }
    ) {
        XCTAssertThrowsError(try load(url), file: file, line: line) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix(url.path + ": "), "names the file: \(text)", file: file, line: line)
            XCTAssertFalse(text.contains("\n"), "one line: \(text)", file: file, line: line)
            for word in words {
                XCTAssertTrue(text.localizedCaseInsensitiveContains(word), "«\(word)» in: \(text)", file: file, line: line)
            }
        }
    }

    func testPNGRoundTrip() throws {
        let (url, _) = try writeSamplePNG(in: makeTemporaryFolder(for: self))
        let image = try CGImage.load(imageAt: url)
        XCTAssertEqual(image.width, 3)
        XCTAssertEqual(image.height, 2)
        XCTAssertEqual(image.bytesPerRow, 12)
        XCTAssertEqual(image.bitsPerPixel, 32)
        XCTAssertEqual(image.bitsPerComponent, 8)
        XCTAssertEqual(image.alphaInfo, .premultipliedFirst)
        XCTAssertEqual(image.bitmapInfo, CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little))
        let expected = sample()
        for y in 0..<2 {
            for x in 0..<3 {
                XCTAssertEqual(hex(image.pixel(x: x, y: y)), hex(expected.pixel(x: x, y: y)), "(\(x), \(y))")
            }
        }
    }

    func testOpaquePNGReportsNoAlpha() throws {
        let folder = try makeTemporaryFolder(for: self)
        let opaque = CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue)!
        opaque.setFillColor(.testBlue)
        opaque.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let url = folder.appendingPathComponent("opaque.png")
        try opaque.makeImage()!.writePNG(to: url)
        let image = try CGImage.load(imageAt: url)
        XCTAssertEqual(image.alphaInfo, .noneSkipFirst)
        XCTAssertEqual(hex(image.pixel(x: 0, y: 0)), hex(ARGB.blue))
        XCTAssertEqual(hex(image.pixel(x: 1, y: 1)), hex(ARGB.black))
    }

    func testJPEGRoundTripAndTruncation() throws {
        let folder = try makeTemporaryFolder(for: self)
        let context = makeContext(16, 16)
        context.setFillColor(.testRed)
        context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        context.setFillColor(.white)
        context.fill(CGRect(x: 0, y: 8, width: 16, height: 8))
        let data = try context.makeImage()!.jpegData(quality: 0.95)
        let url = folder.appendingPathComponent("flag.jpg")
        try data.write(to: url)
        let image = try CGImage.load(imageAt: url)
        XCTAssertEqual([image.width, image.height], [16, 16])
        XCTAssertEqual(image.alphaInfo, .noneSkipFirst)
        let top = image.pixel(x: 4, y: 2), bottom = image.pixel(x: 4, y: 13)
        XCTAssertEqual(top >> 24, 0xFF)
        XCTAssertGreaterThan((top >> 16) & 0xFF, 230)
        XCTAssertLessThan((top >> 8) & 0xFF, 30)
        XCTAssertGreaterThan(bottom & 0xFF, 230)
        for keep in [data.count - 2, data.count / 2, 200] {
            let cut = folder.appendingPathComponent("cut-\(keep).jpg")
            try data.prefix(keep).write(to: cut)
            assertLoadFails(cut, containing: ["not a valid image"])
        }
    }

    func testTruncatedPNG() throws {
        let folder = try makeTemporaryFolder(for: self)
        let (_, data) = try writeSamplePNG(in: folder)
        for keep in [data.count - 20, 40, 20, 8, 3] {
            let url = folder.appendingPathComponent("truncated-\(keep).png")
            try data.prefix(keep).write(to: url)
            assertLoadFails(url, containing: ["not a valid image"])
        }
    }

    func testCorruptedChunkCRC() throws {
        let folder = try makeTemporaryFolder(for: self)
        var (_, data) = try writeSamplePNG(in: folder)
        data[29] ^= 0xFF  // the last byte of IHDR's CRC
        let url = folder.appendingPathComponent("bad-crc.png")
        try data.write(to: url)
        assertLoadFails(url, containing: ["not a valid image", "crc"])
    }

    func testEmptyFileDirectoryMissingFileAndGarbage() throws {
        let folder = try makeTemporaryFolder(for: self)
        let empty = folder.appendingPathComponent("empty.png")
        try Data().write(to: empty)
        assertLoadFails(empty, containing: ["empty file"])
        assertLoadFails(folder, containing: ["directory"])
        assertLoadFails(folder.appendingPathComponent("missing.png"), containing: ["no such file"])
        let garbage = folder.appendingPathComponent("garbage.png")
        try Data((0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37) }).write(to: garbage)
        assertLoadFails(garbage, containing: ["not a valid image"])
        XCTAssertThrowsError(try CGImage.load(imageData: Data([1, 2, 3]), name: "inline bytes")) { error in
            XCTAssertTrue("\(error)".hasPrefix("inline bytes: "))
        }
    }

    func testHugeDeclaredSizeIsRefusedBeforeDecoding() throws {
        let folder = try makeTemporaryFolder(for: self)
        let ihdr = bigEndian(100_000) + bigEndian(100_000) + [8, 6, 0, 0, 0]
        // A deflate stream of a few zero rows: enough to start decoding, far too little for the size.
        let idat: [UInt8] = [0x78, 0x9C, 0x63, 0x60, 0x18, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01]
        let bytes = pngSignature + pngChunk("IHDR", ihdr) + pngChunk("IDAT", idat) + pngChunk("IEND", [])
        let url = folder.appendingPathComponent("huge.png")
        try Data(bytes).write(to: url)
        assertLoadFails(url, containing: ["100000×100000", "exceeds"])
        XCTAssertThrowsError(try CGImage.load(imageAt: url)) { error in
            XCTAssertEqual((error as? CGImageLoadingError)?.reason, .tooLarge(width: 100_000, height: 100_000))
        }
    }

    func testSVGRenderedAtScaleAndSize() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="8" viewBox="0 0 10 8">
              <rect x="0" y="0" width="5" height="8" fill="#ff0000"/>
              <rect x="5" y="0" width="5" height="8" fill="#0000ff" fill-opacity="0.5"/>
            </svg>
            """
        let folder = try makeTemporaryFolder(for: self)
        let url = folder.appendingPathComponent("flag.svg")
        try svg.write(to: url, atomically: true, encoding: .utf8)
        let natural = try CGImage.load(svgAt: url)
        XCTAssertEqual([natural.width, natural.height], [10, 8])
        let doubled = try CGImage.load(svgAt: url, scale: 2)
        XCTAssertEqual([doubled.width, doubled.height], [20, 16])
        XCTAssertEqual(hex(doubled.pixel(x: 3, y: 3)), hex(ARGB.red))
        XCTAssertEqual(hex(doubled.pixel(x: 15, y: 10)), hex(0x8000_0080))
        let resized = try CGImage.load(svgAt: url, size: CGSize(width: 40, height: 32), scale: 1.5)
        XCTAssertEqual([resized.width, resized.height], [60, 48])
        XCTAssertEqual(hex(resized.pixel(x: 29, y: 47)), hex(ARGB.red))
        XCTAssertEqual(hex(resized.pixel(x: 30, y: 0)), hex(0x8000_0080))
        let viewBoxOnly = try CGImage.load(svgData: Data("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'/>".utf8))
        XCTAssertEqual([viewBoxOnly.width, viewBoxOnly.height], [4, 3])
    }

    func testBrokenSVGs() throws {
        let folder = try makeTemporaryFolder(for: self)
        func svg(_ name: String, _ text: String) throws -> URL {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        let svgLoad: (URL) throws -> CGImage = { try CGImage.load(svgAt: $0) }
        assertLoadFails(try svg("malformed.svg", "<svg xmlns='http://www.w3.org/2000/svg'><rect"), containing: ["not a valid image"], load: svgLoad)
        assertLoadFails(
            try svg("entity.svg", "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'><text>&missing;</text></svg>"),
            containing: ["not a valid image"], load: svgLoad)
        assertLoadFails(
            try svg("huge.svg", "<svg xmlns='http://www.w3.org/2000/svg' width='100000' height='10'/>"),
            containing: ["exceeds"], load: svgLoad)
        assertLoadFails(
            try svg("sizeless.svg", "<svg xmlns='http://www.w3.org/2000/svg'><rect width='5' height='5'/></svg>"),
            containing: ["no width and height"], load: svgLoad)
        assertLoadFails(try svg("empty.svg", ""), containing: ["empty file"], load: svgLoad)
        assertLoadFails(folder.appendingPathComponent("nothing.svg"), containing: ["no such file"], load: svgLoad)
        XCTAssertThrowsError(try CGImage.load(svgAt: try svg("ok.svg", "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'/>"), scale: 0))
    }

    func testSVGMissingReferenceDrawsTheRest() throws {
        let folder = try makeTemporaryFolder(for: self)
        let url = folder.appendingPathComponent("refs.svg")
        try """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="4" height="4">
              <image href="missing.png" x="0" y="0" width="4" height="4"/>
              <use xlink:href="#nowhere"/>
              <rect x="2" y="0" width="2" height="4" fill="url(#no-gradient) #00ff00"/>
            </svg>
            """.write(to: url, atomically: true, encoding: .utf8)
        let image = try CGImage.load(svgAt: url)
        XCTAssertEqual(hex(image.pixel(x: 0, y: 0)), hex(ARGB.clear))
        XCTAssertEqual(hex(image.pixel(x: 3, y: 3)), hex(ARGB.green), "a missing paint server falls back to its colour")
    }
}
