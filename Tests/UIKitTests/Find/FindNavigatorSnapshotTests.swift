import QuartzCore
import TestSupport
@testable import UIKit
import XCTest

/// How finding looks: the matches in pale yellow, the current one in yellow, the navigator at the window's foot with
/// its count.
final class FindNavigatorSnapshotTests: XCTestCase {
    func testTheNavigatorAndTheHighlightedMatches() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let rig = ControllerRig()
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 256))
            textView.font = .systemFont(ofSize: 17)
            textView.text = "The quick brown fox jumps over the lazy dog. The fox runs; a fox rests."
            textView.isFindInteractionEnabled = true
            rig.window.addSubview(textView)
            rig.frame(after: 0)
            let interaction = try XCTUnwrap(textView.findInteraction)
            interaction.searchText = "fox"
            interaction.presentFindNavigator(showingReplace: false)
            interaction.findNext()
            rig.frame(after: FindNavigatorView.slideDuration + 0.01)
            return try XCTUnwrap(rig.renderer.image)
        }
        assertSnapshot(image, named: "findFox")
    }
}
