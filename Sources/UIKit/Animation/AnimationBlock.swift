import QuartzCore

/// One `UIView.animate` call (or `beginAnimations` … `commitAnimations` pair): the parameters
/// its property changes animate with, and the completion owed once all its animations stop.
///
/// Completion gets `finished == true` only when every animation the block made ran to its end;
/// one removed or replaced first makes it false, as on iOS. A block that animated nothing
/// completes on the next run-loop turn with `true`.
@MainActor
final class AnimationBlock: CAAnimationDelegate {
    var duration: TimeInterval
    var delay: TimeInterval
    var options: UIView.AnimationOptions
    var timingFunction: CAMediaTimingFunction
    var repeatCount: Float = 0
    var autoreverses = false
    /// The spring, when the block was started with `usingSpringWithDamping` or `springDuration`.
    var spring: UISpringTimingParameters?
    var completion: ((Bool) -> Void)?
    /// Called with the old API's did-stop delegate semantics.
    var didStop: ((String?, Bool) -> Void)?
    var identifier: String?
    /// UIKit's own work owed when the block's animations end, before `completion` (a stack view hides a collapsed
    /// arranged subview's layer then).
    var finishActions: [() -> Void] = []

    private var running = 0
    private var allFinished = true
    private var isOpen = true

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.delay = max(0, delay.isFinite ? delay : 0)
        self.options = options
        timingFunction = options.curve.timingFunction
        if options.contains(.repeat) { repeatCount = .infinity }
        autoreverses = options.contains(.autoreverse)
    }

    /// The action for a property change of `layer` inside this block: additive for geometry, as since iOS 8.
    func action(for layer: CALayer, keyPath: String) -> any CAAction {
        let animation = animation(for: layer, keyPath: keyPath)
        return AdditiveGeometryAction.keys.contains(keyPath) ? AdditiveGeometryAction(animation: animation) : animation
    }

    /// The animation for a property change of `layer` inside this block.
    func animation(for layer: CALayer, keyPath: String) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let spring {
            animation = spring.animation(keyPath: keyPath, duration: duration, velocity: spring.initialVelocity.dx)
        } else {
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = timingFunction
        }
        configure(animation, for: layer)
        return animation
    }

    /// Gives an animation this block's duration, repeat, delay and completion tracking.
    func configure(_ animation: CAAnimation, for layer: CALayer) {
        animation.duration = duration
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
        }
        animation.delegate = self
        animation.setValue(options.contains(.allowUserInteraction), forKey: AnimationBlock.allowsUserInteractionKey)
        running += 1
    }

    /// Marks the animations of blocks, true when made with `.allowUserInteraction`: views animated by a
    /// block take no touches unless it allowed them, and then are hit where they are seen.
    static let allowsUserInteractionKey = "UIKitBlockAllowsUserInteraction"

    /// The block's closure has run: if it animated nothing, completion comes on the next turn.
    func close() {
        isOpen = false
        if running == 0 { finishSoon() }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        running -= 1
        allFinished = allFinished && flag
        if running == 0, !isOpen { finish() }
    }

    private func finishSoon() {
        DispatchQueue.main.async { [self] in
            MainActor.assumeIsolated { self.finish() }
        }
    }

    private func finish() {
        let finished = allFinished
        let actions = finishActions
        finishActions = []
        for action in actions { action() }
        completion?(finished)
        completion = nil
        didStop?(identifier, finished)
        didStop = nil
    }
}
