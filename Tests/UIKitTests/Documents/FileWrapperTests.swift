import Foundation
@testable import UIKit
import XCTest

/// Foundation's file wrappers, which swift-corelibs-foundation lacks: a package's children keyed by unique names,
/// written whole or not at all, and read back as they were.
final class FileWrapperTests: XCTestCase {
    func testChildrenAreKeyedByUniqueNamesAndRemovedByIdentity() {
        let package = FileWrapper(directoryWithFileWrappers: [:])
        XCTAssertTrue(package.isDirectory)
        XCTAssertEqual(package.addRegularFile(withContents: Data("a".utf8), preferredFilename: "note.txt"), "note.txt")
        let second = FileWrapper(regularFileWithContents: Data("b".utf8))
        second.preferredFilename = "note.txt"
        let key = package.addFileWrapper(second)
        XCTAssertNotEqual(key, "note.txt", "a taken name gets a unique key")
        XCTAssertEqual(package.keyForChildFileWrapper(second), key)
        XCTAssertEqual(package.fileWrappers?.count, 2)
        package.removeFileWrapper(second)
        XCTAssertEqual(package.fileWrappers.map { Array($0.keys) }, ["note.txt"])
        XCTAssertNil(FileWrapper(regularFileWithContents: Data()).fileWrappers)
    }

    func testAPackageIsWrittenAtomicallyOverTheOldOneAndReadBack() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("filewrapper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("Album")
        let old = FileWrapper(directoryWithFileWrappers: ["stale.txt": FileWrapper(regularFileWithContents: Data("old".utf8))])
        try old.write(to: url, options: .atomic, originalContentsURL: nil)
        let new = FileWrapper(directoryWithFileWrappers: [
            "cover.png": FileWrapper(regularFileWithContents: Data([9, 8, 7])),
            "pages": FileWrapper(directoryWithFileWrappers: ["1.txt": FileWrapper(regularFileWithContents: Data("one".utf8))]),
        ])
        try new.write(to: url, options: [.atomic, .withNameUpdating], originalContentsURL: url)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: url.path).sorted(), ["cover.png", "pages"], "the old package was replaced whole")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["Album"], "nothing left aside")
        XCTAssertEqual(new.filename, "Album")
        XCTAssertTrue(new.matchesContents(of: url))
        XCTAssertFalse(old.matchesContents(of: url))

        let read = try FileWrapper(url: url)
        XCTAssertEqual(read.filename, "Album")
        XCTAssertEqual(read.fileWrappers?["pages"]?.fileWrappers?["1.txt"]?.regularFileContents, Data("one".utf8))
        XCTAssertThrowsError(try FileWrapper(url: directory.appendingPathComponent("missing")))
    }
}
