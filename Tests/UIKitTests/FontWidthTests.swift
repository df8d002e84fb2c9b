import Foundation
import TestSupport
import UIKit
import XCTest

/// iOS 16's `UIFont.Width` and `systemFont(ofSize:weight:width:)`: Apple's four widths, and a system font of the
/// size and weight asked for at any of them.
final class FontWidthTests: XCTestCase {
    func testTheWidthsAreApplesValues() {
        XCTAssertEqual(UIFont.Width.compressed.rawValue, -0.3)
        XCTAssertEqual(UIFont.Width.condensed.rawValue, -0.2)
        XCTAssertEqual(UIFont.Width.standard.rawValue, 0)
        XCTAssertEqual(UIFont.Width.expanded.rawValue, 0.2)
        XCTAssertEqual(UIFont.Width(0.2), .expanded)
    }

    func testASystemFontAtAWidthHasTheSizeAndWeightAsked() {
        onMainActor {
            for width in [UIFont.Width.compressed, .condensed, .standard, .expanded] {
                let font = UIFont.systemFont(ofSize: 34, weight: .bold, width: width)
                let plain = UIFont.systemFont(ofSize: 34, weight: .bold)
                XCTAssertEqual(font.pointSize, 34)
                XCTAssertEqual(font.fontName, plain.fontName)
                XCTAssertEqual(font.lineHeight, plain.lineHeight)
            }
        }
    }
}
