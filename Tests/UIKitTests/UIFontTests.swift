import TestSupport
import UIKit
import XCTest

/// UIFont as Apple declares it, on fontconfig and pango (the tests' fonts: Tests/Fonts/fonts.conf).
final class UIFontTests: XCTestCase {
    func testNamesComeFromTheFaceFontconfigPicks() throws {
        let bold = UIFont.boldSystemFont(ofSize: 14)
        XCTAssertEqual(bold.familyName, "DejaVu Sans")
        XCTAssertEqual(bold.fontName, "DejaVuSans-Bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 14).fontName, "DejaVuSans")
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName, "DejaVu Sans Mono")
        let named = try XCTUnwrap(UIFont(name: "DejaVuSans-Bold", size: 20))
        XCTAssertEqual(named.familyName, "DejaVu Sans")
        XCTAssertEqual(named.fontName, "DejaVuSans-Bold")
        XCTAssertEqual(named.pointSize, 20)
        XCTAssertEqual(UIFont(name: "Helvetica", size: 12)?.familyName, "DejaVu Sans", "Apple's names go to the pinned families")
        XCTAssertNil(UIFont(name: "", size: 12))
        XCTAssertNil(UIFont(name: "Helvetica", size: -1))
    }

    func testFamiliesAndTheirFontNames() {
        XCTAssertEqual(UIFont.familyNames.filter { $0.hasPrefix("DejaVu") }, ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"])
        XCTAssertTrue(UIFont.fontNames(forFamilyName: "DejaVu Sans").contains("DejaVuSans-Bold"))
        XCTAssertTrue(UIFont.fontNames(forFamilyName: "DejaVu Sans").contains("DejaVuSans"))
        XCTAssertEqual(UIFont.fontNames(forFamilyName: "No Such Family"), [])
    }

    func testMetricsFromPango() {
        let font = UIFont.systemFont(ofSize: 20)
        XCTAssertEqual(font.ascender, 19, accuracy: 0.5, "DejaVu Sans: 0.928 em, as pango rounds it")
        XCTAssertEqual(font.descender, -5, accuracy: 0.5, "negative, below the baseline")
        XCTAssertEqual(font.lineHeight, font.ascender - font.descender + font.leading, accuracy: 0.01)
        XCTAssertEqual(font.capHeight, 14.58, accuracy: 0.3)
        XCTAssertEqual(font.xHeight, 10.94, accuracy: 0.3)
        XCTAssertGreaterThanOrEqual(font.leading, 0)
        XCTAssertEqual(font.withSize(40).ascender, 2 * font.ascender, accuracy: 0.05)
    }

    func testDescriptorsTraitsAndEquality() throws {
        let font = UIFont.systemFont(ofSize: 15)
        let descriptor = font.fontDescriptor
        XCTAssertEqual(descriptor.pointSize, 15)
        XCTAssertFalse(descriptor.symbolicTraits.contains(.traitBold))
        let bold = try XCTUnwrap(descriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        let boldFont = UIFont(descriptor: bold, size: 0)
        XCTAssertEqual(boldFont.pointSize, 15, "size 0 keeps the descriptor's")
        XCTAssertEqual(boldFont, UIFont(descriptor: bold, size: 15))
        XCTAssertTrue(boldFont.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertTrue(boldFont.fontDescriptor.symbolicTraits.contains(.traitItalic))
        XCTAssertEqual(boldFont.fontName, "DejaVuSans-BoldOblique")
        let mono = try XCTUnwrap(descriptor.withSymbolicTraits(.traitMonoSpace))
        XCTAssertEqual(UIFont(descriptor: mono, size: 0).familyName, "DejaVu Sans Mono")
        let weighted = descriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold.rawValue]])
        XCTAssertEqual(UIFont(descriptor: weighted, size: 0), UIFont.systemFont(ofSize: 15, weight: .bold))
        let named = UIFontDescriptor(name: "DejaVuSans-Bold", size: 11)
        XCTAssertEqual(UIFont(descriptor: named, size: 0).fontName, "DejaVuSans-Bold")
        XCTAssertEqual(UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: "DejaVu Serif", .face: "Bold"]), size: 9).fontName, "DejaVuSerif-Bold")
        XCTAssertEqual(named.withSize(30).pointSize, 30)
        XCTAssertEqual(UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12))
        XCTAssertNotEqual(UIFont.systemFont(ofSize: 12), UIFont.boldSystemFont(ofSize: 12))
        XCTAssertEqual(Set([UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12)]).count, 1)
    }

    func testSystemSizesAndTextStyles() {
        XCTAssertEqual(UIFont.labelFontSize, 17)
        XCTAssertEqual(UIFont.buttonFontSize, 18)
        XCTAssertEqual(UIFont.systemFontSize, 14)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline), UIFont.systemFont(ofSize: 17, weight: .semibold))
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption2).pointSize, 11)
        XCTAssertEqual(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular).familyName, "DejaVu Sans Mono")
        XCTAssertEqual(UIFont.italicSystemFont(ofSize: 12).fontName, "DejaVuSans-Oblique")
    }
}
