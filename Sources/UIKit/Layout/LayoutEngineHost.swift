import Foundation
import LayoutSolver

/// The Auto Layout engine of one view tree, kept by its root view: the solver, the variables of every view and
/// guide that takes part, and the bookkeeping that turns constraint changes into `setNeedsLayout` of the views whose
/// frames move. Changes are incremental (a constant edit re-solves in place); moving views between trees rebuilds.
@MainActor
final class LayoutEngineHost {
    var solver = Solver()
    /// The root view of the tree, held through its handle (the view keeps the engine).
    var root: UIView? {
        get { rootReference.object }
        set { rootReference = UnretainedReference(newValue) }
    }
    @exclusivity(unchecked) private var rootReference = UnretainedReference<UIView>(nil)
    @exclusivity(unchecked) var items: [ObjectIdentifier: EngineItem] = [:]
    /// This build of the solver, unique among all engines: items keep their variables with it, so that finding them
    /// needs no hash while it is current.
    var generation: Int
    private static var lastGeneration = 0
    /// The tree changed shape: the next flush builds the solver again from the installed constraints.
    var needsRebuild = true
    /// The solution changed since the views were last told.
    var needsFlush = true
    /// Whether the tree's first update-constraints pass (every view) is still owed.
    var needsInitialConstraintPass = true
    /// Views owed `updateConstraints()` before the next layout.
    @exclusivity(unchecked) var viewsNeedingConstraintUpdate: [UIView] = []
    /// Whether the engine is writing frames (writes then are not frame changes of the app's).
    var isApplying = false
    /// Whether `flush()` is running its update-constraints passes (a constraint added then is in the rebuild that
    /// follows).
    var isFlushing = false
    /// Whether `rebuild()` is adding every constraint (no view changes its layout direction meanwhile).
    var isRebuilding = false
    /// The conflict reports made, newest last (also written to stderr).
    var conflictReports: [String] = []

    /// The handle constraints' installations refer to the engine through (see `ObjectHandle`).
    @exclusivity(unchecked) package var objectHandleStorage: ObjectHandle?

    init(root: UIView) {
        rootReference = UnretainedReference(root)
        generation = LayoutEngineHost.makeGeneration()
    }

    /// Installations that outlive the engine read nil for it.
    deinit {
        objectHandleStorage?.owned = nil
    }

    private static func makeGeneration() -> Int {
        lastGeneration += 1
        return lastGeneration
    }

    /// The engine of the tree `item` is in, if the tree has one.
    static func host(for item: AnyObject) -> LayoutEngineHost? {
        guard let view = anchorView(of: item) else { return nil }
        return view.layoutRoot.autoLayoutStorage?.host
    }

    /// The engine of `view`'s tree, made when the tree has none.
    static func hostCreating(for view: UIView) -> LayoutEngineHost {
        let root = view.layoutRoot
        if let host = root.autoLayout.host { return host }
        let host = LayoutEngineHost(root: root)
        root.autoLayout.host = host
        root.setNeedsLayout()
        return host
    }

    /// The view whose tree an item is in: the view itself, or a guide's owning view.
    static func anchorView(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    // MARK: Activation

    static func activate(_ constraint: NSLayoutConstraint) {
        guard let container = container(for: constraint) else { return }
        install(constraint, on: container)
    }

    /// Activates constraints together: those held by the same view as the one before, its superview or a subview
    /// find the engine without climbing to the tree's root again (a stack view activates dozens on itself and its
    /// arranged views at once).
    static func activate(_ constraints: [NSLayoutConstraint]) {
        var lastContainer: UIView?
        var lastHost: LayoutEngineHost?
        for constraint in constraints {
            guard let container = container(for: constraint) else { continue }
            let host: LayoutEngineHost
            if let known = lastHost, let previous = lastContainer,
               previous === container || container.superviewStorage === previous || previous.superviewStorage === container {
                host = known
            } else {
                host = hostCreating(for: container)
            }
            install(constraint, on: container, host: host)
            lastContainer = container
            lastHost = host
        }
    }

    /// The view an inactive constraint would be installed on; nil (reported) when there is none.
    private static func container(for constraint: NSLayoutConstraint) -> UIView? {
        guard constraint.installation == nil, !constraint.isInvalid else { return nil }
        // The container is the nearest view holding every item; a view and its superview (a stack view and an
        // arranged view, an edge pinned to the parent) are found without walking the tree.
        // Items are read in place (copying a term copies its weak reference).
        var container: UIView?
        let first = constraint.firstTerms, second = constraint.secondTerms
        for index in first.indices where !widen(&container, toHold: first[index].item, of: constraint) { return nil }
        for index in second.indices where !widen(&container, toHold: second[index].item, of: constraint) { return nil }
        return container
    }

    /// Widens `container` to the nearest view holding `item` too; false (reported) when there is none.
    private static func widen(_ container: inout UIView?, toHold item: AnyObject?, of constraint: NSLayoutConstraint) -> Bool {
        guard let item else {
            Diagnostics.report("Unable to activate \(constraint): one of its items was released")
            return false
        }
        guard let view = anchorView(of: item) else {
            Diagnostics.report("Unable to activate \(constraint): its layout guide was not added to a view (addLayoutGuide)")
            return false
        }
        guard let current = container, current !== view, view.superviewStorage !== current else {
            if container == nil { container = view }
            return true
        }
        if current.superviewStorage === view {
            container = view
        } else if let parent = view.superviewStorage, current.superviewStorage === parent {
            // Siblings (a stack view's spacing between two arranged views) meet in their superview.
            container = parent
        } else if let common = current.nearestCommonAncestor(with: view) {
            container = common
        } else {
            Diagnostics.report("Unable to activate constraint with anchors \(constraint.firstAnchor.name) and \(constraint.secondAnchor?.name ?? "a constant") because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
            return false
        }
        return true
    }

    /// Installs an active constraint on `container` (`addConstraint`), telling the tree's engine.
    static func install(_ constraint: NSLayoutConstraint, on container: UIView, host knownHost: LayoutEngineHost? = nil) {
        guard constraint.installation == nil, !constraint.isInvalid else { return }
        container.autoLayout.constraints.append(constraint)
        markHoldsConstraints(container)
        let host = knownHost ?? hostCreating(for: container)
        constraint.installation = NSLayoutConstraint.Installation(container: container, host: host)
        host.constraintAdded(constraint)
    }

    /// Marks `container` and its ancestors up to the first already marked as holding constraints in their subtree
    /// (the rebuild visits only those).
    static func markHoldsConstraints(_ container: UIView) {
        var view: UIView? = container
        while let current = view, !current.autoLayout.subtreeHasConstraints {
            current.autoLayout.subtreeHasConstraints = true
            view = current.superviewStorage
        }
    }

    static func deactivate(_ constraint: NSLayoutConstraint) {
        guard let installation = constraint.installation else { return }
        installation.container?.autoLayoutStorage?.constraints.removeAll { $0 === constraint }
        installation.host?.constraintRemoved(constraint)
        constraint.installation = nil
    }

    // MARK: Changes

    func constraintAdded(_ constraint: NSLayoutConstraint) {
        if !needsRebuild {
            addToSolver(constraint)
        } else if isFlushing {
            // The flush under way builds the solver next and compares every view after.
            return
        }
        solutionChanged()
    }

    func constraintRemoved(_ constraint: NSLayoutConstraint) {
        if let linear = constraint.solverConstraint { solver.remove(linear) }
        constraint.solverConstraint = nil
        constraint.isBroken = false
        solutionChanged()
    }

    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild, let linear = constraint.solverConstraint else { return }
        do {
            try solver.updateConstant(of: linear, to: constraint.solverBaseConstant - Double(constraint.constant))
        } catch {
            // A required constraint that now contradicts the others: reported, and kept as a strong one.
            solver.remove(linear)
            constraint.solverConstraint = nil
            addToSolver(constraint)
        }
        solutionChanged()
    }

    func priorityChanged(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild, let linear = constraint.solverConstraint else { return }
        solver.remove(linear)
        constraint.solverConstraint = nil
        addToSolver(constraint)
        solutionChanged()
    }

    /// The tree's shape changed (a view with constraints moved in or out): build again at the next flush.
    func treeChanged() {
        needsRebuild = true
        solutionChanged()
    }

    /// Something moved in the solution: the root lays out at the next commit, and the next flush finds which views
    /// moved.
    func solutionChanged() {
        needsFlush = true
        root?.setNeedsLayout()
    }

    // MARK: Building

    /// Builds the solver again from every constraint installed in the tree, dropping (deactivating) those whose
    /// items left the container's subtree, as iOS does when a view is removed.
    func rebuild() {
        needsRebuild = false
        solver = Solver()
        items = [:]
        generation = LayoutEngineHost.makeGeneration()
        isRebuilding = true
        defer { isRebuilding = false }
        guard let root else { return }
        var constraints: [NSLayoutConstraint] = []
        var stale: [NSLayoutConstraint] = []
        var pending: [UIView] = [root]
        var views = 0
        while let view = pending.popLast() {
            if let state = view.autoLayoutStorage, state.subtreeHasConstraints {
                for constraint in state.constraints {
                    if LayoutEngineHost.isInside(view, constraint) { constraints.append(constraint) } else { stale.append(constraint) }
                }
                views += view.subviews.count
                pending.append(contentsOf: view.subviews.reversed())
            }
        }
        for constraint in stale { LayoutEngineHost.deactivate(constraint) }
        // Each view a constraint names has four variables, and a view with content two constraints of its own.
        solver.reserveCapacity(constraints: constraints.count + 2 * views, variables: 4 * (views + 1))
        for constraint in constraints {
            if constraint.installation?.host !== self { constraint.installation?.host = self }
            constraint.solverConstraint = nil
            addToSolver(constraint)
        }
    }

    /// Whether every item of `constraint` is in `view`'s subtree (loops rather than closures: a closure checks the
    /// executor at every call).
    static func isInside(_ view: UIView, _ constraint: NSLayoutConstraint) -> Bool {
        let first = constraint.firstTerms, second = constraint.secondTerms
        for index in first.indices where !isInside(view, first[index].item) { return false }
        for index in second.indices where !isInside(view, second[index].item) { return false }
        return true
    }

    /// Whether an item is in `view`'s subtree; the view itself and its subviews (most constraints of a tree, a stack
    /// view's among them) are answered without climbing.
    static func isInside(_ view: UIView, _ item: AnyObject?) -> Bool {
        if item === view { return true }
        guard let anchor = anchorView(of: item) else { return false }
        return anchor === view || anchor.superviewStorage === view || anchor.isDescendant(of: view)
    }

    /// Adds an installed constraint to the solver; a required one that contradicts the others is reported as iOS
    /// reports it and kept at priority 999, so layout goes on.
    func addToSolver(_ constraint: NSLayoutConstraint) {
        guard let container = constraint.installation?.container,
              let (expression, base) = linearExpression(for: constraint, in: container) else { return }
        constraint.solverBaseConstant = base
        var strength = Strength(Double(constraint.priority.rawValue))
        if constraint.isBroken { strength = Strength(999) }
        var linear = LinearConstraint(expression, constraint.relation.linear, strength: strength, owner: constraint)
        do {
            try solver.add(linear)
        } catch SolverError.unsatisfiable {
            if constraint.identifier == "UISV-hiding", breakRequiredSizes(blocking: linear) {
                // A hidden stack row collapses even against its own required size, whose constraint is the one broken.
                try? solver.add(linear)
                constraint.solverConstraint = linear
                return
            }
            reportConflict(breaking: constraint, linear)
            constraint.isBroken = true
            linear = LinearConstraint(expression, constraint.relation.linear, strength: Strength(999), owner: constraint)
            try? solver.add(linear)
        } catch {
            Diagnostics.report("\(constraint) refused by the layout engine: \(error)")
            return
        }
        constraint.solverConstraint = linear
    }

    /// Breaks (reports and keeps at 999) the app's required constraints on the variables of `linear`, so that it can
    /// be added; false when there were none.
    func breakRequiredSizes(blocking linear: LinearConstraint) -> Bool {
        let blocking = solver.requiredConstraints(naming: linear.variables).compactMap { $0.owner as? NSLayoutConstraint }
            .filter { $0.identifier?.hasPrefix("UISV-") != true }
        guard !blocking.isEmpty else { return false }
        for constraint in blocking {
            guard let old = constraint.solverConstraint else { continue }
            reportConflict(breaking: constraint, old)
            solver.remove(old)
            constraint.isBroken = true
            constraint.solverConstraint = nil
            addToSolver(constraint)
        }
        return true
    }
}

extension LayoutEngineHost: ObjectHandleOwner {}
