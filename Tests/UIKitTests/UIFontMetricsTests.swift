@testable import UIKit
import XCTest

/// Font metrics scale custom fonts and lengths as a text style grows with the content size category: not at all at
/// the desktop's large size, by Apple's Dynamic Type table for other categories.
final class UIFontMetricsTests: XCTestCase {
    private static let xxl = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
    private static let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    private static let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)

    func testAtTheDefaultSizeNothingChanges() {
        let font = UIFont.systemFont(ofSize: 20)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: font), font)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 44), 44)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: font, compatibleWith: UITraitCollection()).pointSize, 20, "unspecified: large")
    }

    func testOtherCategoriesScaleByTheStylesGrowth() {
        let body = UIFontMetrics(forTextStyle: .body)
        let font = UIFont(name: "DejaVu Sans", size: 34)!
        let scaled = body.scaledFont(for: font, compatibleWith: Self.xxl)
        XCTAssertEqual(scaled.pointSize, 34 * 21 / 17, accuracy: 1e-9, "body grows from 17 to 21 points at XXL")
        XCTAssertEqual(scaled.familyName, font.familyName, "the same face, larger")
        XCTAssertEqual(body.scaledValue(for: 17, compatibleWith: Self.ax5), 53, accuracy: 1e-9)
        XCTAssertEqual(body.scaledValue(for: 17, compatibleWith: Self.small), 14, accuracy: 1e-9)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 11, compatibleWith: Self.small), 11,
                       accuracy: 1e-9, "caption 2 does not shrink below 11")
        XCTAssertEqual(UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 34, compatibleWith: Self.xxl), 38, accuracy: 1e-9)
    }

    func testTheMaximumPointSizeCaps() {
        let font = UIFont.systemFont(ofSize: 17)
        let capped = UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 30, compatibleWith: Self.ax5)
        XCTAssertEqual(capped.pointSize, 30)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 30).pointSize, 17, "under the cap: unchanged")
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 0, compatibleWith: Self.ax5).pointSize, 53, "0: no cap")
    }

    func testPreferredFontsFollowTheTraitsCategory() {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: Self.xxl).pointSize, 21)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: Self.ax5).pointSize, 53)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: nil).pointSize, 13)
        XCTAssertEqual(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title2, compatibleWith: Self.small).pointSize, 19)
    }
}
