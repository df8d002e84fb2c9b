import Foundation
import QuartzCore
@testable import UIKit
import XCTest

/// The saveless model: changes counted by hand or through the undo manager are saved by themselves 15 s after the
/// first one on the context's clock, as the app leaves, and on closing; changes made while a save is written stay
/// unsaved.
final class UIDocumentChangeTrackingTests: XCTestCase {
    /// An open document on a file saying "start", on the manual clock.
    @MainActor
    private static func openDocument(in directory: URL, named name: String = "note.txt") throws -> (LoggingTextDocument, URL, CAContext) {
        _ = installManualClock()
        let url = directory.appendingPathComponent(name)
        try Data("start".utf8).write(to: url)
        let document = LoggingTextDocument(fileURL: url)
        XCTAssertEqual(awaitCompletion { document.open(completionHandler: $0) }, true)
        return (document, url, CAContext.current)
    }

    func testTheFirstChangeIsAutosavedFifteenSecondsLaterWithoutFrames() throws {
        let directory = try makeDocumentDirectory(for: self)
        try onMainActor {
            let (document, url, context) = try Self.openDocument(in: directory)
            document.text = "edited"
            document.updateChangeCount(.done)
            XCTAssertTrue(document.hasUnsavedChanges)
            XCTAssertFalse(CADisplayLink.isAnyRunning, "waiting for the autosave draws no frames")
            context.advance(by: 10)
            document.updateChangeCount(.done)
            context.advance(by: 4.9)
            XCTAssertEqual(document.contentsRequests, 0, "not before 15 s after the first change")
            context.advance(by: 0.1)
            XCTAssertEqual(document.contentsRequests, 1, "asked for its contents at 15 s")
            runMainQueue { !document.hasUnsavedChanges }
            XCTAssertFalse(document.hasUnsavedChanges)
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "edited")
            context.advance(by: 60)
            XCTAssertEqual(document.contentsRequests, 1, "nothing more to save")
        }
    }

    func testUndoRegistrationsUndosAndRedosAreCounted() throws {
        let directory = try makeDocumentDirectory(for: self)
        try onMainActor {
            let (document, _, _) = try Self.openDocument(in: directory)
            let undo = document.undoManager!
            undo.groupsByEvent = false
            /// Sets the text undoably, as an app's model does: the undo sets it back the same way, so it can be redone.
            @MainActor func setText(_ text: String) {
                let old = document.text
                undo.registerUndo(withTarget: document) { _ in setText(old) }
                document.text = text
            }
            undo.beginUndoGrouping()
            setText("changed")
            undo.endUndoGrouping()
            XCTAssertTrue(document.hasUnsavedChanges, "a closed undo group is a change")
            undo.undo()
            XCTAssertFalse(document.hasUnsavedChanges, "undone back to the saved state")
            undo.redo()
            XCTAssertTrue(document.hasUnsavedChanges)
            document.updateChangeCount(.cleared)
            XCTAssertFalse(document.hasUnsavedChanges)
        }
    }

    func testChangesMadeWhileASaveIsWrittenStayUnsaved() throws {
        let directory = try makeDocumentDirectory(for: self)
        try onMainActor {
            let (document, url, _) = try Self.openDocument(in: directory)
            document.text = "one"
            document.updateChangeCount(.done)
            let box = CompletionBox()
            document.save(to: url, for: .forOverwriting) { box.set($0) }
            // Made after the contents were taken, before the write finished.
            document.text = "two"
            document.updateChangeCount(.done)
            runMainQueue { box.value != nil }
            XCTAssertEqual(box.value, true)
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "one")
            XCTAssertTrue(document.hasUnsavedChanges, "the second change is not in the file")
        }
    }

    func testClosingSavesAndTheAppEndingSavesAtOnce() throws {
        let directory = try makeDocumentDirectory(for: self)
        try onMainActor {
            let (document, url, _) = try Self.openDocument(in: directory)
            document.text = "closing"
            document.updateChangeCount(.done)
            XCTAssertEqual(awaitCompletion { document.close(completionHandler: $0) }, true)
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "closing")
            XCTAssertTrue(document.documentState.contains(.closed))

            let (other, otherURL, _) = try Self.openDocument(in: directory, named: "other.txt")
            other.text = "ending"
            other.updateChangeCount(.done)
            NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: nil)
            XCTAssertEqual(try String(contentsOf: otherURL, encoding: .utf8), "ending", "written before the notification returns")
            XCTAssertFalse(other.hasUnsavedChanges)
        }
    }

    func testRevertingDropsUnsavedChangesWithEditingPaused() throws {
        let directory = try makeDocumentDirectory(for: self)
        try onMainActor {
            let (document, url, _) = try Self.openDocument(in: directory)
            document.text = "unwanted"
            document.updateChangeCount(.done)
            var states: [UIDocument.State] = []
            let observer = NotificationCenter.default.addObserver(forName: UIDocument.stateChangedNotification, object: document, queue: nil) { _ in
                MainActor.assumeIsolated { states.append(document.documentState) }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            XCTAssertEqual(awaitCompletion { document.revert(toContentsOf: url, completionHandler: $0) }, true)
            XCTAssertEqual(document.text, "start")
            XCTAssertFalse(document.hasUnsavedChanges)
            XCTAssertEqual(states, [.editingDisabled, .normal])
        }
    }
}
