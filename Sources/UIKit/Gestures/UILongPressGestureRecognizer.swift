import Foundation
import QuartzCore

/// Recognizes a press held still for `minimumPressDuration`; then reports movement as changes
/// until the fingers lift. The duration is measured from the time the press happened (the event's
/// timestamp), so a press delivered late begins as soon as it has been held long enough.
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    /// How far fingers may move before the press counts (they may move freely after it begins).
    open var allowableMovement: CGFloat = 10

    private var origin: CGPoint?
    /// When the required fingers were all down, by the events' clock.
    private var pressedAt: TimeInterval?
    /// When the press has been held long enough, on the context's clock.
    private var heldDeadline: ContextDeadline?

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        origin = location(in: nil)
        guard numberOfTouches == numberOfTouchesRequired else { return }
        pressedAt = event.timestamp
        let wait = event.timestamp + minimumPressDuration - CACurrentMediaTime()
        if wait <= 0 {
            state = .began
            return
        }
        heldDeadline?.cancel()
        heldDeadline = ContextDeadline(at: event.timestamp + minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible, self.numberOfTouches == self.numberOfTouchesRequired else { return }
            self.state = .began
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let origin else { return }
            let now = location(in: nil)
            if hypot(now.x - origin.x, now.y - origin.y) > allowableMovement {
                state = .failed
            } else {
                beginIfHeld(at: event.timestamp)
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        beginIfHeld(at: event.timestamp)
        state = state == .began || state == .changed ? .ended : .failed
    }

    /// Begins when an event at `time` shows the press held for the minimum duration, whether or not
    /// the deadline has come yet (the events came late).
    private func beginIfHeld(at time: TimeInterval) {
        guard state == .possible, let pressedAt, time - pressedAt >= minimumPressDuration else { return }
        state = .began
    }

    override open func reset() {
        heldDeadline?.cancel()
        heldDeadline = nil
        origin = nil
        pressedAt = nil
    }
}
