import Foundation
import XCTest

/// The gallery's form page under headless sway, driven as a person would: text typed with wtype, part of it selected
/// by a drag of the virtual pointer and copied with Ctrl+C, then read by another program (`wl-paste`); text put on
/// the clipboard by `wl-copy` pasted with Ctrl+V; and the edit menu a right-click opens on a field, its rows chosen
/// by pointer. What the field holds is read back the same way: Ctrl+A, Ctrl+C, `wl-paste`.
final class TextEntrySwayTests: XCTestCase {
    /// The name field's row in the 800×600 window: the stage at (20, 118), the panel 20 right and 10 down, the field
    /// 110 right and 24 down, 310×36.
    private let field = PixelBox(x: 150, y: 152, width: 310, height: 36)

    private func startForm() throws -> (HeadlessSway, VirtualPointer, ClientProcess) {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let demo = try launchDemo("gallery", in: sway, arguments: ["--page", "entry"])
        _ = try sway.screenshot(timeout: 15, "the form's white name field") { shot in
            shot.color(x: 300, y: 170).matches(RGB(255, 255, 255), tolerance: 2) && shot.color(x: 45, y: 200).red < 60
        }
        return (sway, pointer, demo)
    }

    /// Clicks into the name field and types `text`; waits until its words show, the same in two screenshots running
    /// (the app may still be drawing the last keys when wtype is done).
    private func type(_ text: String, in sway: HeadlessSway, with pointer: VirtualPointer) throws -> Screenshot {
        try pointer.click(field.midX, field.midY)
        try pointer.move(790, 590)
        try sway.type(text)
        let count = text.split(separator: " ").count
        var previous: [ClosedRange<Int>]?
        return try sway.screenshot(timeout: 10, "the \(count) typed words in the name field") { shot in
            let runs = self.words(in: shot)
            defer { previous = runs }
            return runs.count == count && runs == previous
        }
    }

    /// The columns of the name field that show dark text (or the caret).
    private func textColumns(in shot: Screenshot) -> [Int] {
        (field.x + 2..<field.maxX - 24).filter { x in (field.y + 6..<field.maxY - 6).contains { y in shot.color(x: x, y: y).red < 120 } }
    }

    /// The words of the field's text as runs of columns, split where 6 or more columns show nothing (a space).
    private func words(in shot: Screenshot) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        for x in textColumns(in: shot) {
            if let last = runs.last, x - last.upperBound < 7 { runs[runs.count - 1] = last.lowerBound...x } else { runs.append(x...x) }
        }
        return runs
    }

    /// What the name field holds, through the clipboard: Ctrl+A, Ctrl+C, then `wl-paste` until it reads `expected`.
    private func assertField(in sway: HeadlessSway, holds expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try sway.type("a", holding: "ctrl")
        try sway.type("c", holding: "ctrl")
        let read = waitForClipboard(sway, toRead: expected)
        XCTAssertTrue(read.matched, "wl-paste read \"\(read.last)\"", file: file, line: line)
    }

    func testADraggedSelectionCopiedWithCtrlCIsReadByWlPaste() throws {
        let (sway, pointer, demo) = try startForm()
        let typed = try type("alpha beta gamma", in: sway, with: pointer)
        let runs = words(in: typed)
        XCTAssertGreaterThanOrEqual(runs.count, 3, "three words drawn: \(runs)")
        guard runs.count >= 3 else { return }
        // From just left of "beta"'s first ink to just right of its last: the selection is that word.
        try pointer.drag(from: (Double(runs[1].lowerBound) - 1, field.midY), to: (Double(runs[1].upperBound) + 1.5, field.midY), steps: 8)
        try pointer.move(790, 590)
        try sway.type("c", holding: "ctrl")
        let read = waitForClipboard(sway, toRead: "beta")
        XCTAssertTrue(read.matched, "wl-paste read \"\(read.last)\"; words at \(runs)")

        // A click after "beta" (away from where the drag began, so it is no double click), then one before the text
        // with Shift held (the app reads it from the keyboard's modifiers): the selection runs between the two.
        try pointer.click(Double(runs[1].upperBound) + 1.5, field.midY)
        let shift = try sway.hold("shift", for: 3)
        Thread.sleep(forTimeInterval: 1.2)
        try pointer.click(Double(field.x) + 3, field.midY)
        _ = try shift.waitForExit(timeout: 10)
        try pointer.move(790, 590)
        try sway.type("c", holding: "ctrl")
        let extended = waitForClipboard(sway, toRead: "alpha beta")
        XCTAssertTrue(extended.matched, "after a Shift-click wl-paste read \"\(extended.last)\"")
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    func testTextCopiedWithWlCopyArrivesWithCtrlV() throws {
        let (sway, pointer, demo) = try startForm()
        _ = try type("to:", in: sway, with: pointer)
        try wlCopy(sway, "Grüße ✓ from wl-copy")
        // The selection is sway's once wl-paste reads it; the app, which has the keyboard focus, heard of it then too.
        XCTAssertTrue(waitForClipboard(sway, toRead: "Grüße ✓ from wl-copy").matched)
        try sway.type("v", holding: "ctrl")
        try assertField(in: sway, holds: "to:Grüße ✓ from wl-copy")
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    /// The edit menu's light rows below and right of the right-click at (x, y).
    private func menuShown(_ shot: Screenshot, at x: Int, _ y: Int) -> Bool {
        shot.color(x: x + 150, y: y + 10).matches(RGB(250, 250, 250), tolerance: 3)
            && shot.color(x: x + 150, y: y + 100).matches(RGB(250, 250, 250), tolerance: 3)
    }

    func testTheEditMenuOfARightClickSelectsAllAndPastes() throws {
        let (sway, pointer, demo) = try startForm()
        let typed = try type("alpha beta gamma", in: sway, with: pointer)
        let click = (x: 300, y: 170)
        try pointer.click(Double(click.x), Double(click.y), button: "right")
        _ = try sway.screenshot(timeout: 10, "the edit menu beside the pointer") { self.menuShown($0, at: click.x, click.y) }
        // Rows 28 points high from 6: Cut, Copy, Paste, Select All.
        try pointer.click(Double(click.x + 60), Double(click.y + 6 + 3 * 28 + 14))
        try pointer.move(790, 590)
        _ = try sway.screenshot(timeout: 10, "the menu gone, the text selected") { shot in
            !self.menuShown(shot, at: click.x, click.y) && shot.differingPixels(from: typed, tolerance: 20) > 200
        }
        try sway.type("c", holding: "ctrl")
        let all = waitForClipboard(sway, toRead: "alpha beta gamma")
        XCTAssertTrue(all.matched, "Select All then Ctrl+C: wl-paste read \"\(all.last)\"")

        try wlCopy(sway, "pasted by menu")
        XCTAssertTrue(waitForClipboard(sway, toRead: "pasted by menu").matched)
        // The caret to the end: the paste adds to the text, so what is read back cannot be the clipboard's alone.
        try sway.press("End")
        try pointer.click(Double(click.x), Double(click.y), button: "right")
        _ = try sway.screenshot(timeout: 10, "the edit menu again") { self.menuShown($0, at: click.x, click.y) }
        try pointer.click(Double(click.x + 60), Double(click.y + 6 + 2 * 28 + 14))
        try pointer.move(790, 590)
        try assertField(in: sway, holds: "alpha beta gammapasted by menu")
        XCTAssertTrue(demo.isRunning, demo.report())
    }
}
