import Foundation
@testable import UIKit
import XCTest

/// `UIImage(named:)` keeps what it decoded, as iOS's image cache does: the same name is read and drawn from its file
/// once, and a file changed on disk is read again.
final class UIImageNamedCacheTests: XCTestCase {
    func testTheSameNameDecodesOnceUntilItsFileChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Dot.svg")
        let svg = { (side: Int) in
            "<svg xmlns='http://www.w3.org/2000/svg' width='\(side)' height='\(side)'><circle cx='4' cy='4' r='4'/></svg>"
        }
        try svg(8).write(to: file, atomically: true, encoding: .utf8)
        let previous = ProcessInfo.processInfo.environment["UIKIT_ASSETS"]
        setenv("UIKIT_ASSETS", folder.path, 1)
        defer {
            if let previous { setenv("UIKIT_ASSETS", previous, 1) } else { unsetenv("UIKIT_ASSETS") }
        }
        try onMainActor {
            let first = try XCTUnwrap(UIImage(named: "Dot"))
            let second = try XCTUnwrap(UIImage(named: "Dot"))
            XCTAssertTrue(first.cgImage === second.cgImage, "the second load came from the cache")
            XCTAssertEqual(second.size, CGSize(width: 8, height: 8))

            try svg(12).write(to: file, atomically: true, encoding: .utf8)
            let changed = try XCTUnwrap(UIImage(named: "Dot"))
            XCTAssertFalse(changed.cgImage === first.cgImage, "a changed file is read again")
            XCTAssertEqual(changed.size, CGSize(width: 12, height: 12))
        }
    }
}
