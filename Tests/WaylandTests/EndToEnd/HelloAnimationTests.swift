import Foundation
import XCTest

/// Examples/HelloAnimation, the package an outside app would be: it builds against this one by
/// path, its window shows its star (an asset from its own resource bundle) under weston, and a
/// tap under sway springs the star to the tapped point.
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

    static let night = RGB(26, 38, 77)
    static let gold = RGB(255, 200, 61)

    /// The window's content (night blue) and the star (gold) in a screenshot, once both show.
    static func scene(_ shot: Screenshot) -> (content: PixelBox, star: PixelBox)? {
        guard let content = shot.boundingBox(of: night, tolerance: 3), content.count > 100_000,
              let star = shot.boundingBox(of: gold, tolerance: 8), star.count > 800 else { return nil }
        return (content.box, star.box)
    }

    /// Checks that the star sits at the center of the window's content, which it returns.
    @discardableResult
    private func assertStarCentered(_ shot: Screenshot, line: UInt = #line) throws -> PixelBox {
        let (content, star) = try XCTUnwrap(Self.scene(shot), line: line)
        XCTAssertEqual(star.midX, content.midX, accuracy: 3, "star \(star) in \(content)", line: line)
        XCTAssertEqual(star.midY, content.midY, accuracy: 3, "star \(star) in \(content)", line: line)
        return content
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
        let shot = try weston.screenshot(timeout: 20, "the night-blue window with its golden star") { Self.scene($0) != nil }
        try assertStarCentered(shot)
        XCTAssertTrue(app.isRunning, app.report())
    }

    func testATapSpringsTheStarToThePointUnderSway() throws {
        let executable = try Self.buildExample()
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let app = try sway.launch(executable)
        addTeardownBlock { app.terminate() }
        let first = try sway.screenshot(timeout: 20, "the star in the window") { Self.scene($0) != nil }
        let content = try assertStarCentered(first)
        let tap = (x: Double(content.x + 150), y: Double(content.y + 120))
        try pointer.click(tap.x, tap.y)
        _ = try sway.screenshot(timeout: 10, "the star sprung to the tapped point") { shot in
            guard let star = Self.scene(shot)?.star else { return false }
            return abs(star.midX - tap.x) <= 3 && abs(star.midY - tap.y) <= 3
        }
        XCTAssertTrue(app.isRunning, app.report())
    }
}
