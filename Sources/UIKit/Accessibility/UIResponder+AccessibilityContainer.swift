import Foundation

/// The elements a container holds, as UIKit finds them when app code lists none: a view's visible subviews in
/// order, each element taken whole, each group (a view listing its own elements, grouping its children, a table, a
/// window) taken as one, and the other views looked through; a view marked modal hides its siblings.
extension UIResponder {
    var automaticAccessibilityElements: [Any] {
        if let elements = accessibilityElements {
            return elements.filter { element in (element as? UIResponder).map(UIResponder.isShownToAccessibility) ?? true }
        }
        if let control = self as? UISegmentedControl, !control.isAccessibilityElement { return control.segmentAccessibilityElements }
        guard let view = self as? UIView, !view.isAccessibilityElement else { return [] }
        return UIResponder.elements(in: view)
    }

    /// The elements inside `view`, looking through views that are neither elements nor groups.
    static func elements(in view: UIView) -> [UIResponder] {
        var candidates = view.subviews.filter(isShownToAccessibility)
        if let modal = candidates.last(where: \.accessibilityViewIsModal) { candidates = [modal] }
        return candidates.flatMap { subview -> [UIResponder] in
            if subview.isAccessibilityElement || subview.isAccessibilityGroup { return [subview] }
            return elements(in: subview)
        }
    }

    /// Whether assistive technology may see the object at all: not hidden, not transparent, not hiding its elements.
    static func isShownToAccessibility(_ object: UIResponder) -> Bool {
        if object.accessibilityElementsHidden { return false }
        guard let view = object as? UIView else { return true }
        return !view.isHidden && view.alpha > 0.01
    }

    /// Whether the object is a container that appears as one object of its own (a list, a group, a window).
    var isAccessibilityGroup: Bool {
        accessibilityElements != nil || shouldGroupAccessibilityChildren || accessibilityContainerType != .none
            || self is UITableView || self is UIWindow || self is UISegmentedControl
    }
}

extension UIResponder {
    /// Something assistive technology reports changed: refresh what it was told, while one listens.
    func accessibilityChanged() {
        UIApplication.existing?.accessibility.setNeedsRefresh()
    }
}
