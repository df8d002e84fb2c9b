@testable import UIKit
import XCTest

/// Failure requirements made by the delegate or by a subclass hold a recognition back exactly as
/// `require(toFail:)` does, and `canPrevent`/`canBePrevented(by:)` decide whom a recognized gesture stops.
final class FailureRequirementTests: XCTestCase {
    func testWithoutARequirementTheSingleTapWinsTheSecondTapToo() {
        onMainActor {
            let log = tapTwice(single: UITapGestureRecognizer(), double: UITapGestureRecognizer())
            XCTAssertEqual(log, [["single"], ["single", "single"]])
        }
    }

    func testTheSingleTapsDelegateMakesItWaitForTheDoubleTapToFail() {
        onMainActor {
            final class Waiting: UIGestureRecognizerDelegate {
                weak var double: UIGestureRecognizer?
                func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
                    other === double
                }
            }
            let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
            let delegate = Waiting()
            delegate.double = double
            single.delegate = delegate
            XCTAssertEqual(tapTwice(single: single, double: double), [["single"], ["single", "double"]])
        }
    }

    func testTheDoubleTapsDelegateMakesTheSingleTapWait() {
        onMainActor {
            final class Required: UIGestureRecognizerDelegate {
                func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
                    (other as? UITapGestureRecognizer)?.numberOfTapsRequired == 1
                }
            }
            let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
            let delegate = Required()
            double.delegate = delegate
            XCTAssertEqual(tapTwice(single: single, double: double), [["single"], ["single", "double"]])
        }
    }

    func testASubclassOverridingShouldBeRequiredToFailMakesFewerTapsWait() {
        onMainActor {
            final class MultipleTap: UITapGestureRecognizer {
                override func shouldBeRequiredToFail(by other: UIGestureRecognizer) -> Bool {
                    guard let tap = other as? UITapGestureRecognizer else { return false }
                    return tap.numberOfTapsRequired < numberOfTapsRequired
                }
            }
            XCTAssertEqual(tapTwice(single: UITapGestureRecognizer(), double: MultipleTap()), [["single"], ["single", "double"]])
        }
    }

    func testASubclassOverridingShouldRequireFailureWaits() {
        onMainActor {
            final class PatientTap: UITapGestureRecognizer {
                override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool { other is UITapGestureRecognizer }
            }
            XCTAssertEqual(tapTwice(single: PatientTap(), double: UITapGestureRecognizer()), [["single"], ["single", "double"]])
        }
    }

    func testTheSingleTapFailsWhenTheRecognizerItWaitsForRecognizes() {
        onMainActor {
            final class PatientTap: UITapGestureRecognizer {
                override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool { other is UITapGestureRecognizer }
            }
            var states: [UIGestureRecognizer.State] = []
            let single = PatientTap()
            let double = UITapGestureRecognizer { _ in states.append(single.state) }
            double.numberOfTapsRequired = 2
            let rig = RecognizerRig([single, double])
            rig.tap(100, 100)
            rig.clock.advance(by: 0.1)
            rig.tap(100, 100)
            XCTAssertEqual(states, [.failed], "the double tap's recognition failed the single tap waiting on it")
            XCTAssertEqual(single.state, .possible, "reset once the sequence ended")
        }
    }

    func testARecognizerThatCannotBePreventedPansBesideTheWinner() {
        onMainActor {
            final class Unstoppable: UIPanGestureRecognizer {
                override func canBePrevented(by preventing: UIGestureRecognizer) -> Bool { false }
            }
            XCTAssertEqual(drag(inner: UIPanGestureRecognizer(), outer: Unstoppable()), ["inner", "outer", "inner", "outer"])
        }
    }

    func testARecognizerThatCannotPreventLeavesTheOthersGoing() {
        onMainActor {
            final class Gentle: UIPanGestureRecognizer {
                override func canPrevent(_ prevented: UIGestureRecognizer) -> Bool { false }
            }
            XCTAssertEqual(drag(inner: Gentle(), outer: UIPanGestureRecognizer()), ["inner", "outer", "inner", "outer"], "both began and ended")
        }
    }
}

/// A single tap and a double tap on the view, and a log of which fired; two finger taps 0.1 s apart.
@MainActor
private func tapTwice(single: UITapGestureRecognizer, double: UITapGestureRecognizer) -> [[String]] {
    var log: [String] = []
    single.addAction { _ in log.append("single") }
    double.addAction { _ in log.append("double") }
    double.numberOfTapsRequired = 2
    let rig = RecognizerRig([single, double])
    rig.tap(100, 100)
    let first = log
    rig.clock.advance(by: 0.1)
    rig.tap(100, 100)
    return [first, log]
}

/// A pan on the view and one on the window, and a log of their actions for a finger dragged 40 points.
@MainActor
private func drag(inner: UIPanGestureRecognizer, outer: UIPanGestureRecognizer) -> [String] {
    var log: [String] = []
    inner.addAction { _ in log.append("inner") }
    outer.addAction { _ in log.append("outer") }
    let rig = RecognizerRig([inner])
    rig.window.addGestureRecognizer(outer)
    rig.fingerDown(100, 100)
    rig.fingerMove(140, 100)
    rig.fingerUp()
    return log
}
