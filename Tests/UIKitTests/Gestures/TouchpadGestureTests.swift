@testable import UIKit
import Wayland
import XCTest

/// A touchpad's gestures as the compositor sends them (`zwp_pointer_gestures_v1`, and finger scrolling), delivered
/// as iPadOS delivers a trackpad's: a pinch drives the pinch and rotation recognizers under the pointer and a
/// scroll view's zoom, and two-finger scrolling drives a pan whose `allowedScrollTypesMask` takes it.
final class TouchpadGestureTests: XCTestCase {
    /// A window with a 100×100 view at (50, 50) holding `recognizers`, the pointer over its centre.
    @MainActor
    private final class Rig {
        let clock = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        lazy var input = WindowInput(window: window)

        init(_ recognizers: [UIGestureRecognizer] = [], pointer: CGPoint = CGPoint(x: 100, y: 100)) {
            window.addSubview(view)
            recognizers.forEach(view.addGestureRecognizer)
            input.handle(PointerFrame(events: [.enter(x: pointer.x, y: pointer.y, serial: 1)], x: pointer.x, y: pointer.y, isInside: true))
        }

        func gesture(_ event: PointerGestureEvent) {
            clock.advance(by: 0.01)
            input.handle(event)
        }

        /// A two-finger pinch through `steps` of (scale since the start, degrees turned in the step).
        func pinch(_ steps: [(scale: Double, degrees: Double)], cancelled: Bool = false) {
            gesture(.pinchBegin(fingers: 2, time: 0))
            for step in steps { gesture(.pinchUpdate(dx: 0, dy: 0, scale: step.scale, rotation: step.degrees, time: 0)) }
            gesture(.pinchEnd(isCancelled: cancelled, time: 0))
        }

        /// One pointer frame of scrolling by `dy` surface units from `source`, and a stop frame when `stops`.
        func scroll(_ dy: Double, source: PointerAxisSource, stops: Bool = false) {
            clock.advance(by: 0.01)
            var frame = PointerFrame(events: [.axis(.vertical, value: dy, steps: nil, time: 0)], x: 0, y: 0, isInside: true)
            frame.axisSource = source
            input.handle(frame)
            if stops {
                var stop = PointerFrame(events: [.axisStop(.vertical, time: 0), .axisStop(.horizontal, time: 0)], x: 0, y: 0, isInside: true)
                stop.axisSource = source
                input.handle(stop)
            }
        }
    }

    func testATouchpadPinchDrivesThePinchScale() {
        onMainActor {
            var log: [(UIGestureRecognizer.State, CGFloat)] = []
            let pinch = UIPinchGestureRecognizer { log.append(($0.state, $0.scale)) }
            let rig = Rig([pinch])
            rig.pinch([(1.02, 0), (1.2, 0), (1.5, 0)])
            XCTAssertEqual(log.map(\.0), [.began, .changed, .ended], "1.02 is below the threshold")
            XCTAssertEqual(log.map(\.1), [1.2, 1.5, 1.5])
            XCTAssertEqual(pinch.state, .possible)
        }
    }

    func testATouchpadPinchDrivesTheRotationInRadiansFromDegreeSteps() {
        onMainActor {
            var log: [(UIGestureRecognizer.State, CGFloat)] = []
            let rotation = UIRotationGestureRecognizer { log.append(($0.state, $0.rotation)) }
            let rig = Rig([rotation])
            rig.pinch([(1, 2), (1, 10), (1, 18)])
            XCTAssertEqual(log.map(\.0), [.began, .changed, .ended])
            XCTAssertEqual(log[0].1, 12 * .pi / 180, accuracy: 1e-9, "the compositor's steps add up")
            XCTAssertEqual(log[1].1, .pi / 6, accuracy: 1e-9)
        }
    }

    func testPinchAndRotationFollowOnePinchTogetherWhenTheDelegateAllows() {
        onMainActor {
            var scales: [CGFloat] = [], rotations: [CGFloat] = []
            let pinch = UIPinchGestureRecognizer { if $0.state == .changed { scales.append($0.scale) } }
            let rotation = UIRotationGestureRecognizer { if $0.state == .changed { rotations.append($0.rotation) } }
            let delegate = SimultaneousDelegate()
            pinch.delegate = delegate
            let rig = Rig([pinch, rotation])
            rig.pinch([(1.1, 10), (1.3, 10), (1.4, -5)])
            XCTAssertEqual(scales, [1.3, 1.4])
            XCTAssertEqual(rotations.count, 2)
            XCTAssertEqual(rotations.last ?? 0, 15 * .pi / 180, accuracy: 1e-9)
        }
    }

    func testACancelledPinchCancelsAndAPinchOutsideTheViewIsNotSeen() {
        onMainActor {
            var states: [UIGestureRecognizer.State] = []
            let pinch = UIPinchGestureRecognizer { states.append($0.state) }
            let rig = Rig([pinch])
            rig.pinch([(1.5, 0)], cancelled: true)
            XCTAssertEqual(states, [.began, .cancelled])
            let outside = Rig([pinch], pointer: CGPoint(x: 250, y: 250))
            states.removeAll()
            outside.pinch([(1.5, 0)])
            XCTAssertEqual(states, [], "the pointer is not over the view")
        }
    }

    func testADelegateThatRefusesTransformEventsKeepsTheTouchpadsPinchButNotTheFingers() {
        onMainActor {
            final class TouchesOnly: UIGestureRecognizerDelegate {
                func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
                    event.type == .touches
                }
            }
            var states: [UIGestureRecognizer.State] = []
            let pinch = UIPinchGestureRecognizer { states.append($0.state) }
            let delegate = TouchesOnly()
            pinch.delegate = delegate
            let rig = Rig([pinch])
            rig.pinch([(1.5, 0)])
            XCTAssertEqual(states, [])
            rig.input.handle(TouchFrame(events: [.down(id: 1, x: 80, y: 100, serial: 1, time: 0), .down(id: 2, x: 120, y: 100, serial: 2, time: 0)]))
            rig.input.handle(TouchFrame(events: [.motion(id: 1, x: 60, y: 100, time: 0)]))
            rig.input.handle(TouchFrame(events: [.up(id: 1, serial: 3, time: 0), .up(id: 2, serial: 4, time: 0)]))
            XCTAssertEqual(states, [.began, .ended])
        }
    }

    func testAThreeFingerPinchAndSwipesReachNoRecognizer() {
        onMainActor {
            var states: [UIGestureRecognizer.State] = []
            let pinch = UIPinchGestureRecognizer { states.append($0.state) }
            let rig = Rig([pinch])
            rig.gesture(.pinchBegin(fingers: 3, time: 0))
            rig.gesture(.pinchUpdate(dx: 0, dy: 0, scale: 2, rotation: 0, time: 0))
            rig.gesture(.pinchEnd(isCancelled: false, time: 0))
            rig.gesture(.swipeBegin(fingers: 3, time: 0))
            rig.gesture(.swipeUpdate(dx: 40, dy: 0, time: 0))
            rig.gesture(.swipeEnd(isCancelled: false, time: 0))
            rig.gesture(.holdBegin(fingers: 2, time: 0))
            rig.gesture(.holdEnd(isCancelled: false, time: 0))
            XCTAssertEqual(states, [])
        }
    }

    func testAScrollViewZoomFollowsATouchpadPinch() {
        onMainActor {
            let rig = UIScrollViewDelegateTests.Rig(contentSize: CGSize(width: 200, height: 200))
            let image = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            final class Zoom: NSObject, UIScrollViewDelegate {
                let view: UIView
                init(_ view: UIView) { self.view = view }
                func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
            }
            let zoom = Zoom(image)
            rig.scrollView.addSubview(image)
            rig.scrollView.delegate = zoom
            rig.scrollView.minimumZoomScale = 1
            rig.scrollView.maximumZoomScale = 4
            rig.input.handle(PointerFrame(events: [.enter(x: 50, y: 50, serial: 1)], x: 50, y: 50, isInside: true))
            rig.input.handle(.pinchBegin(fingers: 2, time: 0))
            rig.input.handle(.pinchUpdate(dx: 0, dy: 0, scale: 1.5, rotation: 0, time: 0))
            XCTAssertTrue(rig.scrollView.isZooming)
            rig.input.handle(.pinchUpdate(dx: 0, dy: 0, scale: 2, rotation: 0, time: 0))
            rig.input.handle(.pinchEnd(isCancelled: false, time: 0))
            XCTAssertEqual(rig.scrollView.zoomScale, 2, accuracy: 1e-9)
            XCTAssertEqual(image.frame.size, CGSize(width: 400, height: 400))
            XCTAssertEqual(rig.scrollView.contentOffset, CGPoint(x: 50, y: 50), "zoomed about the pointer at (50, 50)")
            withExtendedLifetime(zoom) {}
        }
    }

    func testAPanThatAllowsContinuousScrollingFollowsTwoFingerScrolling() {
        onMainActor {
            var log: [(UIGestureRecognizer.State, CGPoint)] = []
            let pan = UIPanGestureRecognizer { log.append(($0.state, $0.translation(in: nil))) }
            pan.allowedScrollTypesMask = .continuous
            let rig = Rig([pan])
            rig.scroll(10, source: .finger)
            rig.scroll(15, source: .finger)
            rig.scroll(5, source: .finger, stops: true)
            XCTAssertEqual(log.map(\.0), [.began, .changed, .changed, .ended])
            XCTAssertEqual(log.map(\.1.y), [-10, -25, -30, -30], "the content's way, as fingers dragging it")
            XCTAssertEqual(pan.state, .possible)
        }
    }

    func testTheScrollVelocityAndLocationAreThePointers() {
        onMainActor {
            var velocity = CGPoint.zero, location = CGPoint.zero
            let pan = UIPanGestureRecognizer { pan in
                velocity = pan.velocity(in: nil)
                location = pan.location(in: pan.view)
            }
            pan.allowedScrollTypesMask = .all
            let rig = Rig([pan])
            rig.scroll(10, source: .finger)
            rig.scroll(10, source: .finger)
            XCTAssertEqual(velocity.y, -1000, accuracy: 1e-6, "10 points each 10 ms")
            XCTAssertEqual(location, CGPoint(x: 50, y: 50), "the pointer, in the view")
        }
    }

    func testAWheelNotchOrATrackpointStepIsAGestureOfItsOwn() {
        onMainActor {
            var states: [UIGestureRecognizer.State] = []
            let pan = UIPanGestureRecognizer { states.append($0.state) }
            pan.allowedScrollTypesMask = .continuous
            let rig = Rig([pan])
            rig.scroll(15, source: .wheel)
            XCTAssertEqual(states, [], "a wheel is discrete")
            pan.allowedScrollTypesMask = .discrete
            rig.scroll(15, source: .wheel)
            rig.scroll(15, source: .wheel)
            XCTAssertEqual(states, [.began, .ended, .began, .ended])
            states.removeAll()
            rig.scroll(15, source: .finger, stops: true)
            XCTAssertEqual(states, [], "fingers are continuous")
            pan.allowedScrollTypesMask = .continuous
            rig.scroll(15, source: .continuous)
            XCTAssertEqual(states, [.began, .ended], "a trackpoint is continuous, and promises no stop")
        }
    }

    func testAPanWithoutScrollTypesLeavesTheScrollingToTheScrollView() {
        onMainActor {
            let rig = UIScrollViewDelegateTests.Rig()
            var states: [UIGestureRecognizer.State] = []
            let pan = UIPanGestureRecognizer { states.append($0.state) }
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            inner.addGestureRecognizer(pan)
            rig.scrollView.addSubview(inner)
            rig.input.handle(PointerFrame(events: [.enter(x: 100, y: 100, serial: 1)], x: 100, y: 100, isInside: true))
            var frame = PointerFrame(events: [.axis(.vertical, value: 40, steps: nil, time: 0)], x: 0, y: 0, isInside: true)
            frame.axisSource = .finger
            rig.input.handle(frame)
            XCTAssertEqual(states, [])
            XCTAssertEqual(rig.scrollView.contentOffset.y, 40, "the scroll view scrolled")
            rig.input.handle(PointerFrame(events: [.axisStop(.vertical, time: 0)], x: 0, y: 0, isInside: true))
            pan.allowedScrollTypesMask = .all
            rig.input.handle(frame)
            XCTAssertEqual(states, [.began], "the pan, nearer the pointer than the scroll view, takes it")
            XCTAssertEqual(rig.scrollView.contentOffset.y, 40, "and the scroll view stays")
        }
    }
}
