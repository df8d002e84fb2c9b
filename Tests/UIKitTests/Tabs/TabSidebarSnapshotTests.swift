import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// How the sidebar looks: rows with symbols, a group header with its chevron and children, the selected row tinted,
/// a badge, over white content.
final class TabSidebarSnapshotTests: XCTestCase {
    func testTheSidebarWithAGroupAndASelection() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let rig = TabsRig(width: 640, height: 400, mode: .tabSidebar)
            rig.home.badgeValue = "3"
            rig.controller.selectedTab = rig.music
            rig.music.viewController?.view.backgroundColor = .white
            rig.frame(after: 0)
            return try XCTUnwrap(rig.renderer.image)
        }
        assertSnapshot(image, named: "sidebar")
    }
}
