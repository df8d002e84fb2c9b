@testable import UIKit
import XCTest

/// The tab bar delegate: every member optional, the selection and the customizing callbacks in order.
final class TabBarDelegateTests: XCTestCase {
    @MainActor
    private final class Listener: UITabBarDelegate {
        var log: [String] = []

        func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { log.append("select \(item.title ?? "")") }
        func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { log.append("willBegin \(items.count)") }
        func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { log.append("didBegin \(tabBar.isCustomizing)") }
        func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) { log.append("willEnd \(changed)") }
        func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) { log.append("didEnd \(tabBar.isCustomizing)") }
    }

    /// A delegate implementing nothing compiles: every member has a default.
    @MainActor
    private final class Silent: UITabBarDelegate {}

    func testTheDelegateHearsSelectionAndCustomizing() {
        onMainActor {
            let rig = TabBarRig()
            let listener = Listener()
            rig.bar.delegate = listener
            rig.bar.select(rig.items[0])
            rig.bar.select(rig.items[2])
            XCTAssertEqual(listener.log, ["select One"], "a disabled item is not selected")
            listener.log = []
            XCTAssertFalse(rig.bar.endCustomizing(animated: false), "nothing to end")
            rig.bar.beginCustomizingItems(rig.items)
            XCTAssertTrue(rig.bar.isCustomizing)
            XCTAssertTrue(rig.bar.endCustomizing(animated: true))
            XCTAssertEqual(listener.log, ["willBegin 3", "didBegin true", "willEnd false", "didEnd false"])
            let silent = Silent()
            rig.bar.delegate = silent
            rig.bar.select(rig.items[1])
            XCTAssertTrue(rig.bar.selectedItem === rig.items[1])
        }
    }
}
