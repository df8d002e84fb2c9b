import Foundation
import LayoutSolver

/// What the engine tells a developer: conflicts (iOS's "Unable to simultaneously satisfy constraints" block),
/// ambiguity, and which constraints bear on an item.
extension LayoutEngineHost {
    /// Writes iOS's report of a required constraint that contradicts the others, naming the constraints involved and
    /// the one broken.
    func reportConflict(breaking constraint: NSLayoutConstraint, _ linear: LinearConstraint) {
        var involved = solver.requiredConstraints(naming: linear.variables).compactMap { $0.owner.map { "\($0)" } }
        involved.append(constraint.description)
        let report = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(involved.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(constraint)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.

            """
        conflictReports.append(report)
        FileHandle.standardError.write(Data(report.utf8))
    }

    /// Whether the item's position or size on an axis is left free by its constraints.
    func isAmbiguous(_ item: AnyObject, horizontal: Bool) -> Bool {
        flush()
        guard let entry = existingEngineItem(for: item) else { return false }
        return entry.variables(horizontal: horizontal).contains { solver.isAmbiguous($0) }
    }

    /// Moves each free variable of the item to another value its constraints allow, the other way each time.
    func exerciseAmbiguity(of item: AnyObject) {
        flush()
        guard let entry = existingEngineItem(for: item) else { return }
        for constraint in entry.exerciseConstraints { solver.remove(constraint) }
        entry.exerciseConstraints = []
        let free = [entry.minX, entry.width, entry.minY, entry.height].filter { solver.isAmbiguous($0) }
        for variable in free {
            let target = solver.value(of: variable) + 40 * Double(entry.exerciseDirection)
            let pull = LinearConstraint(LinearExpression([(variable, 1)], constant: -target), .equal, strength: Strength(0.01),
                                        owner: InternalConstraintOwner { "<exerciseAmbiguityInLayout>" })
            try? solver.add(pull)
            entry.exerciseConstraints.append(pull)
        }
        entry.exerciseDirection = -entry.exerciseDirection
        solutionChanged()
    }

    /// The app's constraints (and the engine's own, for views) that name the item's variables on an axis.
    func constraintsAffecting(_ item: AnyObject, horizontal: Bool) -> [NSLayoutConstraint] {
        flush()
        guard let entry = existingEngineItem(for: item) else { return [] }
        let wanted = Set(entry.variables(horizontal: horizontal))
        var result: [NSLayoutConstraint] = []
        var pending: [UIView] = root.map { [$0] } ?? []
        while let view = pending.popLast() {
            guard let state = view.autoLayoutStorage, state.subtreeHasConstraints else { continue }
            for constraint in state.constraints {
                if let linear = constraint.solverConstraint, linear.variables.contains(where: wanted.contains) { result.append(constraint) }
            }
            pending.append(contentsOf: view.subviews)
        }
        return result
    }
}
