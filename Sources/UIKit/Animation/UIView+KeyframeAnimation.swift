import QuartzCore

/// Keyframe block animations: `animateKeyframes` with `addKeyframe` blocks that each animate
/// some properties over a part of the whole duration; each animated property becomes one
/// `CAKeyframeAnimation` that holds still between its keyframes.
extension UIView {
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: AnimationOptions.layoutSubviews.rawValue)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: AnimationOptions.allowUserInteraction.rawValue)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: AnimationOptions.beginFromCurrentState.rawValue)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: AnimationOptions.repeat.rawValue)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: AnimationOptions.autoreverse.rawValue)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let collector = KeyframeCollector()
        let state = UIKitContextState.current
        let outer = state.keyframeCollector
        state.keyframeCollector = collector
        animations()
        state.keyframeCollector = outer
        let block = AnimationBlock(duration: duration, delay: delay, options: AnimationOptions(rawValue: options.rawValue & 0x1F))
        block.completion = completion
        collector.addAnimations(using: block, mode: options)
        block.close()
    }

    /// Within `animateKeyframes`: the changes `animations` makes run from `frameStartTime` for
    /// `frameDuration`, both fractions of the whole duration.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void) {
        guard let collector = UIKitContextState.current.keyframeCollector else {
            Diagnostics.report("addKeyframe outside animateKeyframes; the changes apply at once")
            animations()
            return
        }
        collector.current = (max(0, min(1, frameStartTime)), max(0, min(1, frameDuration)))
        animations()
        collector.current = nil
    }
}

/// Gathers, per layer and key path, the value before the block and the value each keyframe
/// sets, then builds the keyframe animations.
@MainActor
final class KeyframeCollector: CAAction {
    struct Track {
        let layer: CALayer
        let keyPath: String
        var initial: Any
        var frames: [(start: Double, duration: Double, value: Any)] = []
    }

    var current: (start: Double, duration: Double)?
    private var tracks: [Track] = []

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let window = current, let value = layer.value(forKeyPath: event) else { return }
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.keyPath == event }) {
            tracks[index].frames.append((window.start, window.duration, value))
        } else if let before = dict?[CALayer.previousValueArgument] {
            tracks.append(Track(layer: layer, keyPath: event, initial: before, frames: [(window.start, window.duration, value)]))
        }
    }

    /// Adds one keyframe animation per track, timed and tracked by `block`.
    func addAnimations(using block: AnimationBlock, mode: UIView.KeyframeAnimationOptions) {
        for track in tracks {
            var values: [Any] = [track.initial]
            var times: [Double] = [0]
            for frame in track.frames.sorted(by: { $0.start < $1.start }) {
                if frame.start > times.last! {
                    values.append(values.last!)
                    times.append(frame.start)
                }
                values.append(frame.value)
                times.append(min(1, frame.start + frame.duration))
            }
            if times.last! < 1 {
                values.append(values.last!)
                times.append(1)
            }
            let animation = CAKeyframeAnimation(keyPath: track.keyPath)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            let modes: [UInt: CAAnimationCalculationMode] = [0: .linear, 1: .discrete, 2: .paced, 3: .cubic, 4: .cubicPaced]
            animation.calculationMode = modes[(mode.rawValue >> 10) & 0x7] ?? .linear
            block.configure(animation, for: track.layer)
            track.layer.add(animation, forKey: track.keyPath)
        }
    }
}
