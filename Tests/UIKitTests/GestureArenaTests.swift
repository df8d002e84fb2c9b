@testable import UIKit
import Wayland
import XCTest

/// The arena owns the recognizers' state machine: a subclass reports what it saw by setting
/// `state`, and the arena applies the move, resolves failure requirements and calls the actions.
final class GestureArenaTests: XCTestCase {
    /// Recognizes when the finger lifts, reporting it twice as a careless subclass might.
    final class LiftRecognizer: UIGestureRecognizer {
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            state = .recognized
            state = .recognized
            state = .changed
        }
    }

    /// Fails when the finger lifts, noting what a recognizer waiting on it reads meanwhile.
    final class LiftFailer: UIGestureRecognizer {
        weak var watched: UIGestureRecognizer?
        var watchedState: State?
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            watchedState = watched?.state
            state = .failed
        }
    }

    func testARecognitionReportedFromTouchesEndedRunsTheHandlerOnceAndFailsItsDependents() {
        onMainActor {
            var log: [String] = []
            let tap = UITapGestureRecognizer { _ in log.append("tap") }
            let lift = LiftRecognizer { recognizer in log.append("lift \(recognizer.state)") }
            tap.require(toFail: lift)
            let rig = ArenaRig(tap, lift)
            rig.tap()
            XCTAssertEqual(log, ["lift \(UIGestureRecognizer.State.ended)"], "once, and the tap that required it to fail failed")
            XCTAssertEqual(lift.state, .possible, "back to possible after the sequence")
            XCTAssertEqual(tap.state, .possible)
        }
    }

    func testARecognitionWaitsForTheRecognizerItRequiresToFailAndGoesAheadWhenItDoes() {
        onMainActor {
            var fired = 0
            let lift = LiftRecognizer { _ in fired += 1 }
            let failer = LiftFailer()
            failer.watched = lift
            lift.require(toFail: failer)
            let rig = ArenaRig(lift, failer)
            rig.tap()
            XCTAssertEqual(failer.watchedState, .possible, "held back while the required recognizer might still recognize")
            XCTAssertEqual(fired, 1, "went ahead once it failed")
        }
    }

    func testARecognizerStillUndecidedWhenTheFingersLiftFailsAndLetsItsDependentsGo() {
        onMainActor {
            var fired = 0
            let lift = LiftRecognizer { _ in fired += 1 }
            let undecided = UIGestureRecognizer()
            lift.require(toFail: undecided)
            let rig = ArenaRig(lift, undecided)
            rig.tap()
            XCTAssertEqual(fired, 1)
            XCTAssertEqual(undecided.state, .possible, "reset for the next sequence")
        }
    }

    func testAMoveTheMachineLacksIsIgnored() {
        onMainActor {
            final class Jumpy: UIGestureRecognizer {
                var seen: [State] = []
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                    state = .changed
                    seen.append(state)
                    state = .cancelled
                    seen.append(state)
                    state = .began
                    seen.append(state)
                }
            }
            var states: [UIGestureRecognizer.State] = []
            let jumpy = Jumpy { states.append($0.state) }
            let rig = ArenaRig(jumpy)
            rig.tap()
            XCTAssertEqual(jumpy.seen, [.possible, .possible, .began], "changed and cancelled need a began gesture")
            XCTAssertEqual(states, [.began])
        }
    }

    func testHandlersGetTheRecognizerAsItsOwnClass() {
        onMainActor {
            var seen: [String] = []
            let tap = UITapGestureRecognizer { tap in seen.append("taps \(tap.numberOfTapsRequired)") }
            let pan = UIPanGestureRecognizer()
            pan.addAction { pan in seen.append("pan \(pan.translation(in: nil).x)") }
            let lift = LiftRecognizer { lift in seen.append("lift \(type(of: lift))") }
            let rig = ArenaRig(tap, pan, lift)
            rig.tap()
            XCTAssertEqual(seen, ["taps 1"])
            rig.pointer(.motion(x: 100, y: 150, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0))
            rig.pointer(.motion(x: 130, y: 150, time: 0))
            XCTAssertEqual(seen, ["taps 1", "pan 30.0"])
        }
    }
}

/// A window whose one view carries the recognizers under test.
@MainActor
private struct ArenaRig {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let input: WindowInput

    init(_ recognizers: UIGestureRecognizer...) {
        _ = installManualClock()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        recognizers.forEach(view.addGestureRecognizer)
        input = WindowInput(window: window)
    }

    func pointer(_ events: PointerEvent...) {
        input.handle(PointerFrame(events: events, x: 0, y: 0, isInside: true))
    }

    func tap() {
        pointer(.motion(x: 100, y: 150, time: 0), .button(code: 0x110, isPressed: true, serial: 1, time: 0))
        pointer(.button(code: 0x110, isPressed: false, serial: 2, time: 0))
    }
}
