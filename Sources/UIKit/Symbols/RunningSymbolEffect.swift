import QuartzCore
import Symbols

/// One effect on an image view, from its start to its completion: the animations' delegate, which tells the
/// completion handler once (finished or not) and starts a content transition's second half.
@MainActor
final class RunningSymbolEffect: CAAnimationDelegate {
    let effect: any SymbolEffect
    /// The keys its animations run under on the view's layer.
    var keys: [String] = []
    /// Whether it stays at its end until removed (a scale, a disappearance).
    var holdsEnd = false
    /// What runs when the current animations end: a content transition's arrival.
    var next: (() -> Void)?
    /// Told when it ends for good, so the runner forgets it.
    var onEnd: (() -> Void)?
    private weak var sender: AnyObject?
    private var completion: UISymbolEffectCompletion?

    init(effect: any SymbolEffect, sender: AnyObject?, completion: UISymbolEffectCompletion?) {
        self.effect = effect
        self.sender = sender
        self.completion = completion
    }

    /// Tells the completion handler, once.
    func complete(finished: Bool) {
        guard let completion else { return }
        self.completion = nil
        completion(UISymbolEffectCompletionContext(isFinished: finished, effect: effect, sender: sender))
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag else {
            next = nil
            complete(finished: false)
            return
        }
        if let next {
            self.next = nil
            next()
            return
        }
        complete(finished: true)
        if !holdsEnd { onEnd?() }
    }
}
