import CoreText
import QuartzCore
import TestSupport
import XCTest

/// A text layer sets Core Text's fonts and attribute names as Core Text does: a `CTFont` as its font or in its
/// attributed string, `kCTForegroundColorAttributeName`'s `CGColor` as the colour.
final class CoreTextAttributesInTextLayerTests: XCTestCase {
    @MainActor
    private static func redPixels(_ layer: CATextLayer) -> Int {
        let context = CGContext(pixelWidth: 200, pixelHeight: 60)!
        layer.render(in: context)
        let image = context.makeImage()!
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                let alpha = pixel >> 24, red = pixel >> 16 & 0xFF, green = pixel >> 8 & 0xFF
                if alpha > 0x99, red > 0x99, green < 0x4D { count += 1 }
            }
        }
        return count
    }

    func testCoreTextAttributesColourAndSizeTheText() {
        MainActor.assumeIsolated {
            let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            let small = CTFontCreateWithName("Helvetica" as CFString, 12, nil), large = CTFontCreateWithName("Helvetica" as CFString, 36, nil)
            @MainActor func layer(_ font: CTFont) -> CATextLayer {
                let layer = CATextLayer()
                layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 60)
                layer.string = NSAttributedString(string: "Red", attributes: [
                    NSAttributedString.Key(kCTFontAttributeName as String): font,
                    NSAttributedString.Key(kCTForegroundColorAttributeName as String): red,
                ])
                return layer
            }
            let smallInk = Self.redPixels(layer(small)), largeInk = Self.redPixels(layer(large))
            XCTAssertGreaterThan(smallInk, 0, "the Core Text colour is the text's")
            XCTAssertGreaterThan(largeInk, smallInk * 5, "the Core Text font sets the size")
            let plain = CATextLayer()
            plain.bounds = CGRect(x: 0, y: 0, width: 200, height: 60)
            plain.font = large
            plain.fontSize = 36
            plain.foregroundColor = red
            plain.string = "Red"
            XCTAssertEqual(Self.redPixels(plain), largeInk, accuracy: largeInk / 20, "a CTFont as the layer's font")
        }
    }
}
