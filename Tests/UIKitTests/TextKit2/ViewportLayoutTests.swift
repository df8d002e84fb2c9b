import Foundation
@testable import UIKit
import XCTest

/// A viewport pass asks the bounds, says it will lay out, hands out the fragments meeting the bounds in order, and
/// says it is done.
final class ViewportLayoutTests: XCTestCase {
    @MainActor
    private final class Recorder: NSTextViewportLayoutControllerDelegate {
        var bounds: CGRect
        var calls: [String] = []
        init(bounds: CGRect) { self.bounds = bounds }

        func viewportBounds(for textViewportLayoutController: NSTextViewportLayoutController) -> CGRect {
            calls.append("bounds")
            return bounds
        }

        func textViewportLayoutControllerWillLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {
            calls.append("will")
        }

        func textViewportLayoutController(_ textViewportLayoutController: NSTextViewportLayoutController, configureRenderingSurfaceFor textLayoutFragment: NSTextLayoutFragment) {
            let string = (textLayoutFragment.textElement as? NSTextParagraph)?.attributedString.string ?? ""
            calls.append(string.trimmingCharacters(in: .newlines))
        }

        func textViewportLayoutControllerDidLayout(_ textViewportLayoutController: NSTextViewportLayoutController) {
            calls.append("did")
        }
    }

    func testAPassHandsOutTheVisibleFragmentsBetweenWillAndDid() throws {
        try onMainActor {
            let lines = (1...20).map { "Line \($0)" }.joined(separator: "\n")
            let (content, manager, _) = TextKit2Support.stack(TextKit2Support.text(lines), width: 200)
            let controller = manager.textViewportLayoutController
            XCTAssertTrue(controller.textLayoutManager === manager)
            let height = try XCTUnwrap(manager.textLayoutFragment(for: content.at(0))).layoutFragmentFrame.height
            let recorder = Recorder(bounds: CGRect(x: 0, y: height * 3.5, width: 200, height: height * 2))
            controller.delegate = recorder
            controller.layoutViewport()
            XCTAssertEqual(recorder.calls, ["bounds", "will", "Line 4", "Line 5", "Line 6", "did"])
            XCTAssertEqual(controller.viewportBounds, recorder.bounds)
            let range = try XCTUnwrap(controller.viewportRange)
            XCTAssertEqual(content.offsetOf(range.location), 21, "where Line 4 starts")
            recorder.calls = []
            recorder.bounds = CGRect(x: 0, y: 0, width: 200, height: height * 1.5)
            controller.layoutViewport()
            XCTAssertEqual(recorder.calls, ["bounds", "will", "Line 1", "Line 2", "did"])
            XCTAssertEqual(controller.relocateViewport(to: content.at(23)), height * 3, accuracy: 0.01)
        }
    }
}
