import Foundation
import XCTest

/// `swift package generate-documentation` builds the QuartzCore catalog with its articles and the
/// timing figure, every symbol link resolved (warnings are errors). Slow: it builds QuartzCore in
/// its own scratch folder under .build and extracts its symbol graph (about 1.5 min the first time
/// on a 2-core machine, seconds after). UIKit's catalog is generated the same way by hand.
final class DocCGenerationTests: XCTestCase {
    func testTheQuartzCoreCatalogHasItsArticlesAndFigure() throws {
        let scratch = RepositoryRoot.url.appendingPathComponent(".build/docc")
        let arguments = [
            "swift", "package", "--package-path", RepositoryRoot.url.path, "--scratch-path", scratch.path,
            "generate-documentation", "--target", "QuartzCore", "--warnings-as-errors",
        ]
        let (status, output) = try run(arguments)
        XCTAssertEqual(status, 0, "\(arguments.joined(separator: " ")):\n\(output.suffix(4000))")

        let archive = scratch.appendingPathComponent("plugins/Swift-DocC/outputs/QuartzCore.doccarchive")
        let pages = archive.appendingPathComponent("data/documentation/quartzcore")
        for (article, title) in [("timingmodel", "The timing model"), ("renderingpipeline", "The rendering pipeline")] {
            let page = try JSONSerialization.jsonObject(with: Data(contentsOf: pages.appendingPathComponent("\(article).json")))
            let metadata = (page as? [String: Any])?["metadata"] as? [String: Any]
            XCTAssertEqual(metadata?["title"] as? String, title, article)
        }
        let figure = archive.appendingPathComponent("images/QuartzCore/timing-model.svg")
        XCTAssertTrue(FileManager.default.fileExists(atPath: figure.path), "the timing figure is in the archive")
        let timing = try String(contentsOf: pages.appendingPathComponent("timingmodel.json"), encoding: .utf8)
        XCTAssertTrue(timing.contains("timing-model.svg"), "the timing article shows the figure")
    }

    /// The committed figure is what scripts/timing-figure.py draws, so the script stays its source.
    func testTheTimingFigureIsWhatItsScriptDraws() throws {
        let script = RepositoryRoot.url.appendingPathComponent("scripts/timing-figure.py")
        let figure = RepositoryRoot.url.appendingPathComponent("Sources/QuartzCore/QuartzCore.docc/Resources/timing-model.svg")
        let (status, drawn) = try run(["python3", script.path])
        XCTAssertEqual(status, 0, drawn)
        XCTAssertEqual(drawn, try String(contentsOf: figure, encoding: .utf8),
                       "python3 scripts/timing-figure.py > \(figure.path) brings the figure up to date")
    }

    /// Runs a command to its end, with the environment of the test, and returns its status and output.
    private func run(_ arguments: [String]) throws -> (Int32, String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("docc-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }
}
