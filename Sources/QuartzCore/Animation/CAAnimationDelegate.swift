import Foundation

/// Receives an animation's start and stop, delivered on the main actor when the render side reaches them.
@MainActor @preconcurrency
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active interval began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed or replaced first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
