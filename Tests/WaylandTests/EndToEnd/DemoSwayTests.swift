import Foundation
import XCTest

/// The demo's scenes on a real desktop: headless sway.
final class DemoSwayTests: XCTestCase {
    func testCloudsDriftOverTheSky() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let demo = try launchDemo("clouds", in: sway)
        let sky = RGB(84, 153, 237)
        func cloudPixels(_ shot: Screenshot) -> Int {
            shot.count { $0.red > 180 && $0.green > 200 && $0.blue > 230 }
        }
        let first = try sway.screenshot(timeout: 15, "a sky with clouds") { shot in
            shot.color(x: 400, y: 5).matches(sky, tolerance: 3) && cloudPixels(shot) > 1500
        }
        // The clouds move: a later screenshot differs where they are.
        _ = try sway.screenshot(timeout: 15, "the clouds moved") { shot in
            shot.differingPixels(from: first, tolerance: 8) > 50
        }
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    func testACloudDraggedWithThePointerFollowsItAndStaysWhereItWasDropped() throws {
        let (sway, pointer, demo) = try startScene("clouds")
        // A white cloud at alpha 0.7 over the sky.
        let isCloud = { (pixel: RGB) in pixel.matches(RGB(204, 224, 250), tolerance: 6) }
        let sky = try sway.screenshot(timeout: 15, "a sky with clouds") { $0.count(where: isCloud) > 1500 }
        // The highest cloud: its top is the first cloud pixel in reading order.
        var top: (x: Int, y: Int)?
        for y in 0..<sky.height where top == nil {
            for x in 0..<sky.width where isCloud(sky.color(x: x, y: y)) { top = (x, y); break }
        }
        let (topX, topY) = try XCTUnwrap(top)
        let grab = (x: Double(topX), y: Double(topY + 27))
        let down = grab.y < 300
        let drop = (x: grab.x, y: grab.y + (down ? 180 : -180))
        let dropBox = PixelBox(x: Int(drop.x) - 50, y: Int(drop.y) - 35, width: 100, height: 70)
        let before = sky.count(in: dropBox, where: isCloud)
        try pointer.drag(from: grab, to: drop, steps: 12)
        _ = try sway.screenshot(timeout: 10, "the cloud where it was dropped") { shot in
            shot.count(in: dropBox, where: isCloud) > before + 800
        }
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    func testMailFliesTheIconIntoTheTappedFolderAndPulsesItYellow() throws {
        let (sway, pointer, demo) = try startScene("mail")
        // The bar (gray) over the white folder list, with the icon at the left of the bar.
        _ = try sway.screenshot(timeout: 15, "the mail bar over the folders") { shot in
            shot.color(x: 400, y: 5).matches(RGB(237, 237, 237), tolerance: 3) && shot.color(x: 400, y: 300) == .white
        }
        // Row 4 ("Receipts") spans y 64 + 4 × 44 … + 44.
        try pointer.click(400, 64 + 4 * 44 + 22)
        let row = PixelBox(x: 300, y: 64 + 4 * 44 + 4, width: 400, height: 36)
        // First the icon flies (not yellow yet), then the row turns yellow.
        _ = try sway.screenshot(timeout: 10, "the folder row pulsing yellow") { shot in
            shot.count(in: row) { $0.red > 240 && $0.green > 240 && $0.blue < 200 } > 1000
        }
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    func testGeniusTurnsTheCoversAndGrowsTheAlbumOnATapThenPlaysItBack() throws {
        let (sway, pointer, demo) = try startScene("genius")
        let probe = (x: 390, y: 180)
        let record = RGB(34, 34, 34)
        try waitForMosaic(in: sway)
        try pointer.click(400, 300)
        _ = try sway.screenshot(timeout: 10, "the album filling the window") { shot in
            shot.color(x: probe.x, y: probe.y).matches(record, tolerance: 6)
                && shot.color(x: 400, y: 40).red > 200
        }
        try pointer.click(400, 300)
        try waitForMosaic(in: sway, "the covers back after the second tap")
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    func testGeniusResizedMidEffectFillsTheNewWindow() throws {
        let (sway, pointer, demo) = try startScene("genius")
        try waitForMosaic(in: sway)
        try pointer.click(400, 300)
        try sway.swaymsg("[app_id=\"demo\"] floating enable, resize set 500 400, move position 0 0")
        // The album fills the 500×400 window: a 400-point square at its center, its record above the middle.
        _ = try sway.screenshot(timeout: 10, "the album filling the resized window") { shot in
            shot.color(x: 250, y: 120).matches(RGB(34, 34, 34), tolerance: 6)
                && shot.color(x: 250, y: 60).red > 200 // above a 400-point album's record, inside a 600-point one's
                && shot.color(x: 60, y: 200).red > 200 && shot.color(x: 440, y: 200).red > 200
        }
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    func testInstrumentKeysTintBlendingAndShowTheFrameRate() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let demo = try launchDemo("genius", in: sway)
        try waitForMosaic(in: sway)
        let background = RGB(20, 20, 20)
        // The frame-rate box's text, white, in the top-right corner.
        let box = PixelBox(x: 800 - 6 - 140, y: 6, width: 140, height: 22)
        let isText = { (pixel: RGB) in pixel.red > 200 && pixel.green > 200 && pixel.blue > 200 }
        try sway.press("F2")
        _ = try sway.screenshot(timeout: 10, "the opaque background tinted green") { shot in
            shot.color(x: 60, y: 300).matches(RGB(10, 138, 10), tolerance: 6)
        }
        try sway.press("F2", "F1")
        _ = try sway.screenshot(timeout: 10, "the tint gone and the frame rate top right") { shot in
            shot.color(x: 60, y: 300).matches(background, tolerance: 3) && shot.count(in: box, where: isText) > 30
        }
        try sway.press("F1")
        _ = try sway.screenshot(timeout: 10, "the frame rate gone") { $0.count(in: box, where: isText) == 0 }
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    func testTheInstrumentVariablesReachTheDemo() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let demo = try launchDemo("mail", in: sway, environment: ["CA_COLOR_BLENDED_LAYERS": "1"])
        // The white folder list, opaque: tinted green.
        _ = try sway.screenshot(timeout: 15, "the folders tinted green") { $0.color(x: 400, y: 580).matches(RGB(127, 255, 127), tolerance: 3) }
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    /// Mail resized while the icon flies: the flight lands and the row still pulses, in a window
    /// laid out at the new size (the bar across its 500-pixel width, the rows below it).
    func testMailResizedMidFlightStillPulsesTheRow() throws {
        let (sway, pointer, demo) = try startScene("mail")
        _ = try sway.screenshot(timeout: 15, "the mail bar over the folders") { shot in
            shot.color(x: 400, y: 5).matches(RGB(237, 237, 237), tolerance: 3) && shot.color(x: 400, y: 300) == .white
        }
        try pointer.click(400, 64 + 2 * 44 + 22)
        try sway.swaymsg("[app_id=\"demo\"] floating enable, resize set 500 400, move position 0 0")
        let row = PixelBox(x: 200, y: 64 + 2 * 44 + 4, width: 250, height: 36)
        _ = try sway.screenshot(timeout: 10, "row 2 pulsing yellow in the 500×400 window") { shot in
            shot.color(x: 480, y: 5).matches(RGB(237, 237, 237), tolerance: 3)
                && shot.count(in: row) { $0.red > 240 && $0.green > 240 && $0.blue < 200 } > 1000
        }
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    /// Clouds resized while they drift: the sky fills the new size and the clouds keep moving
    /// there (the scene re-aims them past the new edge).
    func testCloudsResizedMidDriftKeepDrifting() throws {
        let (sway, _, demo) = try startScene("clouds")
        let sky = RGB(84, 153, 237)
        _ = try sway.screenshot(timeout: 15, "the sky") { $0.color(x: 400, y: 5).matches(sky, tolerance: 3) }
        try sway.swaymsg("[app_id=\"demo\"] floating enable, resize set 500 400, move position 0 0")
        let isSky = { (pixel: RGB) in pixel.matches(sky, tolerance: 3) }
        let resized = try sway.screenshot(timeout: 10, "the sky filling 500×400 and no more") { shot in
            shot.count(in: PixelBox(x: 480, y: 0, width: 20, height: 400), where: isSky) > 4000
                && shot.count(in: PixelBox(x: 520, y: 0, width: 280, height: 600), where: isSky) == 0
                && shot.count(in: PixelBox(x: 0, y: 420, width: 500, height: 180), where: isSky) == 0
        }
        // The clouds sit where the scene put them at random: all may be right of the narrower
        // window for a while, until the next one comes in from the left (one every 10 s).
        _ = try sway.screenshot(timeout: 40, "the clouds moved in the resized window") { shot in
            shot.differingPixels(from: resized, tolerance: 8) > 50
        }
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    /// `--scale 2` zooms the window: the 64-point bar is 128 pixels high on the 800×600
    /// output (the scene laid out in 400×300 points), and a click at pixel (400, 520) lands on
    /// the point (200, 260), row 4, which pulses yellow.
    func testScaleTwoZoomsTheWindowAndItsInput() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let demo = try launchDemo("mail", in: sway, arguments: ["--scale", "2"])
        _ = try sway.screenshot(timeout: 15, "the mail bar 128 pixels high over the folders") { shot in
            shot.color(x: 400, y: 120).matches(RGB(237, 237, 237), tolerance: 3) && shot.color(x: 400, y: 140) == .white
        }
        try pointer.click(400, 2 * (64 + 4 * 44 + 22))
        let row = PixelBox(x: 300, y: 2 * (64 + 4 * 44) + 8, width: 400, height: 72)
        _ = try sway.screenshot(timeout: 10, "row 4 pulsing yellow at twice the size") { shot in
            shot.count(in: row) { $0.red > 240 && $0.green > 240 && $0.blue < 200 } > 4000
        }
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    func testTheGalleryPagesWithTheArrowKeysAndTheNextButton() throws {
        let (sway, pointer, demo) = try startScene("gallery")
        _ = try sway.screenshot(timeout: 15, "the gallery's first page") { isCurrentGalleryPage($0, 0) }
        try sway.press("Right", "Right")
        _ = try sway.screenshot(timeout: 10, "the third page after two Right presses") { isCurrentGalleryPage($0, 2) }
        try sway.press("Left")
        _ = try sway.screenshot(timeout: 10, "back to the second page") { isCurrentGalleryPage($0, 1) }
        try pointer.click(728, 572)
        _ = try sway.screenshot(timeout: 10, "the third page after a click on Next") { isCurrentGalleryPage($0, 2) }
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    /// The gallery resized while a page animates: its footer follows the window's new bottom, the
    /// page stays the current one, and the keys still page it.
    func testTheGalleryResizedMidAnimationKeepsItsPageAndKeys() throws {
        let (sway, _, demo) = try startScene("gallery")
        _ = try sway.screenshot(timeout: 15, "the gallery's first page") { isCurrentGalleryPage($0, 0) }
        try sway.press("Right")
        _ = try sway.screenshot(timeout: 10, "the fill modes page") { isCurrentGalleryPage($0, 1) }
        try sway.swaymsg("[app_id=\"demo\"] floating enable, resize set 500 400, move position 0 0")
        _ = try sway.screenshot(timeout: 10, "the second page's dot at the foot of a 500×400 window") {
            isCurrentGalleryPage($0, 1, row: 372, columns: 0..<500)
        }
        try sway.press("Right")
        _ = try sway.screenshot(timeout: 10, "the third page at the new size") { isCurrentGalleryPage($0, 2, row: 372, columns: 0..<500) }
        XCTAssertTrue(demo.isRunning, demo.report())
    }

    /// Whether the gallery's page dots along `row` (28 points above the window's bottom) show
    /// `page` as the current one: white where the others are gray. Dots are told from the
    /// Previous and Next titles beside them (however many pages push them close) by their colour:
    /// neutral, where the titles are blue (the default columns leave out the pointer, which rests on
    /// Next after a click there).
    private func isCurrentGalleryPage(_ shot: Screenshot, _ page: Int, row: Int = 572, columns: Range<Int> = 120..<680) -> Bool {
        var brightest: [Int] = [], inDot = false
        for x in columns {
            let color = shot.color(x: x, y: row)
            let isDot = color.red > 60 && abs(color.red - color.blue) < 24 && abs(color.green - color.blue) < 24
            if isDot, !inDot { brightest.append(0) }
            if isDot { brightest[brightest.count - 1] = max(brightest[brightest.count - 1], color.red) }
            inDot = isDot
        }
        return brightest.count > page && brightest.enumerated().allSatisfy { ($0.element > 200) == ($0.offset == page) }
    }

    /// Headless sway with a virtual pointer, showing `demo SCENE`.
    private func startScene(_ scene: String) throws -> (HeadlessSway, VirtualPointer, ClientProcess) {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        return (sway, pointer, try launchDemo(scene, in: sway))
    }

    /// Waits for Genius's mosaic, centered: the orange first cover left of the middle, near the top.
    private func waitForMosaic(in sway: HeadlessSway, _ what: String = "the mosaic of covers") throws {
        _ = try sway.screenshot(timeout: 15, what) { shot in
            let cover = shot.color(x: 390, y: 180)
            return cover.red > 200 && cover.blue < 120
        }
    }
}
