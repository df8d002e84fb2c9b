import Foundation
@testable import UIKit
import XCTest

/// Focus and presentations: a presentation shown while an item is focused takes focus to its preferred item and
/// keeps Tab inside it; its dismissal gives focus back to the item focused before, unless the presented controller
/// says not to.
final class FocusPresentationTests: XCTestCase {
    /// A controller whose view holds tiles at the frames given.
    final class Tiles: UIViewController {
        let frames: [CGRect]
        var tiles: [FocusTile] = []
        init(_ frames: [CGRect]) {
            self.frames = frames
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            tiles = frames.map { FocusTile(frame: $0) }
            tiles.forEach(view.addSubview)
        }
    }

    func testAPresentationTakesFocusKeepsItAndGivesItBack() {
        onMainActor {
            let rig = FocusRig()
            let root = Tiles([CGRect(x: 10, y: 10, width: 80, height: 40), CGRect(x: 10, y: 100, width: 80, height: 40)])
            rig.window.rootViewController = root
            rig.window.layoutIfNeeded()
            rig.press("Tab")
            rig.press("Tab")
            XCTAssertTrue(rig.focused === root.tiles[1])
            let sheet = Tiles([CGRect(x: 20, y: 20, width: 80, height: 40), CGRect(x: 120, y: 20, width: 80, height: 40)])
            sheet.modalPresentationStyle = .overFullScreen
            root.present(sheet, animated: false)
            rig.advance(by: 1)
            XCTAssertTrue(rig.focused === sheet.tiles[0], "focus went to the presented controller")
            let presentation = sheet.presentationController!
            XCTAssertTrue(UIFocusSystem.environment(presentation, contains: sheet.tiles[0]), "the presentation controller is on focus's chain")
            XCTAssertTrue(presentation.preferredFocusEnvironments.first === sheet)
            for _ in 0..<3 {
                rig.press("Tab")
                XCTAssertTrue(sheet.tiles.contains { $0 === rig.focused }, "Tab stays inside the presentation")
            }
            root.dismiss(animated: false)
            rig.advance(by: 1)
            XCTAssertTrue(rig.focused === root.tiles[1], "focus came back to the item focused before")

            let other = Tiles([CGRect(x: 20, y: 20, width: 80, height: 40)])
            other.modalPresentationStyle = .overFullScreen
            other.restoresFocusAfterTransition = false
            root.present(other, animated: false)
            rig.advance(by: 1)
            root.dismiss(animated: false)
            rig.advance(by: 1)
            XCTAssertFalse(rig.focused === root.tiles[1], "the controller asked not to restore focus")
        }
    }
}
