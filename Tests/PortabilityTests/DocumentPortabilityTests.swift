import Foundation
import TestSupport
import UIKit
import XCTest

/// A plain-text document as iOS apps subclass UIDocument (Swift 5, no annotations).
class NoteDocument: UIDocument {
    var text = ""

    override func contents(forType typeName: String) throws -> Any {
        return text.data(using: .utf8) ?? Data()
    }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let data = contents as? Data, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
    }
}

/// The note editor of a document-based app: it creates or opens the note, edits it through the text view with the
/// document's change tracking, and closes it when it goes away.
final class NoteEditorViewController: UIViewController, UITextViewDelegate {
    let document: NoteDocument
    let textView = UITextView()
    var isReady = false

    init(document: NoteDocument) {
        self.document = document
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = view.bounds
        textView.delegate = self
        view.addSubview(textView)
        let url = document.fileURL
        if FileManager.default.fileExists(atPath: url.path) {
            document.open { [weak self] success in
                guard let self = self, success else { return }
                self.textView.text = self.document.text
                self.title = self.document.localizedName
                self.isReady = true
            }
        } else {
            document.save(to: url, for: .forCreating) { [weak self] success in
                self?.isReady = success
            }
        }
    }

    func textViewDidChange(_ textView: UITextView) {
        document.text = textView.text
        document.updateChangeCount(.done)
    }

    func done(completion: @escaping (Bool) -> Void) {
        document.close { success in completion(success) }
    }
}

final class DocumentPortabilityTests: XCTestCase {
    func testANoteIsCreatedEditedAndSavedOnClosing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("Groceries.txt")
        try onMainActor {
            _ = installManualClock()
            func runUntil(_ done: () -> Bool) {
                let limit = Date(timeIntervalSinceNow: 5)
                while !done(), Date() < limit { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.002)) }
            }
            let creator = NoteEditorViewController(document: NoteDocument(fileURL: url))
            creator.loadViewIfNeeded()
            runUntil { creator.isReady }
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "created empty")

            let editor = NoteEditorViewController(document: NoteDocument(fileURL: url))
            editor.loadViewIfNeeded()
            runUntil { editor.isReady }
            XCTAssertEqual(editor.title, "Groceries")
            editor.textView.text = "milk, bread"
            editor.textViewDidChange(editor.textView)
            XCTAssertTrue(editor.document.hasUnsavedChanges)
            var closed: Bool?
            editor.done { closed = $0 }
            runUntil { closed != nil }
            XCTAssertEqual(closed, true)
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "milk, bread")
        }
    }
}
