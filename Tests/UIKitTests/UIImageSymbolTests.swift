import QuartzCore
@testable import UIKit
import XCTest

/// System symbols: template images drawn from the desktop's symbolic icons at the configured size.
final class UIImageSymbolTests: XCTestCase {
    /// How many pixels of `image` are not transparent.
    @MainActor
    private static func inkedPixels(_ image: UIImage?) -> Int {
        guard let cgImage = image?.cgImage else { return 0 }
        var count = 0
        for y in 0..<cgImage.height {
            for x in 0..<cgImage.width where cgImage.pixel(x: x, y: y) >> 24 > 0 { count += 1 }
        }
        return count
    }

    func testASymbolIsATemplateAtTheBodySizeDrawnFromTheIconTheme() throws {
        try onMainActor {
            let star = try XCTUnwrap(UIImage(systemName: "star.fill"))
            XCTAssertTrue(star.isSymbolImage)
            XCTAssertEqual(star.renderingMode, .alwaysTemplate, "symbols take the view's tint")
            XCTAssertEqual(star.size, CGSize(width: 17, height: 17))
            XCTAssertGreaterThan(Self.inkedPixels(star), 40, "the theme's star is drawn")
            XCTAssertEqual(star.symbolConfiguration?.pointSize, 0)
            XCTAssertFalse(UIImage().isSymbolImage)
        }
    }

    func testConfigurationsSetTheSizeAndApplyOnTopOfEachOther() throws {
        try onMainActor {
            let big = try XCTUnwrap(UIImage(systemName: "trash", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold)))
            XCTAssertEqual(big.size, CGSize(width: 34, height: 34))
            XCTAssertEqual(big.symbolConfiguration?.weight, .bold)
            let large = try XCTUnwrap(big.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)))
            XCTAssertEqual(large.size.width, (34 * 1.3).rounded())
            XCTAssertEqual(large.symbolConfiguration?.weight, .bold, "the earlier weight is kept")
            let small = big.withConfiguration(UIImage.SymbolConfiguration(pointSize: 10))
            XCTAssertEqual(small.size, CGSize(width: 10, height: 10))
            XCTAssertNil(UIImage().applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 10)), "not a symbol")
            let styled = UIImage.SymbolConfiguration(textStyle: .largeTitle)
            XCTAssertEqual(UIImage(systemName: "gear", withConfiguration: styled)?.size.width, UIFont.preferredFont(forTextStyle: .largeTitle).pointSize)
        }
    }

    func testANameWithoutAnIconGivesAnEmptySymbolOfItsSize() throws {
        try onMainActor {
            let unknown = try XCTUnwrap(UIImage(systemName: "figure.walk.motion"))
            XCTAssertTrue(unknown.isSymbolImage)
            XCTAssertEqual(unknown.size, CGSize(width: 17, height: 17))
            XCTAssertEqual(Self.inkedPixels(unknown), 0)
            XCTAssertNil(UIImage(systemName: ""))
        }
    }
}
