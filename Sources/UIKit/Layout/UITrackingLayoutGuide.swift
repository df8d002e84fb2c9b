import Foundation

/// A layout guide that follows something moving over its view (the keyboard, for `UIKeyboardLayoutGuide`) and turns
/// constraints on and off as it comes near the view's edges or goes away from them.
@MainActor @preconcurrency
open class UITrackingLayoutGuide: UILayoutGuide {
    /// The constraints given for each edge set, active while the guide is near all of those edges.
    private var nearEdge: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    /// The constraints given for each edge set, active while the guide is away from all of those edges.
    private var awayFromEdge: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    override public init() {
        super.init()
    }

    /// Sets the constraints active while the guide is near `edge` of its view (replacing the ones given before).
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        nearEdge = replacing(in: nearEdge, edge, with: constraints)
        updateTrackingConstraints()
    }

    /// The constraints active while the guide is near `edge`.
    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearEdge.first { $0.edge == edge }?.constraints ?? []
    }

    /// Sets the constraints active while the guide is away from `edge` of its view (replacing the ones given before).
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        awayFromEdge = replacing(in: awayFromEdge, edge, with: constraints)
        updateTrackingConstraints()
    }

    /// The constraints active while the guide is away from `edge`.
    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayFromEdge.first { $0.edge == edge }?.constraints ?? []
    }

    /// Stops tracking every constraint given, turning them off.
    open func removeAllTrackedConstraints() {
        NSLayoutConstraint.deactivate((nearEdge + awayFromEdge).flatMap(\.constraints))
        nearEdge = []
        awayFromEdge = []
    }

    /// `list` with `edge`'s constraints replaced (the old ones turned off).
    private func replacing(in list: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])],
                           _ edge: NSDirectionalRectEdge, with constraints: [NSLayoutConstraint])
        -> [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] {
        var list = list
        if let index = list.firstIndex(where: { $0.edge == edge }) {
            NSLayoutConstraint.deactivate(list[index].constraints)
            list.remove(at: index)
        }
        if !constraints.isEmpty { list.append((edge, constraints)) }
        return list
    }

    /// The edges of the owning view the guide touches now (within a point).
    var nearEdges: NSDirectionalRectEdge {
        guard let view = owningView else { return [] }
        let frame = trackedFrame
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        var edges: NSDirectionalRectEdge = []
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if frame.minY <= bounds.minY + 1 { edges.insert(.top) }
        if frame.maxY >= bounds.maxY - 1 { edges.insert(.bottom) }
        if frame.minX <= bounds.minX + 1 { edges.insert(rightToLeft ? .trailing : .leading) }
        if frame.maxX >= bounds.maxX - 1 { edges.insert(rightToLeft ? .leading : .trailing) }
        return edges
    }

    /// Where the tracked thing is in the owning view's coordinates; a subclass says.
    var trackedFrame: CGRect { systemFrame ?? .zero }

    /// Turns the edge constraints on and off for where the guide is now.
    func updateTrackingConstraints() {
        let near = nearEdges
        var active: [NSLayoutConstraint] = [], inactive: [NSLayoutConstraint] = []
        for entry in nearEdge {
            if near.isSuperset(of: entry.edge) { active += entry.constraints } else { inactive += entry.constraints }
        }
        for entry in awayFromEdge {
            if near.isDisjoint(with: entry.edge) { active += entry.constraints } else { inactive += entry.constraints }
        }
        NSLayoutConstraint.deactivate(inactive.filter(\.isActive))
        NSLayoutConstraint.activate(active.filter { !$0.isActive })
    }
}
