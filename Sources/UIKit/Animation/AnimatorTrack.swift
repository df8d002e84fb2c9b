import QuartzCore

/// One property an animator animates, over a part of its timeline.
@MainActor
struct AnimatorTrack {
    let layer: CALayer
    let keyPath: String
    /// The values of the start and end states: what finishing at `.start` or `.end` leaves.
    let from: Any
    var to: Any
    /// The part of the timeline (forward fractions) over which the value moves, with its values at both ends: the
    /// whole timeline from `from` to `to`, unless the property joined late, was delayed (`delayFactor`), or the
    /// timing changed mid-way and the rest was re-based on what was shown.
    var lower = 0.0
    var upper = 1.0
    var lowerValue: Any
    var upperValue: Any

    init(layer: CALayer, keyPath: String, from: Any, to: Any) {
        (self.layer, self.keyPath, self.from, self.to) = (layer, keyPath, from, to)
        (lowerValue, upperValue) = (from, to)
    }

    var animationKey: String { "UIViewPropertyAnimator." + keyPath }
    /// Every key its animations may use: its own, and x and y apart for a spring with a two-way velocity.
    var animationKeys: [String] { [animationKey, animationKey + ".x", animationKey + ".y"] }

    /// `new`, captured again for a property `old` already animates: it keeps `old`'s start state and, unless it
    /// joins mid-way, `old`'s value at the start.
    init(joining new: AnimatorTrack, onto old: AnimatorTrack) {
        self.init(layer: old.layer, keyPath: old.keyPath, from: old.from, to: new.to)
        lower = new.lower
        lowerValue = new.lower > 0 ? new.lowerValue : old.lowerValue
    }

    /// The value the layer shows now.
    var shownValue: Any? { layer.presentation()?.value(forKeyPath: keyPath) }

    /// Whether the layer shows an animation of this track now.
    var isAnimated: Bool { animationKeys.contains { layer.animation(forKey: $0) != nil } }
}

/// Captures property changes made inside an animator's closures.
@MainActor
final class AnimatorCapture: CAAction {
    var tracks: [AnimatorTrack] = []

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let to = layer.value(forKeyPath: event),
              let from = dict?[CALayer.previousValueArgument]
        else { return }
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.keyPath == event }) {
            tracks[index].to = to
            tracks[index].upperValue = to
        } else {
            tracks.append(AnimatorTrack(layer: layer, keyPath: event, from: from, to: to))
        }
    }
}

/// The delegate telling an animator that the animation ending its timeline, of one generation, ran to its end.
@MainActor
final class AnimatorStop: CAAnimationDelegate {
    weak var animator: UIViewPropertyAnimator?
    let generation: Int

    init(animator: UIViewPropertyAnimator, generation: Int) {
        self.animator = animator
        self.generation = generation
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag else { return }
        animator?.reachedEnd(generation: generation)
    }
}
