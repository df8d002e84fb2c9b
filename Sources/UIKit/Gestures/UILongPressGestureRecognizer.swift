import Foundation
import QuartzCore

/// Recognizes a press held still for `minimumPressDuration`; then reports movement as changes
/// until the fingers lift.
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    /// How far fingers may move before the press counts (they may move freely after it begins).
    open var allowableMovement: CGFloat = 10

    private var origin: CGPoint?
    private var timer: Timer?

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        origin = location(in: nil)
        guard numberOfTouches == numberOfTouchesRequired else { return }
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: minimumPressDuration, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, self.state == .possible, self.numberOfTouches == self.numberOfTouchesRequired else { return }
                self.state = .began
            }
        }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let origin else { return }
            let now = location(in: nil)
            if hypot(now.x - origin.x, now.y - origin.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    override open func reset() {
        timer?.invalidate()
        timer = nil
        origin = nil
    }
}
