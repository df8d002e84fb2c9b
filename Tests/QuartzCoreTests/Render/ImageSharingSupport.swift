@testable import QuartzCore
import XCTest

/// What the image-sharing tests draw with and compare by.
enum ImageSharingSupport {
    /// A 24×24 checkerboard of translucent orange and `shade`.
    static func image(_ shade: UInt32) -> CGImage {
        var words = [UInt32](repeating: 0, count: 24 * 24)
        for y in 0..<24 {
            for x in 0..<24 { words[y * 24 + x] = (x / 6 + y / 6) % 2 == 0 ? 0xB3A0_5010 : shade }
        }
        return CGImage(width: 24, height: 24, premultipliedARGB32: words)!
    }

    /// How many pixels of two surfaces of one size differ.
    static func differingPixels(_ a: PixelSurface, _ b: PixelSurface) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 }
        }
        return count
    }
}
