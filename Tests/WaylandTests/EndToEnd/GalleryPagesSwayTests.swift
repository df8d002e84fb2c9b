import Foundation
import XCTest

/// The gallery's physics, blur and text entry pages on a real desktop, driven by the virtual pointer (and an input
/// method) under headless sway.
final class GalleryPagesSwayTests: XCTestCase {
    /// Where the gallery's 760×400 stage lies in an 800×600 window: centered between the 92-point header and the
    /// 56-point footer.
    private let stage = (x: 20, y: 118)

    /// Headless sway with a virtual pointer, showing the gallery's page `page`, the pointer parked in the footer's
    /// corner (the cursor shows in screenshots).
    private func startPage(_ page: String) throws -> (HeadlessSway, VirtualPointer, ClientProcess) {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let demo = try launchDemo("gallery", in: sway, arguments: ["--page", page])
        try pointer.move(790, 590)
        return (sway, pointer, demo)
    }

    /// A screenshot that `shows` accepts and that agrees with the one before it (but for a few edge pixels): what
    /// moves has come to rest.
    private func waitForRest(in sway: HeadlessSway, _ what: String, timeout: TimeInterval = 20,
                             showing shows: @escaping (Screenshot) -> Bool) throws -> Screenshot {
        var previous: Screenshot?
        return try sway.screenshot(timeout: timeout, what) { shot in
            defer { previous = shot }
            guard let previous, shows(shot) else { return false }
            // A resting pile may still shift an edge pixel's shade from frame to frame.
            return shot.differingPixels(from: previous, tolerance: 8) < 40
        }
    }

    /// An item of the box, grabbed and flung up and to the right with the pointer, flies and comes to rest again
    /// elsewhere, inside the box.
    func testAPhysicsItemDraggedAndFlungEndsUpInsideTheBox() throws {
        let (sway, pointer, demo) = try startPage("dynamics")
        // The box (720×380 at (20, 10) of the stage) and its third item, a green ball 64 points wide.
        let box = PixelBox(x: stage.x + 20, y: stage.y + 10, width: 720, height: 380)
        let green = RGB(89, 217, 115)
        let isBall = { (shot: Screenshot) in (shot.boundingBox(of: green, tolerance: 6, in: box)?.count ?? 0) > 2000 }
        let settled = try waitForRest(in: sway, "the items at rest on the floor of the box", showing: isBall)
        let ball = try XCTUnwrap(settled.boundingBox(of: green, tolerance: 6, in: box), "the green ball in the box")
        XCTAssertGreaterThan(ball.count, 2000, "a whole ball: \(ball.box)")
        let grab = (ball.box.midX, ball.box.midY)
        // A hand's pace: a move every 16 ms, 20 × (8, −10) points (virtual pointer events sent back to back would
        // fling at hundreds of thousands of points a second).
        try pointer.move(grab.0, grab.1)
        try pointer.press()
        for step in 1...20 {
            Thread.sleep(forTimeInterval: 0.016)
            try pointer.move(grab.0 + Double(step) * 8, grab.1 - Double(step) * 10)
        }
        try pointer.release()
        try pointer.move(790, 590)
        _ = try sway.screenshot(timeout: 10, "the ball flung away from where it lay") { shot in
            guard let moved = shot.boundingBox(of: green, tolerance: 6, in: box) else { return false }
            return abs(moved.box.midX - ball.box.midX) + abs(moved.box.midY - ball.box.midY) > 60
        }
        let rest = try waitForRest(in: sway, "the ball at rest again", showing: isBall)
        let landed = try XCTUnwrap(rest.boundingBox(of: green, tolerance: 6), "the ball still on screen")
        XCTAssertGreaterThan(landed.count, 2000, "the whole ball shows: \(landed.box)")
        XCTAssertTrue(landed.box.x >= box.x && landed.box.maxX <= box.maxX && landed.box.y >= box.y && landed.box.maxY <= box.maxY,
                      "the ball \(landed.box) inside the box \(box)")
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    /// The blurred panel over the moving cards: the cards' edges blur under it; the slider dragged to its left end
    /// scrubs the blur away through the property animator, and the edges show sharp through the panel.
    func testDraggingTheBlurSliderScrubsTheBlurAway() throws {
        let (sway, pointer, demo) = try startPage("blur")
        // The panel (380×250 at (190, 40) of the stage) below its title, and the slider (at (190, 315), 380 wide).
        let panel = PixelBox(x: stage.x + 190 + 4, y: stage.y + 40 + 60, width: 372, height: 186)
        func sharpEdges(_ shot: Screenshot) -> Int {
            var count = 0
            for y in stride(from: panel.y, to: panel.maxY, by: 2) {
                for x in panel.x..<panel.maxX - 1 {
                    let a = shot.color(x: x, y: y), b = shot.color(x: x + 1, y: y)
                    if abs(a.red - b.red) > 60 || abs(a.green - b.green) > 60 || abs(a.blue - b.blue) > 60 { count += 1 }
                }
            }
            return count
        }
        // The cards are there (coloured pixels in the panel) and blurred (no sharp edge).
        let blurred = try sway.screenshot(timeout: 15, "the cards blurred under the panel") { shot in
            shot.count(in: panel) { $0.red - $0.blue > 40 || $0.blue - $0.red > 40 } > 1000 && sharpEdges(shot) < 10
        }
        _ = try sway.screenshot(timeout: 10, "the blur following the moving cards") { $0.differingPixels(from: blurred, tolerance: 6) > 500 }
        let thumb = (Double(stage.x + 190 + 380 - 14), Double(stage.y + 315) + 15.5)
        try pointer.drag(from: thumb, to: (thumb.0 - 400, thumb.1), steps: 12)
        try pointer.move(790, 590)
        _ = try sway.screenshot(timeout: 10, "the blur scrubbed away: the cards' edges sharp through the panel") { sharpEdges($0) > 60 }
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    /// The text entry page's Name field takes an input method's preedit and commit: the composition and then the
    /// committed text are drawn in the field, the field tells the input method its text, and Tab to the e-mail and
    /// password fields tells it what each is for.
    func testAnInputMethodComposesIntoTheTextEntryPagesNameField() throws {
        let (sway, pointer, demo) = try startPage("entry")
        // The Name field (310×36 at (110, 24) of the panel at (20, 10) of the stage), its text from 7 points in.
        let text = PixelBox(x: stage.x + 20 + 110 + 7, y: stage.y + 10 + 24 + 6, width: 120, height: 24)
        let isInk = { (color: RGB) in color.red < 110 && color.green < 110 && color.blue < 110 }
        let empty = try sway.screenshot(timeout: 15, "the empty Name field") { shot in
            shot.color(x: text.maxX + 40, y: text.y + 12).matches(RGB(255, 255, 255), tolerance: 8)
        }
        XCTAssertEqual(empty.count(in: text, where: isInk), 0, "the placeholder is grey")
        try pointer.click(Double(text.maxX + 100), Double(text.y + 12))
        try pointer.move(790, 590)
        let method = try sway.startInputMethod(for: demo, in: self)

        try method.send("preedit にほ")
        try method.waitForLine("'ok'") { $0 == "ok" }
        let composing = try sway.screenshot(timeout: 10, "the preedit drawn in the field") { $0.count(in: text, where: isInk) > 20 }
        try method.send("commit 日本")
        try method.waitForLine("'ok'") { $0 == "ok" }
        XCTAssertTrue(poll(timeout: 10) { method.lines.contains("surrounding 日本|6|6") }, "the field holds the commit: \(method.report())")
        // Other characters (other glyphs, or other code points in the boxes of a machine without CJK fonts).
        _ = try sway.screenshot(timeout: 10, "the committed text drawn in place of the preedit") { shot in
            let changed = (text.y..<text.maxY).reduce(0) { sum, y in
                sum + (text.x..<text.maxX).filter { x in isInk(shot.color(x: x, y: y)) != isInk(composing.color(x: x, y: y)) }.count
            }
            return shot.count(in: text, where: isInk) > 20 && changed > 10
        }

        try sway.press("Tab")
        XCTAssertTrue(poll(timeout: 10) { method.lines.contains("content-type 0 6") }, "the e-mail field's purpose: \(method.report())")
        try sway.press("Tab")
        XCTAssertTrue(poll(timeout: 10) { method.lines.contains("content-type \(0x40 | 0x80) 8") }, "the password's: \(method.report())")
        XCTAssertTrue(demo.isRunning, demo.report())
    }
}
