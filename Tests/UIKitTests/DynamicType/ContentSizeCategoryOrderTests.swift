@testable import UIKit
import XCTest

/// The categories compare from extra small to the largest accessibility size, as Apple's four operators do.
final class ContentSizeCategoryOrderTests: XCTestCase {
    func testTheCategoriesCompareInSizeOrder() {
        XCTAssertTrue(UIContentSizeCategory.extraSmall < .small)
        XCTAssertTrue(UIContentSizeCategory.large < .extraLarge)
        XCTAssertTrue(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        XCTAssertTrue(UIContentSizeCategory.accessibilityExtraExtraExtraLarge > .accessibilityExtraExtraLarge)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium >= .accessibilityMedium)
        XCTAssertTrue(UIContentSizeCategory.medium <= .large)
        XCTAssertFalse(UIContentSizeCategory.large < .large)
        XCTAssertFalse(UIContentSizeCategory.large > .large)
        XCTAssertTrue(UIContentSizeCategory.unspecified < .extraSmall, "unspecified comes first")
        let shuffled: [UIContentSizeCategory] = [.accessibilityLarge, .small, .extraExtraLarge, .large]
        XCTAssertEqual(shuffled.sorted(by: <), [.small, .large, .extraExtraLarge, .accessibilityLarge])
    }

    func testOnlyTheFiveAccessibilitySizesAreAccessibilityCategories() {
        let accessibility = DynamicTypeSizes.categories.filter(\.isAccessibilityCategory)
        XCTAssertEqual(accessibility, [.accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                                       .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
        XCTAssertFalse(UIContentSizeCategory.unspecified.isAccessibilityCategory)
        XCTAssertTrue(DynamicTypeSizes.categories.allSatisfy { $0.isAccessibilityCategory == ($0 >= .accessibilityMedium) })
    }

    func testTheNotificationAndKeyHaveIOSNames() {
        XCTAssertEqual(UIContentSizeCategory.didChangeNotification.rawValue, "UIContentSizeCategoryDidChangeNotification")
        XCTAssertEqual(UIContentSizeCategory.newValueUserInfoKey, "UIContentSizeCategoryNewValueKey")
    }
}
