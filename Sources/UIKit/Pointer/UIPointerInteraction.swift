import Foundation

/// Gives a view a pointer style while the pointer is over it: the delegate names the region under the pointer and
/// its style, and hears the pointer enter and leave regions, with an animator to change the view alongside.
@MainActor @preconcurrency
open class UIPointerInteraction: UIInteraction {
    public private(set) weak var view: UIView?
    public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// Whether the interaction acts: a disabled one is passed over as if absent.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { invalidate() } }
    }

    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
    }

    /// Asks the delegate again for the region and style under the pointer.
    open func invalidate() {
        view?.window?.pointerTracker?.invalidate(self)
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        let old = self.view
        self.view = view
        // Put on a view or taken off it: the region under a resting pointer changes now.
        (view ?? old)?.window?.pointerTracker?.invalidate(self)
    }

    /// The region under `location` (the view's coordinates): the delegate's, or the whole view without a delegate.
    func region(at location: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerRegion? {
        guard let view else { return nil }
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        guard let delegate else { return defaultRegion }
        return delegate.pointerInteraction(self, regionFor: UIPointerRegionRequest(location: location, modifiers: modifiers), defaultRegion: defaultRegion)
    }

    /// The style of `region`: the delegate's, or the automatic effect on the view without a delegate.
    func style(for region: UIPointerRegion) -> UIPointerStyle? {
        if let delegate { return delegate.pointerInteraction(self, styleFor: region) }
        return view.map { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) }
    }
}

/// What a pointer interaction asks of its owner; each member is optional.
@MainActor @preconcurrency
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region under the pointer (`request.location`, in the view's coordinates), or nil for none there.
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The style of the pointer in `region`, or nil for the system's pointer.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is about to enter `region`; animations added to `animator` run with the effect's.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
    /// The pointer is about to leave `region`; animations added to `animator` run with the effect's undoing.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        defaultRegion
    }

    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        interaction.view.map { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) }
    }

    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {}
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {}
}

/// Runs a delegate's animations alongside a pointer effect's, and its completions after.
@MainActor @preconcurrency
public protocol UIPointerInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// The animator handed to `willEnter`/`willExit`: what was added runs in the effect's animation.
final class PointerInteractionAnimator: UIPointerInteractionAnimating {
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [(Bool) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }

    /// Runs the added animations, with the effect's `changes`, in one eased block an effect long, then the
    /// completions.
    func run(with changes: @escaping () -> Void = {}) {
        let animations = self.animations, completions = self.completions
        UIView.animate(withDuration: PointerEffectAnimation.duration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction, .beginFromCurrentState], animations: {
            changes()
            animations.forEach { $0() }
        }, completion: { finished in completions.forEach { $0(finished) } })
    }
}
