import Foundation
import XCTest

/// The project's real clients (`wayland-probe`, and `demo` on the UIKit path) against a compositor
/// that misbehaves: each case ends with one line naming the cause and status 1, or the client
/// carries on as a real one should, with no crash, hang or leak. README "Reliability" counts them.
final class MisbehavingCompositorTests: XCTestCase {
    /// A client that must end: one stderr line starting `prefix` and containing `cause`, status 1.
    private func assertEnds(_ client: String, _ arguments: [String] = [], against misbehavior: String, saying cause: String,
                            within seconds: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line) throws {
        let compositor = try MisbehavingCompositor(misbehavior)
        defer { compositor.stop() }
        let ending = try compositor.runClient(client, arguments, timeout: seconds + 10)
        let context = "\(client) against '\(misbehavior)': status \(ending.status), stderr:\n\(ending.lines.joined(separator: "\n"))"
        XCTAssertEqual(ending.status, 1, context, file: file, line: line)
        XCTAssertEqual(ending.lines.count, 1, context, file: file, line: line)
        XCTAssertTrue(ending.lines.first?.hasPrefix("\(client): ") == true, context, file: file, line: line)
        XCTAssertTrue(ending.lines.first?.contains(cause) == true, "expected \"\(cause)\"; \(context)", file: file, line: line)
        XCTAssertLessThan(ending.seconds, seconds, context, file: file, line: line)
    }

    // MARK: Cases that end the client

    func testASocketThatClosesAtOnce() throws {
        try assertEnds("wayland-probe", against: "close", saying: "lost the connection to the Wayland compositor")
        try assertEnds("demo", ["clouds"], against: "close", saying: "lost the connection to the Wayland compositor")
    }

    func testACompositorThatNeverAnswers() throws {
        try assertEnds("wayland-probe", against: "silent", saying: "did not answer within 2 s", within: 6)
        try assertEnds("demo", ["clouds"], against: "silent", saying: "did not answer within 2 s", within: 6)
    }

    func testACompositorThatAnswersWithRandomBytes() throws {
        try assertEnds("wayland-probe", against: "garbage", saying: "Wayland protocol error: the compositor sent data that is not the Wayland protocol")
        try assertEnds("demo", ["clouds"], against: "garbage", saying: "Wayland protocol error: the compositor sent data that is not the Wayland protocol")
    }

    func testADisplayErrorAtOnce() throws {
        try assertEnds("wayland-probe", against: "error", saying: "Wayland protocol error 3 on wl_display@1")
        try assertEnds("demo", ["clouds"], against: "error", saying: "Wayland protocol error 3 on wl_display@1")
    }

    func testEachMissingRequiredGlobalIsNamed() throws {
        for global in ["wl_compositor", "wl_shm", "xdg_wm_base"] {
            try assertEnds("wayland-probe", against: "omit-\(global)", saying: "does not offer \(global)")
        }
    }

    func testBrokenKeymaps() throws {
        try assertEnds("wayland-probe", against: "keymap-short", saying: "a keymap of 65536 bytes in a file of 16 bytes")
        try assertEnds("wayland-probe", against: "keymap-garbage", saying: "a keymap xkbcommon cannot compile")
        // libwayland-server cannot pass on a closed descriptor: it drops the client instead.
        try assertEnds("wayland-probe", against: "keymap-closed", saying: "lost the connection to the Wayland compositor")
    }

    func testACompositorThatVanishesMidFrame() throws {
        try assertEnds("demo", ["clouds"], against: "vanish-mid-frame", saying: "lost the connection to the Wayland compositor", within: 20)
    }

    // MARK: Cases the client carries on through

    /// Waits for the compositor to report a commit matching `predicate`; returns its line.
    @discardableResult
    private func waitForCommit(_ compositor: MisbehavingCompositor, _ client: ClientProcess, _ what: String,
                               where predicate: @escaping (_ width: Int, _ height: Int, _ buffers: Int) -> Bool) throws -> String {
        do {
            return try compositor.process.waitForLine(what, timeout: 20) { line in
                let parts = line.split(separator: " ")
                guard parts.count == 5, parts[0] == "commit", let w = Int(parts[1]), let h = Int(parts[2]), let n = Int(parts[4]) else { return false }
                return predicate(w, h, n)
            }
        } catch {
            throw HarnessError("\(error)\(client.report())")
        }
    }

    func testAConfigureOf0x0LetsTheClientChoose() throws {
        let compositor = try MisbehavingCompositor("configure-0x0")
        defer { compositor.stop() }
        let probe = try compositor.launchClient("wayland-probe", ["--size", "300x200"])
        defer { probe.terminate() }
        try waitForCommit(compositor, probe, "a 300×200 commit") { w, h, _ in w == 300 && h == 200 }
        XCTAssertTrue(probe.isRunning, probe.report())
    }

    func testAConfigureOf1x1IsHonoured() throws {
        let compositor = try MisbehavingCompositor("configure-1x1")
        defer { compositor.stop() }
        let demo = try compositor.launchClient("demo", ["clouds"])
        defer { demo.terminate() }
        try waitForCommit(compositor, demo, "a 1×1 commit") { w, h, _ in w == 1 && h == 1 }
        usleep(300_000)
        XCTAssertTrue(demo.isRunning, demo.report())
        XCTAssertEqual(demo.errorText, "", demo.report())
    }

    func testAConfigureOf100000SquaredIsRefusedWithOneLine() throws {
        let compositor = try MisbehavingCompositor("configure-100000x100000")
        defer { compositor.stop() }
        let probe = try compositor.launchClient("wayland-probe", ["--size", "300x200"])
        defer { probe.terminate() }
        try waitForCommit(compositor, probe, "the client's own 300×200") { w, h, _ in w == 300 && h == 200 }
        usleep(300_000)
        XCTAssertTrue(probe.isRunning, probe.report())
        let lines = probe.errorText.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, probe.report())
        XCTAssertTrue(lines.first?.contains("100000×100000, beyond 16384 a side; keeping 300×200") == true, probe.report())
        let vitals = try ProcessVitals(pid: probe.processIdentifier)
        XCTAssertLessThan(vitals.residentKB, 200_000, "\(vitals)")
    }

    /// Buffers never released: the animating demo allocates up to the pool's bound (8), then
    /// waits; its memfds stay at that bound and it keeps answering.
    func testBuffersNeverReleasedStopAtTheBound() throws {
        let compositor = try MisbehavingCompositor("hold-buffers")
        defer { compositor.stop() }
        let demo = try compositor.launchClient("demo", ["clouds"])
        defer { demo.terminate() }
        try waitForCommit(compositor, demo, "eight buffers committed") { _, _, n in n >= 8 }
        sleep(2)
        let vitals = try ProcessVitals(pid: demo.processIdentifier)
        XCTAssertTrue(demo.isRunning, demo.report())
        XCTAssertEqual(vitals.buffers, 8, "\(vitals)")
        XCTAssertFalse(compositor.process.lines.contains { $0.hasPrefix("commit") && $0.hasSuffix("buffers 9") }, compositor.process.report())
        XCTAssertEqual(demo.errorText, "", demo.report())
    }

    /// Releases of buffers the compositor never got (or already released) are ignored: the demo
    /// keeps animating with a steady number of buffers.
    func testReleasesOfBuffersNeverCommittedAreIgnored() throws {
        let compositor = try MisbehavingCompositor("stray-releases")
        defer { compositor.stop() }
        let demo = try compositor.launchClient("demo", ["clouds"])
        defer { demo.terminate() }
        try waitForCommit(compositor, demo, "a first commit") { _, _, _ in true }
        let early = try ProcessVitals(pid: demo.processIdentifier)
        let seen = compositor.process.lines.count
        sleep(2)
        let late = try ProcessVitals(pid: demo.processIdentifier)
        XCTAssertTrue(demo.isRunning, demo.report())
        XCTAssertGreaterThan(compositor.process.lines.count, seen + 10, "the demo keeps committing frames")
        XCTAssertLessThanOrEqual(late.buffers, 3, "\(late)")
        XCTAssertLessThanOrEqual(late.descriptors.count, early.descriptors.count + 2, "early \(early), late \(late)")
        XCTAssertEqual(demo.errorText, "", demo.report())
    }
}
