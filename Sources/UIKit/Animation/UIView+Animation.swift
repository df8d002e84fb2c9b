import QuartzCore

/// Block animations: property changes made inside `animations` animate from what is on screen to
/// the new values; everywhere else they are immediate.
extension UIView {
    /// Whether blocks animate at all (`setAnimationsEnabled`).
    public static var areAnimationsEnabled: Bool {
        UIKitContextState.current.areAnimationsEnabled
    }

    public static func setAnimationsEnabled(_ enabled: Bool) {
        UIKitContextState.current.areAnimationsEnabled = enabled
    }

    /// The layer keys UIKit animates in blocks: the view's animatable properties (frame, bounds,
    /// center, transform, alpha, backgroundColor) and, since iOS 11, the corner radius. Other
    /// layer changes in a block (hidden, clipping, …) apply at once, as on iOS.
    static let blockAnimatableKeys: Set<String> = [
        "bounds", "position", "transform", "opacity", "backgroundColor", "cornerRadius",
        // A visual effect view's backdrop (`CABackdropLayer`).
        "blurRadius", "backdropSaturation", "backdropTintColor",
    ]

    /// The action a view gives its layer for a property change: an animation inside a block, nil outside.
    static func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        let state = UIKitContextState.current
        // Outside any block, animator or keyframes (most changes, a whole layout pass's) nothing is looked up.
        guard state.animationsSuppressed == 0, !state.animatorCaptures.isEmpty || state.keyframeCollector?.current != nil
                || (state.areAnimationsEnabled && !state.animationBlocks.isEmpty),
              blockAnimatableKeys.contains(event) else { return nil }
        if let capture = state.animatorCaptures.last {
            return capture
        }
        if let collector = state.keyframeCollector, collector.current != nil {
            return collector
        }
        guard state.areAnimationsEnabled, let block = state.animationBlocks.last else { return nil }
        return block.action(for: layer, keyPath: event)
    }

    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let block = AnimationBlock(duration: inheritedDuration(duration, options), delay: delay, options: inherited(options))
        block.completion = completion
        run(block, animations)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation: `dampingRatio` 1 settles without overshoot, smaller values oscillate;
    /// `velocity` is in whole distances per second.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let block = AnimationBlock(duration: inheritedDuration(duration, options), delay: delay, options: inherited(options))
        block.spring = UISpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: CGVector(dx: velocity, dy: velocity))
        block.completion = completion
        run(block, animations)
    }

    /// A block on `timingFunction`: UIKit's own transitions move on curves the options cannot name.
    static func animate(
        withDuration duration: TimeInterval, timingFunction: CAMediaTimingFunction,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let block = AnimationBlock(duration: duration, delay: 0, options: [])
        block.timingFunction = timingFunction
        block.completion = completion
        run(block, animations)
    }

    /// Runs `actionsWithoutAnimation` with every change immediate, even inside an animation block; inside a
    /// `.flushUpdates` block, pending updates are flushed before (animated) and after (not).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let state = UIKitContextState.current
        let flushesUpdates = state.animationBlocks.last?.options.contains(.flushUpdates) == true
        if flushesUpdates { PendingUpdates.flush() }
        state.animationsSuppressed += 1
        defer { state.animationsSuppressed -= 1 }
        actionsWithoutAnimation()
        if flushesUpdates { PendingUpdates.flush() }
    }

    /// Options of a nested block: unless it overrides them, it inherits the enclosing block's
    /// duration-independent settings (curve, repeat, autoreverse), as UIKit does.
    static func inherited(_ options: AnimationOptions) -> AnimationOptions {
        guard let outer = UIKitContextState.current.animationBlocks.last, !options.contains(.overrideInheritedOptions) else { return options }
        var result = options
        if !options.contains(.overrideInheritedCurve) {
            result = AnimationOptions(rawValue: (result.rawValue & ~(0xF << 16)) | (outer.options.rawValue & (0xF << 16)))
        }
        result.formUnion(outer.options.intersection([.repeat, .autoreverse, .allowUserInteraction, .flushUpdates]))
        return result
    }

    /// A nested block takes the enclosing block's duration unless it overrides it, as UIKit does.
    private static func inheritedDuration(_ duration: TimeInterval, _ options: AnimationOptions) -> TimeInterval {
        guard let outer = UIKitContextState.current.animationBlocks.last, !options.contains(.overrideInheritedDuration) else { return duration }
        return outer.duration
    }

    static func run(_ block: AnimationBlock, _ animations: () -> Void) {
        let state = UIKitContextState.current
        let flushesUpdates = block.options.contains(.flushUpdates)
        if flushesUpdates { PendingUpdates.flush() }
        state.animationBlocks.append(block)
        animations()
        if flushesUpdates { PendingUpdates.flush() }
        if block.options.contains(.layoutSubviews) {
            // Lay out now, inside the block, so the layout's changes animate with it.
            for window in UIApplication.shared.windows { window.layoutIfNeeded() }
        }
        state.animationBlocks.removeLast()
        block.close()
    }
}
