@testable import QuartzCore
import XCTest

extension XCTestCase {
    /// Checks that the opaque pixel at (`x`, `y`) of `target` has the colour `rgb` (0…1 a channel), within 2 of 255.
    func assertPixel(
        _ target: PixelSurface, _ x: Int, _ y: Int, _ rgb: (Double, Double, Double), _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let word = target.pixel(x: x, y: y)
        let actual = [Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF)]
        let expected = [rgb.0, rgb.1, rgb.2].map { Int(($0 * 255).rounded()) }
        let close = zip(actual, expected).allSatisfy { abs($0 - $1) <= 2 } && word >> 24 == 0xFF
        XCTAssertTrue(close, "\(message): (\(x), \(y)) is \(String(word, radix: 16)), expected \(expected)", file: file, line: line)
    }
}
