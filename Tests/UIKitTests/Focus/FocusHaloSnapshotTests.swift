import Foundation
@testable import UIKit
import XCTest

/// The halo as drawn: a 3-point line of the tint colour just outside the focused item's rounded shape.
final class FocusHaloSnapshotTests: XCTestCase {
    func testTheHaloRingsTheFocusedItem() throws {
        let image = whitePicture(CGSize(width: 220, height: 100)) { window in
            for (index, x) in [20.0, 120.0].enumerated() {
                let tile = FocusTile(frame: CGRect(x: x, y: 25, width: 80, height: 50))
                tile.backgroundColor = index == 0 ? .systemGray5 : .systemGray3
                tile.layer.cornerRadius = 12
                window.addSubview(tile)
            }
            let system = UIFocusSystem.focusSystem(for: window)!
            system.requestFocusUpdate(to: window.subviews[1])
            system.updateFocusIfNeeded()
        }
        assertSnapshot(try XCTUnwrap(image), named: "haloOnRoundedTile")
    }
}
