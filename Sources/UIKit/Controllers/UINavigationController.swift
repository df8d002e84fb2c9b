import QuartzCore

/// A stack of controllers shown one at a time under a navigation bar: pushing slides the new one in from the
/// trailing edge over the old one, which moves a third of the way and dims; popping does the reverse, also under
/// the finger from the leading edge of the window, by Alt+Left and by a mouse's back button.
///
/// The top controller's view extends under translucent bars (`edgesForExtendedLayout`), which give it safe-area insets.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    public enum Operation: Int, Sendable {
        case none, push, pop
    }

    /// How long the bar takes to hide or show.
    public static let hideShowBarDuration: CGFloat = 0.35

    /// The stack, root first; the last one is on top.
    var stack: [UIViewController] = []
    /// The transition running now.
    var running: ViewControllerTransitionContext?
    /// Stack changes asked for while a transition runs, done when it ends.
    var pending: [() -> Void] = []
    /// The interaction of an edge-pan pop, while the finger drives it.
    var interactivePop: UIPercentDrivenInteractiveTransition?
    /// The zoomed controller's dismissal the edge swipe drives, while the finger is down.
    var zoomEdgePan: ZoomDismissGesture?
    /// The view the controllers' views are shown in, below the bar.
    let transitionView = UIView()
    private lazy var edgePan: UIScreenEdgePanGestureRecognizer = makeEdgePan()
    /// The recognizers and state of the bars hiding on a tap, a swipe or the keyboard (UINavigationController+BarHiding).
    lazy var barHiding = NavigationBarHiding(controller: self)

    /// Whether a tap in the content hides the bars, and the next one shows them again.
    open var hidesBarsOnTap = false { didSet { barHiding.update() } }
    /// Whether swiping the content up hides the bars, and swiping it down shows them.
    open var hidesBarsOnSwipe = false { didSet { barHiding.update() } }
    /// Whether the bars hide while the keyboard shows.
    open var hidesBarsWhenKeyboardAppears = false { didSet { barHiding.update() } }
    /// Whether the bars hide while the environment is vertically compact (a phone in landscape).
    open var hidesBarsWhenVerticallyCompact = false { didSet { barHiding.update() } }
    /// The tap recognizer behind `hidesBarsOnTap` (enabled while it is on).
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barHiding.tap }
    /// The pan recognizer behind `hidesBarsOnSwipe` (enabled while it is on).
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHiding.swipe }

    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The delegate's orientations when it has one, else the controller's own.
    override open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }
    /// The delegate's orientation for a presentation when it has one, else the controller's own.
    override open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self) ?? super.preferredInterfaceOrientationForPresentation
    }
    /// The bar showing the stack's navigation items.
    public let navigationBar: UINavigationBar
    open private(set) var isNavigationBarHidden = false
    /// The toolbar along the bottom, showing the top controller's `toolbarItems` while it is not hidden.
    open var toolbar: UIToolbar! { ownToolbar }
    let ownToolbar = UIToolbar(frame: .zero)
    private var toolbarHidden = true
    /// Whether the toolbar is hidden (it is by default); setting it hides or shows it at once.
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with a bar of `navigationBarClass` (a `UINavigationBar` subclass).
    ///
    /// Difference from Apple: the classes are ignored (a plain `UINavigationBar` and `UIToolbar`), since Swift cannot
    /// make a view of a class value without a required initializer.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
    }

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    override open func loadView() {
        let root = NavigationContainerView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.controller = self
        root.backgroundColor = .white
        root.clipsToBounds = true
        transitionView.clipsToBounds = true
        root.addSubview(transitionView)
        root.addSubview(ownToolbar)
        root.addSubview(navigationBar)
        ownToolbar.setItems(stack.last?.toolbarItems, animated: false)
        navigationBar.onBack = { [unowned self] in popViewController(animated: true) }
        root.addGestureRecognizer(edgePan)
        barHiding.install(in: root)
        view = root
        layoutContent()
        if let top = stack.last { install(top, in: transitionView) }
    }

    /// The controllers, root first; setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// The controller shown: the top one, or what it presents.
    open var visibleViewController: UIViewController? {
        var visible = topViewController
        while let presented = visible?.relations.presented { visible = presented }
        return visible ?? presentedViewController
    }

    /// The recognizer behind the pop by a pan from the leading edge.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePan }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            return Diagnostics.report("pushViewController refused: \(type(of: viewController)) is already on the stack")
        }
        setViewControllers(stack + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let top = stack.last
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Diagnostics.report("popToViewController refused: \(type(of: viewController)) is not on the stack")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack; a new top controller comes with a push (or a pop, when it was on the stack) transition.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard running == nil else {
            if reverseRunningZoom(to: viewControllers) { return }
            pending.append { [unowned self] in setViewControllers(viewControllers, animated: animated) }
            return
        }
        replaceStack(with: viewControllers, animated: animated, interactor: nil)
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        isNavigationBarHidden = hidden
        guard isViewLoaded else { return }
        if animated {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration)) { self.layoutContent() }
        } else {
            UIView.performWithoutAnimation { layoutContent() }
        }
    }

    /// Hides or shows the toolbar, sliding it off or onto the bottom edge when `animated`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        guard isViewLoaded else { return }
        if animated {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration)) { self.layoutContent() }
        } else {
            UIView.performWithoutAnimation { layoutContent() }
        }
    }

    /// Whether a controller on the stack asks the bottom bars (the toolbar, a tab bar around) to hide.
    var hidesBottomBars: Bool { stack.contains { $0.hidesBottomBarWhenPushed } }

    /// Whether the toolbar shows: not hidden, and no controller on the stack hides the bottom bars.
    var isToolbarShown: Bool { !toolbarHidden && !hidesBottomBars }

    /// The top controller's toolbar items changed.
    func toolbarItemsChanged(of controller: UIViewController, animated: Bool) {
        guard controller === stack.last, running == nil else { return }
        ownToolbar.setItems(controller.toolbarItems, animated: animated)
    }

    /// The coordinator of the push or pop running now.
    override open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        running ?? super.transitionCoordinator
    }

    /// Shows `vc` by pushing it.
    /// Renames the top item's title in place when its rename delegate allows it (the title menu's Rename).
    override open func rename(_ sender: Any?) {
        guard navigationBar.beginRenamingTopItem() else { return super.rename(sender) }
    }

    override open func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// The stack's top controller gets the appearance callbacks, not the others.
    override open var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override var appearanceForwardingTargets: [UIViewController] {
        guard running == nil, let top = stack.last else { return [] }
        return [top]
    }

    /// Alt+Left goes back.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.key?.keysymName == "Left" && $0.key?.modifierFlags.contains(.alternate) == true }),
           goBack() {
            return
        }
        super.pressesBegan(presses, with: event)
    }

    override var childForKeyInput: UIViewController? { topViewController }

    /// Pops the top controller, as the back button does; false when there is nothing to go back to.
    @discardableResult
    func goBack() -> Bool {
        guard stack.count > 1, running == nil else { return false }
        popViewController(animated: true)
        return true
    }

    /// A child's view fills the content area: the view's size less the bars.
    override open func size(forChildContentContainer container: any UIContentContainer,
                            withParentContainerSize parentSize: CGSize) -> CGSize {
        contentFrame(in: parentSize).size
    }

    /// The frame of the content: the whole view, less the bars the top controller does not extend under.
    var contentFrame: CGRect { contentFrame(in: view.bounds.size) }

    private func contentFrame(in size: CGSize) -> CGRect {
        let edges = stack.last?.edgesForExtendedLayout ?? .all
        let includesOpaque = stack.last?.extendedLayoutIncludesOpaqueBars ?? false
        let underBar = edges.contains(.top) && (navigationBar.isTranslucent || includesOpaque)
        let underToolbar = edges.contains(.bottom) && (ownToolbar.isTranslucent || includesOpaque)
        let top = isNavigationBarHidden || underBar ? 0 : fullBarHeight(size)
        let bottom = isToolbarShown && !underToolbar ? ownToolbar.sizeThatFits(size).height + safeBottom : 0
        return CGRect(x: 0, y: top, width: size.width, height: max(0, size.height - top - bottom))
    }

    /// How far the bottom of the view is covered from outside (a tab bar around): the toolbar sits above it.
    private var safeBottom: CGFloat { viewIfLoaded?.safeAreaInsets.bottom ?? 0 }

    /// The bar's height with its search bar unfolded: a search bar folded by scrolling moves neither the content nor
    /// the safe area, so the content's scroll range stays and scrolling back to the top unfolds it.
    private func fullBarHeight(_ size: CGSize) -> CGFloat {
        navigationBar.sizeThatFits(size).height + navigationBar.searchCollapse
    }

    /// The top controller's root scroll view scrolled: its search bar folds away past the top and back.
    func topContentScrolled(_ scrollView: UIScrollView) {
        guard isViewLoaded, running == nil,
              navigationBar.foldSearchBar(scrolled: scrollView.contentOffset.y + scrollView.adjustedContentInset.top) else { return }
        UIView.performWithoutAnimation {
            layoutContent()
            navigationBar.layoutSearchBar()
        }
    }

    /// The navigation bar covers a child's view from the top, the toolbar from the bottom, while they show.
    override func barInsets(over childView: UIView) -> UIEdgeInsets {
        let top = isNavigationBarHidden ? 0 : coverage(of: childView, by: navigationBar, fromTop: true) + navigationBar.searchCollapse
        return UIEdgeInsets(top: top, left: 0,
                     bottom: isToolbarShown ? coverage(of: childView, by: ownToolbar, fromTop: false) : 0, right: 0)
    }

    /// Places the bars and the content for the view's size.
    func layoutContent() {
        guard let view = viewIfLoaded else { return }
        let barHeight = navigationBar.sizeThatFits(view.bounds.size).height
        navigationBar.frame = CGRect(x: 0, y: isNavigationBarHidden ? -barHeight : 0, width: view.bounds.width, height: barHeight)
        navigationBar.alpha = isNavigationBarHidden ? 0 : 1
        let toolbarHeight = ownToolbar.sizeThatFits(view.bounds.size).height
        ownToolbar.frame = CGRect(x: 0, y: view.bounds.height - (isToolbarShown ? toolbarHeight + safeBottom : 0),
                                  width: view.bounds.width, height: toolbarHeight)
        ownToolbar.alpha = isToolbarShown ? 1 : 0
        transitionView.frame = contentFrame
        if running == nil, let top = stack.last?.viewIfLoaded, top.superview === transitionView {
            top.frame = transitionView.bounds
        }
        for controller in stack { controller.viewIfLoaded?.refreshSafeArea() }
        updateScrollEdges()
        barHiding.followVerticalSizeClass()
    }

    /// The bars take their scroll-edge appearances while the top controller's content is at their edges (with no
    /// scroll view, always, as on iOS 15).
    func updateScrollEdges() {
        navigationBar.isAtScrollEdge = edgeScrollView(for: .top)?.isAtContentEdge(.top) ?? true
        ownToolbar.isAtScrollEdge = edgeScrollView(for: .bottom)?.isAtContentEdge(.bottom) ?? true
    }
}

/// A navigation controller's view: it lays out the bar and the content.
final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContent()
    }
}
