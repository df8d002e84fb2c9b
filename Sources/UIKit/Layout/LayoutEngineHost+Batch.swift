import Foundation

/// Activating a view's own batch of constraints (a stack view's arrangement) in one go.
extension LayoutEngineHost {
    /// Activates `constraints`, whose items are all `container`, its subviews or its layout guides (a stack view's
    /// arrangement: its arranged views are always its subviews), installing them on `container` at once: the engine
    /// is found, the path to the root marked and the container's list grown once for the batch, with no nearest
    /// common ancestor looked for per constraint (a stack view's dozens of constraints spent more there than in being
    /// made, and checking each item's superview again cost half as much).
    static func activate(_ constraints: [NSLayoutConstraint], allOn container: UIView) {
        let state = container.autoLayout
        state.constraints.reserveCapacity(state.constraints.count + constraints.count)
        var view: UIView? = container
        while let current = view, !current.autoLayout.subtreeHasConstraints {
            current.autoLayout.subtreeHasConstraints = true
            view = current.superviewStorage
        }
        let host = hostCreating(for: container)
        // One installation, copied to every constraint (making one finds both handles again).
        let installation = NSLayoutConstraint.Installation(container: container, host: host)
        for constraint in constraints {
            guard constraint.installation == nil, !constraint.isInvalid else { continue }
            assert(holdsOnlyItemsOf(container, constraint), "\(constraint) names an item outside \(container)")
            state.constraints.append(constraint)
            constraint.installation = installation
            host.constraintAdded(constraint)
        }
    }

    /// Whether every item of `constraint` is `container`, one of its subviews or one of its guides (loops rather than
    /// closures: a closure checks the executor at every call).
    private static func holdsOnlyItemsOf(_ container: UIView, _ constraint: NSLayoutConstraint) -> Bool {
        let first = constraint.firstTerms, second = constraint.secondTerms
        for index in first.indices where !isOwnItem(first[index].item, of: container) { return false }
        for index in second.indices where !isOwnItem(second[index].item, of: container) { return false }
        return true
    }

    private static func isOwnItem(_ item: AnyObject?, of container: UIView) -> Bool {
        guard let item else { return false }
        if item === container { return true }
        if let view = item as? UIView { return view.superviewStorage === container }
        return (item as? UILayoutGuide)?.owningView === container
    }
}
