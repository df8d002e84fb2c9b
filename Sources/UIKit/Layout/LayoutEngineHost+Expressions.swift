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

    /// The view's effective layout direction; during a rebuild, views under the superview asked for last reuse
    /// its direction.
    func layoutDirection(of view: UIView) -> UIUserInterfaceLayoutDirection {
        guard isRebuilding, let superview = view.superview else { return view.effectiveUserInterfaceLayoutDirection }
        let parentDirection: UIUserInterfaceLayoutDirection
        if let last = lastDirection, last.superview == ObjectIdentifier(superview) {
            parentDirection = last.direction
        } else {
            parentDirection = superview.effectiveUserInterfaceLayoutDirection
            lastDirection = (ObjectIdentifier(superview), parentDirection)
        }
        return UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute, relativeTo: parentDirection)
    }

    /// `first - multiplier × second - constant` (relation 0), and the part of its constant the attributes gave.
    func linearExpression(for constraint: NSLayoutConstraint, in container: UIView) -> (LinearExpression, Double)? {
        var result = Linear()
        result.terms.reserveCapacity(8)
        for term in constraint.firstTerms {
            guard let item = term.item else { return nil }
            add(term.attribute, of: item, in: container, times: Double(term.coefficient), to: &result)
        }
        for term in constraint.secondTerms {
            guard let item = term.item else { return nil }
            add(term.attribute, of: item, in: container, times: -Double(constraint.multiplier * term.coefficient), to: &result)
        }
        let base = result.constant
        return (LinearExpression(terms: result.terms, constant: base - Double(constraint.constant)), base)
    }

    /// Adds `factor` × an attribute of an item, in the coordinates of `container` (the item itself, or an ancestor
    /// of its parent), to `result`.
    func add(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, in container: UIView, times factor: Double,
             to result: inout Linear) {
        let entry = engineItem(for: item)
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
        if attribute.isLeadingTrailing, let view = LayoutEngineHost.anchorView(of: item), layoutDirection(of: view) == .rightToLeft {
            rightToLeft = true
            factor = -factor
        }
        if item !== container {
            result.add(horizontal ? entry.minX : entry.minY, factor)
            var parent = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
            while let view = parent, view !== container {
                let ancestor = engineItem(for: view)
                result.add(horizontal ? ancestor.minX : ancestor.minY, factor)
                parent = view.superview
            }
        }
        // The margins are read only for the attributes that use them (reading them for every term of a large tree
        // cost more than the term).
        var margins: UIEdgeInsets { (item as? UIView)?.layoutMargins ?? .zero }
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
            let (fraction, offset) = (item as? UIView)?.baselinePosition(last: attribute == .lastBaseline) ?? (1, 0)
            edge(fraction)
            result.constant += Double(offset) * factor
        case .width, .height, .notAnAttribute: break
        }
    }
}
