import Foundation
@testable import UIKit
import XCTest

/// The focus debugger's answers: why an item cannot be focused, where an update would go, the groups.
final class FocusDebuggerTests: XCTestCase {
    func testTheDebuggerExplainsFocus() {
        onMainActor {
            let rig = FocusRig()
            let group = rig.group("shelf", CGRect(x: 0, y: 0, width: 400, height: 100))
            let first = rig.tile(CGRect(x: 10, y: 10, width: 80, height: 40), in: group)
            let hidden = rig.tile(CGRect(x: 100, y: 10, width: 80, height: 40), in: group)
            hidden.isHidden = true
            rig.tile(CGRect(x: 10, y: 200, width: 80, height: 40))
            XCTAssertTrue(UIFocusDebugger.checkFocusability(for: first).description.hasSuffix("can be focused."))
            let why = UIFocusDebugger.checkFocusability(for: hidden).description
            XCTAssertTrue(why.contains("cannot be focused") && why.contains("is hidden"), why)
            XCTAssertTrue(UIFocusDebugger.simulateFocusUpdateRequest(from: group).description.contains("would focus <FocusTile"))
            let groups = UIFocusDebugger.focusGroups(for: rig.window).description.split(separator: "\n")
            XCTAssertEqual(groups.count, 4, "two groups of one shown tile each: \(groups)")
            XCTAssertEqual(groups.first, "Group shelf:")
            XCTAssertTrue(UIFocusDebugger.help().description.contains("status()"))
        }
    }
}
