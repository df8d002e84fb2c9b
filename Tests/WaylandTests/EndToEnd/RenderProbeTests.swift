import Foundation
import XCTest

/// `wayland-probe --render-thread` under headless sway and weston: a render thread presents
/// frames paced by frame callbacks through a `FramePresenter` while the main thread is blocked
/// for 500 ms, follows a resize the main thread answers, and the probe ends cleanly (or with
/// one line when the compositor dies).
final class RenderProbeTests: XCTestCase {
    /// At least this many frames must be presented while the main thread blocks 500 ms (both
    /// compositors pace at 16–25 ms, so about 20–30 come).
    static let framesDuringBlock = 5

    /// `--dispatch-main`: the main thread runs as UIKit's, the socket a dispatch source.
    private func launchSway(dispatchMain: Bool = false) throws -> (HeadlessSway, ClientProcess) {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let probe = try sway.launch(try BuiltProducts.executable("wayland-probe"),
                                    ["--render-thread"] + (dispatchMain ? ["--dispatch-main"] : []))
        addTeardownBlock { probe.terminate() }
        try probe.waitForFrame(width: 800, height: 600)
        return (sway, probe)
    }

    private func launchWeston(_ arguments: [String] = []) throws -> (HeadlessWeston, ClientProcess) {
        let weston = try HeadlessWeston(width: 1024, height: 768)
        stopAfterTest(weston)
        let probe = try weston.launch(try BuiltProducts.executable("wayland-probe"), ["--render-thread"] + arguments)
        addTeardownBlock { probe.terminate() }
        try probe.waitForFrame(width: 640, height: 480)
        return (weston, probe)
    }

    func testFramesGoOnWhileTheMainThreadIsBlockedUnderSway() throws {
        let (_, probe) = try launchSway()
        // sway 1.7's headless output reports every presentation feedback as discarded.
        try assertFramesDuringBlock(probe, reportsPresentation: false)
        try assertQuitsCleanly(probe)
    }

    func testFramesGoOnWhileTheMainThreadIsBlockedUnderWeston() throws {
        let (_, probe) = try launchWeston()
        try assertFramesDuringBlock(probe, reportsPresentation: true)
        try assertQuitsCleanly(probe)
    }

    /// sway reports no presentation times, so its screen shows the frames instead: two
    /// screenshots taken while the main thread is blocked show the bar at two places, the
    /// second at a step drawn during the block.
    func testTheScreenChangesWhileTheMainThreadIsBlockedUnderSway() throws {
        let (sway, probe) = try launchSway()
        try waitForRenderFrames(probe, count: 5)
        // Long enough for two screenshots (grim takes some tens of ms each).
        try probe.send("block 2000")
        let begin = try XCTUnwrap(RenderProbeOutput.block(try probe.waitForLine(startingWith: "block begin"), "begin"))
        let first = try Screenshot(contentsOf: sway.screenshot())
        let afterFirst = monotonicNanoseconds()
        // Three frames later (the render thread reports them while the main thread sleeps).
        try probe.waitForLine("a render frame after the first screenshot") {
            RenderProbeOutput.renderFrame($0).map { $0.time > afterFirst } ?? false
        }
        try probe.waitForLine(startingWith: "render-frame")
        try probe.waitForLine(startingWith: "render-frame")
        let second = try Screenshot(contentsOf: sway.screenshot())
        let afterSecond = monotonicNanoseconds()
        let end = try XCTUnwrap(RenderProbeOutput.block(try probe.waitForLine(startingWith: "block end"), "end"))
        XCTAssertLessThan(afterSecond, end, "both screenshots were taken while the main thread was blocked")

        let firstBar = try XCTUnwrap(Self.barX(in: first), first.url.path)
        let secondBar = try XCTUnwrap(Self.barX(in: second), second.url.path)
        XCTAssertNotEqual(firstBar, secondBar, "the bar moved between \(first.url.path) and \(second.url.path)")
        let drawnDuringBlock = probe.lines.compactMap(RenderProbeOutput.renderFrame)
            .filter { $0.time > begin && $0.time < end }.map { RenderProbeOutput.barX(step: $0.step, width: 800) }
        XCTAssertTrue(drawnDuringBlock.contains(secondBar), "bar at \(secondBar) in \(second.url.path), drawn while blocked: \(drawnDuringBlock)")
        try assertQuitsCleanly(probe)
    }

    /// The left edge of the probe's light bar in the middle row of a screenshot.
    static func barX(in shot: Screenshot) -> Int? {
        (0..<shot.width).first { shot.color(x: $0, y: shot.height / 2).matches(RGB(240, 240, 240), tolerance: 2) }
    }

    func testResizeDuringRenderingIsAnsweredAndFollowed() throws {
        let (sway, probe) = try launchSway()
        try waitForRenderFrames(probe, count: 5)
        try sway.swaymsg("[title=\"^Wayland probe$\"] floating enable, resize set 500 400, move position 0 0")
        try probe.waitForConfigure("500 400") { $0.width == 500 && $0.height == 400 }
        let answer = try probe.waitForLine("'answered … 500 400'") { RenderProbeOutput.answered($0)?.width == 500 }
        let step = RenderProbeOutput.answered(answer)!.step
        // Frames the render thread draws after the main thread's answer are at the new size.
        try probe.waitForLine("a render frame at 500x400") {
            RenderProbeOutput.renderFrame($0).map { $0.step > step + 3 } ?? false
        }
        try assertQuitsCleanly(probe)

        let lines = probe.lines
        let later = lines.compactMap(RenderProbeOutput.renderFrame).filter { $0.step > step }
        XCTAssertGreaterThanOrEqual(later.count, 3, probe.report())
        for frame in later {
            XCTAssertEqual([frame.width, frame.height, frame.bufferWidth, frame.bufferHeight], [500, 400, 500, 400], "\(frame)")
        }
        // Every configure was answered on the main thread with its acknowledgement.
        let configures = lines.filter { ProbeOutput.configure($0) != nil }.count
        let answered = lines.filter { RenderProbeOutput.answered($0) != nil }.count
        XCTAssertEqual(answered, configures, probe.report())
    }

    /// A maximize under weston (libdecor acknowledges in the client) while the render thread
    /// paints a frame (100 ms, nearly all of each frame): the main thread answers at the
    /// maximized size, the frame painted for the old size is dropped instead of shown over it,
    /// and the render thread's later frames are at the new size.
    func testMaximizeWhileTheRenderThreadPaintsUnderWeston() throws {
        let (_, probe) = try launchWeston(["--paint-delay", "100"])
        try waitForRenderFrames(probe, count: 5)
        try probe.waitForLine(startingWith: "painting")
        try probe.send("maximize")
        let maximized = try probe.waitForConfigure("maximized") { $0.states.contains("maximized") }
        let answer = try probe.waitForLine("'answered … \(maximized.width) \(maximized.height)'") {
            RenderProbeOutput.answered($0).map { $0.width == maximized.width && $0.height == maximized.height } ?? false
        }
        let step = RenderProbeOutput.answered(answer)!.step
        try probe.waitForLine("a render frame well after the answer") {
            RenderProbeOutput.renderFrame($0).map { $0.step > step + 3 } ?? false
        }
        try assertQuitsCleanly(probe)
        let later = probe.lines.compactMap(RenderProbeOutput.renderFrame).filter { $0.step > step }
        XCTAssertTrue(later.allSatisfy { $0.width == maximized.width && $0.height == maximized.height }, "\(later)")
        XCTAssertGreaterThan(maximized.width, 640, "\(maximized)")
        XCTAssertTrue(probe.lines.contains { $0.hasPrefix("render-stale") }, "the frame being painted was dropped\(probe.report())")
    }

    /// 100 resizes 10 ms apart while the render thread draws: every configure is answered with
    /// its acknowledgement, no protocol error ends the probe, and frames follow the final size.
    func testResizeStormDuringRendering() throws {
        try resizeStorm(dispatchMain: false)
    }

    /// The same with the main thread served by a dispatch source, as in UIKit: configures the
    /// render thread read from the socket still reach the main thread (`onMainQueueEvents`).
    func testResizeStormDuringRenderingWithADispatchMainLoop() throws {
        try resizeStorm(dispatchMain: true)
    }

    func testFramesGoOnWhileTheDispatchMainThreadIsBlockedUnderSway() throws {
        let (_, probe) = try launchSway(dispatchMain: true)
        try assertFramesDuringBlock(probe, reportsPresentation: false)
        try assertQuitsCleanly(probe)
    }

    private func resizeStorm(dispatchMain: Bool) throws {
        let (sway, probe) = try launchSway(dispatchMain: dispatchMain)
        try waitForRenderFrames(probe, count: 5)
        let ipc = try SwayIPC(socket: sway.ipcSocket)
        let window = "[title=\"^Wayland probe$\"]"
        try ipc.run("\(window) floating enable")
        for step in 0..<100 {
            try ipc.run("\(window) resize set \(200 + step * 7919 % 560) \(150 + step * 104_729 % 420)")
            usleep(10_000)
        }
        try ipc.run("\(window) resize set 521 391, move position 0 0")
        let answer = try probe.waitForLine("'answered … 521 391'") {
            RenderProbeOutput.answered($0).map { $0.width == 521 && $0.height == 391 } ?? false
        }
        let step = RenderProbeOutput.answered(answer)!.step
        try probe.waitForLine("a render frame well after the last answer") {
            RenderProbeOutput.renderFrame($0).map { $0.step > step + 3 } ?? false
        }
        try assertQuitsCleanly(probe)

        let lines = probe.lines
        let later = lines.compactMap(RenderProbeOutput.renderFrame).filter { $0.step > step }
        XCTAssertFalse(later.isEmpty, probe.report())
        XCTAssertTrue(later.allSatisfy { [$0.width, $0.height, $0.bufferWidth, $0.bufferHeight] == [521, 391, 521, 391] }, "\(later)")
        let configures = lines.filter { ProbeOutput.configure($0) != nil }.count
        let answered = lines.filter { RenderProbeOutput.answered($0) != nil }.count
        XCTAssertEqual(answered, configures, probe.report())
        XCTAssertGreaterThan(configures, 20, "configures during the storm")
        print("resize storm during rendering\(dispatchMain ? " (dispatchMain)" : ""): \(configures) configures, \(answered) answered, \(lines.filter { $0.hasPrefix("render-stale") }.count) stale render frames dropped")
    }

    func testKilledCompositorEndsRenderingProbeWithOneLine() throws {
        let (sway, probe) = try launchSway()
        try waitForRenderFrames(probe, count: 5)
        sway.kill()
        try assertOneLineConnectionError(probe)
    }

    /// The render thread alone sees the connection go: it reports it while the main thread sleeps.
    func testKilledCompositorWhileTheMainThreadIsBlockedEndsWithOneLine() throws {
        let (sway, probe) = try launchSway()
        try waitForRenderFrames(probe, count: 5)
        try probe.send("block 3000")
        try probe.waitForLine(startingWith: "block begin")
        sway.kill(signal: SIGKILL)
        try assertOneLineConnectionError(probe)
        XCTAssertFalse(probe.lines.contains { $0.hasPrefix("block end") }, "ended before the main thread woke\(probe.report())")
    }

    private func assertOneLineConnectionError(_ probe: ClientProcess, file: StaticString = #filePath, line: UInt = #line) throws {
        let exit = try probe.waitForExit(timeout: 5)
        XCTAssertEqual(exit.status, 1, exit.stderr, file: file, line: line)
        XCTAssertEqual(exit.stderr.split(separator: "\n").count, 1, "one line on stderr: \(exit.stderr)", file: file, line: line)
        XCTAssertTrue(exit.stderr.hasPrefix("wayland-probe: "), exit.stderr, file: file, line: line)
        XCTAssertTrue(exit.stderr.lowercased().contains("connection"), "names the lost connection: \(exit.stderr)", file: file, line: line)
    }

    private func waitForRenderFrames(_ probe: ClientProcess, count: Int) throws {
        try probe.waitForLine("render frame \(count)") {
            RenderProbeOutput.renderFrame($0).map { $0.step >= count } ?? false
        }
    }

    /// Blocks the probe's main thread 500 ms and checks that frames drawn on the render thread
    /// were presented meanwhile, each a later step than the one before, and, where the compositor
    /// `reportsPresentation`, that it showed them meanwhile.
    private func assertFramesDuringBlock(_ probe: ClientProcess, reportsPresentation: Bool,
                                         file: StaticString = #filePath, line: UInt = #line) throws {
        try waitForRenderFrames(probe, count: 5)
        try probe.send("block 500")
        let begin = try XCTUnwrap(RenderProbeOutput.block(try probe.waitForLine(startingWith: "block begin"), "begin"))
        let end = try XCTUnwrap(RenderProbeOutput.block(try probe.waitForLine(startingWith: "block end"), "end"))
        XCTAssertGreaterThanOrEqual(end - begin, 500_000_000, file: file, line: line)
        // The frame after the block, so the lines of the block are all in.
        try probe.waitForLine(startingWith: "render-frame")
        let lines = probe.lines
        let during = lines.compactMap(RenderProbeOutput.renderFrame).filter { $0.time > begin && $0.time < end }
        XCTAssertGreaterThanOrEqual(during.count, Self.framesDuringBlock, "render frames while blocked\(probe.report())", file: file, line: line)
        let steps = during.map(\.step)
        XCTAssertEqual(steps, steps.sorted(), "steps in order", file: file, line: line)
        XCTAssertEqual(Set(steps).count, steps.count, "a new step each frame", file: file, line: line)
        // The compositor says it showed them then (presentation-time, same clock).
        let shown = lines.compactMap(RenderProbeOutput.presented).filter { $0 > begin && $0 < end }
        let gaps = zip(during.dropFirst(), during).map { Double($0.time - $1.time) / 1e6 }
        print("main thread blocked \(String(format: "%.1f", Double(end - begin) / 1e6)) ms: \(during.count) frames presented from the render thread (steps \(steps.first ?? 0)–\(steps.last ?? 0), longest gap \(String(format: "%.1f", gaps.max() ?? 0)) ms), \(shown.count) reported shown")
        guard reportsPresentation else { return }
        XCTAssertGreaterThanOrEqual(shown.count, Self.framesDuringBlock, "frames presented while blocked\(probe.report())", file: file, line: line)
    }

    private func assertQuitsCleanly(_ probe: ClientProcess, file: StaticString = #filePath, line: UInt = #line) throws {
        try probe.send("quit")
        let exit = try probe.waitForExit(timeout: 5)
        XCTAssertEqual(exit.status, 0, exit.stderr, file: file, line: line)
        XCTAssertEqual(exit.stderr, "", file: file, line: line)
        // After the render thread stopped, the main thread presented and got its frame callback.
        XCTAssertEqual(probe.lines.suffix(2).first?.hasPrefix("main-frame "), true, probe.report(), file: file, line: line)
        XCTAssertEqual(probe.lines.last, "stopped", probe.report(), file: file, line: line)
    }
}
