import QuartzCore
import TestSupport
@testable import UIKit
import UniformTypeIdentifiers
import Wayland
import XCTest

/// Records what a document browser's delegate hears, and makes new documents from a template.
@MainActor
final class RecordingBrowserDelegate: UIDocumentBrowserViewControllerDelegate {
    var picked: [[URL]] = []
    var imported: [(URL, URL)] = []
    var failed: [URL] = []
    var template: URL?

    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
        picked.append(documentURLs)
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController,
                         didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
        importHandler(template, template == nil ? .none : .copy)
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL) {
        imported.append((sourceURL, destinationURL))
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: (any Error)?) {
        failed.append(documentURL)
    }
}

/// The document browser lists a folder (folders first, hidden files and files of other types left out), opens a
/// subfolder or tells its delegate of a tapped document, and imports new and revealed documents.
final class DocumentBrowserTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(UUID().uuidString)", isDirectory: true)
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("Archive"), withIntermediateDirectories: true)
        for name in ["Notes 10.txt", "Notes 9.txt", ".hidden.txt", "photo.png", "Archive/old.txt"] {
            try Data("text".utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A browser of the temporary folder for `types`, showing as a rig's root.
    @MainActor
    private static func showBrowser(_ types: [UTType]?, in folder: URL) -> (rig: ControllerRig, browser: UIDocumentBrowserViewController, delegate: RecordingBrowserDelegate) {
        let rig = ControllerRig()
        rig.window.frame = CGRect(x: 0, y: 0, width: 400, height: 500)
        let browser = UIDocumentBrowserViewController(forOpening: types)
        browser.directoryURL = folder
        let delegate = RecordingBrowserDelegate()
        browser.delegate = delegate
        rig.window.rootViewController = browser
        rig.frame(after: 0)
        rig.frame(after: 0.1)
        return (rig, browser, delegate)
    }

    func testTheFolderIsListedFoldersFirstAndByName() throws {
        let folder: URL = self.folder
        try onMainActor {
            let (_, browser, _) = Self.showBrowser([.plainText], in: folder)
            let list = try XCTUnwrap(browser.lists.first)
            XCTAssertEqual(list.listing.entries.map(\.title), ["Archive", "Notes 9", "Notes 10"], "no hidden files, no images")
            XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 3)
            XCTAssertEqual(list.listing.entries[1].detail, "4 bytes")
            browser.shouldShowFileExtensions = true
            XCTAssertEqual(browser.lists.first?.listing.entries.map(\.title), ["Archive", "Notes 9.txt", "Notes 10.txt"])
            XCTAssertEqual(browser.allowedContentTypes, ["public.plain-text"])
        }
    }

    func testATapOnADocumentTellsTheDelegateAndOnAFolderOpensIt() throws {
        let folder: URL = self.folder
        try onMainActor {
            let (rig, browser, delegate) = Self.showBrowser(nil, in: folder)
            let list = try XCTUnwrap(browser.lists.first)
            let row = try XCTUnwrap(list.row(of: folder.appendingPathComponent("photo.png")))
            let cell = try XCTUnwrap(list.tableView.cellForRow(at: row))
            let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
            let input = WindowInput(window: rig.window)
            input.handle(TouchFrame(events: [.down(id: 1, x: Double(center.x), y: Double(center.y), serial: 1, time: 0)]))
            input.handle(TouchFrame(events: [.up(id: 1, serial: 2, time: 50)]))
            rig.frame(after: 0.3)
            XCTAssertEqual(delegate.picked, [[folder.appendingPathComponent("photo.png")]])
            list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
            rig.frame(after: 0.6)
            XCTAssertEqual(browser.lists.count, 2)
            XCTAssertEqual(browser.lists.last?.listing.entries.map(\.title), ["old"])
            XCTAssertEqual(browser.lists.last?.title, "Archive")
        }
    }

    func testANewDocumentIsImportedNextToTheOthers() throws {
        let folder: URL = self.folder
        try onMainActor {
            let (_, browser, delegate) = Self.showBrowser(nil, in: folder)
            let template = FileManager.default.temporaryDirectory.appendingPathComponent("Untitled-\(UUID().uuidString).txt")
            try Data("new".utf8).write(to: template)
            defer { try? FileManager.default.removeItem(at: template) }
            delegate.template = template
            let list = try XCTUnwrap(browser.lists.first)
            let add = try XCTUnwrap(list.navigationItem.rightBarButtonItems?.first?.primaryAction)
            add.perform(sender: nil)
            XCTAssertEqual(delegate.imported.first?.1, folder.appendingPathComponent(template.lastPathComponent))
            XCTAssertTrue(FileManager.default.fileExists(atPath: template.path), "copied, not moved")
            XCTAssertTrue(list.listing.entries.contains { $0.url.lastPathComponent == template.lastPathComponent })
            let neighbour = folder.appendingPathComponent("Notes 9.txt")
            var placed: URL?
            browser.importDocument(at: template, nextToDocumentAt: neighbour, mode: .copy) { url, _ in placed = url }
            XCTAssertEqual(placed?.lastPathComponent, template.deletingPathExtension().lastPathComponent + " 2.txt", "a free name")
            var renamed: URL?
            browser.renameDocument(at: neighbour, proposedName: "Notes 10") { url, _ in renamed = url }
            XCTAssertEqual(renamed?.lastPathComponent, "Notes 10 2.txt", "the extension kept, the taken name numbered")
            XCTAssertFalse(FileManager.default.fileExists(atPath: neighbour.path))
        }
    }

    func testRevealingADocumentOpensItsFolderOrImportsIt() throws {
        let folder: URL = self.folder
        try onMainActor {
            let (_, browser, _) = Self.showBrowser(nil, in: folder)
            var revealed: URL?
            browser.revealDocument(at: folder.appendingPathComponent("Archive/old.txt"), importIfNeeded: false) { url, _ in revealed = url }
            XCTAssertEqual(revealed?.lastPathComponent, "old.txt")
            XCTAssertEqual(browser.lists.map(\.title), ["Browse", "Archive"])
            let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).txt")
            try Data("x".utf8).write(to: outside)
            defer { try? FileManager.default.removeItem(at: outside) }
            var error: (any Error)?
            browser.revealDocument(at: outside, importIfNeeded: false) { _, failure in error = failure }
            XCTAssertNotNil(error)
            browser.revealDocument(at: outside, importIfNeeded: true) { url, _ in revealed = url }
            XCTAssertEqual(revealed, folder.appendingPathComponent(outside.lastPathComponent))
            XCTAssertEqual(browser.transitionController(forDocumentAt: revealed!).transitionDuration(using: nil), 0.3)
        }
    }

    func testTheBrowserLooksLikeAFileList() throws {
        let folder: URL = self.folder
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            let (rig, _, _) = Self.showBrowser(nil, in: folder)
            rig.frame(after: 0.1)
            return try XCTUnwrap(rig.renderer.image)
        }
        assertSnapshot(image, named: "browserList")
    }
}
