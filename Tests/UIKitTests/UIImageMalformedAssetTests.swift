import Foundation
import UIKit
import XCTest

/// What `body` writes on standard error (file descriptor 2), captured through a temporary file.
private func standardError(during body: () throws -> Void) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)")
    let file = open(url.path, O_CREAT | O_RDWR | O_TRUNC | O_CLOEXEC, 0o600)
    XCTAssertGreaterThanOrEqual(file, 0)
    let saved = dup(2)
    dup2(file, 2)
    defer {
        dup2(saved, 2)
        close(saved)
        close(file)
        try? FileManager.default.removeItem(at: url)
    }
    try body()
    return try String(contentsOf: url, encoding: .utf8)
}

/// `UIImage(named:)` over the generated corpus of broken images: nil, with the reason said once.
final class UIImageMalformedAssetTests: XCTestCase {
    func testEachBrokenAssetIsNilAndItsReasonIsSaidOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let corpus = try MalformedImageCorpus.write(into: folder)
        let previous = ProcessInfo.processInfo.environment["UIKIT_ASSETS"]
        setenv("UIKIT_ASSETS", folder.path, 1)
        defer {
            if let previous { setenv("UIKIT_ASSETS", previous, 1) } else { unsetenv("UIKIT_ASSETS") }
        }
        var loaded: [String: Bool] = [:]
        let said = try standardError {
            onMainActor {
                for _ in 0..<2 {
                    for entry in corpus {
                        loaded[entry.name] = UIImage(named: entry.name) != nil
                    }
                }
            }
        }
        let lines = said.split(separator: "\n")
        for entry in corpus {
            XCTAssertEqual(loaded[entry.name], entry.loads, entry.name)
            guard !entry.loads else { continue }
            let mentions = lines.filter { $0.contains("UIImage(named: \"\(entry.name)\")") }
            XCTAssertEqual(mentions.count, 1, "\(entry.name) is reported once, not \(mentions.count) times:\n\(said)")
            XCTAssertTrue(mentions.first?.contains(entry.url.path) == true, "the report names the file: \(mentions)")
        }
    }
}
