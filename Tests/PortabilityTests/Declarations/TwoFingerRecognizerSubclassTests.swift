import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A rotation recognizer an iOS app subclasses (Swift 5): it snaps the rotation to 15° steps by overriding the open
/// `rotation`, counts its touches through the open touch methods and clears its own state in `reset()`.
class SnappingRotationGestureRecognizer: UIRotationGestureRecognizer {
    private(set) var touchesSeen = 0
    private(set) var resets = 0

    override var rotation: CGFloat {
        get {
            let step = CGFloat.pi / 12
            return (super.rotation / step).rounded() * step
        }
        set { super.rotation = newValue }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesSeen += touches.count
        super.touchesBegan(touches, with: event)
    }

    override func reset() {
        super.reset()
        resets += 1
    }
}

/// A pinch recognizer whose subclass reads the open velocity.
class VelocityLoggingPinchGestureRecognizer: UIPinchGestureRecognizer {
    private(set) var velocities: [CGFloat] = []

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        velocities.append(velocity)
    }
}

/// Lets the two recognize together.
final class TogetherDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        return true
    }
}

final class TwoFingerRecognizerSubclassTests: XCTestCase {
    func testSubclassesOverrideTheOpenMembersAndStillRecognize() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            var rotations: [CGFloat] = []
            let rotation = SnappingRotationGestureRecognizer { rotations.append($0.rotation) }
            let pinch = VelocityLoggingPinchGestureRecognizer()
            let together = TogetherDelegate()
            rotation.delegate = together
            view.addGestureRecognizer(rotation)
            view.addGestureRecognizer(pinch)
            let renderer = OffscreenRenderer(window: window)

            renderer.touchesDown(at: [CGPoint(x: 50, y: 100), CGPoint(x: 150, y: 100)])
            CAContext.current.advance(by: 0.016)
            // The line between the fingers turns 20°: snapped to 15°.
            let angle = 20 * CGFloat.pi / 180
            renderer.touchesMove(to: [CGPoint(x: 100 - 50 * cos(angle), y: 100 - 50 * sin(angle)),
                                      CGPoint(x: 100 + 50 * cos(angle), y: 100 + 50 * sin(angle))])
            renderer.touchesUp(count: 2)

            XCTAssertEqual(rotation.touchesSeen, 2)
            XCTAssertEqual(rotation.resets, 1)
            XCTAssertEqual(rotations.last ?? 0, .pi / 12, accuracy: 1e-9)
            XCTAssertEqual(pinch.velocities.count, 2, "each finger's move")
            withExtendedLifetime(together) {}
        }
    }
}
