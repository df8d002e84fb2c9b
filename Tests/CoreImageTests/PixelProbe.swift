import CoreGraphics
import CoreImage
import Foundation

/// Reads rendered pixels back for the tests: one pixel of an image at Core Image coordinates (y up), as 8-bit RGBA.
struct PixelProbe {
    let context: CIContext

    /// A context filtering in linear light (Core Image's default).
    static let linear = PixelProbe(context: CIContext())
    /// A context filtering the sRGB values themselves, where hand arithmetic on 0…1 values holds directly.
    static let srgb = PixelProbe(context: CIContext(options: [.workingColorSpace: NSNull()]))

    /// The premultiplied RGBA bytes of the pixel whose lower-left corner is (x, y).
    func rgba(_ image: CIImage, _ x: Int, _ y: Int) -> [Int] {
        var bytes = [UInt8](repeating: 7, count: 4)
        bytes.withUnsafeMutableBytes { raw in
            context.render(
                image, toBitmap: raw.baseAddress!, rowBytes: 4, bounds: CGRect(x: x, y: y, width: 1, height: 1),
                format: .RGBA8, colorSpace: nil)
        }
        return bytes.map(Int.init)
    }

    /// A square of one colour, 8 pixels wide, at the origin.
    static func swatch(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CIImage {
        CIImage(color: CIColor(red: r, green: g, blue: b, alpha: a)).cropped(to: CGRect(x: 0, y: 0, width: 8, height: 8))
    }
}

import XCTest

/// Fails unless each channel is within `accuracy` levels of the expected one.
func assertPixel(_ actual: [Int], _ expected: [Int], accuracy: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
    let close = actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= accuracy }
    XCTAssertTrue(close, "pixel \(actual) is not \(expected) ±\(accuracy)", file: file, line: line)
}
