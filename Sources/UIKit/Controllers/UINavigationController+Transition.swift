import QuartzCore

/// How a navigation controller changes its stack: children join and leave, and a new top controller arrives by a
/// transition (the delegate's animator or the built-in parallax slide), with balanced appearance callbacks.
extension UINavigationController {
    /// Replaces the stack with `newStack`; `interactor` drives the transition (an edge-pan pop).
    func replaceStack(with newStack: [UIViewController], animated: Bool, interactor: (any UIViewControllerInteractiveTransitioning)?) {
        let oldStack = stack
        let added = newStack.filter { controller in !oldStack.contains { $0 === controller } }
        let removed = oldStack.filter { controller in !newStack.contains { $0 === controller } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        stack = newStack
        let from = oldStack.last, to = newStack.last
        guard let from, let to, from !== to, isViewLoaded, isAppearingOrAppeared else {
            if let from, from !== to { uninstall(from) }
            if let to, isViewLoaded, to.viewIfLoaded?.superview !== transitionView {
                install(to, in: transitionView)
                if isAppearingOrAppeared {
                    to.beginAppearanceTransition(true, animated: false)
                    to.endAppearanceTransition()
                }
            }
            for controller in added { controller.didMove(toParent: self) }
            for controller in removed { controller.removeFromParent() }
            navigationBar.setItems(stack.map(\.navigationItem), animated: false)
            ownToolbar.setItems(to?.toolbarItems, animated: false)
            UIView.performWithoutAnimation { layoutContent() }
            tabBarController?.bottomBarsChanged(alongside: nil)
            return
        }
        let settle = { [unowned self] in
            for controller in added where controller !== to { controller.didMove(toParent: self) }
            for controller in removed where controller !== from { controller.removeFromParent() }
        }
        let isPush = !oldStack.contains { $0 === to }
        let operation: Operation = isPush ? .push : .pop
        let delegateAnimator = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let zoom = delegateAnimator == nil ? zoomAnimator(for: operation, from: from, to: to) : nil
        let animator = delegateAnimator ?? zoom ?? NavigationParallaxAnimator(operation: operation)
        let interaction = delegateAnimator == nil
            ? zoom?.interaction ?? interactor : delegate?.navigationController(self, interactionControllerFor: animator)
        let context = ViewControllerTransitionContext(container: transitionView, animated: animated, style: .none,
                                                      animator: animator, interactor: interaction)
        context.timingFunction = NavigationParallaxAnimator.curve
        // The frames are taken at the size the view is laid out at now (a frame set just before the push).
        UIView.performWithoutAnimation { view.layoutIfNeeded() }
        let bounds = transitionView.bounds
        context.set(from, for: .from, initialFrame: bounds, finalFrame: .zero)
        context.set(to, for: .to, initialFrame: .zero, finalFrame: bounds)
        let poppingFrom = removed.contains { $0 === from }
        context.onComplete = { [unowned self] completed in
            running = nil
            if completed {
                UIView.performWithoutAnimation { from.viewIfLoaded?.removeFromSuperview() }
                from.endAppearanceTransition()
                to.endAppearanceTransition()
                settle()
                if poppingFrom { from.removeFromParent() }
                if isPush { to.didMove(toParent: self) }
                delegate?.navigationController(self, didShow: to, animated: animated)
            } else {
                stack = oldStack
                UIView.performWithoutAnimation {
                    to.viewIfLoaded?.removeFromSuperview()
                    from.view.frame = transitionView.bounds
                }
                from.appearance.movingFromParent = false
                to.appearance.movingToParent = false
                to.beginAppearanceTransition(false, animated: false)
                to.endAppearanceTransition()
                from.beginAppearanceTransition(true, animated: false)
                from.endAppearanceTransition()
                if poppingFrom { from.didMove(toParent: self) }
                for controller in added {
                    controller.willMove(toParent: nil)
                    controller.removeFromParent()
                }
                for controller in removed where controller !== from { controller.didMove(toParent: self) }
            }
            UIView.performWithoutAnimation { layoutContent() }
            tabBarController?.bottomBarsChanged(alongside: nil)
            interactivePop = nil
            runPending()
        }
        running = context
        ownToolbar.showItems(to.toolbarItems, alongside: context)
        let hidBottomBars = oldStack.contains { $0.hidesBottomBarWhenPushed }
        if hidBottomBars != hidesBottomBars {
            context.animate(alongsideTransition: { [unowned self] _ in layoutContent() }, completion: nil)
            tabBarController?.bottomBarsChanged(alongside: context)
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        navigationBar.show(stack.map(\.navigationItem), push: isPush, animated: animated, coordinator: context)
        context.start()
    }

    /// Takes `controller`'s view out of the content area, with its disappearance when the stack is shown.
    private func uninstall(_ controller: UIViewController) {
        guard let shown = controller.viewIfLoaded, shown.superview === transitionView else { return }
        let visible = isAppearingOrAppeared
        if visible { controller.beginAppearanceTransition(false, animated: false) }
        UIView.performWithoutAnimation { shown.removeFromSuperview() }
        if visible { controller.endAppearanceTransition() }
    }

    private func runPending() {
        guard !pending.isEmpty else { return }
        let next = pending.removeFirst()
        next()
    }
}
