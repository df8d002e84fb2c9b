import QuartzCore

/// Who a controller is related to: its container and children, and the controllers it presents or was presented by.
@MainActor
struct ControllerRelations {
    weak var parent: UIViewController?
    var children: [UIViewController] = []
    /// The controller this one presents (strong, as UIKit keeps it).
    var presented: UIViewController?
    weak var presenting: UIViewController?
    /// The presentation controller of this controller's own presentation.
    var presentation: UIPresentationController?
    /// The presentation controller made when asked for before presenting, which the presentation then uses.
    var pendingPresentation: UIPresentationController?
    /// The popover this controller was to be presented in, while it is presented in the style the popover adapted to.
    var adaptedPopover: UIPopoverPresentationController?
    /// The coordinator of a transition this controller takes part in.
    var coordinator: (any UIViewControllerTransitionCoordinator)?
}

/// Containment: children join and leave with `willMove`/`didMove(toParent:)` as UIKit calls them.
extension UIViewController {
    func attachChild(_ child: UIViewController) {
        guard child !== self else {
            return Diagnostics.report("addChild refused: a view controller cannot be its own child")
        }
        if child.parent === self { return }
        if child.parent != nil { child.detachFromParent() }
        child.appearance.movingToParent = true
        child.willMove(toParent: self)
        TraitChange.perform(controllers: [child]) {
            relations.children.append(child)
            child.relations.parent = self
        }
    }

    func detachFromParent() {
        guard let parent else { return }
        TraitChange.perform(controllers: [self]) {
            parent.relations.children.removeAll { $0 === self }
            relations.parent = nil
            parent.traitState.childOverrides[ObjectIdentifier(self)] = nil
        }
        appearance.movingToParent = false
        didMove(toParent: nil)
    }

    /// The nearest ancestor of class `type` (a navigation or tab bar controller).
    func nearestAncestor<Container: UIViewController>(of type: Container.Type) -> Container? {
        var controller = parent
        while let current = controller {
            if let found = current as? Container { return found }
            controller = current.parent
        }
        return nil
    }

    /// Puts `child`'s view in `container`, filling it and following its size (a container's shown child).
    func install(_ child: UIViewController, in container: UIView) {
        let shown = child.view!
        UIView.performWithoutAnimation {
            shown.frame = container.bounds
            shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(shown)
        }
    }

    func transitionChild(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            Diagnostics.report("transition(from:to:) refused: both controllers must be children of \(type(of: self))")
            completion?(false)
            return
        }
        let fromView = fromViewController.view!, toView = toViewController.view!
        let animated = duration > 0
        fromViewController.beginAppearanceTransition(false, animated: animated)
        toViewController.beginAppearanceTransition(true, animated: animated)
        let finish: (Bool) -> Void = { finished in
            fromViewController.endAppearanceTransition()
            toViewController.endAppearanceTransition()
            completion?(finished)
        }
        if (options.rawValue >> 20) & 0xF == 0 {
            UIView.performWithoutAnimation {
                toView.frame = fromView.frame
                fromView.superview?.insertSubview(toView, aboveSubview: fromView)
            }
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }) { finished in
                fromView.removeFromSuperview()
                finish(finished)
            }
        } else {
            UIView.transition(from: fromView, to: toView, duration: duration, options: options, completion: finish)
            if let animations { UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations) }
        }
    }
}
