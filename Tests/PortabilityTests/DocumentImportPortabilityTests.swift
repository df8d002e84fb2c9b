import QuartzCore
import TestSupport
import UIKit
import UniformTypeIdentifiers
import XCTest

/// An attachments screen as iOS 14+ apps write one (Swift 5): an Import button presenting the document picker for
/// PDFs, text and images, an Export action, attachments sorted by their type, and a drag out of the list offering
/// each attachment as an item provider of its type.
final class AttachmentsViewController: UIViewController, UIDocumentPickerDelegate {
    static let sketchType = UTType(exportedAs: "com.example.attachments.sketch", conformingTo: .json)
    var images: [URL] = []
    var documents: [URL] = []
    var exported: [URL] = []
    var cancellations = 0

    func importTapped() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText, .image, Self.sketchType], asCopy: true)
        picker.allowsMultipleSelection = true
        picker.shouldShowFileExtensions = true
        picker.delegate = self
        present(picker, animated: true)
    }

    func export(_ url: URL) {
        let picker = UIDocumentPickerViewController(forExporting: [url], asCopy: true)
        picker.delegate = self
        present(picker, animated: true, completion: nil)
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        for url in urls {
            guard let type = UTType(filenameExtension: url.pathExtension) else { continue }
            if type.conforms(to: .image) {
                images.append(url)
            } else if type.conforms(to: .pdf) || type.conforms(to: .text) || type == Self.sketchType {
                documents.append(url)
            } else if controller.allowsMultipleSelection == false {
                exported.append(url)
            }
        }
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        cancellations += 1
    }

    /// The item provider a drag of `url` carries: its file, typed by its extension.
    func itemProvider(for url: URL) -> NSItemProvider {
        let type = UTType(filenameExtension: url.pathExtension) ?? .data
        let provider = NSItemProvider()
        provider.suggestedName = url.deletingPathExtension().lastPathComponent
        provider.registerFileRepresentation(for: type, visibility: .all, openInPlace: false) { completion in
            completion(url, false, nil)
            return nil
        }
        return provider
    }
}

/// A picker subclass an app keeps its settings in, overriding the designated initializer as iOS apps do.
final class ScanPicker: UIDocumentPickerViewController {
    override init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        super.init(forOpeningContentTypes: contentTypes, asCopy: asCopy)
        allowsMultipleSelection = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class DocumentImportPortabilityTests: XCTestCase {
    func testAPickerSubclassKeepsItsSettings() {
        onMainActor {
            let picker = ScanPicker(forOpeningContentTypes: [.pdf, .heic], asCopy: true)
            XCTAssertTrue(picker.allowsMultipleSelection)
            XCTAssertNil(picker.directoryURL)
        }
    }

    func testPickedDocumentsAreSortedByTheirTypes() {
        onMainActor {
            let screen = AttachmentsViewController()
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.item])
            screen.documentPicker(picker, didPickDocumentsAt: [
                URL(fileURLWithPath: "/tmp/a.png"), URL(fileURLWithPath: "/tmp/b.PDF"), URL(fileURLWithPath: "/tmp/c.txt"),
                URL(fileURLWithPath: "/tmp/d.jpeg"), URL(fileURLWithPath: "/tmp/e.swift"),
            ])
            XCTAssertEqual(screen.images.map { $0.lastPathComponent }, ["a.png", "d.jpeg"])
            XCTAssertEqual(screen.documents.map { $0.lastPathComponent }, ["b.PDF", "c.txt", "e.swift"])
            XCTAssertEqual(AttachmentsViewController.sketchType.identifier, "com.example.attachments.sketch")
            XCTAssertEqual(UTType("com.example.attachments.sketch"), AttachmentsViewController.sketchType)
        }
    }

    func testTheImportPickerIsPresentedAndCancelledWhereNoFileDialogCanBeShown() {
        onMainActor {
            let saved = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]
            unsetenv("DBUS_SESSION_BUS_ADDRESS")
            defer { if let saved { setenv("DBUS_SESSION_BUS_ADDRESS", saved, 1) } }
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            let renderer = OffscreenRenderer(window: window)
            let screen = AttachmentsViewController()
            window.rootViewController = screen
            screen.importTapped()
            let picker = screen.presentedViewController as? UIDocumentPickerViewController
            XCTAssertNotNil(picker)
            XCTAssertEqual(picker?.allowsMultipleSelection, true)
            for _ in 0..<30 where screen.cancellations == 0 {
                clock.advance(by: 0.05)
                _ = renderer.renderFrame()
            }
            XCTAssertEqual(screen.cancellations, 1)
            XCTAssertNil(screen.presentedViewController)
        }
    }

    func testADraggedAttachmentIsAFileOfItsType() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("attachment-\(UUID().uuidString).png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        onMainActor {
            let provider = AttachmentsViewController().itemProvider(for: file)
            XCTAssertEqual(provider.registeredContentTypes, [.png])
            XCTAssertTrue(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
            XCTAssertEqual(provider.registeredContentTypes(conformingTo: .image), [.png])
            var loaded: URL?
            provider.loadFileRepresentation(for: .image) { url, _, _ in
                loaded = url
            }
            XCTAssertEqual(loaded?.pathExtension, "png")
            XCTAssertEqual(loaded.flatMap { try? Data(contentsOf: $0) }, Data([0x89, 0x50, 0x4E, 0x47]))
        }
    }
}
