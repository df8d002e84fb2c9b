import QuartzCore

/// Hears a tab bar controller's selection, may refuse it, and may hand out a transition between tabs.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// Controllers shown one at a time, chosen from a tab bar along the bottom: switching is immediate, or runs the
/// transition the delegate hands out.
@MainActor @preconcurrency
open class UITabBarController: UIViewController, UITabBarDelegate {
    open weak var delegate: (any UITabBarControllerDelegate)?
    public let tabBar = UITabBar(frame: .zero)
    private var tabs: [UIViewController] = []
    private var selected: Int = NSNotFound
    /// The view the selected controller's view is shown in, above the bar.
    let transitionView = UIView()
    /// The tab switch running now.
    private var running: ViewControllerTransitionContext?

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.delegate = self
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    override open func loadView() {
        let root = TabBarContainerView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.controller = self
        root.backgroundColor = .white
        transitionView.clipsToBounds = true
        root.addSubview(transitionView)
        root.addSubview(tabBar)
        view = root
        layoutContent()
        if let shown = selectedViewController { install(shown, in: transitionView) }
    }

    /// The tabs' controllers, in the bar's order.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        let new = viewControllers ?? []
        for controller in tabs where !new.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === old { uninstall(controller) }
            controller.removeFromParent()
        }
        for controller in new where !tabs.contains(where: { $0 === controller }) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabs = new
        tabBar.setItems(new.map { $0.tabBarItem }, animated: animated)
        let keep = old.flatMap { shown in new.firstIndex { $0 === shown } }
        selected = NSNotFound
        show(index: keep ?? (new.isEmpty ? NSNotFound : 0), animated: false)
    }

    /// The controller of the selected tab.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                return Diagnostics.report("selectedViewController refused: the controller is not one of the tabs")
            }
            show(index: index, animated: false)
        }
    }

    open var selectedIndex: Int {
        get { selected }
        set { show(index: newValue, animated: false) }
    }

    /// A tab was tapped: the delegate may refuse; the switch runs its transition.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else {
            tabBar.selectedItem = selectedViewController?.tabBarItem
            return
        }
        show(index: index, animated: true)
        delegate?.tabBarController(self, didSelect: controller)
    }

    override open var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override var appearanceForwardingTargets: [UIViewController] {
        guard running == nil, let shown = selectedViewController else { return [] }
        return [shown]
    }

    override var childForKeyInput: UIViewController? { selectedViewController }

    override open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        running ?? super.transitionCoordinator
    }

    /// Shows the tab at `index`: at once, or through the delegate's transition when `animated`.
    private func show(index: Int, animated: Bool) {
        guard index != selected else { return }
        guard index == NSNotFound || tabs.indices.contains(index) else {
            return Diagnostics.report("selectedIndex \(index) refused: there are \(tabs.count) tabs")
        }
        guard running == nil else { return }
        let from = selectedViewController
        selected = index
        let to = selectedViewController
        tabBar.selectedItem = to?.tabBarItem
        guard isViewLoaded else { return }
        UIView.performWithoutAnimation { layoutContent() }
        let visible = isAppearingOrAppeared
        if animated, visible, let from, let to,
           let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) {
            return transition(from: from, to: to, animator: animator)
        }
        if visible {
            from?.beginAppearanceTransition(false, animated: false)
            to?.beginAppearanceTransition(true, animated: false)
        }
        if let from { uninstall(from) }
        if let to { install(to, in: transitionView) }
        if visible {
            from?.endAppearanceTransition()
            to?.endAppearanceTransition()
        }
    }

    private func transition(from: UIViewController, to: UIViewController, animator: any UIViewControllerAnimatedTransitioning) {
        let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
        let context = ViewControllerTransitionContext(container: transitionView, animated: true, style: .none,
                                                      animator: animator, interactor: interactor)
        let bounds = transitionView.bounds
        context.set(from, for: .from, initialFrame: bounds, finalFrame: .zero)
        context.set(to, for: .to, initialFrame: .zero, finalFrame: bounds)
        let previous = tabs.firstIndex { $0 === from } ?? NSNotFound
        context.onComplete = { [unowned self] completed in
            running = nil
            if completed {
                UIView.performWithoutAnimation { from.viewIfLoaded?.removeFromSuperview() }
                to.viewIfLoaded?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            } else {
                UIView.performWithoutAnimation {
                    to.viewIfLoaded?.removeFromSuperview()
                    from.view.frame = transitionView.bounds
                }
                selected = previous
                tabBar.selectedItem = from.tabBarItem
                to.beginAppearanceTransition(false, animated: false)
                from.beginAppearanceTransition(true, animated: false)
            }
            from.endAppearanceTransition()
            to.endAppearanceTransition()
        }
        running = context
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        context.start()
    }

    private func uninstall(_ controller: UIViewController) {
        UIView.performWithoutAnimation { controller.viewIfLoaded?.removeFromSuperview() }
    }

    /// A child's view fills the content area: the view's size less the bar.
    override open func size(forChildContentContainer container: any UIContentContainer,
                            withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width, height: max(0, parentSize.height - tabBarHeightOutsideContent(parentSize)))
    }

    /// How much of `size`'s height the bar takes from the content: none when the selected controller extends under it.
    private func tabBarHeightOutsideContent(_ size: CGSize) -> CGFloat {
        let selected = selectedViewController
        let extends = (selected?.edgesForExtendedLayout ?? .all).contains(.bottom)
            && (tabBar.isTranslucent || (selected?.extendedLayoutIncludesOpaqueBars ?? false))
        return isTabBarShown && !extends ? tabBar.sizeThatFits(size).height : 0
    }

    /// The tab bar covers the selected controller's view from the bottom while it shows.
    override func barInsets(over childView: UIView) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: isTabBarShown ? coverage(of: childView, by: tabBar, fromTop: false) : 0, right: 0)
    }

    /// Whether the bar shows: not while the selected navigation stack holds a controller that
    /// `hidesBottomBarWhenPushed`.
    var isTabBarShown: Bool { !((selectedViewController as? UINavigationController)?.hidesBottomBars ?? false) }

    /// The selected stack's wish for the bar changed: it slides down or up, alongside `coordinator`'s transition
    /// when given (the content takes the whole height at once when the bar leaves, at the end when it comes back).
    func bottomBarsChanged(alongside coordinator: (any UIViewControllerTransitionCoordinator)?) {
        guard isViewLoaded else { return }
        guard let coordinator else { return UIView.performWithoutAnimation { layoutContent() } }
        let shown = isTabBarShown
        UIView.performWithoutAnimation {
            transitionView.frame = CGRect(origin: .zero, size: view.bounds.size)
            if shown {
                tabBar.isHidden = false
                tabBar.frame.origin.y = view.bounds.height
            }
        }
        coordinator.animate(alongsideTransition: { [unowned self] _ in
            tabBar.frame.origin.y = view.bounds.height - (shown ? tabBar.frame.height : 0)
        }, completion: { [weak self] _ in
            UIView.performWithoutAnimation { self?.layoutContent() }
        })
    }

    /// Places the bar along the bottom and the content above it (the whole view while the bar is hidden).
    func layoutContent() {
        guard let view = viewIfLoaded else { return }
        let height = tabBar.sizeThatFits(view.bounds.size).height
        let shown = isTabBarShown
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - (shown ? height : 0), width: view.bounds.width, height: height)
        tabBar.isHidden = !shown
        transitionView.frame = CGRect(x: 0, y: 0, width: view.bounds.width,
                                      height: max(0, view.bounds.height - tabBarHeightOutsideContent(view.bounds.size)))
        selectedViewController?.viewIfLoaded?.refreshSafeArea()
        updateScrollEdge()
    }

    /// The bar takes its scroll-edge appearance while the selected content is at its bottom edge (with no scroll
    /// view, always, as on iOS 15).
    func updateScrollEdge() {
        tabBar.isAtScrollEdge = edgeScrollView(for: .bottom)?.isAtContentEdge(.bottom) ?? true
    }
}

/// A tab bar controller's view: it lays out the bar and the content.
final class TabBarContainerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContent()
    }
}
