import QuartzCore
@testable import UIKit
import Wayland
import XCTest

/// A scroll view's touch delay: a touch in the content reaches its view 150 ms after it went down on the context's
/// clock (or as it lifts, if sooner), so a drag that starts at once scrolls and the content never hears of it; once
/// the content tracks the touch, a drag takes it from a plain view (`touchesCancelled`) but not from a control.
final class UIScrollViewContentTouchTests: XCTestCase {
    /// A view that logs the touch methods it hears.
    final class TouchLog: UIView {
        var calls: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
    }

    /// A scroll view that lets a drag take any touch, or refuses the content every touch.
    final class PermissiveScrollView: UIScrollView {
        var refusesContent = false
        override func touchesShouldCancel(in view: UIView) -> Bool { true }
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { !refusesContent }
    }

    /// A 200×200 scroll view over 1000 points of content, with a plain view and a button in it, a finger, and the
    /// manual clock at 100 s.
    @MainActor
    final class Rig {
        let clock = installManualClock()
    /// The fresh context on that clock: advancing it runs the display links and animations that fall due.
    let context = CAContext.current
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scrollView: UIScrollView
        let plain = TouchLog(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let button = UIButton(type: .system)
        var buttonEvents: [String] = []
        lazy var input = WindowInput(window: window)

        init(scrollView: UIScrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))) {
            self.scrollView = scrollView
            scrollView.contentSize = CGSize(width: 200, height: 1000)
            window.addSubview(scrollView)
            scrollView.addSubview(plain)
            button.frame = CGRect(x: 0, y: 100, width: 200, height: 80)
            button.setTitle("Go", for: .normal)
            scrollView.addSubview(button)
            for (event, name) in [(UIControl.Event.touchDown, "down"), (.touchUpInside, "upInside"), (.touchCancel, "cancel")] {
                button.addAction(UIAction { [unowned self] _ in self.buttonEvents.append(name) }, for: event)
            }
        }

        /// Touch stamps of 0 are on no believable clock: each event happens when it is delivered, on the manual clock.
        func down(_ x: Double, _ y: Double) { input.handle(TouchFrame(events: [.down(id: 1, x: x, y: y, serial: 1, time: 0)])) }
        func move(_ x: Double, _ y: Double) { input.handle(TouchFrame(events: [.motion(id: 1, x: x, y: y, time: 0)])) }
        func up() { input.handle(TouchFrame(events: [.up(id: 1, serial: 2, time: 0)])) }

        /// Moves the finger from (x, y0) to (x, y1) in steps 10 ms apart.
        func drag(_ x: Double, from y0: Double, to y1: Double, steps: Int = 6) {
            for step in 1...steps {
                context.advance(by: 0.01)
                move(x, y0 + (y1 - y0) * Double(step) / Double(steps))
            }
        }
    }

    func testAContentTouchReachesItsViewOnlyAfterTheDelay() {
        onMainActor {
            let rig = Rig()
            XCTAssertTrue(rig.scrollView.delaysContentTouches)
            XCTAssertTrue(rig.scrollView.canCancelContentTouches)
            rig.down(50, 40)
            XCTAssertEqual(rig.plain.calls, [])
            XCTAssertFalse(CADisplayLink.isAnyRunning, "the held touch waits on a context timer: the window draws no frames for it")
            rig.context.advance(by: 0.14)
            XCTAssertEqual(rig.plain.calls, [], "held at 140 ms")
            rig.context.advance(by: 0.01)
            XCTAssertEqual(rig.plain.calls, ["began"], "given at 150 ms")
            rig.move(51, 40)
            rig.up()
            XCTAssertEqual(rig.plain.calls, ["began", "moved", "ended"])
        }
    }

    func testATapShorterThanTheDelayReachesTheViewAsItLifts() {
        onMainActor {
            let rig = Rig()
            rig.down(50, 140)
            rig.context.advance(by: 0.05)
            XCTAssertEqual(rig.buttonEvents, [])
            XCTAssertFalse(rig.button.isHighlighted, "no highlight while the touch is held")
            rig.up()
            XCTAssertEqual(rig.buttonEvents, ["down", "upInside"], "began and ended together at the lift")
            XCTAssertFalse(rig.button.isHighlighted)
        }
    }

    func testADragThatStartsAtOnceScrollsWithoutTheButtonHearingOfIt() {
        onMainActor {
            let rig = Rig()
            rig.down(50, 160)
            rig.drag(50, from: 160, to: 100)
            XCTAssertGreaterThan(rig.scrollView.contentOffset.y, 20, "scrolled within 60 ms")
            rig.context.advance(by: 0.3)
            XCTAssertFalse(rig.button.isHighlighted, "never highlighted")
            rig.up()
            XCTAssertEqual(rig.buttonEvents, [], "no touchDown, no cancel: the button never had the touch")
        }
    }

    func testWithoutTheDelayTheContentHearsTheTouchAtOnce() {
        onMainActor {
            let rig = Rig()
            rig.scrollView.delaysContentTouches = false
            rig.down(50, 140)
            XCTAssertEqual(rig.buttonEvents, ["down"])
            XCTAssertTrue(rig.button.isHighlighted)
        }
    }

    func testADragAfterTheDelayTakesThePlainViewsTouch() {
        onMainActor {
            let rig = Rig()
            rig.down(50, 40)
            rig.context.advance(by: 0.2)
            rig.drag(50, from: 40, to: 0)
            XCTAssertGreaterThan(rig.scrollView.contentOffset.y, 10, "the drag scrolls")
            XCTAssertEqual(rig.plain.calls.first, "began")
            XCTAssertEqual(rig.plain.calls.last, "cancelled", "the view's touch was cancelled as scrolling began")
            rig.up()
            XCTAssertEqual(rig.plain.calls.last, "cancelled", "nothing after the cancel")
        }
    }

    func testAButtonHoldingTheTouchKeepsItAndTheScrollViewStays() {
        onMainActor {
            let rig = Rig()
            rig.down(50, 160)
            rig.context.advance(by: 0.15)
            XCTAssertEqual(rig.buttonEvents, ["down"])
            XCTAssertTrue(rig.button.isHighlighted, "highlighted once the delay ran out")
            rig.drag(50, from: 160, to: 120)
            XCTAssertEqual(rig.scrollView.contentOffset.y, 0, "touchesShouldCancel(in:) is false for a control: no scroll")
            XCTAssertTrue(rig.button.isTracking)
            rig.up()
            XCTAssertEqual(rig.buttonEvents, ["down", "upInside"])
        }
    }

    func testAScrollViewThatLetsDragsCancelTakesTheButtonsTouch() {
        onMainActor {
            let rig = Rig(scrollView: PermissiveScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
            rig.down(50, 160)
            rig.context.advance(by: 0.15)
            XCTAssertTrue(rig.button.isHighlighted)
            rig.drag(50, from: 160, to: 100)
            XCTAssertGreaterThan(rig.scrollView.contentOffset.y, 20)
            XCTAssertEqual(rig.buttonEvents, ["down", "cancel"], "the button in the scroll view was cancelled by the drag")
            XCTAssertFalse(rig.button.isHighlighted)
            rig.up()
            XCTAssertEqual(rig.buttonEvents, ["down", "cancel"])
        }
    }

    func testWhenContentTouchesCannotBeCancelledTheViewKeepsTheDrag() {
        onMainActor {
            let rig = Rig()
            rig.scrollView.canCancelContentTouches = false
            rig.down(50, 40)
            rig.context.advance(by: 0.15)
            rig.drag(50, from: 40, to: 0)
            XCTAssertEqual(rig.scrollView.contentOffset.y, 0, "no scroll once the content tracks the touch")
            XCTAssertEqual(rig.plain.calls, ["began"] + Array(repeating: "moved", count: 6))
        }
    }

    func testTouchesShouldBeginCanKeepTouchesFromTheContent() {
        onMainActor {
            let scrollView = PermissiveScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scrollView.refusesContent = true
            let rig = Rig(scrollView: scrollView)
            rig.down(50, 140)
            rig.context.advance(by: 0.2)
            rig.up()
            XCTAssertEqual(rig.buttonEvents, [], "the button never had the touch")
        }
    }

    func testATableRowHighlightsOnlyAfterTheDelay() {
        onMainActor {
            let rig = TableRig(TableModel([TableModel.rows(20)]))
            rig.down(100, 22)
            XCTAssertFalse(rig.cell(0)?.isHighlighted ?? true)
            CAContext.current.advance(by: 0.14)
            XCTAssertFalse(rig.cell(0)?.isHighlighted ?? true, "not at 140 ms")
            CAContext.current.advance(by: 0.01)
            XCTAssertTrue(rig.cell(0)?.isHighlighted ?? false, "highlighted at 150 ms")
            rig.up()
            XCTAssertEqual(rig.model.log.filter { !$0.hasPrefix("willDisplay") },
                           ["shouldHighlight 0.0", "didHighlight 0.0", "didUnhighlight 0.0", "willSelect 0.0", "didSelect 0.0"])
        }
    }

    func testATableScrolledAtOnceNeverHighlightsTheRow() {
        onMainActor {
            let rig = TableRig(TableModel([TableModel.rows(40)]))
            rig.down(100, 300)
            rig.move(from: (100, 300), to: (100, 200), steps: 4)
            CAContext.current.advance(by: 0.3)
            XCTAssertFalse(rig.table.visibleCells.contains { $0.isHighlighted })
            rig.up()
            XCTAssertFalse(rig.model.log.contains { $0.hasPrefix("didHighlight") || $0.hasPrefix("didSelect") })
            XCTAssertGreaterThan(rig.table.contentOffset.y, 50)
        }
    }
}
