import QuartzCore
@testable import UIKit
import Wayland
import XCTest

/// A text view's find navigator: Ctrl+F opens it at the window's foot, the query's matches are drawn and counted,
/// Return and Shift+Return move the highlight, replacing goes through the editor, Escape closes it.
final class FindInteractionTests: XCTestCase {
    /// A session delegate that records when sessions begin and end.
    final class SessionLog: UIFindInteractionDelegate {
        weak var textView: UITextView?
        var events: [String] = []
        func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? {
            textView.map { UITextSearchingFindSession(searchableObject: $0) }
        }
        func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession) { events.append("begin") }
        func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession) { events.append("end") }
    }

    /// A text view with three foxes, find enabled, in the rig's window and first responder.
    @MainActor
    private static func textViewRig(editable: Bool = true) -> (TextInputRig, UITextView) {
        let rig = TextInputRig()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 240))
        textView.text = "The fox saw a fox.\nA third Fox ran."
        textView.isEditable = editable
        textView.isFindInteractionEnabled = true
        rig.window.addSubview(textView)
        rig.window.layoutIfNeeded()
        _ = textView.becomeFirstResponder()
        return (rig, textView)
    }

    @MainActor
    private static func navigator(of textView: UITextView) -> FindNavigatorView? {
        textView.findInteraction?.navigator
    }

    func testCtrlFOpensTheNavigatorAndTheMatchesAreCountedAndDrawn() { onMainActor {
        let (rig, textView) = Self.textViewRig()
        XCTAssertFalse(textView.findInteraction?.isFindNavigatorVisible ?? true)
        rig.press("f", .control)
        let navigator = Self.navigator(of: textView)
        XCTAssertNotNil(navigator, "the main menu's Find reached the text view's find interaction")
        XCTAssertTrue(navigator?.superview === rig.window)
        XCTAssertTrue(navigator?.queryField.isFirstResponder ?? false, "typing goes to the query")
        CAContext.current.advance(by: FindNavigatorView.slideDuration)
        XCTAssertEqual(navigator?.frame, CGRect(x: 0, y: 256, width: 400, height: 44), "slid in at the window's foot")
        rig.type("fox")
        XCTAssertEqual(textView.findInteraction?.searchText, "fox")
        let session = textView.findInteraction?.activeFindSession
        XCTAssertEqual(session?.resultCount, 3, "case-insensitive: Fox too")
        XCTAssertEqual(session?.highlightedResultIndex, 0)
        XCTAssertEqual(navigator?.countLabel.text, "1 of 3")
        XCTAssertEqual(textView.foundTextDecorations, [NSRange(location: 4, length: 3): .highlighted, NSRange(location: 14, length: 3): .found,
                                                       NSRange(location: 27, length: 3): .found])
    } }

    func testReturnAndShiftReturnMoveTheHighlightAroundAndTheFirstIsAfterTheSelection() { onMainActor {
        let (rig, textView) = Self.textViewRig()
        textView.selectedRange = NSRange(location: 10, length: 0)
        textView.findInteraction?.searchText = "fox"
        rig.press("f", .control)
        let session = textView.findInteraction?.activeFindSession
        XCTAssertEqual(session?.highlightedResultIndex, 1, "the first match after the caret")
        rig.press("Return")
        XCTAssertEqual(session?.highlightedResultIndex, 2)
        rig.press("Return")
        XCTAssertEqual(session?.highlightedResultIndex, 0, "wrapped around")
        rig.press("Return", .shift)
        XCTAssertEqual(session?.highlightedResultIndex, 2)
        XCTAssertEqual(Self.navigator(of: textView)?.countLabel.text, "3 of 3")
        XCTAssertEqual(textView.foundTextDecorations[NSRange(location: 27, length: 3)], .highlighted)
        XCTAssertEqual(textView.foundTextDecorations.values.filter { $0 == .highlighted }.count, 1)
    } }

    func testReplacingOneAndAllThroughTheEditorUndoably() { onMainActor {
        let (rig, textView) = Self.textViewRig()
        defer { withExtendedLifetime(rig) {} }
        let interaction = textView.findInteraction!
        interaction.searchText = "fox"
        interaction.replacementText = "cat"
        interaction.presentFindNavigator(showingReplace: true)
        XCTAssertFalse(Self.navigator(of: textView)?.replacementField.isHidden ?? true, "the replacement row shows")
        interaction.replace(all: false)
        XCTAssertEqual(textView.text, "The cat saw a fox.\nA third Fox ran.")
        XCTAssertEqual(interaction.activeFindSession?.resultCount, 2, "searched again")
        interaction.replace(all: true)
        XCTAssertEqual(textView.text, "The cat saw a cat.\nA third cat ran.")
        XCTAssertEqual(interaction.activeFindSession?.resultCount, 0)
        XCTAssertEqual(Self.navigator(of: textView)?.countLabel.text, "No matches")
        interaction.dismissFindNavigator()
        XCTAssertTrue(textView.isFirstResponder)
        textView.undoManager?.undo()
        XCTAssertEqual(textView.text, "The cat saw a fox.\nA third Fox ran.", "Replace All is one undo step")
    } }

    func testAReadOnlyTextViewOffersNoReplacing() { onMainActor {
        let (rig, textView) = Self.textViewRig(editable: false)
        defer { withExtendedLifetime(rig) {} }
        let interaction = textView.findInteraction!
        interaction.searchText = "fox"
        interaction.presentFindNavigator(showingReplace: true)
        XCTAssertTrue(Self.navigator(of: textView)?.replacementField.isHidden ?? false)
        XCTAssertEqual(interaction.activeFindSession?.supportsReplacement, false)
        interaction.replacementText = "cat"
        interaction.replace(all: true)
        XCTAssertEqual(textView.text, "The fox saw a fox.\nA third Fox ran.")
    } }

    func testEscapeClosesTheNavigatorClearsTheHighlightsAndGivesTheKeysBack() { onMainActor {
        let (rig, textView) = Self.textViewRig()
        textView.findInteraction?.searchText = "fox"
        rig.press("f", .control)
        let navigator = Self.navigator(of: textView)
        XCTAssertFalse(textView.foundTextDecorations.isEmpty)
        rig.press("Escape")
        XCTAssertFalse(textView.findInteraction?.isFindNavigatorVisible ?? true)
        XCTAssertTrue(textView.foundTextDecorations.isEmpty)
        XCTAssertTrue(textView.isFirstResponder, "the text view has the keys again")
        XCTAssertNotNil(navigator?.superview, "sliding out")
        CAContext.current.advance(by: FindNavigatorView.slideDuration + 0.01)
        XCTAssertNil(navigator?.superview, "gone once it slid out")
        XCTAssertEqual(textView.findInteraction?.searchText, "fox", "the query is kept for the next time")
    } }

    func testAnAppsOwnInteractionAndSessionDelegate() { onMainActor {
        let rig = TextInputRig()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 240))
        textView.text = "one two one"
        rig.window.addSubview(textView)
        let log = SessionLog()
        log.textView = textView
        let interaction = UIFindInteraction(sessionDelegate: log)
        textView.addInteraction(interaction)
        XCTAssertNil(textView.findInteraction, "the built-in one is off until enabled")
        interaction.searchText = "one"
        interaction.presentFindNavigator(showingReplace: false)
        XCTAssertEqual(interaction.activeFindSession?.resultCount, 2)
        interaction.findNext()
        XCTAssertEqual(interaction.activeFindSession?.highlightedResultIndex, 1)
        interaction.dismissFindNavigator()
        XCTAssertEqual(log.events, ["begin", "end"])
        XCTAssertNil(interaction.activeFindSession)
    } }
}
