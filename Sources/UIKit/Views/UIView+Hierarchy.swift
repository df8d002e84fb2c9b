import QuartzCore

/// Subviews: adding, ordering and removing them, each move keeping the layer tree in step.
extension UIView {
    /// The window the view is in, if any.
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the other subviews, taking it from its old superview. Adding an
    /// ancestor (which would make a cycle) is refused with a message.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            Diagnostics.report("addSubview refused: \(type(of: view)) is \(view === self ? "the view itself" : "an ancestor of \(type(of: self))"); the hierarchy would have a cycle")
            return
        }
        let oldWindow = view.window
        let newWindow = window
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            let target = min(max(0, index > current ? index - 1 : index), subviews.count)
            subviews.insert(view, at: target)
            layer.insertSublayer(view.layer, at: UInt32(target))
            return
        }
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        view.detachFromSuperview()
        let target = min(max(0, index), subviews.count)
        subviews.insert(view, at: target)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(target))
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        didAddSubview(view)
        view.setNeedsLayout()
        setNeedsLayout()
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let first = subviews[index1], second = subviews[index2]
        insertSubview(first, at: index2)
        insertSubview(second, at: index1)
    }

    /// Takes the view out of its superview (and its window).
    public func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        superview.willRemoveSubview(self)
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
        superview.setNeedsLayout()
    }

    private func detachFromSuperview() {
        guard let old = superview else { return }
        old.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag` in this subtree, the view itself first.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    private func notifyWillMove(toWindow window: UIWindow?) {
        willMove(toWindow: window)
        for subview in subviews { subview.notifyWillMove(toWindow: window) }
    }

    private func notifyDidMoveToWindow() {
        if let window, !keepsOwnContentScale { contentScaleFactor = window.pixelScale }
        if window != nil {
            windowPixelScaleDidChange()
            displayOnJoiningWindow()
        }
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }
}
