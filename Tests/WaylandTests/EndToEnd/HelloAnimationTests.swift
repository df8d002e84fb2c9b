import Foundation
import XCTest

/// Examples/HelloAnimation, the package an outside app would be: it builds against this one by
/// path, and its window shows its star (an asset from its own resource bundle) under weston.
final class HelloAnimationTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Builds the example in its own scratch folder under .build (the first build compiles this
    /// package's modules again; later ones are incremental) and returns the executable.
    static func buildExample() throws -> URL {
        let scratch = root.appendingPathComponent(".build/examples")
        let swift = ["build", "--package-path", root.appendingPathComponent("Examples/HelloAnimation").path,
                     "--scratch-path", scratch.path]
        let output = try Command("/usr/bin/env", ["swift"] + swift, environment: ProcessInfo.processInfo.environment)
            .run(timeout: 1800, allowFailure: true)
        guard output.status == 0 else {
            throw HarnessError("swift \(swift.joined(separator: " ")) failed (\(output.status)):\n\(output.text.suffix(3000))\n\(output.stderr.suffix(3000))")
        }
        return scratch.appendingPathComponent("debug/HelloAnimation")
    }

    func testTheExampleBuildsAndShowsItsStarUnderWeston() throws {
        let executable = try Self.buildExample()
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: executable.path), executable.path)
        let bundle = executable.deletingLastPathComponent().appendingPathComponent("HelloAnimation_HelloAnimation.resources/assets/star.svg")
        XCTAssertTrue(FileManager.default.fileExists(atPath: bundle.path), "the star is copied into the resource bundle")

        let weston = try HeadlessWeston(width: 800, height: 600)
        stopAfterTest(weston)
        let app = try weston.launch(executable)
        addTeardownBlock { app.terminate() }
        let night = RGB(26, 38, 77)
        let isStar = { (pixel: RGB) in pixel.matches(RGB(255, 200, 61), tolerance: 8) }
        let shot = try weston.screenshot(timeout: 20, "the night-blue window with its golden star") { shot in
            shot.count { $0.matches(night, tolerance: 3) } > 100_000 && shot.count(where: isStar) > 800
        }
        // The star is centered in the window's night-blue content.
        let sky = try XCTUnwrap(shot.boundingBox(of: night, tolerance: 3)).box
        let star = try XCTUnwrap(shot.boundingBox(of: RGB(255, 200, 61), tolerance: 8)).box
        XCTAssertEqual(star.midX, sky.midX, accuracy: 3, "star \(star) in \(sky)")
        XCTAssertEqual(star.midY, sky.midY, accuracy: 3, "star \(star) in \(sky)")
        XCTAssertTrue(app.isRunning, app.report())
    }
}
