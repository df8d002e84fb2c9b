import Foundation
@testable import UIKit
import UniformTypeIdentifiers
import XCTest

/// Item providers by content type (iOS 16): representations registered and loaded as `UTType`s, conformance through
/// the types' declarations, and file representations handed over in place or as copies.
final class ItemProviderContentTypeTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("provider-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testContentTypesAreTheRegisteredTypesInOrder() {
        onMainActor {
            let provider = NSItemProvider()
            provider.registerDataRepresentation(for: .png) { completion in
                completion(Data([1, 2, 3]), nil)
                return nil
            }
            provider.registerDataRepresentation(for: .utf8PlainText, visibility: .ownProcess) { completion in
                completion(Data("caption".utf8), nil)
                return nil
            }
            XCTAssertEqual(provider.registeredContentTypes, [.png, .utf8PlainText])
            XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.png", "public.utf8-plain-text"])
            XCTAssertEqual(provider.registeredContentTypes(conformingTo: .image), [.png])
            XCTAssertEqual(provider.registeredContentTypes(conformingTo: .text), [.utf8PlainText])
            XCTAssertEqual(provider.registeredContentTypes(conformingTo: .data), [.png, .utf8PlainText])
            XCTAssertEqual(provider.registeredContentTypes(conformingTo: .movie), [])
            XCTAssertTrue(provider.registeredContentTypesForOpenInPlace.isEmpty)
            XCTAssertTrue(provider.hasItemConformingToTypeIdentifier(UTType.content.identifier), "through UTType's declarations")
            var loaded: Data?
            provider.loadDataRepresentation(for: .image) { data, _ in loaded = data }
            XCTAssertEqual(loaded, Data([1, 2, 3]))
            var failure: Error?
            provider.loadDataRepresentation(for: .pdf) { _, error in failure = error }
            XCTAssertNotNil(failure)
        }
    }

    func testAFileOpenedInPlaceIsTheFileItselfAndOtherwiseACopy() throws {
        let file = folder.appendingPathComponent("report.pdf")
        try Data("%PDF-1.4".utf8).write(to: file)
        onMainActor {
            let provider = NSItemProvider()
            provider.registerFileRepresentation(for: .pdf, openInPlace: true) { completion in
                completion(file, true, nil)
                return nil
            }
            XCTAssertEqual(provider.registeredContentTypesForOpenInPlace, [.pdf])
            var inPlace: (URL?, Bool)?
            provider.loadFileRepresentation(for: .pdf, openInPlace: true) { url, opened, _ in inPlace = (url, opened) }
            XCTAssertEqual(inPlace?.0, file)
            XCTAssertEqual(inPlace?.1, true)
            var legacy: (URL?, Bool)?
            provider.loadInPlaceFileRepresentation(forTypeIdentifier: "com.adobe.pdf") { url, opened, _ in legacy = (url, opened) }
            XCTAssertEqual(legacy?.0, file, "iOS 11's form")
            XCTAssertEqual(legacy?.1, true)
            var copy: (URL?, Bool)?
            let progress = provider.loadFileRepresentation(for: .compositeContent) { url, opened, _ in copy = (url, opened) }
            XCTAssertEqual(progress.completedUnitCount, 1)
            XCTAssertEqual(copy?.1, false)
            XCTAssertNotEqual(copy?.0, file)
            XCTAssertEqual(copy?.0?.pathExtension, "pdf")
            XCTAssertEqual(copy?.0.flatMap { try? Data(contentsOf: $0) }, Data("%PDF-1.4".utf8))
            var data: Data?
            provider.loadDataRepresentation(for: .pdf) { loaded, _ in data = loaded }
            XCTAssertEqual(data, Data("%PDF-1.4".utf8), "a file representation loads as data too")
        }
    }

    func testDataLoadedAsAFileIsNamedAfterTheSuggestedNameAndType() {
        onMainActor {
            let provider = NSItemProvider()
            provider.suggestedName = "Sunset"
            provider.registerDataRepresentation(for: .jpeg) { completion in
                completion(Data([0xFF, 0xD8]), nil)
                return nil
            }
            var result: (URL?, Bool)?
            provider.loadFileRepresentation(for: .image, openInPlace: true) { url, opened, _ in result = (url, opened) }
            XCTAssertEqual(result?.0?.lastPathComponent, "Sunset.jpeg")
            XCTAssertEqual(result?.1, false, "data is never opened in place")
            var legacy: URL?
            provider.loadFileRepresentation(forTypeIdentifier: "public.jpeg") { url, _ in legacy = url }
            XCTAssertEqual(legacy?.lastPathComponent, "Sunset.jpeg")
        }
    }

    func testAProviderOfAFileTypesItByItsExtension() throws {
        let file = folder.appendingPathComponent("notes.json")
        try Data("{}".utf8).write(to: file)
        onMainActor {
            let provider = NSItemProvider(contentsOf: file, contentType: nil, openInPlace: true)
            XCTAssertEqual(provider.registeredContentTypes, [.json])
            XCTAssertEqual(provider.suggestedName, "notes.json")
            XCTAssertEqual(provider.registeredContentTypesForOpenInPlace, [.json])
            let typed = NSItemProvider(contentsOf: file, contentType: .plainText)
            XCTAssertEqual(typed.registeredContentTypes, [.plainText])
            XCTAssertEqual(NSItemProvider(contentsOf: file)?.registeredContentTypes, [.json], "iOS 11's form types it the same way")
        }
    }
}
