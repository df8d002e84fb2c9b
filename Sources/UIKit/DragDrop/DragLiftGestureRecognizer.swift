import Foundation
import QuartzCore

/// The gesture that lifts a drag: a finger held still for `minimumPressDuration`, or the pointer pressed and moved a
/// few points (or held as long); then it reports the touch's moves until it lifts. `shouldLift` decides at the moment
/// of recognizing (no items: the gesture fails and others may recognize).
@MainActor
final class DragLiftGestureRecognizer: UIGestureRecognizer {
    var minimumPressDuration: TimeInterval = 0.5
    /// How far a finger may move before the press counts (it fails beyond).
    var allowableMovement: CGFloat = 10
    /// How far the pointer moves, pressed, to lift at once.
    static let pointerLiftDistance: CGFloat = 3
    /// Asked just before recognizing, with the touch's place in the window: whether a drag lifts.
    var shouldLift: ((CGPoint) -> Bool)?

    private var origin: CGPoint?
    private var pressedAt: TimeInterval?
    private var isPointer = false
    /// When the press has been held long enough to lift, on the context's clock.
    private var liftDeadline: ContextDeadline?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        guard numberOfTouches == 1, let touch = touches.first else {
            state = .failed
            return
        }
        origin = location(in: nil)
        pressedAt = event.timestamp
        isPointer = touch.type == .indirectPointer
        liftDeadline?.cancel()
        liftDeadline = ContextDeadline(at: event.timestamp + minimumPressDuration) { [weak self] in self?.liftIfPossible() }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let origin, let pressedAt else { return }
            let now = location(in: nil)
            let distance = hypot(now.x - origin.x, now.y - origin.y)
            if isPointer && distance >= Self.pointerLiftDistance || event.timestamp - pressedAt >= minimumPressDuration && distance <= allowableMovement {
                liftIfPossible()
            } else if !isPointer && distance > allowableMovement {
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    /// Recognizes, or fails when there is nothing to lift.
    private func liftIfPossible() {
        guard state == .possible, numberOfTouches == 1 else { return }
        state = shouldLift?(location(in: nil)) ?? true ? .began : .failed
    }

    override func reset() {
        liftDeadline?.cancel()
        liftDeadline = nil
        origin = nil
        pressedAt = nil
    }
}
