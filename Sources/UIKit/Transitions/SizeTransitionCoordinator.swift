import QuartzCore

/// The coordinator a window resize hands to `viewWillTransition(to:with:)`: the desktop resizes at once, so the
/// transition is not animated; its alongside blocks run once the window is laid out at the new size, in the same
/// frame, and its completions after them.
@MainActor
final class SizeTransitionCoordinator: UIKitTransitionCoordinator {
    let containerView: UIView
    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    private(set) var percentComplete: CGFloat = 0
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var ended = false

    init(window: UIView) {
        containerView = window
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !ended else { return false }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// A resize is never interactive: the handlers are never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// The window is laid out at its new size: runs the alongside blocks, then the completions.
    func end() {
        guard !ended else { return }
        UIView.performWithoutAnimation {
            while !animations.isEmpty {
                let animation = animations.removeFirst()
                animation(self)
            }
        }
        ended = true
        percentComplete = 1
        for completion in completions { completion(self) }
        completions.removeAll()
    }
}
