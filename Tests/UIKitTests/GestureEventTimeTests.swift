@testable import UIKit
import Wayland
import XCTest

/// Input keeps the time the compositor stamped on it, however late it is delivered: touches,
/// presses, velocities, tap counts and press durations read those times, not the delivery time.
final class GestureEventTimeTests: XCTestCase {
    func testAPanDeliveredLateReportsTheVelocityOfItsTimestamps() {
        onMainActor {
            let clock = installManualClock(at: 100)
            var velocities: [CGPoint] = []
            let pan = UIPanGestureRecognizer { pan in velocities.append(pan.velocity(in: nil)) }
            let rig = Rig(pan)
            clock.set(101)
            rig.pointer(.motion(x: 100, y: 150, time: 100_000), .button(code: 0x110, isPressed: true, serial: 1, time: 100_000))
            for step in 1...10 {
                rig.pointer(.motion(x: 100 + 10 * Double(step), y: 150, time: 100_000 + 10 * UInt32(step)))
            }
            rig.pointer(.button(code: 0x110, isPressed: false, serial: 2, time: 100_100))
            XCTAssertFalse(velocities.isEmpty)
            XCTAssertEqual(velocities.last?.x ?? 0, 1000, accuracy: 1, "100 points in 100 ms of timestamps, delivered a second late at once")
            XCTAssertEqual(velocities.last?.y ?? 1, 0)
        }
    }

    func testTwoTapsAFifthOfASecondApartAreADoubleTapThoughTheSecondComesASecondLate() {
        onMainActor {
            let clock = installManualClock(at: 100)
            var fired = 0
            let double = UITapGestureRecognizer { _ in fired += 1 }
            double.numberOfTapsRequired = 2
            let rig = Rig(double)
            rig.tap(at: 100_000)
            clock.set(101.25)
            rig.tap(at: 100_200)
            XCTAssertEqual(fired, 1, "0.2 s apart by their timestamps")
        }
    }

    func testTwoTapsSixTenthsOfASecondApartAreNoDoubleTapThoughDeliveredTogether() {
        onMainActor {
            let clock = installManualClock(at: 100)
            var fired = 0
            let double = UITapGestureRecognizer { _ in fired += 1 }
            double.numberOfTapsRequired = 2
            let rig = Rig(double)
            clock.set(101.6)
            rig.tap(at: 100_000)
            rig.tap(at: 100_600)
            XCTAssertEqual(fired, 0, "0.6 s apart by their timestamps, though delivered in the same instant")
        }
    }

    func testATouchAndItsEventCarryTheEventsTime() {
        onMainActor {
            let clock = installManualClock(at: 100.7)
            let rig = Rig()
            rig.pointer(.motion(x: 100, y: 150, time: 100_250), .button(code: 0x110, isPressed: true, serial: 1, time: 100_250))
            clock.set(100.9)
            rig.pointer(.motion(x: 110, y: 150, time: 100_400))
            XCTAssertEqual(rig.view.seen.map(\.touch), [100.25, 100.4])
            XCTAssertEqual(rig.view.seen.map(\.event), [100.25, 100.4])
        }
    }

    func testATouchStampedJustBeforeTheClocksWrapKeepsItsTime() {
        onMainActor {
            let wrap = 4_294_967_296.0
            _ = installManualClock(at: (wrap + 500) / 1000)
            let rig = Rig()
            rig.pointer(.motion(x: 100, y: 150, time: UInt32.max - 99), .button(code: 0x110, isPressed: true, serial: 1, time: UInt32.max - 99))
            XCTAssertEqual(rig.view.seen.first?.touch ?? 0, (wrap - 100) / 1000, accuracy: 1e-6, "600 ms ago, before the wrap")
        }
    }

    func testAStampOnAnotherClockGivesWayToTheDeliveryTime() {
        onMainActor {
            _ = installManualClock(at: 5000)
            let rig = Rig()
            rig.pointer(.motion(x: 100, y: 150, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0))
            XCTAssertEqual(rig.view.seen.first?.touch, 5000, "over a minute off: not the media clock's")
        }
    }

    func testALongPressDeliveredLateBeginsByItsTimestamps() {
        onMainActor {
            let clock = installManualClock(at: 100)
            var states: [UIGestureRecognizer.State] = []
            let press = UILongPressGestureRecognizer { states.append($0.state) }
            press.minimumPressDuration = 0.5
            let rig = Rig(press)
            clock.set(101)
            rig.pointer(.motion(x: 100, y: 150, time: 100_000), .button(code: 0x110, isPressed: true, serial: 1, time: 100_000))
            XCTAssertEqual(states, [.began], "held for the duration by the time it was delivered")
            rig.pointer(.button(code: 0x110, isPressed: false, serial: 2, time: 100_600))
            XCTAssertEqual(states, [.began, .ended])
        }
    }

    func testALongPressLiftedBeforeItsDurationFailsThoughDeliveredLate() {
        onMainActor {
            let clock = installManualClock(at: 100)
            var fired = 0
            let press = UILongPressGestureRecognizer { _ in fired += 1 }
            press.minimumPressDuration = 0.5
            let rig = Rig(press)
            clock.set(100.3)
            rig.pointer(.motion(x: 100, y: 150, time: 100_000), .button(code: 0x110, isPressed: true, serial: 1, time: 100_000))
            clock.set(101)
            rig.pointer(.button(code: 0x110, isPressed: false, serial: 2, time: 100_200))
            XCTAssertEqual(fired, 0, "lifted after 0.2 s by the timestamps")
        }
    }

    func testAKeyPressCarriesItsEventsTime() {
        onMainActor {
            final class KeyWindow: UIWindow {
                var times: [TimeInterval] = []
                override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                    times += presses.map(\.timestamp) + [event?.timestamp ?? 0]
                }
            }
            _ = installManualClock(at: 100.5)
            let window = KeyWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let input = WindowInput(window: window)
            UIApplication.firstResponder = nil
            input.handle(KeyEvent(code: 30, keysym: 0x61, name: "a", text: "a", isPressed: true, isRepeat: false, modifiers: [], time: 100_125))
            XCTAssertEqual(window.times, [100.125, 100.125])
        }
    }
}

/// A 300×300 window whose 200×200 view (at 0, 50) records the times of the touches it gets.
@MainActor
private struct Rig {
    final class Recording: UIView {
        var seen: [(touch: TimeInterval, event: TimeInterval)] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
        private func record(_ touches: Set<UITouch>, _ event: UIEvent?) {
            seen += touches.map { ($0.timestamp, event?.timestamp ?? -1) }
        }
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = Recording(frame: CGRect(x: 0, y: 50, width: 200, height: 200))
    let input: WindowInput

    init(_ recognizers: UIGestureRecognizer...) {
        window.addSubview(view)
        recognizers.forEach(view.addGestureRecognizer)
        input = WindowInput(window: window)
    }

    func pointer(_ events: PointerEvent...) {
        input.handle(PointerFrame(events: events, x: 0, y: 0, isInside: true))
    }

    /// A press and release at (100, 150), both stamped `milliseconds`.
    func tap(at milliseconds: UInt32) {
        pointer(.motion(x: 100, y: 150, time: milliseconds), .button(code: 0x110, isPressed: true, serial: 1, time: milliseconds))
        pointer(.button(code: 0x110, isPressed: false, serial: 2, time: milliseconds + 50))
    }
}
