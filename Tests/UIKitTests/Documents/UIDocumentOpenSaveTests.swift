import Foundation
@testable import UIKit
import XCTest

/// Opening reads the file off the main thread and hands it to the model; saving asks the model and writes safely;
/// failures leave the document as it was and name their cause.
final class UIDocumentOpenSaveTests: XCTestCase {
    func testSavingForCreatingThenOpeningRoundTripsTheModel() throws {
        let url = try makeDocumentDirectory(for: self).appendingPathComponent("Shopping list.txt")
        try onMainActor {
            _ = installManualClock()
            let document = LoggingTextDocument(fileURL: url)
            XCTAssertEqual(document.documentState, .closed)
            XCTAssertEqual(document.localizedName, "Shopping list")
            XCTAssertEqual(document.fileType, "public.plain-text")
            document.text = "eggs, flour"
            XCTAssertEqual(awaitCompletion { document.save(to: url, for: .forCreating, completionHandler: $0) }, true)
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "eggs, flour")
            XCTAssertNotNil(document.fileModificationDate)

            let reopened = LoggingTextDocument(fileURL: url)
            var states: [UIDocument.State] = []
            let observer = NotificationCenter.default.addObserver(forName: UIDocument.stateChangedNotification, object: reopened, queue: nil) { _ in
                MainActor.assumeIsolated { states.append(reopened.documentState) }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            XCTAssertEqual(awaitCompletion { reopened.open(completionHandler: $0) }, true)
            XCTAssertEqual(reopened.text, "eggs, flour")
            XCTAssertEqual(reopened.loads.first?.type, "public.plain-text")
            XCTAssertEqual(reopened.documentState, .normal)
            XCTAssertEqual(states, [.normal])
            XCTAssertFalse(reopened.hasUnsavedChanges)
        }
    }

    func testOpeningAMissingOrCorruptFileFailsAndStaysClosed() throws {
        let directory = try makeDocumentDirectory(for: self)
        try onMainActor {
            _ = installManualClock()
            let missing = LoggingTextDocument(fileURL: directory.appendingPathComponent("gone.txt"))
            XCTAssertEqual(awaitCompletion { missing.open(completionHandler: $0) }, false)
            XCTAssertEqual(missing.documentState, .closed)
            XCTAssertEqual(missing.handledErrors.count, 1)
            XCTAssertEqual(missing.handledErrors.first?.userInteractionPermitted, true)
            XCTAssertTrue(UIDocument.describe(missing.handledErrors[0].error).contains("gone.txt"), "the one line names the file")

            let corrupt = directory.appendingPathComponent("corrupt.txt")
            try Data([0xFF, 0xFE, 0xFD]).write(to: corrupt)
            let document = LoggingTextDocument(fileURL: corrupt)
            XCTAssertEqual(awaitCompletion { document.open(completionHandler: $0) }, false)
            XCTAssertEqual(document.documentState, .closed)
        }
    }

    func testAFailedSaveMarksASavingErrorAndKeepsTheChanges() throws {
        let directory = try makeDocumentDirectory(for: self)
        try onMainActor {
            _ = installManualClock()
            let url = directory.appendingPathComponent("note.txt")
            try Data("first".utf8).write(to: url)
            let document = LoggingTextDocument(fileURL: url)
            XCTAssertEqual(awaitCompletion { document.open(completionHandler: $0) }, true)
            document.text = "second"
            document.updateChangeCount(.done)
            // The directory is gone: the safe write has nowhere to put its temporary file.
            try FileManager.default.removeItem(at: directory)
            XCTAssertEqual(awaitCompletion { document.save(to: url, for: .forOverwriting, completionHandler: $0) }, false)
            XCTAssertTrue(document.documentState.contains(.savingError))
            XCTAssertTrue(document.hasUnsavedChanges, "nothing was saved")
            XCTAssertEqual(document.handledErrors.last?.userInteractionPermitted, false)

            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            XCTAssertEqual(awaitCompletion { document.save(to: url, for: .forOverwriting, completionHandler: $0) }, true)
            XCTAssertFalse(document.documentState.contains(.savingError))
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "second")
        }
    }

    func testContentsThatAreNeitherDataNorAFileWrapperAreRefusedWithTheirType() throws {
        let url = try makeDocumentDirectory(for: self).appendingPathComponent("odd.txt")
        final class OddDocument: UIDocument {
            override func contents(forType typeName: String) throws -> Any { 42 }
        }
        try onMainActor {
            _ = installManualClock()
            XCTAssertThrowsError(try OddDocument(fileURL: url).writeContents(42, to: url, for: .forCreating, originalContentsURL: nil)) { error in
                XCTAssertTrue(UIDocument.describe(error).contains("Int"), UIDocument.describe(error))
            }
            XCTAssertEqual(awaitCompletion { OddDocument(fileURL: url).save(to: url, for: .forCreating, completionHandler: $0) }, false)
            XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "nothing half-written is left")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path), [], "no temporary file either")
        }
    }

    func testAPackageIsReadAndWrittenAsAFileWrapper() throws {
        let url = try makeDocumentDirectory(for: self).appendingPathComponent("Trip.bundle")
        final class PackageDocument: UIDocument {
            var notes = ""
            var photo = Data()
            override func contents(forType typeName: String) throws -> Any {
                let package = FileWrapper(directoryWithFileWrappers: [:])
                package.addRegularFile(withContents: Data(notes.utf8), preferredFilename: "notes.txt")
                package.addRegularFile(withContents: photo, preferredFilename: "photo.png")
                return package
            }
            override func load(fromContents contents: Any, ofType typeName: String?) throws {
                let package = try XCTUnwrap(contents as? FileWrapper)
                notes = String(decoding: package.fileWrappers?["notes.txt"]?.regularFileContents ?? Data(), as: UTF8.self)
                photo = package.fileWrappers?["photo.png"]?.regularFileContents ?? Data()
            }
        }
        try onMainActor {
            _ = installManualClock()
            let document = PackageDocument(fileURL: url)
            document.notes = "day one"
            document.photo = Data([1, 2, 3])
            XCTAssertEqual(awaitCompletion { document.save(to: url, for: .forCreating, completionHandler: $0) }, true)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: url.path).sorted(), ["notes.txt", "photo.png"])
            let reopened = PackageDocument(fileURL: url)
            XCTAssertEqual(awaitCompletion { reopened.open(completionHandler: $0) }, true)
            XCTAssertEqual(reopened.notes, "day one")
            XCTAssertEqual(reopened.photo, Data([1, 2, 3]))
        }
    }
}
