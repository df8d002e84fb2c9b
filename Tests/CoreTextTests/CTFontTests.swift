import CoreText
import TestSupport
import XCTest

/// Core Text's fonts against pango's view of the tests' pinned DejaVu faces (Tests/Fonts/fonts.conf maps Helvetica
/// to DejaVu Sans): names, metrics, glyph indices and advances.
final class CTFontTests: XCTestCase {
    func testNamesAreTheFaceFontconfigPicks() {
        let bold = CTFontCreateWithName("Helvetica-Bold" as CFString, 20, nil)
        XCTAssertEqual(CTFontCopyPostScriptName(bold) as String, "DejaVuSans-Bold")
        XCTAssertEqual(CTFontCopyFamilyName(bold) as String, "DejaVu Sans")
        XCTAssertEqual(CTFontCopyFullName(bold) as String, "DejaVu Sans Bold")
        XCTAssertEqual(CTFontGetSize(bold), 20)
        XCTAssertTrue(CTFontGetSymbolicTraits(bold).contains(.traitBold))
        XCTAssertEqual(CTFontGetSize(CTFontCreateWithName("Helvetica" as CFString, 0, nil)), 12, "size 0 is 12 points")
        XCTAssertTrue(CTFontGetSymbolicTraits(CTFontCreateWithName("Menlo" as CFString, 12, nil)).contains(.traitMonoSpace))
    }

    func testAPostScriptNameMakesTheSameFontAgain() {
        let font = CTFontCreateWithName("DejaVuSerif-Bold" as CFString, 15, nil)
        let again = CTFontCreateWithName(CTFontCopyPostScriptName(font), CTFontGetSize(font), nil)
        XCTAssertEqual(font, again)
        XCTAssertEqual(CTFontCopyFamilyName(again) as String, "DejaVu Serif")
    }

    func testCopyWithSymbolicTraitsFindsTheBoldFaceAndRefusesAMissingOne() throws {
        let regular = CTFontCreateWithName("Helvetica" as CFString, 18, nil)
        let bold = try XCTUnwrap(CTFontCreateCopyWithSymbolicTraits(regular, 0, nil, .traitBold, .traitBold))
        XCTAssertEqual(CTFontCopyPostScriptName(bold) as String, "DejaVuSans-Bold")
        XCTAssertEqual(CTFontGetSize(bold), 18)
        let bigger = try XCTUnwrap(CTFontCreateCopyWithSymbolicTraits(regular, 30, nil, [], []))
        XCTAssertEqual(CTFontGetSize(bigger), 30)
    }

    func testDescriptorsMakeTheFontsTheyDescribe() {
        let descriptor = CTFontDescriptorCreateWithNameAndSize("Courier" as CFString, 13)
        let font = CTFontCreateWithFontDescriptor(descriptor, 0, nil)
        XCTAssertEqual(CTFontCopyFamilyName(font) as String, "DejaVu Sans Mono")
        XCTAssertEqual(CTFontGetSize(font), 13)
        let attributes = [kCTFontFamilyNameAttribute: "DejaVu Serif", kCTFontSizeAttribute: 22] as [CFString: Any]
        let serif = CTFontCreateWithFontDescriptor(CTFontDescriptorCreateWithAttributes(attributes as CFDictionary), 0, nil)
        XCTAssertEqual(CTFontCopyPostScriptName(serif) as String, "DejaVuSerif")
        XCTAssertEqual(CTFontGetSize(serif), 22)
        XCTAssertEqual(CTFontDescriptorCopyAttribute(CTFontCopyFontDescriptor(serif), kCTFontFamilyNameAttribute) as? String, "DejaVu Serif")
    }

    func testVerticalMetricsArePangos() {
        let font = CTFontCreateWithName("Helvetica" as CFString, 40, nil)
        let pango = TextLayout.Font(family: "DejaVu Sans", size: 40).metrics
        let layout = TextLayout(string: "Hx", font: TextLayout.Font(family: "DejaVu Sans", size: 40), color: .black)
        XCTAssertEqual(CTFontGetAscent(font), layout.firstBaseline, accuracy: 0.01, "the baseline of the text pango sets")
        XCTAssertEqual(CTFontGetAscent(font) + CTFontGetDescent(font), layout.size.height, accuracy: 0.01)
        XCTAssertEqual(CTFontGetAscent(font), 40 * 1901 / 2048, accuracy: 0.01, "DejaVu Sans's own ascender, unhinted")
        XCTAssertEqual(CTFontGetDescent(font), 40 * 483 / 2048, accuracy: 0.01)
        XCTAssertEqual(CTFontGetCapHeight(font), pango.capHeight, accuracy: 0.5)
        XCTAssertEqual(CTFontGetXHeight(font), pango.xHeight, accuracy: 0.5)
        XCTAssertEqual(CTFontGetUnitsPerEm(font), 2048)
        let box = CTFontGetBoundingBox(font)
        XCTAssertLessThan(box.minY, 0)
        XCTAssertGreaterThan(box.maxY, CTFontGetAscent(font) * 0.9)
        XCTAssertLessThan(CTFontGetUnderlinePosition(font), 0)
        XCTAssertGreaterThan(CTFontGetUnderlineThickness(font), 0)
    }

    func testGlyphsForCharactersAreTheGlyphsALineSets() {
        let font = CTFontCreateWithName("Helvetica" as CFString, 24, nil)
        let characters = Array("Hamburg".utf16)
        var glyphs = [CGGlyph](repeating: 0, count: characters.count)
        XCTAssertTrue(CTFontGetGlyphsForCharacters(font, characters, &glyphs, characters.count))
        XCTAssertFalse(glyphs.contains(0))
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: "Hamburg", attributes: [NSAttributedString.Key(kCTFontAttributeName as String): font]))
        let run = (CTLineGetGlyphRuns(line) as! [CTRun])[0]
        var set = [CGGlyph](repeating: 0, count: CTRunGetGlyphCount(run))
        CTRunGetGlyphs(run, CFRange(), &set)
        XCTAssertEqual(set, glyphs)
        var missing: [CGGlyph] = [0]
        XCTAssertFalse(CTFontGetGlyphsForCharacters(font, [0xE000], &missing, 1), "a private-use character has no glyph")
    }

    func testAdvancesAddUpToTheWidthPangoSets() {
        let font = CTFontCreateWithName("Helvetica" as CFString, 24, nil)
        let characters = Array("HHIIHH".utf16)
        var glyphs = [CGGlyph](repeating: 0, count: characters.count)
        _ = CTFontGetGlyphsForCharacters(font, characters, &glyphs, characters.count)
        var advances = [CGSize](repeating: .zero, count: glyphs.count)
        let total = CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, &advances, glyphs.count)
        let pango = TextLayout(string: "HHIIHH", font: TextLayout.Font(family: "DejaVu Sans", size: 24), color: .black).size.width
        XCTAssertEqual(CGFloat(total), pango, accuracy: 0.01)
        XCTAssertEqual(advances[0].width, advances[1].width)
        var rects = [CGRect](repeating: .zero, count: glyphs.count)
        let union = CTFontGetBoundingRectsForGlyphs(font, .horizontal, glyphs, &rects, glyphs.count)
        XCTAssertEqual(rects[0].maxY, CTFontGetCapHeight(font), accuracy: 0.01)
        XCTAssertEqual(union.height, CTFontGetCapHeight(font), accuracy: 0.01)
    }

    func testAGlyphPathIsTheGlyphsInkWithYUp() throws {
        let font = CTFontCreateWithName("Helvetica" as CFString, 50, nil)
        var glyph: CGGlyph = 0
        _ = CTFontGetGlyphsForCharacters(font, [UInt16(UInt8(ascii: "g"))], &glyph, 1)
        let path = try XCTUnwrap(CTFontCreatePathForGlyph(font, glyph, nil))
        var ink = CGRect.zero
        CTFontGetBoundingRectsForGlyphs(font, .horizontal, &glyph, &ink, 1)
        let bounds = path.boundingBoxOfPath
        XCTAssertEqual(bounds.minY, ink.minY, accuracy: 0.6, "the descender goes below the baseline: negative y")
        XCTAssertEqual(bounds.maxY, ink.maxY, accuracy: 0.6)
        XCTAssertLessThan(bounds.minY, 0)
        var space: CGGlyph = 0
        _ = CTFontGetGlyphsForCharacters(font, [0x20], &space, 1)
        XCTAssertNil(CTFontCreatePathForGlyph(font, space, nil))
        var scale = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(try XCTUnwrap(CTFontCreatePathForGlyph(font, glyph, &scale)).boundingBoxOfPath.height, bounds.height * 2, accuracy: 0.01)
    }
}
