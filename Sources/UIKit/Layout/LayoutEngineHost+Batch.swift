import Foundation

/// Activating a view's own batch of constraints (a stack view's arrangement) in one go.
extension LayoutEngineHost {
    /// Activates `constraints`, whose items are all `container`, its subviews or its layout guides (a stack view's
    /// arrangement: its arranged views are always its subviews), installing them on `container` at once: the engine
    /// is found, the path to the root marked and the container's list grown once for the batch, with no nearest
    /// common ancestor looked for per constraint (a stack view's dozens of constraints spent more there than in being
    /// made). That the items lie inside `container` is asserted, in debug builds only.
    static func activate(_ constraints: [NSLayoutConstraint], allOn container: UIView) {
        let state = container.autoLayout
        state.constraints.reserveCapacity(state.constraints.count + constraints.count)
        markHoldsConstraints(container)
        let host = hostCreating(for: container)
        // One installation, copied to every constraint (making one finds both handles again).
        let installation = NSLayoutConstraint.Installation(container: container, host: host)
        for constraint in constraints {
            guard constraint.installation == nil, !constraint.isInvalid else { continue }
            assert(isInside(container, constraint), "\(constraint) names an item outside \(container)")
            state.constraints.append(constraint)
            constraint.installation = installation
            host.constraintAdded(constraint)
        }
    }
}
