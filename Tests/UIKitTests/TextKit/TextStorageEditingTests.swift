import Foundation
@testable import UIKit
import XCTest

/// A text storage reports each edit (what changed, where, by how much) to its delegate and its layout managers,
/// once per edit or once per `beginEditing()`/`endEditing()` batch.
final class TextStorageEditingTests: XCTestCase {
    @MainActor
    private final class Recorder: NSTextStorageDelegate, NSLayoutManagerDelegate {
        var will: [(NSTextStorage.EditActions, NSRange, Int)] = []
        var did: [(NSTextStorage.EditActions, NSRange, Int)] = []
        var invalidations = 0
        var completions = 0
        func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {
            will.append((editedMask, editedRange, delta))
        }
        func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {
            did.append((editedMask, editedRange, delta))
        }
        func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) { invalidations += 1 }
        func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?, atEnd layoutFinishedFlag: Bool) { completions += 1 }
    }

    func testEachEditIsProcessedWithItsRangeAndChangeInLength() {
        onMainActor {
            let storage = NSTextStorage(string: "Hello world")
            let recorder = Recorder()
            storage.delegate = recorder
            storage.replaceCharacters(in: NSRange(location: 6, length: 5), with: "there!")
            XCTAssertEqual(recorder.did.count, 1)
            XCTAssertEqual(recorder.did[0].0, .editedCharacters)
            XCTAssertEqual(recorder.did[0].1, NSRange(location: 6, length: 6))
            XCTAssertEqual(recorder.did[0].2, 1)
            storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 5))
            XCTAssertEqual(recorder.did.count, 2)
            XCTAssertEqual(recorder.did[1].0, .editedAttributes)
            XCTAssertEqual(recorder.did[1].1, NSRange(location: 0, length: 5))
            XCTAssertEqual(recorder.did[1].2, 0)
            XCTAssertEqual(recorder.will.count, 2)
            XCTAssertEqual(storage.editedMask, [], "forgotten once processed")
            XCTAssertEqual(storage.changeInLength, 0)
            storage.append(NSAttributedString(string: "?"))
            storage.deleteCharacters(in: NSRange(location: 0, length: 1))
            XCTAssertEqual(recorder.did.count, 4, "one report per mutation, even when one calls another")
            XCTAssertEqual(recorder.did[2].1, NSRange(location: 12, length: 1))
            XCTAssertEqual(recorder.did[3].2, -1)
            XCTAssertEqual(storage.string, "ello there!?")
        }
    }

    func testABatchIsProcessedOnceAtItsEnd() {
        onMainActor {
            let storage = NSTextStorage(string: "abcdef")
            let recorder = Recorder()
            storage.delegate = recorder
            storage.beginEditing()
            storage.replaceCharacters(in: NSRange(location: 0, length: 1), with: "XY")
            storage.addAttribute(.kern, value: 2, range: NSRange(location: 4, length: 2))
            XCTAssertTrue(recorder.did.isEmpty)
            XCTAssertEqual(storage.editedMask, [.editedCharacters, .editedAttributes])
            storage.endEditing()
            XCTAssertEqual(recorder.did.count, 1)
            XCTAssertEqual(recorder.did[0].1, NSRange(location: 0, length: 6))
            XCTAssertEqual(recorder.did[0].2, 1)
        }
    }

    func testAttributesTheDelegateAddsWhileProcessingJoinTheEdit() {
        onMainActor {
            @MainActor final class Highlighter: NSTextStorageDelegate {
                var calls = 0
                func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {
                    calls += 1
                    textStorage.addAttribute(.foregroundColor, value: UIColor.blue, range: editedRange)
                }
            }
            let storage = NSTextStorage(string: "code")
            let highlighter = Highlighter()
            storage.delegate = highlighter
            storage.append(NSAttributedString(string: " more"))
            XCTAssertEqual(highlighter.calls, 1)
            XCTAssertTrue(storage.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor === UIColor.blue)
        }
    }

    func testLayoutManagersLayTheTextOutAgainAfterAnEdit() {
        onMainActor {
            let (storage, manager, container) = TextKitSupport.stack(NSAttributedString(string: "one line"), size: CGSize(width: 300, height: 1000))
            let recorder = Recorder()
            manager.delegate = recorder
            XCTAssertTrue(storage.layoutManagers.first === manager)
            XCTAssertTrue(manager.textStorage === storage)
            XCTAssertTrue(container.layoutManager === manager)
            let before = manager.usedRect(for: container)
            XCTAssertEqual(recorder.completions, 1)
            storage.append(NSAttributedString(string: "\nand a second one"))
            XCTAssertEqual(recorder.invalidations, 1)
            let after = manager.usedRect(for: container)
            XCTAssertGreaterThan(after.height, before.height * 1.5)
            XCTAssertEqual(manager.numberOfGlyphs, storage.length)
            storage.removeLayoutManager(manager)
            XCTAssertNil(manager.textStorage)
        }
    }
}

/// Setting a text view's text tells its storage once.
final class TextViewStorageNotificationTests: XCTestCase {
    @MainActor
    private final class Counter: NSTextStorageDelegate {
        var processed = 0
        func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {
            processed += 1
        }
    }

    func testSettingTheTextProcessesOneEdit() {
        onMainActor {
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let counter = Counter()
            textView.textStorage.delegate = counter
            textView.text = "One edit"
            XCTAssertEqual(counter.processed, 1)
            textView.text = "One edit"
            XCTAssertEqual(counter.processed, 1, "the same text changes nothing")
        }
    }
}
