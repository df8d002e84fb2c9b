import Foundation

/// The timing of one side of a focus move's animations.
@MainActor @preconcurrency
public protocol UIFocusAnimationContext: AnyObject {
    /// How long the animations run, in seconds.
    var duration: TimeInterval { get }
}

/// Runs the animations environments add while hearing of a focus move, together with the system's own (the halo's
/// move), starting at the move on the context's clock.
@MainActor @preconcurrency
open class UIFocusAnimationCoordinator: NSObject {
    /// How long the animations of the item gaining focus run.
    static let focusingDuration: TimeInterval = 0.2
    /// How long the animations of the item losing focus run.
    static let unfocusingDuration: TimeInterval = 0.15

    private var focusing: [(animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)?)] = []
    private var unfocusing: [(animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)?)] = []

    override init() {
        super.init()
    }

    /// Adds animations that run with the focusing ones; `completion` runs when they end.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        addCoordinatedFocusingAnimations(animations.map { run in { _ in run() } }, completion: completion)
    }

    /// Adds animations for the item gaining focus.
    open func addCoordinatedFocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        focusing.append((animations, completion))
    }

    /// Adds animations for the item losing focus.
    open func addCoordinatedUnfocusingAnimations(_ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        unfocusing.append((animations, completion))
    }

    /// Runs what was added, each side in one animation block of its duration.
    func run() {
        for (entries, duration) in [(unfocusing, Self.unfocusingDuration), (focusing, Self.focusingDuration)] where !entries.isEmpty {
            let context = FocusAnimationTiming(duration: duration)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction]) {
                for entry in entries { entry.animations?(context) }
            } completion: { _ in
                for entry in entries { entry.completion?() }
            }
        }
        focusing = []
        unfocusing = []
    }
}

/// The duration a side of a focus move animates for.
final class FocusAnimationTiming: UIFocusAnimationContext {
    let duration: TimeInterval
    init(duration: TimeInterval) { self.duration = duration }
}
