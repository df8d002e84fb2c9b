import Foundation
import QuartzCore

/// The scroll views a controller names per edge, held weakly.
struct ContentScrollViews {
    private var views: [UInt: WeakScrollView] = [:]

    private struct WeakScrollView {
        weak var view: UIScrollView?
    }

    /// The single edges `edge` names.
    private static func singles(_ edge: NSDirectionalRectEdge) -> [NSDirectionalRectEdge] {
        [.top, .leading, .bottom, .trailing].filter { edge.contains($0) }
    }

    mutating func set(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for single in Self.singles(edge) { views[single.rawValue] = scrollView.map { WeakScrollView(view: $0) } }
    }

    func view(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        Self.singles(edge).lazy.compactMap { views[$0.rawValue]?.view }.first
    }
}

extension UIViewController {
    /// The scroll view deciding whether bars at `edge` are at the content's edge: a container's shown child's,
    /// else the controller's content scroll view.
    func edgeScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let navigation = self as? UINavigationController { return navigation.topViewController?.edgeScrollView(for: edge) }
        if let tabs = self as? UITabBarController { return tabs.selectedViewController?.edgeScrollView(for: edge) }
        return contentScrollView(for: edge)
    }

    /// A content scroll view moved or changed: the containers above update their bars' scroll edges.
    func barsScrollEdgeMayHaveChanged() {
        var controller: UIViewController? = self
        while let current = controller {
            (current as? UINavigationController)?.updateScrollEdges()
            (current as? UITabBarController)?.updateScrollEdge()
            controller = current.parent
        }
    }
}

extension UIScrollView {
    /// Whether the content is scrolled to its top (`.top`) or bottom (`.bottom`) edge, or shorter than the view.
    func isAtContentEdge(_ edge: NSDirectionalRectEdge) -> Bool {
        let inset = adjustedContentInset
        if edge == .top { return contentOffset.y <= -inset.top + 0.5 }
        return contentOffset.y + bounds.height >= contentSize.height + inset.bottom - 0.5
    }

    /// The controller whose view holds this scroll view, told when the content's edges move.
    func noteScrollEdge() {
        var view: UIView? = self
        while let current = view {
            if let controller = current.viewController { return controller.barsScrollEdgeMayHaveChanged() }
            view = current.superview
        }
    }
}

extension UIBarAppearance {
    /// The look of a bar at its scroll edge with no scroll-edge appearance: this one with a transparent background.
    func withTransparentBackground() -> Self {
        let copy = copy()
        copy.configureWithTransparentBackground()
        return copy
    }
}
