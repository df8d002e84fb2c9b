import QuartzCore

/// The block forms iOS added after `animate(withDuration:)`: springs by duration and bounce, repeats for part of a
/// block, the enclosing block's duration, and system animations on views.
extension UIView {
    /// A spring block (iOS 17): changes settle in about `duration` seconds with `bounce` (0 without overshoot,
    /// up to 1 bouncier, below 0 overdamped); `velocity` is in whole distances per second. The animations run until
    /// the spring settles, which a bounce makes longer than `duration`.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = UISpringTimingParameters(duration: duration, bounce: bounce,
                                              initialVelocity: CGVector(dx: velocity, dy: velocity))
        let block = AnimationBlock(duration: spring.timelineDuration(animatorDuration: duration), delay: delay,
                                   options: inherited(options))
        block.spring = spring
        block.completion = completion
        run(block, animations)
    }

    /// The duration of the block being run (0 outside a block), for code that animates its own layers alongside.
    public static var inheritedAnimationDuration: TimeInterval {
        let state = UIKitContextState.current
        guard state.areAnimationsEnabled, state.animationsSuppressed == 0, let block = state.animationBlocks.last else { return 0 }
        return block.duration
    }

    /// Inside an animation block, repeats the changes `animations` makes `count` times (and plays each back when
    /// `autoreverses`), while the rest of the block plays once (iOS 13).
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let block = UIKitContextState.current.animationBlocks.last else { return animations() }
        let saved = (block.repeatCount, block.autoreverses)
        block.repeatCount = count.isFinite || count == .infinity ? Float(max(count, 0)) : 0
        block.autoreverses = autoreverses
        defer { (block.repeatCount, block.autoreverses) = saved }
        animations()
    }
}
