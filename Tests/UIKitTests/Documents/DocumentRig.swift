import Foundation
@testable import UIKit
import XCTest

/// A text document as iOS apps write one, logging what UIKit asks of it.
final class LoggingTextDocument: UIDocument {
    var text = ""
    var contentsRequests = 0
    var loads: [(contents: Any, type: String?)] = []
    var handledErrors: [(error: Error, userInteractionPermitted: Bool)] = []

    override func contents(forType typeName: String) throws -> Any {
        contentsRequests += 1
        return Data(text.utf8)
    }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        loads.append((contents, typeName))
        guard let data = contents as? Data, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
    }

    override func handleError(_ error: Error, userInteractionPermitted: Bool) {
        handledErrors.append((error, userInteractionPermitted))
        super.handleError(error, userInteractionPermitted: userInteractionPermitted)
    }
}

/// A fresh directory for one test's files, removed afterwards.
func makeDocumentDirectory(for test: XCTestCase) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uidocument-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
    return directory
}

/// Runs the main queue (where documents finish opening and saving) until `done`, for at most five seconds.
@MainActor
func runMainQueue(until done: () -> Bool) {
    let limit = Date(timeIntervalSinceNow: 5)
    while !done(), Date() < limit {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.002))
    }
}

/// Calls `start` with a completion handler and runs the main queue until it is called; its argument.
@MainActor
func awaitCompletion(_ start: (@escaping @Sendable (Bool) -> Void) -> Void) -> Bool? {
    let box = CompletionBox()
    start { success in box.set(success) }
    runMainQueue { box.value != nil }
    return box.value
}

/// Where a completion handler called on the main queue leaves its result.
final class CompletionBox: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Bool?
    var value: Bool? { lock.withLock { result } }
    func set(_ value: Bool) {
        XCTAssertTrue(Thread.isMainThread, "completion handlers run on the main queue")
        lock.withLock { result = value }
    }
}
