@testable import UIKit
import Wayland
import XCTest

/// Gesture recognizers fed pointer frames as the window would get them from the compositor, each
/// stamped with the media clock's time as a compositor stamps its events.
final class GestureRecognizerTests: XCTestCase {
    func testTapRecognizesAPressAndReleaseInPlace() {
        onMainActor {
            var states: [UIGestureRecognizer.State] = []
            let tap = UITapGestureRecognizer { states.append($0.state) }
            let scene = makeScene([tap])
            let input = scene.input, clock = scene.clock
            press(input, 100, 100)
            clock.advance(by: 0.1)
            release(input)
            XCTAssertEqual(states, [.ended])
            XCTAssertEqual(tap.state, .possible, "reset after the sequence")
        }
    }

    func testTapFailsWhenTheFingerWanders() {
        onMainActor {
            var fired = 0
            let tap = UITapGestureRecognizer { _ in fired += 1 }
            let scene = makeScene([tap])
            let input = scene.input
            press(input, 100, 100)
            move(input, 130, 100)
            release(input)
            XCTAssertEqual(fired, 0)
        }
    }

    func testTapOutsideTheViewIsNotSeen() {
        onMainActor {
            var fired = 0
            let tap = UITapGestureRecognizer { _ in fired += 1 }
            let scene = makeScene([tap])
            let input = scene.input
            press(input, 10, 10)
            release(input)
            XCTAssertEqual(fired, 0)
        }
    }

    func testPanReportsTranslationAndVelocity() {
        onMainActor {
            var log: [(UIGestureRecognizer.State, CGPoint)] = []
            let pan = UIPanGestureRecognizer()
            pan.addAction { pan in log.append((pan.state, pan.translation(in: nil))) }
            let scene = makeScene([pan])
            let input = scene.input, clock = scene.clock
            press(input, 100, 100)
            clock.advance(by: 0.01)
            move(input, 104, 100)
            XCTAssertTrue(log.isEmpty, "below the hysteresis")
            clock.advance(by: 0.01)
            move(input, 120, 100)
            clock.advance(by: 0.01)
            move(input, 140, 110)
            XCTAssertEqual(pan.velocity(in: nil).x, 40 / 0.03, accuracy: 0.01, "40 points in 0.03 s")
            release(input)
            XCTAssertEqual(log.map(\.0), [.began, .changed, .ended])
            XCTAssertEqual(log[0].1, CGPoint(x: 20, y: 0))
            XCTAssertEqual(log[1].1, CGPoint(x: 40, y: 10))
        }
    }

    func testARecognizedPanCancelsTheViewsTouches() {
        onMainActor {
            final class Tracking: UIView {
                var log: [String] = []
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
                override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
                override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
            }
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let view = Tracking(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addSubview(view)
            view.addGestureRecognizer(UIPanGestureRecognizer())
            let input = WindowInput(window: window)
            press(input, 100, 100)
            move(input, 103, 100)
            move(input, 150, 100)
            move(input, 160, 100)
            release(input)
            XCTAssertEqual(view.log, ["began", "moved", "cancelled"])
        }
    }

    func testRequireToFailHoldsTheSingleTapBackUntilTheDoubleTapFails() {
        onMainActor {
            var log: [String] = []
            let single = UITapGestureRecognizer { _ in log.append("single") }
            let double = UITapGestureRecognizer { _ in log.append("double") }
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            let scene = makeScene([single, double])
            let input = scene.input, clock = scene.clock
            press(input, 100, 100)
            release(input)
            XCTAssertEqual(log, ["single"], "the double tap failed when the first sequence ended")
            clock.advance(by: 0.1)
            press(input, 100, 100)
            release(input)
            XCTAssertEqual(log, ["single", "double"])
        }
    }

    func testTheFirstToRecognizeWinsUnlessTheDelegateSharesTheGesture() {
        onMainActor {
            final class Sharing: UIGestureRecognizerDelegate {
                func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
            }
            var log: [String] = []
            let outer = UIPanGestureRecognizer { _ in log.append("outer") }
            let inner = UIPanGestureRecognizer { _ in log.append("inner") }
            let scene = makeScene([inner])
            let input = scene.input
            scene.window.addGestureRecognizer(outer)
            press(input, 100, 100)
            move(input, 150, 100)
            release(input)
            XCTAssertEqual(log, ["inner", "inner"], "the view's own recognizer comes first and wins")
            log.removeAll()
            let sharing = Sharing()
            outer.delegate = sharing
            press(input, 100, 100)
            move(input, 150, 100)
            release(input)
            XCTAssertEqual(Set(log), ["inner", "outer"])
        }
    }

    func testSwipeNeedsTheRightDirection() {
        onMainActor {
            var fired = 0
            let swipe = UISwipeGestureRecognizer { _ in fired += 1 }
            swipe.direction = .left
            let scene = makeScene([swipe])
            let input = scene.input, clock = scene.clock
            press(input, 140, 100)
            clock.advance(by: 0.05)
            move(input, 60, 105)
            release(input)
            XCTAssertEqual(fired, 1)
            press(input, 60, 100)
            clock.advance(by: 0.05)
            move(input, 140, 100)
            release(input)
            XCTAssertEqual(fired, 1, "a swipe to the right is not one to the left")
        }
    }
}

/// A window with one 100×100 view at (50, 50), and its input path.
@MainActor
private func makeScene(_ recognizers: [UIGestureRecognizer]) -> Scene {
    let clock = installManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    window.addSubview(view)
    recognizers.forEach(view.addGestureRecognizer)
    return Scene(window: window, view: view, input: WindowInput(window: window), clock: clock)
}

/// What a gesture test drives; it keeps the window alive (the input path holds it weakly).
@MainActor
private struct Scene {
    let window: UIWindow
    let view: UIView
    let input: WindowInput
    let clock: CAManualMediaClock
}

@MainActor
private func send(_ input: WindowInput, _ events: [PointerEvent]) {
    input.handle(PointerFrame(events: events, x: 0, y: 0, isInside: true))
}

/// The media clock's time as the compositor's millisecond stamp.
@MainActor
private var now: UInt32 { EventTime.milliseconds(fromSeconds: CACurrentMediaTime()) }

@MainActor
private func press(_ input: WindowInput, _ x: Double, _ y: Double) {
    send(input, [.motion(x: x, y: y, time: now), .button(code: 0x110, isPressed: true, serial: 1, time: now)])
}

@MainActor
private func move(_ input: WindowInput, _ x: Double, _ y: Double) {
    send(input, [.motion(x: x, y: y, time: now)])
}

@MainActor
private func release(_ input: WindowInput) {
    send(input, [.button(code: 0x110, isPressed: false, serial: 2, time: now)])
}

/// The recognizers that need time or two fingers.
final class TimedAndTwoFingerGestureTests: XCTestCase {
    func testLongPressBeginsAfterItsDurationAndEndsOnRelease() {
        onMainActor {
            _ = installManualClock()
            var states: [UIGestureRecognizer.State] = []
            let press = UILongPressGestureRecognizer { states.append($0.state) }
            press.minimumPressDuration = 0.2
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            view.addGestureRecognizer(press)
            let input = WindowInput(window: window)
            input.handle(PointerFrame(events: [.motion(x: 50, y: 50, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)], x: 0, y: 0, isInside: true))
            XCTAssertTrue(states.isEmpty)
            // The press is timed on the context's clock: nothing at 0.19 s, began at 0.2 s.
            CAContext.current.advance(by: 0.19)
            XCTAssertTrue(states.isEmpty)
            CAContext.current.advance(by: 0.01)
            XCTAssertEqual(states, [.began])
            input.handle(PointerFrame(events: [.motion(x: 80, y: 50, time: 0)], x: 0, y: 0, isInside: true))
            input.handle(PointerFrame(events: [.button(code: 0x110, isPressed: false, serial: 2, time: 0)], x: 0, y: 0, isInside: true))
            XCTAssertEqual(states, [.began, .changed, .ended])
        }
    }

    func testALongPressThatMovesTooFarFails() {
        onMainActor {
            _ = installManualClock()
            var fired = 0
            let press = UILongPressGestureRecognizer { _ in fired += 1 }
            press.minimumPressDuration = 0.2
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.addGestureRecognizer(press)
            let input = WindowInput(window: window)
            input.handle(PointerFrame(events: [.motion(x: 50, y: 50, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0)], x: 0, y: 0, isInside: true))
            input.handle(PointerFrame(events: [.motion(x: 90, y: 50, time: 0)], x: 0, y: 0, isInside: true))
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.3))
            input.handle(PointerFrame(events: [.button(code: 0x110, isPressed: false, serial: 2, time: 0)], x: 0, y: 0, isInside: true))
            XCTAssertEqual(fired, 0)
        }
    }

    func testPinchReportsTheScaleOfTwoFingers() {
        onMainActor {
            _ = installManualClock()
            var log: [(UIGestureRecognizer.State, CGFloat)] = []
            let pinch = UIPinchGestureRecognizer()
            pinch.addAction { log.append(($0.state, $0.scale)) }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addGestureRecognizer(pinch)
            let input = WindowInput(window: window)
            input.handle(TouchFrame(events: [
                .down(id: 1, x: 100, y: 150, serial: 1, time: 0), .down(id: 2, x: 200, y: 150, serial: 2, time: 0),
            ]))
            input.handle(TouchFrame(events: [.motion(id: 1, x: 50, y: 150, time: 10), .motion(id: 2, x: 250, y: 150, time: 10)]))
            input.handle(TouchFrame(events: [.up(id: 1, serial: 3, time: 20), .up(id: 2, serial: 4, time: 20)]))
            XCTAssertEqual(log.first?.0, .began)
            XCTAssertEqual(log.last?.0, .ended)
            XCTAssertEqual(log.map(\.1).max() ?? 0, 2, accuracy: 0.01, "the fingers moved twice as far apart")
        }
    }

    func testSettingTheScaleRebasesItOnTheFingersDistance() {
        onMainActor {
            _ = installManualClock()
            var steps: [CGFloat] = []
            var applied: CGFloat = 1
            let pinch = UIPinchGestureRecognizer()
            pinch.addAction { pinch in
                steps.append(pinch.scale)
                applied *= pinch.scale
                pinch.scale = 1
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.addGestureRecognizer(pinch)
            let input = WindowInput(window: window)
            input.handle(TouchFrame(events: [.down(id: 1, x: 100, y: 150, serial: 1, time: 0), .down(id: 2, x: 200, y: 150, serial: 2, time: 0)]))
            for half in [60.0, 75, 100] {
                input.handle(TouchFrame(events: [.motion(id: 1, x: 150 - half, y: 150, time: 10), .motion(id: 2, x: 150 + half, y: 150, time: 10)]))
            }
            input.handle(TouchFrame(events: [.up(id: 1, serial: 3, time: 20), .up(id: 2, serial: 4, time: 20)]))
            XCTAssertEqual(applied, 2, accuracy: 1e-9, "the steps multiply to the whole pinch, as Apple's scale = 1 pattern expects")
            XCTAssertEqual(steps[1], 120.0 / 110, accuracy: 1e-9, "each finger's move is a step, relative to the distance at the last")
        }
    }
}
