import QuartzCore

/// Recognizes taps: `numberOfTouchesRequired` fingers down and up without moving far, the
/// `numberOfTapsRequired`-th in quick succession. Taps are counted with `UITouch.tapCount`, so a
/// single-tap recognizer that requires a double tap to fail fires on the first tap.
///
/// Difference from Apple: that single tap fires at once instead of waiting out the double-tap interval.
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// The pointer buttons a click must press to be a tap (the recognizer's `buttonMask`); fingers always tap.
    open var buttonMaskRequired: UIEvent.ButtonMask {
        get { buttonMask }
        set { buttonMask = newValue }
    }
    /// How far a finger may move before it is no tap (UIKit's is about 10 points).
    static let allowableMovement: CGFloat = 10

    private var start: [UITouch: CGPoint] = [:]
    private var lifted: Set<UITouch> = []

    override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { start[touch] = touch.location(in: nil) }
        if start.count > numberOfTouchesRequired { state = .failed }
    }

    override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let origin = start[touch] else { continue }
            let p = touch.location(in: nil)
            if hypot(p.x - origin.x, p.y - origin.y) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lifted.formUnion(touches)
        guard lifted.count == start.count else { return }
        let taps = touches.map(\.tapCount).max() ?? 1
        if start.count == numberOfTouchesRequired, taps >= numberOfTapsRequired, taps % numberOfTapsRequired == 0 {
            state = .recognized
        } else {
            state = .failed
        }
    }

    override open func reset() {
        start.removeAll()
        lifted.removeAll()
    }
}
