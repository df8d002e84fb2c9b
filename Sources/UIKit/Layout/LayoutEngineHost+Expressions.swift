import Foundation
import LayoutSolver

/// Constraints as linear expressions over the items' variables, in the coordinates of the view holding them.
extension LayoutEngineHost {
    /// A sum of variables with coefficients, and a constant, built in place: each attribute adds its terms times
    /// its factor to one array (building a sum per attribute and adding them cost more than solving the row).
    struct Linear {
        var terms: [(variable: Variable, coefficient: Double)] = []
        var constant: Double = 0

        mutating func add(_ variable: Variable, _ coefficient: Double) {
            terms.append((variable: variable, coefficient: coefficient))
        }
    }

    /// The view's effective layout direction; during a rebuild each view with Auto Layout state keeps the one found
    /// for this build of the solver, so that its subviews do not climb to the root again (a stack's arranged views
    /// and the stack itself alternate between two superviews).
    func layoutDirection(of view: UIView) -> UIUserInterfaceLayoutDirection {
        guard isRebuilding else { return view.effectiveUserInterfaceLayoutDirection }
        guard let state = view.autoLayoutStorage else { return view.effectiveUserInterfaceLayoutDirection }
        if let known = state.layoutDirection, known.generation == generation { return known.direction }
        var parent = UIUserInterfaceLayoutDirection.leftToRight
        if let superview = view.superview { parent = layoutDirection(of: superview) }
        let direction = UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute, relativeTo: parent)
        state.layoutDirection = (generation, direction)
        return direction
    }

    /// `first - multiplier × second - constant` (relation 0), and the part of its constant the attributes gave.
    func linearExpression(for constraint: NSLayoutConstraint, in container: UIView) -> (LinearExpression, Double)? {
        var result = Linear()
        result.terms.reserveCapacity(8)
        // Terms are read in place (copying one copies its weak reference).
        let first = constraint.firstTerms, second = constraint.secondTerms
        for index in first.indices {
            guard let item = first[index].item else { return nil }
            add(first[index].attribute, of: item, in: container, times: Double(first[index].coefficient), to: &result)
        }
        for index in second.indices {
            guard let item = second[index].item else { return nil }
            add(second[index].attribute, of: item, in: container, times: -Double(constraint.multiplier * second[index].coefficient),
                to: &result)
        }
        let base = result.constant
        return (LinearExpression(terms: result.terms, constant: base - Double(constraint.constant)), base)
    }

    /// Adds `factor` × an attribute of an item, in the coordinates of `container` (the item itself, or an ancestor
    /// of its parent), to `result`.
    func add(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, in container: UIView, times factor: Double,
             to result: inout Linear) {
        // The item is cast once (a view, else a guide): each cast was a runtime call.
        let view = item as? UIView
        let guide = view == nil ? item as? UILayoutGuide : nil
        let entry = engineItem(for: item, view: view, guide: guide)
        let horizontal = attribute.isHorizontal
        let size = horizontal ? entry.width : entry.height
        guard attribute != .width, attribute != .height else {
            result.add(size, factor)
            return
        }
        guard attribute != .notAnAttribute else { return }
        // Right to left, leading and trailing count leftwards (a positive constant moves toward the trailing side),
        // and leading is the right edge.
        var factor = factor
        var rightToLeft = false
        if attribute.isLeadingTrailing, let anchor = view ?? guide?.owningView, layoutDirection(of: anchor) == .rightToLeft {
            rightToLeft = true
            factor = -factor
        }
        if item !== container {
            result.add(horizontal ? entry.minX : entry.minY, factor)
            var parent = view?.superviewStorage ?? guide?.owningView
            while let current = parent, current !== container {
                let ancestor = engineItem(for: current, view: current, guide: nil)
                result.add(horizontal ? ancestor.minX : ancestor.minY, factor)
                parent = current.superviewStorage
            }
        }
        // The margins are read only for the attributes that use them (reading them for every term of a large tree
        // cost more than the term).
        var margins: UIEdgeInsets { view?.layoutMargins ?? .zero }
        /// origin + start + fraction × (size - start - end), the origin added above.
        func edge(_ fraction: Double, inset start: CGFloat = 0, _ end: CGFloat = 0) {
            result.add(size, fraction * factor)
            result.constant += (Double(start) - fraction * Double(start + end)) * factor
        }
        switch attribute {
        case .left, .top: edge(0)
        case .right, .bottom: edge(1)
        case .leading: edge(rightToLeft ? 1 : 0)
        case .trailing: edge(rightToLeft ? 0 : 1)
        case .centerX, .centerY: edge(0.5)
        case .leftMargin: edge(0, inset: margins.left, margins.right)
        case .rightMargin: edge(1, inset: margins.left, margins.right)
        case .leadingMargin: edge(rightToLeft ? 1 : 0, inset: margins.left, margins.right)
        case .trailingMargin: edge(rightToLeft ? 0 : 1, inset: margins.left, margins.right)
        case .centerXWithinMargins: edge(0.5, inset: margins.left, margins.right)
        case .topMargin: edge(0, inset: margins.top, margins.bottom)
        case .bottomMargin: edge(1, inset: margins.top, margins.bottom)
        case .centerYWithinMargins: edge(0.5, inset: margins.top, margins.bottom)
        case .firstBaseline, .lastBaseline:
            // top + fraction × height + offset: a label's text is centered, so its baselines move with half its height.
            let (fraction, offset) = view?.baselinePosition(last: attribute == .lastBaseline) ?? (1, 0)
            edge(fraction)
            result.constant += Double(offset) * factor
        case .width, .height, .notAnAttribute: break
        }
    }
}
