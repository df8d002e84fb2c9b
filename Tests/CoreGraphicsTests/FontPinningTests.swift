import CoreGraphics
import Foundation
import TestSupport
import XCTest

/// The tests' fonts are pinned (Tests/Fonts/fonts.conf, set before any test runs): text in reference pictures is the
/// same whatever else the machine has installed. Proven by running the monospace reference again in a child process
/// whose home has another monospace family (Noto Sans Mono) in a private font folder and a user configuration that
/// prefers it: pinned, the reference still matches; unpinned, the same child draws another font and fails.
final class FontPinningTests: XCTestCase {
    private static let childVariable = "FONT_PINNING_CHILD"
    private static let notoSansMono = "/usr/share/fonts/truetype/noto/NotoSansMono-Regular.ttf"

    func testMonospaceTextMatchesItsReference() {
        let context = makeContext(220, 30)
        context.setFillColor(.white)
        context.fill(CGRect(x: 0, y: 0, width: 220, height: 30))
        TextLayout(string: "monospace 0O1lI {}", font: TextLayout.Font(family: "monospace", size: 16), color: .black)
            .draw(in: context, at: CGPoint(x: 6, y: 5))
        assertSnapshot(context.makeImage()!)
    }

    func testThePinHoldsWithAnotherMonospaceFontInAPrivateFolder() throws {
        guard ProcessInfo.processInfo.environment[Self.childVariable] == nil else { return }
        guard FileManager.default.fileExists(atPath: Self.notoSansMono) else {
            return XCTFail("\(Self.notoSansMono) is missing: install fonts-noto-mono (scripts/deps.sh --test does)")
        }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("font-pinning-\(getpid())")
        defer { try? FileManager.default.removeItem(at: home) }
        let fonts = home.appendingPathComponent(".local/share/fonts")
        let config = home.appendingPathComponent(".config/fontconfig")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.notoSansMono, toPath: fonts.appendingPathComponent("NotoSansMono-Regular.ttf").path)
        try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>\(fonts.path)</dir>
          <alias binding="strong"><family>monospace</family><prefer><family>Noto Sans Mono</family></prefer></alias>
        </fontconfig>
        """.write(to: config.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)

        XCTAssertEqual(try runReferenceInChild(home: home, pinned: true), 0, "pinned: the private font is not seen")
        XCTAssertNotEqual(try runReferenceInChild(home: home, pinned: false), 0, "unpinned: the private font is drawn instead")
    }

    /// Runs `testMonospaceTextMatchesItsReference` in a child of this test process with `home` as its home; its exit status.
    private func runReferenceInChild(home: URL, pinned: Bool) throws -> Int32 {
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = nil
        environment["HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
        environment["XDG_DATA_HOME"] = home.appendingPathComponent(".local/share").path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent(".cache").path
        environment["TMPDIR"] = home.path
        environment[Self.childVariable] = "1"
        if !pinned { environment["TEST_FONTS_UNPINNED"] = "1" }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["CoreGraphicsTests.FontPinningTests/testMonospaceTextMatchesItsReference"]
        child.environment = environment
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        child.waitUntilExit()
        return child.terminationStatus
    }
}
