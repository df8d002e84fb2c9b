@testable import UIKit
import XCTest

/// Tab bar appearances: copied when set, each state's icon, title and indicator values drawn, the legacy
/// properties writing the standard appearance, and a selected item's own appearance taking the bar's place.
final class TabBarAppearanceTests: XCTestCase {
    func testAppearancesAreCopiedWithTheirItemAppearances() {
        onMainActor {
            let appearance = UITabBarAppearance()
            appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
            appearance.stackedItemPositioning = .centered
            appearance.selectionIndicatorTintColor = .systemYellow
            let bar = UITabBar(frame: .zero)
            bar.standardAppearance = appearance
            appearance.stackedLayoutAppearance.selected.iconColor = .systemGreen
            XCTAssertTrue(bar.standardAppearance !== appearance)
            XCTAssertEqual(bar.standardAppearance.stackedLayoutAppearance.selected.iconColor, .systemPink, "a deep copy")
            XCTAssertEqual(bar.standardAppearance.stackedItemPositioning, .centered)
            XCTAssertEqual(bar.standardAppearance.selectionIndicatorTintColor, .systemYellow)
            let fromBar = UITabBarAppearance(barAppearance: appearance)
            XCTAssertEqual(fromBar.backgroundColor, appearance.backgroundColor)
            let items = UITabBarItemAppearance(style: .inline)
            items.normal.badgeBackgroundColor = .systemBlue
            let copy = items.copy()
            XCTAssertTrue(copy.normal !== items.normal)
            XCTAssertEqual(copy.normal.badgeBackgroundColor, .systemBlue)
            copy.configureWithDefault(for: .compactInline)
            XCTAssertNil(copy.normal.badgeBackgroundColor)
        }
    }

    func testEachStatesIconAndTitleValuesAreDrawn() {
        onMainActor {
            let rig = TabBarRig()
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            let stacked = appearance.stackedLayoutAppearance
            stacked.normal.iconColor = .systemGray
            stacked.normal.titleTextAttributes = [.foregroundColor: UIColor.systemBrown, .font: UIFont.systemFont(ofSize: 12)]
            stacked.selected.iconColor = .systemOrange
            stacked.selected.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 2)
            stacked.disabled.iconColor = .systemTeal
            rig.bar.standardAppearance = appearance
            let normal = rig.button(0), selected = rig.button(1), disabled = rig.button(2)
            XCTAssertEqual(normal.imageView.tintColor, .systemGray)
            XCTAssertEqual(normal.titleLabel.textColor, .systemBrown)
            XCTAssertEqual(normal.titleLabel.font.pointSize, 12)
            XCTAssertEqual(selected.imageView.tintColor, .systemOrange)
            XCTAssertEqual(selected.titleLabel.textColor, .systemOrange, "the title takes the icon colour when not given")
            XCTAssertEqual(selected.titleLabel.frame.minY, normal.titleLabel.frame.minY + 2)
            XCTAssertEqual(disabled.imageView.tintColor, .systemTeal)
            XCTAssertEqual(rig.bar.backgroundColor, .white, "the opaque background")
            rig.bar.selectedItem = rig.items[0]
            XCTAssertEqual(rig.button(0).imageView.tintColor, .systemOrange, "the selection moved")
            XCTAssertEqual(rig.button(1).imageView.tintColor, .systemGray)
        }
    }

    func testTheSelectedDefaultIsTheTintAndTheItemsOwnTitleAttributesWin() {
        onMainActor {
            let rig = TabBarRig()
            rig.bar.tintColor = .systemPurple
            XCTAssertEqual(rig.button(1).imageView.tintColor, .systemPurple)
            XCTAssertEqual(rig.button(0).imageView.tintColor, .gray)
            rig.items[0].setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
            rig.items[1].setTitleTextAttributes([.foregroundColor: UIColor.systemIndigo], for: .selected)
            XCTAssertEqual(rig.button(0).titleLabel.textColor, .systemRed)
            XCTAssertEqual(rig.button(1).titleLabel.textColor, .systemIndigo)
            rig.items[0].titlePositionAdjustment = UIOffset(horizontal: 3, vertical: 0)
            XCTAssertEqual(rig.button(0).titleLabel.frame.minX, 3)
        }
    }

    func testBackgroundShadowAndSelectionIndicatorFollowTheAppearance() {
        onMainActor {
            let rig = TabBarRig()
            let appearance = UITabBarAppearance()
            appearance.backgroundColor = .systemMint
            appearance.shadowColor = .systemRed
            appearance.selectionIndicatorTintColor = .systemYellow
            rig.bar.standardAppearance = appearance
            XCTAssertEqual(rig.bar.backgroundColor, .systemMint)
            let lines = rig.bar.subviews.compactMap { $0 as? UIImageView }.filter { $0.backgroundColor == .systemRed }
            XCTAssertEqual(lines.count, 1, "the shadow line")
            XCTAssertEqual(rig.bar.selectionIndicator.backgroundColor, .systemYellow)
            let image = UIImage(systemName: "circle")
            appearance.selectionIndicatorImage = image
            appearance.configureWithTransparentBackground()
            rig.bar.standardAppearance = appearance
            XCTAssertTrue(rig.bar.selectionIndicator.image === image)
            XCTAssertEqual(rig.bar.backgroundColor, .clear)
            XCTAssertTrue(lines[0].isHidden, "no shadow line")
        }
    }

    func testLegacyPropertiesWriteTheStandardAppearance() {
        onMainActor {
            let rig = TabBarRig()
            rig.bar.barTintColor = .systemBlue
            rig.bar.unselectedItemTintColor = .systemGreen
            rig.bar.itemPositioning = .centered
            rig.bar.itemWidth = 60
            rig.bar.itemSpacing = 10
            let image = UIImage(systemName: "star")
            rig.bar.backgroundImage = image
            let appearance = rig.bar.standardAppearance
            XCTAssertEqual(appearance.backgroundColor, .systemBlue)
            XCTAssertTrue(appearance.backgroundImage === image)
            XCTAssertEqual(appearance.stackedLayoutAppearance.normal.iconColor, .systemGreen)
            XCTAssertEqual(appearance.stackedItemPositioning, .centered)
            XCTAssertEqual(appearance.stackedItemWidth, 60)
            XCTAssertEqual(appearance.stackedItemSpacing, 10)
            XCTAssertEqual(rig.button(0).imageView.tintColor, .systemGreen)
            rig.bar.barTintColor = nil
            rig.bar.barStyle = .black
            XCTAssertEqual(rig.bar.standardAppearance.backgroundColor, UIColor(white: 0.1, alpha: 1))
        }
    }

    func testTheSelectedItemsOwnAppearanceTakesTheBarsPlace() {
        onMainActor {
            let rig = TabBarRig()
            let own = UITabBarAppearance()
            own.backgroundColor = .systemPink
            own.stackedLayoutAppearance.normal.iconColor = .systemCyan
            rig.items[0].standardAppearance = own
            XCTAssertTrue(rig.items[0].standardAppearance !== own, "copied")
            XCTAssertEqual(rig.bar.backgroundColor, UIBarAppearance.defaultBackground, "the item is not selected")
            rig.bar.selectedItem = rig.items[0]
            XCTAssertEqual(rig.bar.backgroundColor, .systemPink)
            XCTAssertEqual(rig.button(1).imageView.tintColor, .systemCyan)
            rig.bar.selectedItem = rig.items[1]
            XCTAssertEqual(rig.bar.backgroundColor, UIBarAppearance.defaultBackground)
        }
    }

    func testSystemItemsShowTheirSymbols() {
        onMainActor {
            let more = UITabBarItem(tabBarSystemItem: .more, tag: 0)
            XCTAssertEqual(more.title, "More")
            XCTAssertNotNil(more.image)
            for system in [UITabBarItem.SystemItem.search, .favorites, .history, .downloads, .bookmarks, .contacts] {
                XCTAssertNotNil(UITabBarItem(tabBarSystemItem: system, tag: 0).image, "\(system)")
            }
        }
    }
}
