import QuartzCore

/// An object in the responder chain: receives touches, presses and actions, and passes what it
/// does not handle to `next`. Like every UIKit and QuartzCore class here it is main-actor isolated
/// `@preconcurrency`, as Apple's SDK imports it: Swift 5 code calling it from a nonisolated
/// closure (a `Timer` block, as the Clouds seed does) gets a warning, not an error.
@MainActor @preconcurrency
open class UIResponder {
    public required init() {}

    /// The responder that gets what this one does not handle (a view's superview or controller).
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { UIApplication.firstResponder === self }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        UIApplication.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if UIApplication.firstResponder === self { UIApplication.firstResponder = nil }
        return true
    }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
}
