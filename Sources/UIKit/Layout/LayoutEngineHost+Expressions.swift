import Foundation
import LayoutSolver

/// Constraints as linear expressions over the items' variables, in the coordinates of the view holding them.
extension LayoutEngineHost {
    /// A sum of variables with coefficients, and a constant.
    struct Linear {
        var terms: [(Variable, Double)] = []
        var constant: Double = 0

        mutating func add(_ other: Linear, times factor: Double) {
            for term in other.terms { terms.append((term.0, term.1 * factor)) }
            constant += other.constant * factor
        }
    }

    /// `first - multiplier × second - constant` (relation 0), and the part of its constant the attributes gave.
    func linearExpression(for constraint: NSLayoutConstraint, in container: UIView) -> (LinearExpression, Double)? {
        var result = Linear()
        for term in constraint.firstTerms {
            guard let item = term.item else { return nil }
            result.add(attribute(term.attribute, of: item, in: container), times: Double(term.coefficient))
        }
        for term in constraint.secondTerms {
            guard let item = term.item else { return nil }
            result.add(attribute(term.attribute, of: item, in: container), times: -Double(constraint.multiplier * term.coefficient))
        }
        let base = result.constant
        return (LinearExpression(result.terms, constant: base - Double(constraint.constant)), base)
    }

    /// An attribute of an item in the coordinates of `container` (the item itself, or an ancestor of its parent).
    func attribute(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, in container: UIView) -> Linear {
        let entry = engineItem(for: item)
        let horizontal = attribute.isHorizontal
        var origin = Linear()
        if item !== container {
            origin.terms.append((horizontal ? entry.minX : entry.minY, 1))
            var parent = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
            while let view = parent, view !== container {
                let ancestor = engineItem(for: view)
                origin.terms.append((horizontal ? ancestor.minX : ancestor.minY, 1))
                parent = view.superview
            }
        }
        let size = horizontal ? entry.width : entry.height
        // The margins and the layout direction are read only for the attributes that use them (reading them for
        // every term of a large tree cost more than the term).
        var margins: UIEdgeInsets { (item as? UIView)?.layoutMargins ?? .zero }
        var rightToLeft: Bool { LayoutEngineHost.anchorView(of: item)?.effectiveUserInterfaceLayoutDirection == .rightToLeft }
        func edge(_ fraction: Double, inset start: CGFloat = 0, _ end: CGFloat = 0) -> Linear {
            // origin + start + fraction × (size - start - end)
            var result = origin
            result.terms.append((size, fraction))
            result.constant += Double(start) - fraction * Double(start + end)
            return result
        }
        /// Right to left, leading and trailing count leftwards: a positive constant moves toward the trailing side.
        func directional(_ rightToLeft: Bool, _ result: (Bool) -> Linear) -> Linear {
            guard rightToLeft else { return result(false) }
            var flipped = Linear()
            flipped.add(result(true), times: -1)
            return flipped
        }
        switch attribute {
        case .left: return edge(0)
        case .right: return edge(1)
        case .leading: return directional(rightToLeft) { edge($0 ? 1 : 0) }
        case .trailing: return directional(rightToLeft) { edge($0 ? 0 : 1) }
        case .centerX: return edge(0.5)
        case .top: return edge(0)
        case .bottom: return edge(1)
        case .centerY: return edge(0.5)
        case .width, .height: return Linear(terms: [(size, 1)])
        case .leftMargin: return edge(0, inset: margins.left, margins.right)
        case .rightMargin: return edge(1, inset: margins.left, margins.right)
        case .leadingMargin: return directional(rightToLeft) { edge($0 ? 1 : 0, inset: margins.left, margins.right) }
        case .trailingMargin: return directional(rightToLeft) { edge($0 ? 0 : 1, inset: margins.left, margins.right) }
        case .centerXWithinMargins: return edge(0.5, inset: margins.left, margins.right)
        case .topMargin: return edge(0, inset: margins.top, margins.bottom)
        case .bottomMargin: return edge(1, inset: margins.top, margins.bottom)
        case .centerYWithinMargins: return edge(0.5, inset: margins.top, margins.bottom)
        case .firstBaseline, .lastBaseline:
            // top + fraction × height + offset: a label's text is centered, so its baselines move with half its height.
            let (fraction, offset) = (item as? UIView)?.baselinePosition(last: attribute == .lastBaseline) ?? (1, 0)
            var result = edge(fraction)
            result.constant += Double(offset)
            return result
        case .notAnAttribute: return Linear()
        }
    }
}
