import Foundation
import XCTest

/// The gallery's collection view page on headless sway (`--slow`: its updates take 3 s): the wheel scrolls it, a
/// tapped tile fades out while the next ones slide into its place, and a resize in the middle of that animation
/// leaves the tiles arranged for the new width once it ends.
final class CollectionViewSwayTests: XCTestCase {
    /// The gallery's accent colours: tile n shows accents[n % 6].
    private static let accents = [RGB(255, 107, 92), RGB(255, 189, 51), RGB(89, 217, 115), RGB(77, 179, 255), RGB(179, 128, 255), RGB(255, 115, 191)]
    /// The collection view's panel behind the tiles.
    private static let panel = RGB(38, 38, 38)

    /// In an 800×600 window the collection view spans (20, 100)–(780, 536); its 82-point tiles sit 94 points apart,
    /// eight a line, the first at (30, 110).
    private func tileOrigin(_ index: Int, perLine: Int = 8, pitch: Double = 94, offset: Double = 0) -> (x: Double, y: Double) {
        (30 + pitch * Double(index % perLine), 110 + 94 * Double(index / perLine) - offset)
    }

    /// The first row, scanning down column `x` from `top`, that shows `color`.
    private func firstRow(of color: RGB, x: Int, from top: Int, to bottom: Int, in shot: Screenshot) -> Int? {
        (top..<bottom).first { shot.color(x: x, y: $0).matches(color, tolerance: 6) }
    }

    func testTheWheelScrollsATappedTileFadesOutAndAResizeMidAnimationRearrangesTheGrid() throws {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let demo = try launchDemo("gallery", in: sway, arguments: ["--page", "collection", "--slow"])
        let tile9 = Self.accents[3], tile10 = Self.accents[4]
        let column = Int(tileOrigin(9).x) + 14
        _ = try sway.screenshot(timeout: 15, "the collection view page, tile 9 at (124, 204)") { shot in
            shot.color(x: column, y: 220).matches(tile9, tolerance: 6) && self.firstRow(of: tile9, x: column, from: 150, to: 300, in: shot) == 204
        }
        // The wheel: three notches down scroll the content up.
        try pointer.move(400, 300)
        try pointer.scroll(3)
        var offset = 0.0
        _ = try sway.screenshot(timeout: 10, "tile 9 scrolled up") { shot in
            guard let top = self.firstRow(of: tile9, x: column, from: 101, to: 300, in: shot), top < 200 else { return false }
            offset = Double(204 - top)
            return true
        }
        // A tap on tile 9 deletes it: it fades out over 3 s (no longer its full colour, not yet the panel) while tile
        // 10 slides into its place.
        let tile = tileOrigin(9, offset: offset)
        try pointer.click(tile.x + 41, tile.y + 41)
        let tapped = Date()
        let probe = (x: Int(tile.x) + 14, y: Int(tile.y) + 14)
        _ = try sway.screenshot(timeout: 10, "tile 9 fading out") { shot in
            let pixel = shot.color(x: probe.x, y: probe.y)
            return !pixel.matches(tile9, tolerance: 10) && !pixel.matches(Self.panel, tolerance: 10) && !pixel.matches(tile10, tolerance: 10)
        }
        // Mid-animation, the window becomes 500×400: a 460-point collection view holds four tiles a line, 119.33
        // points apart; once the animation ends, index 9 (line 2, second column) shows tile 10 and index 8 tile 8.
        try sway.swaymsg("[app_id=\"demo\"] floating enable, resize set 500 400, move position 0 0")
        XCTAssertLessThan(Date().timeIntervalSince(tapped), 2.5, "the resize came while the 3-second deletion still ran")
        let pitch = 82 + 12 + 76.0 / 3
        let index9 = tileOrigin(9, perLine: 4, pitch: pitch, offset: offset)
        let index8 = tileOrigin(8, perLine: 4, pitch: pitch, offset: offset)
        let index10 = tileOrigin(10, perLine: 4, pitch: pitch, offset: offset)
        _ = try sway.screenshot(timeout: 15, "four tiles a line in the 500×400 window, tile 10 in tile 9's place") { shot in
            shot.color(x: Int(index9.x) + 14, y: Int(index9.y) + 14).matches(tile10, tolerance: 6)
                && shot.color(x: Int(index8.x) + 14, y: Int(index8.y) + 14).matches(Self.accents[2], tolerance: 6)
                && shot.color(x: Int(index10.x) + 14, y: Int(index10.y) + 14).matches(Self.accents[5], tolerance: 6)
                && shot.color(x: Int(index9.x) + 60, y: Int(index9.y) + 60).matches(tile10, tolerance: 6)
        }
        XCTAssertTrue(demo.isRunning, demo.report())
    }
}
