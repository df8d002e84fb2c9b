import Foundation
import QuartzCore
import UIKit
import XCTest

/// Scribble's interactions compile as iOS code writes them and stay idle on a desktop, which has no pencil handwriting.
final class ScribbleInteractionTests: XCTestCase {
    @MainActor
    final class Refusing: UIScribbleInteractionDelegate {
        func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldBeginAt location: CGPoint) -> Bool { false }
    }

    /// A view with two virtual fields, named by integers.
    @MainActor
    final class TwoFields: UIIndirectScribbleInteractionDelegate {
        typealias ElementIdentifier = Int
        let frames = [1: CGRect(x: 0, y: 0, width: 100, height: 30), 2: CGRect(x: 0, y: 40, width: 100, height: 30)]

        func indirectScribbleInteraction(_ interaction: any UIInteraction, requestElementsIn rect: CGRect,
                                         completion: @escaping ([Int]) -> Void) {
            completion(frames.filter { $0.value.intersects(rect) }.map(\.key).sorted())
        }
        func indirectScribbleInteraction(_ interaction: any UIInteraction, isElementFocused elementIdentifier: Int) -> Bool { false }
        func indirectScribbleInteraction(_ interaction: any UIInteraction, frameForElement elementIdentifier: Int) -> CGRect {
            frames[elementIdentifier] ?? .zero
        }
        func indirectScribbleInteraction(_ interaction: any UIInteraction, focusElementIfNeeded elementIdentifier: Int,
                                         referencePoint focusReferencePoint: CGPoint) async -> (any UIResponder & UITextInput)? {
            nil
        }
    }

    func testTheInteractionsJoinAViewAndNeverWrite() {
        onMainActor {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let delegate = Refusing()
            let scribble = UIScribbleInteraction(delegate: delegate)
            view.addInteraction(scribble)
            XCTAssertTrue(scribble.view === view)
            XCTAssertTrue(scribble.delegate === delegate)
            XCTAssertFalse(scribble.isHandlingWriting)
            XCTAssertFalse(UIScribbleInteraction.isPencilInputExpected)
            XCTAssertFalse(delegate.scribbleInteractionShouldDelayFocus(scribble), "the optional members answer by default")

            let fields = TwoFields()
            let indirect = UIIndirectScribbleInteraction(delegate: fields)
            view.addInteraction(indirect)
            XCTAssertTrue(indirect.view === view)
            XCTAssertFalse(indirect.isHandlingWriting)
            XCTAssertFalse(fields.indirectScribbleInteraction(indirect, shouldDelayFocusForElement: 1))
            var found: [Int] = []
            fields.indirectScribbleInteraction(indirect, requestElementsIn: CGRect(x: 0, y: 35, width: 10, height: 10)) { found = $0 }
            XCTAssertEqual(found, [2])
        }
    }
}
