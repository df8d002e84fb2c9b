@testable import UIKit
import XCTest

/// UIPencilInteraction as Apple declares it: added to a view, its delegate kept, the person's preferences those of a
/// desktop without a pencil.
final class PencilInteractionTests: XCTestCase {
    @MainActor
    private final class Canvas: UIView, UIPencilInteractionDelegate {
        var taps = 0
        func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) { taps += 1 }
    }

    func testTheInteractionJoinsItsViewAndThePreferencesIgnore() {
        onMainActor {
            let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let pencil = UIPencilInteraction(delegate: canvas)
            canvas.addInteraction(pencil)
            XCTAssertTrue(pencil.view === canvas)
            XCTAssertTrue(pencil.delegate === canvas)
            XCTAssertTrue(pencil.isEnabled)
            XCTAssertEqual(UIPencilInteraction.preferredTapAction, .ignore)
            XCTAssertEqual(UIPencilInteraction.preferredSqueezeAction, .ignore)
            XCTAssertFalse(UIPencilInteraction.prefersPencilOnlyDrawing)
            XCTAssertFalse(UIPencilInteraction.prefersHoverToolPreview)
            canvas.removeInteraction(pencil)
            XCTAssertNil(pencil.view)
            XCTAssertEqual(canvas.taps, 0)
            XCTAssertEqual(UIPencilPreferredAction.runSystemShortcut.rawValue, 6)
        }
    }
}
