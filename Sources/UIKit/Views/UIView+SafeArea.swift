import QuartzCore

/// The safe area: worked out when a view's geometry, superview or container bars change, and handed down the tree,
/// each change told once (`safeAreaInsetsDidChange`, the controller's `viewSafeAreaInsetsDidChange`).
extension UIView {
    /// The insets the view has now: its frame's overlap with the superview's safe area, at least the bars its
    /// controller's container lays over it, plus the controller's `additionalSafeAreaInsets`; zero for a window.
    var computedSafeAreaInsets: UIEdgeInsets {
        guard let superview, !(self is UIWindow) else { return .zero }
        let outer = superview.safeAreaInsetsForSubviews
        var insets = outer == .zero ? .zero : overlap(of: frame, with: superview.bounds.inset(by: outer))
        if let controller = viewController {
            let bars = controller.parent?.barInsets(over: self) ?? .zero
            let extra = controller.additionalSafeAreaInsets
            insets = UIEdgeInsets(top: max(insets.top, bars.top) + extra.top, left: max(insets.left, bars.left) + extra.left,
                                  bottom: max(insets.bottom, bars.bottom) + extra.bottom, right: max(insets.right, bars.right) + extra.right)
        }
        return UIEdgeInsets(top: max(0, insets.top), left: max(0, insets.left), bottom: max(0, insets.bottom), right: max(0, insets.right))
    }

    /// The insets the view hands its subviews: its own, less what a scroll view's adjusted content inset keeps clear.
    var safeAreaInsetsForSubviews: UIEdgeInsets {
        guard safeAreaStorage != .zero, let scrollView = self as? UIScrollView else { return safeAreaStorage }
        return scrollView.safeAreaInsetsForContent
    }

    /// How far the unsafe edges around the superview's `safe` rectangle reach into `frame`, edge by edge.
    private func overlap(of frame: CGRect, with safe: CGRect) -> UIEdgeInsets {
        func clamp(_ value: CGFloat, _ length: CGFloat) -> CGFloat { min(max(0, value), max(0, length)) }
        return UIEdgeInsets(top: clamp(safe.minY - frame.minY, frame.height), left: clamp(safe.minX - frame.minX, frame.width),
                            bottom: clamp(frame.maxY - safe.maxY, frame.height), right: clamp(frame.maxX - safe.maxX, frame.width))
    }

    /// Works the insets out again after a change of geometry, superview or bars: a change is told and handed to the
    /// subviews; when `boundsChanged` the subviews are checked even if this view's insets stayed (its safe rectangle
    /// moved in its own coordinates).
    func refreshSafeArea(boundsChanged: Bool = false) {
        let insets = computedSafeAreaInsets
        if insets != safeAreaStorage {
            safeAreaStorage = insets
            for subview in subviews { subview.refreshSafeArea() }
            safeAreaInsetsDidChange()
            viewController?.viewSafeAreaInsetsDidChange()
            LayoutEngineHost.host(for: self)?.marginsChanged(self)
            if insetsLayoutMarginsFromSafeArea { layoutMarginsDidChange() }
            setNeedsLayout()
        } else if boundsChanged, safeAreaInsetsForSubviews != .zero {
            for subview in subviews { subview.refreshSafeArea() }
        }
    }
}

extension UIViewController {
    /// How much of `childView` `bar` covers from the top (`fromTop`) or from the bottom, when the bar shows.
    func coverage(of childView: UIView, by bar: UIView, fromTop: Bool) -> CGFloat {
        guard !bar.isHidden, bar.alpha > 0, let root = viewIfLoaded, bar.isDescendant(of: root), childView.isDescendant(of: root) else { return 0 }
        let rect = bar.convert(bar.bounds, to: childView)
        let height = childView.bounds.height
        if fromTop { return min(max(0, rect.maxY - childView.bounds.minY), height) }
        return min(max(0, childView.bounds.maxY - rect.minY), height)
    }
}
