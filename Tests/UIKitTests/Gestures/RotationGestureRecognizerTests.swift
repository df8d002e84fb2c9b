@testable import UIKit
import Wayland
import XCTest

/// `UIRotationGestureRecognizer` from two touches: its states, its rotation (radians, clockwise) and velocity, the
/// rebasing `rotation = 0` pattern, and recognizing together with a pinch only when a delegate allows it.
final class RotationGestureRecognizerTests: XCTestCase {
    func testTwoFingersTurningAQuarterReportBeganChangedEndedAndHalfPi() {
        onMainActor {
            var log: [(UIGestureRecognizer.State, CGFloat)] = []
            let rotation = UIRotationGestureRecognizer { log.append(($0.state, $0.rotation)) }
            let rig = TwoFingerGestureRig([rotation])
            rig.turn(to: 90)
            rig.up()
            // Each finger's move is a step: the first finger's 15° along the circle turns the line between them 7.5°.
            XCTAssertEqual(log.map(\.0), [.began] + Array(repeating: .changed, count: 11) + [.ended])
            XCTAssertEqual(log[0].1, 7.5 * .pi / 180, accuracy: 1e-9, "began with the first turn past the threshold")
            XCTAssertEqual(log.last?.1 ?? 0, .pi / 2, accuracy: 1e-9, "clockwise on screen is positive")
            XCTAssertEqual(rotation.state, .possible, "reset after the sequence")
            XCTAssertEqual(rotation.rotation, 0)
        }
    }

    func testTurningAnticlockwiseIsNegativeAndTheVelocityFollows() {
        onMainActor {
            var velocities: [CGFloat] = []
            var last: CGFloat = 0
            let rotation = UIRotationGestureRecognizer { recognizer in
                velocities.append(recognizer.velocity)
                last = recognizer.rotation
            }
            let rig = TwoFingerGestureRig([rotation])
            rig.turn(to: -60)
            XCTAssertEqual(last, -.pi / 3, accuracy: 1e-9)
            XCTAssertEqual(velocities.last ?? 0, -(7.5 * .pi / 180) / 0.01, accuracy: 1e-6, "the last frame's first finger turned the line 7.5° in 10 ms")
        }
    }

    func testATurnPastHalfACircleGoesOn() {
        onMainActor {
            var last: CGFloat = 0
            let rotation = UIRotationGestureRecognizer { last = $0.rotation }
            let rig = TwoFingerGestureRig([rotation])
            rig.turn(to: 270, step: 30)
            XCTAssertEqual(last, 3 * .pi / 2, accuracy: 1e-9, "no jump where atan2 wraps")
        }
    }

    func testASmallTurnDoesNotBegin() {
        onMainActor {
            var states: [UIGestureRecognizer.State] = []
            let rotation = UIRotationGestureRecognizer { states.append($0.state) }
            let rig = TwoFingerGestureRig([rotation])
            rig.turn(to: 3, step: 3)
            rig.up()
            XCTAssertEqual(states, [], "3° is below the threshold")
        }
    }

    func testSettingTheRotationRebasesIt() {
        onMainActor {
            var applied: CGFloat = 0
            var steps: [CGFloat] = []
            let rotation = UIRotationGestureRecognizer { recognizer in
                steps.append(recognizer.rotation)
                applied += recognizer.rotation
                recognizer.rotation = 0
            }
            let rig = TwoFingerGestureRig([rotation])
            rig.turn(to: 90, step: 30)
            XCTAssertEqual(applied, .pi / 2, accuracy: 1e-9, "the steps add up to the whole turn")
            XCTAssertEqual(steps.count, 6, "one step per finger's move")
            for step in steps { XCTAssertEqual(step, .pi / 12, accuracy: 1e-9) }
        }
    }

    func testAThirdFingerFailsAnUndecidedRotation() {
        onMainActor {
            var states: [UIGestureRecognizer.State] = []
            let rotation = UIRotationGestureRecognizer { states.append($0.state) }
            let rig = TwoFingerGestureRig([rotation])
            rig.down(CGPoint(x: 100, y: 150), CGPoint(x: 200, y: 150))
            rig.input.handle(TouchFrame(events: [.down(id: 3, x: 150, y: 100, serial: 5, time: 0)]))
            rig.move(CGPoint(x: 150, y: 100), CGPoint(x: 150, y: 200))
            XCTAssertEqual(states, [])
            XCTAssertEqual(rotation.state, .failed)
        }
    }

    func testPinchAndRotationRecognizeTogetherOnlyWhenTheDelegateAllows() {
        onMainActor {
            for together in [false, true] {
                var pinchStates: [UIGestureRecognizer.State] = [], rotationStates: [UIGestureRecognizer.State] = []
                let pinch = UIPinchGestureRecognizer { pinchStates.append($0.state) }
                let rotation = UIRotationGestureRecognizer { rotationStates.append($0.state) }
                let delegate = SimultaneousDelegate()
                if together { rotation.delegate = delegate }
                let rig = TwoFingerGestureRig([pinch, rotation])
                // Spreading and turning at once: the pinch passes its threshold first (20 % against 15°).
                rig.down(TwoFingerGestureRig.fingers(at: 0, radius: 50).0, TwoFingerGestureRig.fingers(at: 0, radius: 50).1)
                for step in 1...4 {
                    let points = TwoFingerGestureRig.fingers(at: CGFloat(step) * 15, radius: 50 + CGFloat(step) * 10)
                    rig.move(points.0, points.1)
                }
                rig.up()
                let whole: [UIGestureRecognizer.State] = [.began] + Array(repeating: .changed, count: 7) + [.ended]
                XCTAssertEqual(pinchStates, whole, "together: \(together)")
                XCTAssertEqual(rotationStates, together ? whole : [], "together: \(together)")
            }
        }
    }
}
