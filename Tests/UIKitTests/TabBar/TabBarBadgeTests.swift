@testable import UIKit
import XCTest

/// Badges: the item's colour and text attributes over the appearance's, the offsets, and how a badged bar looks.
final class TabBarBadgeTests: XCTestCase {
    func testBadgeColoursAttributesAndOffsetsComeFromTheAppearanceAndTheItem() {
        onMainActor {
            let rig = TabBarRig()
            rig.items[0].badgeValue = "7"
            var badge = rig.button(0).badge
            XCTAssertFalse(badge.isHidden)
            XCTAssertEqual(badge.backgroundColor, .red)
            XCTAssertEqual(rig.button(0).badgeLabel.textColor, .white)
            let plainFrame = badge.frame
            let appearance = UITabBarAppearance()
            let normal = appearance.stackedLayoutAppearance.normal
            normal.badgeBackgroundColor = .systemBlue
            normal.badgeTextAttributes = [.foregroundColor: UIColor.black, .font: UIFont.systemFont(ofSize: 9)]
            normal.badgePositionAdjustment = UIOffset(horizontal: 4, vertical: 1)
            normal.badgeTitlePositionAdjustment = UIOffset(horizontal: 0, vertical: -1)
            rig.bar.standardAppearance = appearance
            badge = rig.button(0).badge
            XCTAssertEqual(badge.backgroundColor, .systemBlue)
            XCTAssertEqual(rig.button(0).badgeLabel.textColor, .black)
            XCTAssertEqual(rig.button(0).badgeLabel.font.pointSize, 9)
            XCTAssertEqual(badge.frame.minX, plainFrame.minX + 4)
            XCTAssertEqual(badge.frame.minY, plainFrame.minY + 1)
            XCTAssertEqual(rig.button(0).badgeLabel.frame.minY, -1)
            rig.items[0].badgeColor = .systemGreen
            rig.items[0].setBadgeTextAttributes([.foregroundColor: UIColor.systemYellow], for: .normal)
            XCTAssertEqual(rig.items[0].badgeTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemYellow)
            XCTAssertEqual(rig.button(0).badge.backgroundColor, .systemGreen, "the item's own colour wins")
            XCTAssertEqual(rig.button(0).badgeLabel.textColor, .systemYellow)
            XCTAssertEqual(rig.button(0).badgeLabel.font.pointSize, 9, "the appearance's font stays")
            rig.items[0].badgeValue = nil
            XCTAssertTrue(rig.button(0).badge.isHidden)
        }
    }

    func testATabBarWithABadge() throws {
        let image = whitePicture(CGSize(width: 320, height: 69)) { window in
            let bar = UITabBar(frame: CGRect(x: 0, y: 10, width: 320, height: 49))
            let inbox = UITabBarItem(title: "Inbox", image: UIImage(systemName: "envelope"), tag: 0)
            inbox.badgeValue = "12"
            let search = UITabBarItem(tabBarSystemItem: .search, tag: 1)
            let more = UITabBarItem(tabBarSystemItem: .more, tag: 2)
            more.badgeValue = "!"
            bar.setItems([inbox, search, more], animated: false)
            bar.selectedItem = inbox
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.stackedLayoutAppearance.selected.iconColor = .systemIndigo
            appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
            appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemOrange
            bar.standardAppearance = appearance
            window.addSubview(bar)
        }
        assertSnapshot(try XCTUnwrap(image), named: "tabBarWithBadge")
    }
}
