import Foundation
import XCTest

/// `demo settings` on a real desktop (headless sway, the pointer through the virtual-pointer protocol, keys
/// through wtype, resizes through swaymsg): a tapped row pushes its screen, a drag from the left edge released
/// slowly half-way cancels the pop and a full one pops, the account sheet closes with Escape, and a window resized
/// in the middle of a push ends laid out at its new size. Each step waits for the pixels that show it.
final class SettingsSwayTests: XCTestCase {
    /// The list's rows are white; a detail screen is a pale blue gray. Content at the bars' edges (as everywhere
    /// here: no screen scrolls) shows through them, as on iOS 15.
    private let white = RGB(255, 255, 255)
    private let detail = RGB(240, 242, 247)
    /// A point of the content below the detail screen's lines (y 44 + 224 and more) and above the tab bar.
    private let contentY = 420

    private func isDetail(_ shot: Screenshot, x: Int, y: Int? = nil) -> Bool {
        shot.color(x: x, y: y ?? contentY).matches(detail, tolerance: 2)
    }

    private func isList(_ shot: Screenshot, x: Int, y: Int? = nil) -> Bool {
        shot.color(x: x, y: y ?? contentY) == white
    }

    /// Headless sway with a virtual pointer, showing `demo settings` (with `arguments`), once its list shows.
    private func startSettings(_ arguments: [String] = []) throws -> (HeadlessSway, VirtualPointer, ClientProcess) {
        let sway = try HeadlessSway(width: 800, height: 600)
        stopAfterTest(sway)
        let pointer = try sway.startVirtualPointer()
        let demo = try launchDemo("settings", in: sway, arguments: arguments)
        _ = try sway.screenshot(timeout: 15, "the settings list under its bar, the tab bar below") { shot in
            isList(shot, x: 400, y: 5) && isList(shot, x: 400) && isList(shot, x: 40) && isList(shot, x: 400, y: 590)
        }
        return (sway, pointer, demo)
    }

    /// Presses at the left edge and moves to `x` in `steps` moves, `pause` seconds apart; the finger stays down.
    private func dragFromTheEdge(_ pointer: VirtualPointer, to x: Double, steps: Int, pause: TimeInterval) throws {
        try pointer.move(2, 300)
        try pointer.press()
        for step in 1...steps {
            try pointer.move(2 + (x - 2) * Double(step) / Double(steps), 300)
            Thread.sleep(forTimeInterval: pause)
        }
    }

    func testPushCancelledPopPopAndTheSheetClosedWithEscape() throws {
        let (sway, pointer, demo) = try startSettings()
        // Row 1, "Display": y 88…132.
        try pointer.click(300, 110)
        _ = try sway.screenshot(timeout: 10, "the Display screen pushed over the list") { shot in
            isDetail(shot, x: 40) && isDetail(shot, x: 760)
        }

        // The push's last frame shows before its completion has run, and until then the navigation controller
        // refuses an edge swipe, as UIKit does: give the main thread that moment.
        Thread.sleep(forTimeInterval: 0.5)
        // Half-way and held still: the screen follows the finger, the list shows dimmed on its left.
        try dragFromTheEdge(pointer, to: 300, steps: 12, pause: 0.03)
        _ = try sway.screenshot(timeout: 10, "the detail under the finger, the dimmed list left of it") { shot in
            isDetail(shot, x: 500) && !isDetail(shot, x: 100) && shot.color(x: 100, y: contentY).red < 250
        }
        Thread.sleep(forTimeInterval: 0.4)
        try pointer.release()
        _ = try sway.screenshot(timeout: 10, "the pop cancelled: the detail back in place") { shot in
            isDetail(shot, x: 40) && isDetail(shot, x: 760)
        }
        Thread.sleep(forTimeInterval: 0.5)
        let settled = try sway.screenshot(timeout: 5, "still the detail") { isDetail($0, x: 40) }
        XCTAssertTrue(isDetail(settled, x: 400))

        // All the way across: the pop finishes, the list is back.
        try dragFromTheEdge(pointer, to: 780, steps: 12, pause: 0.02)
        try pointer.release()
        _ = try sway.screenshot(timeout: 10, "popped: the list again") { shot in
            isList(shot, x: 40) && isList(shot, x: 760)
        }

        // Account (the bar's right item) presents the sheet over a dimmed window; Escape closes it.
        try pointer.click(760, 22)
        _ = try sway.screenshot(timeout: 10, "the account sheet over the dimmed window") { shot in
            let dimmed = shot.color(x: 40, y: 300)
            return dimmed.red < 170 && dimmed.red > 130 && isDetail(shot, x: 560, y: 300)
        }
        try sway.press("Escape")
        _ = try sway.screenshot(timeout: 10, "the sheet gone, the list undimmed") { shot in
            isList(shot, x: 40, y: 300) && isList(shot, x: 400, y: 300)
        }
        XCTAssertTrue(demo.isRunning, demo.report())
        XCTAssertFalse(demo.errorText.contains("rejected"), "no frame rejected at startup: \(demo.errorText)")
    }

    /// With `--slow` the push takes 3.5 s: the resize lands in its middle for sure, and the push ends filling the
    /// 500×400 window (the detail across its width, the tab bar along its new bottom).
    func testAWindowResizedMidPushEndsLaidOutAtTheNewSize() throws {
        let (sway, pointer, demo) = try startSettings(["--slow"])
        try pointer.click(300, 110)
        _ = try sway.screenshot(timeout: 10, "the push under way: the detail coming in from the right") { shot in
            isDetail(shot, x: 790) && !isDetail(shot, x: 100)
        }
        try sway.swaymsg("[app_id=\"demo\"] floating enable, resize set 500 400, move position 0 0")
        _ = try sway.screenshot(timeout: 20, "the pushed detail filling the 500×400 window") { shot in
            isDetail(shot, x: 10, y: 320) && isDetail(shot, x: 490, y: 320)
                && isList(shot, x: 490, y: 5) && isDetail(shot, x: 250, y: 390)
                && !isDetail(shot, x: 520, y: 320)
        }
        XCTAssertTrue(demo.isRunning, demo.report())
    }
}
