import CoreGraphics
import Foundation
import XCTest

/// Animated PNGs as the recording mode writes them.
final class AnimatedPNGTests: XCTestCase {
    private func solid(_ argb: UInt32, width: Int = 6, height: Int = 4) -> CGImage {
        CGImage(width: width, height: height, premultipliedARGB32: [UInt32](repeating: argb, count: width * height))!
    }

    func testFramesBecomeAnAnimationWithControlChunksInSequence() throws {
        var animation = AnimatedPNG(frameDelay: 0.1)
        for color: UInt32 in [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF] { try animation.append(solid(color)) }
        let chunks = try PNGChunk.split([UInt8](animation.data))
        XCTAssertEqual(chunks.map(\.type), ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        let control = chunks[1].data
        XCTAssertEqual(Array(control[0..<4]), [0, 0, 0, 3], "three frames")
        XCTAssertEqual(Array(control[4..<8]), [0, 0, 0, 0], "looping forever")
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Array($0.data[0..<4]) }
        XCTAssertEqual(sequence, (0..<5).map { [0, 0, 0, UInt8($0)] }, "one sequence across frame controls and data")
        let frameControl = chunks[2].data
        XCTAssertEqual(Array(frameControl[4..<12]), [0, 0, 0, 6, 0, 0, 0, 4], "each frame covers the image")
        XCTAssertEqual(Array(frameControl[20..<24]), [0, 100, 0x03, 0xE8], "100/1000 s a frame")
    }

    func testAViewerWithoutAnimationSupportSeesTheFirstFrame() throws {
        var animation = AnimatedPNG(frameDelay: 0.5)
        try animation.append(solid(0xFFFF_0000))
        try animation.append(solid(0xFF00_00FF))
        let image = try CGImage.load(imageData: animation.data, name: "animation.png")
        XCTAssertEqual(image.width, 6)
        XCTAssertEqual(image.height, 4)
        XCTAssertEqual(image.pixel(x: 0, y: 0), 0xFFFF_0000, "the default image is the first frame")
        XCTAssertEqual(image.pixel(x: 5, y: 3), 0xFFFF_0000)
    }

    func testFramesOfAnotherSizeAreRefused() throws {
        var animation = AnimatedPNG(frameDelay: 0.1)
        try animation.append(solid(0xFFFF_0000))
        XCTAssertThrowsError(try animation.append(solid(0xFFFF_0000, width: 7))) { error in
            XCTAssertTrue("\(error)".contains("7×4, not 6×4"), "\(error)")
        }
        XCTAssertEqual(animation.frameCount, 1)
    }

    func testACorruptedChunkIsNamed() throws {
        var bytes = [UInt8](try solid(0xFFFF_0000).pngData())
        bytes[20] ^= 0xFF
        XCTAssertThrowsError(try PNGChunk.split(bytes)) { XCTAssertTrue("\($0)".contains("CRC"), "\($0)") }
        XCTAssertThrowsError(try PNGChunk.split([1, 2, 3])) { XCTAssertTrue("\($0)".contains("signature"), "\($0)") }
    }

    func testAWriterStreamsEachFrameAndPatchesTheCountAtTheEnd() throws {
        let sink = Sink()
        let writer = AnimatedPNGWriter(frameDelay: 0.1, sink: sink)
        var sizes: [Int] = []
        for color: UInt32 in [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF] {
            try writer.append(solid(color))
            sizes.append(sink.bytes.count)
        }
        XCTAssertEqual(sizes, sizes.sorted())
        XCTAssertEqual(Set(sizes).count, 3, "each frame was handed on as it came")
        XCTAssertEqual(Array(sink.bytes[41..<45]), [0, 0, 0, 0], "the count is unknown until the end")
        try writer.finish()
        var animation = AnimatedPNG(frameDelay: 0.1)
        for color: UInt32 in [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF] { try animation.append(solid(color)) }
        XCTAssertEqual(Data(sink.bytes), animation.data, "the same file as built in memory")
        XCTAssertEqual(Array(try PNGChunk.split(sink.bytes)[1].data[0..<4]), [0, 0, 0, 3])
        XCTAssertThrowsError(try AnimatedPNGWriter(frameDelay: 0.1, sink: Sink()).finish()) { XCTAssertTrue("\($0)".contains("needs a frame")) }
    }

    func testOpaqueAndTransparentFramesShareOneHeader() throws {
        var animation = AnimatedPNG(frameDelay: 0.1)
        try animation.append(solid(0xFFFF_0000))
        try animation.append(solid(0x8000_0080))
        let chunks = try PNGChunk.split([UInt8](animation.data))
        XCTAssertEqual(chunks[0].data[9], 6, "RGBA, so that the transparent second frame fits the header")
        XCTAssertEqual(try CGImage.load(imageData: animation.data).pixel(x: 0, y: 0), 0xFFFF_0000)
    }
}

/// Collects a streamed animated PNG.
private final class Sink: AnimatedPNGSink {
    var bytes: [UInt8] = []
    func append(_ bytes: [UInt8]) { self.bytes += bytes }
    func overwrite(_ bytes: [UInt8], at offset: Int) { self.bytes.replaceSubrange(offset..<offset + bytes.count, with: bytes) }
}
