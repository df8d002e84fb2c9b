import Foundation
@testable import UIKit
import XCTest

/// The accessibility keyboard focus follows the focus system, so assistive technology hears its moves, without
/// drawing a second ring over the halo.
final class FocusAccessibilityTests: XCTestCase {
    func testTheAccessibilityFocusFollowsTheFocusSystem() {
        onMainActor {
            let rig = FocusRig()
            let button = rig.button("Edit", CGRect(x: 10, y: 10, width: 80, height: 30))
            let table = UITableView(frame: CGRect(x: 0, y: 60, width: 400, height: 240), style: .plain)
            let rows = TableFocusTests.Rows()
            table.dataSource = rows
            rig.window.addSubview(table)
            table.layoutIfNeeded()
            let accessibility = UIApplication.shared.accessibility.focus
            accessibility.move(to: button)
            XCTAssertTrue(accessibility.focused === button)
            var heard: [String] = []
            accessibility.onChange = { path in heard.append(path?.last?.accessibilityLabel ?? "-") }
            defer {
                accessibility.onChange = nil
                accessibility.move(to: nil)
            }
            rig.press("Tab")
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
            XCTAssertTrue(rig.focused === cell)
            XCTAssertTrue(accessibility.focused === cell, "the screen reader hears the row")
            XCTAssertEqual(heard, ["Row 0"])
            XCTAssertFalse(rig.window.layer.sublayers?.contains { $0 !== rig.system.halo.ring && $0.borderWidth == 2 } ?? false,
                           "no accessibility ring beside the halo")
        }
    }
}
