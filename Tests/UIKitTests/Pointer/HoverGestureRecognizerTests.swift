@testable import UIKit
import XCTest

/// A hover recognizer follows the pointer with no button: began on entering its view, changed while moving in it,
/// ended on leaving it or the window; it takes no touches, so taps on the same view still recognize.
final class HoverGestureRecognizerTests: XCTestCase {
    func testEnteringMovingAndLeavingTheViewBeginChangeAndEnd() {
        onMainActor {
            let rig = PointerRig()
            let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            rig.window.addSubview(view)
            var seen: [(UIGestureRecognizer.State, CGPoint)] = []
            let hover = UIHoverGestureRecognizer { seen.append(($0.state, $0.location(in: view))) }
            view.addGestureRecognizer(hover)
            rig.move(to: 10, 10)
            XCTAssertTrue(seen.isEmpty, "outside the view")
            rig.move(to: 60, 70)
            rig.move(to: 80, 90)
            rig.move(to: 200, 90)
            XCTAssertEqual(seen.map(\.0), [.began, .changed, .ended])
            XCTAssertEqual(seen.map(\.1), [CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 40), CGPoint(x: 150, y: 40)])
        }
    }

    func testAHoverOverASubviewReachesTheAncestorsRecognizerAndEndsWhenThePointerLeavesTheWindow() {
        onMainActor {
            let rig = PointerRig()
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
            card.addSubview(label)
            rig.window.addSubview(card)
            var states: [UIGestureRecognizer.State] = []
            card.addGestureRecognizer(UIHoverGestureRecognizer { states.append($0.state) })
            rig.move(to: 20, 20)
            rig.move(to: 100, 100)
            rig.leave()
            XCTAssertEqual(states, [.began, .changed, .ended])
            rig.move(to: 100, 100)
            XCTAssertEqual(states.last, .began, "a new hover once the pointer is back")
        }
    }

    func testATapOnAHoveredViewStillRecognizesAndTheHoverGoesOn() {
        onMainActor {
            let rig = PointerRig()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            rig.window.addSubview(view)
            var hoverStates: [UIGestureRecognizer.State] = []
            var taps = 0
            view.addGestureRecognizer(UIHoverGestureRecognizer { hoverStates.append($0.state) })
            view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
            rig.move(to: 40, 40)
            rig.click(at: 40, 40)
            XCTAssertEqual(taps, 1)
            XCTAssertEqual(hoverStates, [.began, .changed])
        }
    }

    func testADelegateThatRefusesKeepsTheRecognizerQuietUntilThePointerLeaves() {
        onMainActor {
            final class Refusing: UIGestureRecognizerDelegate {
                var asked = 0
                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                    asked += 1
                    return false
                }
            }
            let rig = PointerRig()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            rig.window.addSubview(view)
            let delegate = Refusing()
            var calls = 0
            let hover = UIHoverGestureRecognizer { _ in calls += 1 }
            hover.delegate = delegate
            view.addGestureRecognizer(hover)
            rig.move(to: 10, 10)
            rig.move(to: 20, 20)
            XCTAssertEqual(calls, 0)
            XCTAssertEqual(delegate.asked, 1)
            rig.move(to: 200, 200)
            rig.move(to: 20, 20)
            XCTAssertEqual(delegate.asked, 2, "asked again on the next entry")
        }
    }

    func testAMouseReportsNoHeightOrAngles() {
        onMainActor {
            let hover = UIHoverGestureRecognizer()
            XCTAssertEqual(hover.zOffset, 0)
            XCTAssertEqual(hover.altitudeAngle, 0)
            XCTAssertEqual(hover.rollAngle, 0)
            XCTAssertEqual(hover.azimuthAngle(in: nil), 0)
            XCTAssertEqual(hover.azimuthUnitVector(in: nil), CGVector(dx: 1, dy: 0))
            XCTAssertEqual(hover.numberOfTouches, 0)
        }
    }
}
