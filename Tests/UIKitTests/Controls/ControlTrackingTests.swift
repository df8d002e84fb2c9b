import QuartzCore
@testable import UIKit
import Wayland
import XCTest

/// A rotary knob written as iOS custom-control tutorials write one: it follows the finger through UIControl's
/// tracking methods and sends valueChanged (Swift 5, no annotations).
final class KnobControl: UIControl {
    private(set) var value: CGFloat = 0
    var calls: [String] = []
    var refusesAfterMoves = Int.max
    private var moves = 0
    private var startPoint = CGPoint.zero

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin")
        startPoint = touch.location(in: self)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue")
        moves += 1
        let point = touch.location(in: self)
        value = min(1, max(0, (point.x - startPoint.x) / bounds.width))
        sendActions(for: .valueChanged)
        return moves < refusesAfterMoves
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        calls.append("end")
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        calls.append("cancel")
    }
}

/// UIControl's tracking methods, overridden as custom controls do: called in order as a finger goes down, moves
/// and lifts; refusing stops them but not the control's events.
final class ControlTrackingTests: XCTestCase {
    /// Sends one finger's touches to a window.
    @MainActor
    private struct Finger {
        let input: WindowInput
        var time: UInt32 = 0

        init(window: UIWindow) {
            input = WindowInput(window: window)
        }

        mutating func down(at point: CGPoint) {
            input.handle(TouchFrame(events: [.down(id: 1, x: Double(point.x), y: Double(point.y), serial: 1, time: time)]))
        }

        mutating func move(to point: CGPoint) {
            time += 10
            input.handle(TouchFrame(events: [.motion(id: 1, x: Double(point.x), y: Double(point.y), time: time)]))
        }

        mutating func up() {
            time += 10
            input.handle(TouchFrame(events: [.up(id: 1, serial: 2, time: time)]))
        }
    }

    func testAKnobFollowsTheFingerThroughTheTrackingMethods() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let knob = KnobControl(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            window.addSubview(knob)
            var values: [CGFloat] = []
            knob.addAction(UIAction { _ in values.append(knob.value) }, for: .valueChanged)
            var touch = Finger(window: window)
            touch.down(at: CGPoint(x: 60, y: 100))
            XCTAssertTrue(knob.isTracking)
            XCTAssertTrue(knob.isTouchInside)
            touch.move(to: CGPoint(x: 110, y: 100))
            touch.move(to: CGPoint(x: 160, y: 100))
            touch.up()
            XCTAssertFalse(knob.isTracking)
            XCTAssertEqual(knob.calls, ["begin", "continue", "continue", "end"])
            XCTAssertEqual(values, [0.5, 1])
        }
    }

    func testRefusingToContinueStopsTheTrackingMethodsButNotTheEvents() {
        onMainActor {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let knob = KnobControl(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            knob.refusesAfterMoves = 1
            window.addSubview(knob)
            var upInside = 0
            knob.addAction(UIAction { _ in upInside += 1 }, for: .touchUpInside)
            var touch = Finger(window: window)
            touch.down(at: CGPoint(x: 60, y: 100))
            touch.move(to: CGPoint(x: 70, y: 100))
            XCTAssertFalse(knob.isTracking, "continueTracking answered false")
            touch.move(to: CGPoint(x: 80, y: 100))
            touch.up()
            XCTAssertEqual(knob.calls, ["begin", "continue"], "no more continue, and no end")
            XCTAssertEqual(upInside, 1, "the control's events still come")
        }
    }
}
