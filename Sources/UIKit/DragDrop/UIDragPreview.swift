import Foundation
import QuartzCore

/// How a drag preview is cut out of its view.
@MainActor @preconcurrency
open class UIDragPreviewParameters: UIPreviewParameters {}

/// Where a drag preview goes: a point in a container view, and the transform it is shown with.
@MainActor @preconcurrency
open class UIDragPreviewTarget: UIPreviewTarget {}

/// The look of a dragged item while it moves with the finger.
@MainActor @preconcurrency
open class UIDragPreview {
    public let view: UIView
    public let parameters: UIDragPreviewParameters

    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }
}

/// A drag preview with where it is: the lifted view at its place when a drag starts, or the place a drop or a
/// cancel animates it to.
@MainActor @preconcurrency
open class UITargetedDragPreview: UITargetedPreview {
    public init(view: UIView, parameters: UIDragPreviewParameters, target: UIDragPreviewTarget) {
        super.init(view: view, parameters: parameters, target: target)
    }

    /// A preview of a view in a window, where it is now.
    public convenience init(view: UIView, parameters: UIDragPreviewParameters) {
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIDragPreviewTarget(container: container, center: center))
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }

    /// The same preview going to another place.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters as? UIDragPreviewParameters ?? UIDragPreviewParameters(), target: newTarget)
    }
}

/// Animations that run beside a drag's lift, drop or cancel, and what runs when it ends.
@MainActor @preconcurrency
public protocol UIDragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// Collects a delegate's animations and completions and runs them inside the drag's own animation.
final class DragAnimator: UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Runs the animations (inside the caller's animation block).
    func runAnimations() {
        let animations = self.animations
        self.animations.removeAll()
        animations.forEach { $0() }
    }

    /// Runs the completions once, with where the animation ended.
    func complete(at position: UIViewAnimatingPosition) {
        let completions = self.completions
        self.completions.removeAll()
        completions.forEach { $0(position) }
    }
}
