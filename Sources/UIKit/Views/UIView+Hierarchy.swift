import QuartzCore

/// Subviews: how a view moves into and out of a superview, keeping the layer tree in step (the `open` members
/// that order the subviews are in the class body, where subclasses can override them).
extension UIView {
    /// The window the view is in, if any: the nearest `UIWindow` up the superview chain.
    var enclosingWindow: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Puts `view` at `index` among the subviews, taking it from its old superview, with the moves' callbacks.
    func moveSubview(_ view: UIView, to index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            Diagnostics.report("addSubview refused: \(type(of: view)) is \(view === self ? "the view itself" : "an ancestor of \(type(of: self))"); the hierarchy would have a cycle")
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let oldRoot = view.layoutRoot
        if view.superview === self, let current = subviewStorage.firstIndex(where: { $0 === view }) {
            let target = min(max(0, index > current ? index - 1 : index), subviewStorage.count - 1)
            // A view already in its place stays put: nothing changes, so nothing lays out again (a cell bringing its
            // separator to the front in every layoutSubviews otherwise laid out every frame).
            if target == current, layer.sublayers?.firstIndex(where: { $0 === view.layer }) == target { return }
            subviewStorage.remove(at: current)
            subviewStorage.insert(view, at: target)
            layer.insertSublayer(view.layer, at: UInt32(target))
            return
        }
        if oldWindow !== newWindow { oldWindow?.focusSystem.viewWillLeave(view) }
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        let oldTraits = view.traitCollection
        view.detachFromSuperview()
        let target = min(max(0, index), subviewStorage.count)
        subviewStorage.insert(view, at: target)
        view.superviewStorage = self
        layer.insertSublayer(view.layer, at: UInt32(target))
        view.traitsMoved(from: oldTraits)
        view.refreshSafeArea()
        view.didMoveToSuperview()
        view.autoLayoutDidMove(fromRoot: oldRoot)
        // Asked for before the window hears of the move: a controller appearing with it may lay the window out on
        // the way (`viewIsAppearing` before `viewDidAppear`), and that one layout is then the move's too.
        view.setNeedsLayout()
        setNeedsLayout()
        if oldWindow !== newWindow {
            view.queueOwedPropertiesUpdatesInSubtree()
            view.notifyDidMoveToWindow()
        }
        didAddSubview(view)
    }

    /// Takes the view out of its superview (and its window), with the moves' callbacks.
    func detachWithCallbacks() {
        guard let superview else { return }
        let oldWindow = window
        let oldRoot = layoutRoot
        oldWindow?.focusSystem.viewWillLeave(self)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        superview.willRemoveSubview(self)
        let oldTraits = traitCollection
        detachFromSuperview()
        traitsMoved(from: oldTraits)
        refreshSafeArea()
        autoLayoutDidMove(fromRoot: oldRoot)
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
        superview.setNeedsLayout()
    }

    private func detachFromSuperview() {
        guard let old = superview else { return }
        old.subviewStorage.removeAll { $0 === self }
        superviewStorage = nil
        layer.removeFromSuperlayer()
    }

    private func notifyWillMove(toWindow window: UIWindow?) {
        willMove(toWindow: window)
        viewController?.viewWillMove(toWindow: window)
        for subview in subviews { subview.notifyWillMove(toWindow: window) }
    }

    /// Queues every view of a subtree that joined a window and is owed `updateProperties()`, before any of them hears
    /// of the move: a callback on the way (a controller's appearance laying the window out) then finds the whole
    /// subtree's updates queued ahead of that layout.
    private func queueOwedPropertiesUpdatesInSubtree() {
        guard window != nil else { return }
        queuePropertiesUpdateIfOwed()
        for subview in subviews { subview.queueOwedPropertiesUpdatesInSubtree() }
    }

    private func notifyDidMoveToWindow() {
        if let window, !keepsOwnContentScale { contentScaleFactor = window.pixelScale }
        if window != nil {
            windowPixelScaleDidChange()
            displayOnJoiningWindow()
            AppearanceRules.apply(to: self, startingAt: superview, traits: traitCollection)
        }
        didMoveToWindow()
        viewController?.viewDidMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }
}
