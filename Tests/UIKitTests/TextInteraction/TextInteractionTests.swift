import QuartzCore
@testable import UIKit
import Wayland
import XCTest

/// `UITextInteraction`'s taps over a text input, and the selection display pieces (cursor view, highlight, handles,
/// loupe) shown for a text field's selection.
final class TextInteractionTests: XCTestCase {
    /// Counts what a text interaction's delegate hears, and refuses when told to.
    @MainActor
    final class Delegate: UITextInteractionDelegate, UITextSelectionDisplayInteractionDelegate {
        var refuses = false
        var log: [String] = []
        func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool { log.append("should"); return !refuses }
        func interactionWillBegin(_ interaction: UITextInteraction) { log.append("will") }
        func interactionDidEnd(_ interaction: UITextInteraction) { log.append("did") }
    }

    /// A text field under a view of the same frame that carries the interaction, in a window on the manual clock.
    @MainActor
    final class Rig {
        let clock = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 30))
        let overlay = UIView(frame: CGRect(x: 20, y: 40, width: 280, height: 30))
        lazy var input = WindowInput(window: window)

        init() {
            field.text = "hello world"
            window.addSubview(field)
            window.addSubview(overlay)
        }

        func tap(_ x: Double, _ y: Double) {
            let now = EventTime.milliseconds(fromSeconds: CACurrentMediaTime())
            input.handle(TouchFrame(events: [.down(id: 1, x: x, y: y, serial: 1, time: now)]))
            input.handle(TouchFrame(events: [.up(id: 1, serial: 2, time: now)]))
        }

        var selected: String? { field.selectedTextRange.flatMap { field.text(in: $0) } }
    }

    func testATapPlacesTheCaretAndADoubleTapSelectsTheWord() {
        onMainActor {
            let rig = Rig()
            let interaction = UITextInteraction(for: .editable)
            XCTAssertEqual(interaction.textInteractionMode, .editable)
            interaction.textInput = rig.field
            let delegate = Delegate()
            interaction.delegate = delegate
            rig.overlay.addInteraction(interaction)
            XCTAssertEqual(interaction.gesturesForFailureRequirements.count, 2)
            XCTAssertTrue(interaction.view === rig.overlay)
            rig.tap(295, 55)
            XCTAssertTrue(rig.field.isFirstResponder, "an editable interaction takes the keys")
            XCTAssertEqual(rig.field.offset(from: rig.field.beginningOfDocument, to: rig.field.selectedTextRange!.start), 11)
            XCTAssertEqual(delegate.log, ["should", "will", "did"])
            rig.clock.advance(by: 1)
            rig.tap(30, 55)
            rig.clock.advance(by: 0.1)
            rig.tap(30, 55)
            XCTAssertEqual(rig.selected, "hello")
            rig.field.resignFirstResponder()
        }
    }

    func testARefusingDelegateAndTheNonEditableMode() {
        onMainActor {
            let rig = Rig()
            let interaction = UITextInteraction(for: .nonEditable)
            interaction.textInput = rig.field
            let delegate = Delegate()
            delegate.refuses = true
            interaction.delegate = delegate
            rig.overlay.addInteraction(interaction)
            rig.tap(30, 55)
            XCTAssertEqual(delegate.log, ["should"])
            XCTAssertFalse(rig.field.isFirstResponder)
            delegate.refuses = false
            rig.clock.advance(by: 1)
            rig.tap(30, 55)
            XCTAssertFalse(rig.field.isFirstResponder, "a non-editable interaction only selects")
            rig.overlay.removeInteraction(interaction)
            XCTAssertTrue(rig.overlay.gestureRecognizers?.isEmpty ?? true)
        }
    }

    func testTheSelectionDisplayFollowsTheSelection() {
        onMainActor {
            let rig = Rig()
            let delegate = Delegate()
            let display = UITextSelectionDisplayInteraction(textInput: rig.field, delegate: delegate)
            rig.overlay.addInteraction(display)
            XCTAssertTrue(display.cursorView.isHidden, "not activated yet")
            display.isActivated = true
            rig.field.selectedTextRange = rig.field.textRange(from: rig.field.endOfDocument, to: rig.field.endOfDocument)
            display.setNeedsSelectionUpdate()
            XCTAssertFalse(display.cursorView.isHidden)
            let caret = rig.overlay.convert(rig.field.caretRect(for: rig.field.endOfDocument), from: rig.field)
            XCTAssertEqual(display.cursorView.frame, caret)
            XCTAssertTrue(display.cursorView is UIStandardTextCursorView)
            rig.field.selectedTextRange = rig.field.textRange(from: rig.field.beginningOfDocument, to: rig.field.position(from: rig.field.beginningOfDocument, offset: 5)!)
            display.setNeedsSelectionUpdate()
            XCTAssertTrue(display.cursorView.isHidden)
            XCTAssertFalse(display.highlightView.isHidden)
            XCTAssertEqual(display.highlightView.selectionRects.count, 1)
            XCTAssertEqual(display.handleViews.count, 2)
            XCTAssertTrue(display.handleViews.allSatisfy { !$0.isHidden && $0.superview === rig.overlay })
            XCTAssertLessThan(display.handleViews[0].frame.midX, display.handleViews[1].frame.midX)
        }
    }

    func testTheStandardCursorBlinksOnlyWhenAsked() {
        onMainActor {
            _ = installManualClock()
            let cursor = UIStandardTextCursorView(frame: CGRect(x: 0, y: 0, width: 2, height: 20))
            cursor.layoutIfNeeded()
            let caret = cursor.layer.sublayers?.first
            XCTAssertFalse(cursor.isBlinking)
            XCTAssertNil(caret?.animation(forKey: CaretLayer.blinkKey))
            cursor.isBlinking = true
            XCTAssertNotNil(caret?.animation(forKey: CaretLayer.blinkKey))
            cursor.isBlinking = false
            XCTAssertNil(caret?.animation(forKey: CaretLayer.blinkKey))
        }
    }

    func testTheLoupeMagnifiesAboveThePointUntilInvalidated() throws {
        try onMainActor {
            let rig = Rig()
            XCTAssertNil(UITextLoupeSession.begin(at: .zero, fromSelectionWidgetView: nil, in: UIView()), "no window, no loupe")
            let session = try XCTUnwrap(UITextLoupeSession.begin(at: CGPoint(x: 40, y: 15), fromSelectionWidgetView: nil, in: rig.field))
            XCTAssertTrue(session.lens.superview === rig.window)
            XCTAssertEqual(session.lens.frame, CGRect(x: 0, y: 55 - 24 - 48, width: 120, height: 48))
            XCTAssertEqual(session.lens.image?.size, CGSize(width: 120, height: 48))
            session.move(to: CGPoint(x: 100, y: 15), withCaretRect: .null, trackingCaret: false)
            XCTAssertEqual(session.lens.frame.midX, 120)
            session.invalidate()
            XCTAssertNil(session.lens.superview)
        }
    }
}
