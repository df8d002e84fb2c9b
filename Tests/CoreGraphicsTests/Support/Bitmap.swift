import CoreGraphics
import XCTest

/// A new transparent ARGB32 context for a test, failing the test when it cannot be made.
func makeContext(_ width: Int, _ height: Int, file: StaticString = #filePath, line: UInt = #line) -> CGContext {
    guard let context = CGContext(pixelWidth: width, pixelHeight: height) else {
        XCTFail("cannot make a \(width)×\(height) context", file: file, line: line)
        fatalError("no context")
    }
    return context
}

/// Premultiplied `0xAARRGGBB` constants for exact pixel checks.
enum ARGB {
    static let clear: UInt32 = 0x0000_0000
    static let red: UInt32 = 0xFFFF_0000
    static let green: UInt32 = 0xFF00_FF00
    static let blue: UInt32 = 0xFF00_00FF
    static let black: UInt32 = 0xFF00_0000
    static let white: UInt32 = 0xFFFF_FFFF
}

extension CGColor {
    static let testRed = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let testGreen = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let testBlue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
}

/// The pixel as a hex string, for readable failures.
func hex(_ p: UInt32) -> String { String(format: "0x%08X", p) }
