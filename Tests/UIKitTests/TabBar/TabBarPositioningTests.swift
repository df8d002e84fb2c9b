@testable import UIKit
import XCTest

/// Where the items go: equal shares on narrow bars, centered at the item width and spacing on wide ones or when
/// asked, mirrored right to left.
final class TabBarPositioningTests: XCTestCase {
    func testNarrowBarsFillAndWideBarsCenter() {
        onMainActor {
            let narrow = TabBarRig(width: 330)
            XCTAssertEqual(narrow.buttons.map(\.frame.minX), [0, 110, 220])
            XCTAssertEqual(narrow.buttons.map(\.frame.width), [110, 110, 110])
            let wide = TabBarRig(width: 1000)
            let width = UITabBar.centeredItemWidth, spacing = UITabBar.centeredItemSpacing
            let start = ((1000 - 3 * width - 2 * spacing) / 2).rounded()
            XCTAssertEqual(wide.buttons.map(\.frame.minX), [start, start + width + spacing, start + 2 * (width + spacing)])
            wide.bar.itemPositioning = .fill
            wide.bar.layoutIfNeeded()
            XCTAssertEqual(wide.buttons.map(\.frame.width), [333, 333, 333])
        }
    }

    func testCenteredItemsTakeTheGivenWidthAndSpacing() {
        onMainActor {
            let rig = TabBarRig(width: 400)
            rig.bar.itemPositioning = .centered
            rig.bar.itemWidth = 80
            rig.bar.itemSpacing = 20
            rig.bar.layoutIfNeeded()
            XCTAssertEqual(rig.buttons.map(\.frame.minX), [60, 160, 260])
            XCTAssertEqual(rig.buttons.map(\.frame.width), [80, 80, 80])
            let appearance = UITabBarAppearance()
            appearance.stackedItemPositioning = .centered
            appearance.stackedItemWidth = 100
            appearance.stackedItemSpacing = 0
            rig.bar.standardAppearance = appearance
            rig.bar.layoutIfNeeded()
            XCTAssertEqual(rig.buttons.map(\.frame.minX), [34, 150, 266], "the appearance's width, the default spacing for 0")
            XCTAssertEqual(rig.bar.selectionIndicator.frame.minX, 150 + 4, "the indicator under the selected item")
        }
    }

    func testRightToLeftMirrorsTheItems() {
        onMainActor {
            let rig = TabBarRig(width: 330)
            rig.bar.semanticContentAttribute = .forceRightToLeft
            rig.bar.setNeedsLayout()
            rig.bar.layoutIfNeeded()
            XCTAssertEqual(rig.buttons.map(\.frame.minX), [220, 110, 0])
        }
    }
}
