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
        let first = try CGImage.load(imageData: solid(0xFFFF_0000).pngData())
        XCTAssertEqual(try image.pngData(), try first.pngData(), "the default image is the first frame")
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
}
