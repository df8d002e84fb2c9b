import CoreGraphics
import TestSupport
import XCTest

/// A line measured from cached advances and pair adjustments must be exactly what a pango layout measures.
final class SingleLineSizeTests: XCTestCase {
    private let fonts = [
        TextLayout.Font(family: "DejaVu Sans", size: 17),
        TextLayout.Font(family: "DejaVu Sans", size: 13, weight: 700),
        TextLayout.Font(family: "DejaVu Sans", size: 22.5, italic: true),
        TextLayout.Font(family: "DejaVu Serif", size: 11),
        TextLayout.Font(family: "DejaVu Sans Mono", size: 15),
    ]

    private func layoutSize(_ string: String, _ font: TextLayout.Font) -> CGSize {
        TextLayout(string: string, attributes: [:], font: font, color: .black).size
    }

    func testWordsAndNumbersMeasureAsALayoutDoes() throws {
        let strings = ["Item 1", "Item 1000", "Hello, World!", "AVAWATo Ty Yo LT", "The quick brown fox jumps over the lazy dog",
                       "  spaced  ", "x", "~!@#$%^&*()_+{}|:\"<>?`-=[]\\;',./", "WAVE Tavern 7.5%", "office affluent flag"]
        for font in fonts {
            for string in strings {
                guard let fast = TextLayout.singleLineSize(of: string, font: font) else {
                    // Only a pair pango sets as something other than two kerned glyphs (a ligature) may refuse.
                    XCTAssertTrue(string.contains("f"), "\(string) in \(font) was refused")
                    continue
                }
                XCTAssertEqual(fast, layoutSize(string, font), "\(string) in \(font)")
            }
        }
    }

    func testRandomPrintableStringsMeasureAsALayoutDoes() {
        var generator = SplitMix(seed: 20261126)
        var measured = 0
        for font in fonts {
            for _ in 0..<120 {
                let length = Int(generator.next() % 24) + 1
                let string = String(decoding: (0..<length).map { _ in UInt8(0x20 + generator.next() % 95) }, as: UTF8.self)
                guard let fast = TextLayout.singleLineSize(of: string, font: font) else { continue }
                measured += 1
                XCTAssertEqual(fast, layoutSize(string, font), "\(string.debugDescription) in \(font)")
            }
        }
        XCTAssertGreaterThan(measured, 400, "most printable strings take the cached path")
    }

    func testTextALayoutMustSetIsRefused() {
        let font = fonts[0]
        for string in ["", "café", "two\nlines", "tab\there", "emoji 🙂", "שלום"] {
            XCTAssertNil(TextLayout.singleLineSize(of: string, font: font), string.debugDescription)
        }
    }
}
