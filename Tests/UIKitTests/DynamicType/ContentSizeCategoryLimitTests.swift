import TestSupport
@testable import UIKit
import XCTest

/// A view's minimum and maximum content size categories hold for it and its subviews (iOS 15).
final class ContentSizeCategoryLimitTests: XCTestCase {
    func testAMaximumHoldsForTheSubtreeOnly() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let card = UIView()
            let inside = UILabel()
            inside.font = .preferredFont(forTextStyle: .body)
            inside.adjustsFontForContentSizeCategory = true
            let outside = UILabel()
            outside.font = .preferredFont(forTextStyle: .body)
            outside.adjustsFontForContentSizeCategory = true
            card.addSubview(inside)
            window.addSubview(card)
            window.addSubview(outside)
            card.maximumContentSizeCategory = .extraExtraExtraLarge

            window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
            XCTAssertEqual(card.traitCollection.preferredContentSizeCategory, .extraExtraExtraLarge)
            XCTAssertEqual(inside.traitCollection.preferredContentSizeCategory, .extraExtraExtraLarge)
            XCTAssertEqual(inside.font.pointSize, 23, "body stops at XXXL")
            XCTAssertEqual(outside.font.pointSize, 53, "beside the card: AX5")

            card.maximumContentSizeCategory = nil
            XCTAssertEqual(inside.font.pointSize, 53, "the limit lifted at once")
        }
    }

    func testAMinimumRaisesAndAnInvertedRangeKeepsTheMaximum() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = UIView()
            window.addSubview(view)
            window.traitOverrides.preferredContentSizeCategory = .extraSmall
            view.minimumContentSizeCategory = .medium
            XCTAssertEqual(view.traitCollection.preferredContentSizeCategory, .medium)
            view.maximumContentSizeCategory = .small
            XCTAssertEqual(view.traitCollection.preferredContentSizeCategory, .extraSmall, "minimum above maximum: only the maximum")
            window.traitOverrides.preferredContentSizeCategory = .large
            XCTAssertEqual(view.traitCollection.preferredContentSizeCategory, .small)
        }
    }

    func testChangingALimitTellsTheSubviewsAndTheDescriptionNamesIt() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let container = UIView()
            let child = UIView()
            container.addSubview(child)
            window.addSubview(container)
            var heard = 0
            child.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: UIView, _: UITraitCollection) in heard += 1 }
            window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
            XCTAssertEqual(heard, 1)
            container.maximumContentSizeCategory = .large
            XCTAssertEqual(heard, 2, "the limit changed the child's category")
            container.maximumContentSizeCategory = .large
            XCTAssertEqual(heard, 2)
            let description = child.appliedContentSizeCategoryLimitsDescription
            XCTAssertTrue(description.contains("maximum UICTContentSizeCategoryL"), description)
            XCTAssertEqual(description.split(separator: "\n").count, 3, "the child, the container and the window")
        }
    }
}
