@_spi(KeyValueObserving) import KeyValueObserving
import Foundation
import QuartzCore

/// Manages a view: loads it on first use, hears about its appearance and layout, holds child controllers, and
/// presents others. The overridable members are declared here; their mechanics live in the `+Concern` files.
@MainActor @preconcurrency
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
    private var loadedView: UIView?
    open var title: String? {
        didSet { if title != oldValue { titleDidChange() } }
    }

    /// Where the controller is in its appearance cycle, and whether a view move started it.
    var appearance = AppearanceState()
    /// The containment and presentation relationships (`parent`, `children`, presented and presenting).
    var relations = ControllerRelations()
    /// The controller's trait overrides, those it gives its children, and its trait-change handlers.
    var traitState = TraitOverrideState()
    private var ownNavigationItem: UINavigationItem?
    private var ownTabBarItem: UITabBarItem?
    /// The tab whose provider made this controller (iOS 18).
    public internal(set) weak var tab: UITab?
    private var ownEditButtonItem: UIBarButtonItem?

    /// A controller whose view comes from the nib `nibNameOrNil` in `nibBundleOrNil`, or from `loadView` when nil.
    ///
    /// Difference from Apple: the desktop compiles no nibs; a controller given a nib name reports the line iOS
    /// raises for a nib it cannot load and gets a plain view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nib = (nibNameOrNil, nibBundleOrNil)
        super.init()
    }

    /// The nib's name and bundle, as given.
    private let nib: (name: String?, bundle: Bundle?)
    /// The name of the nib the view is loaded from, as given.
    open var nibName: String? { nib.name }
    /// The bundle of that nib, as given.
    open var nibBundle: Bundle? { nib.bundle }

    override public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Controllers come from code here, never from storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: The view

    /// The root view, loaded (`loadView` then `viewDidLoad`) the first time it is asked for.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
            if isLoadingView, let newValue, let size = containerSizeForLoading {
                UIView.performWithoutAnimation { newValue.frame = CGRect(origin: newValue.frame.origin, size: size) }
            }
            newValue?.refreshSafeArea()
        }
    }

    /// Whether `loadView` runs now: a view set meanwhile takes the size its container or window gives it.
    private var isLoadingView = false
    /// The window about to show this controller as its root, so its view is loaded at the window's size.
    weak var loadingWindow: UIWindow?

    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { view = UIView(frame: .zero) }
        isLoadingView = false
        viewDidLoad()
    }

    /// Makes the root view; the default makes a plain `UIView` (the nib `nibName` names cannot be loaded here).
    open func loadView() {
        if let nibName { UINib(nibName: nibName, bundle: nibBundle).reportUnloadable() }
        view = UIView(frame: .zero)
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once per appearance after `viewWillAppear`, when the view is in the window and its superview laid it
    /// out: its traits and geometry are final here (iOS 13 and later).
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Where the controller adds or changes its view's constraints before layout, in place of the view's
    /// `updateConstraints()`; the default calls that. Call super.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    // MARK: Properties (iOS 26; the pass in Observation/UIView+UpdateProperties.swift)

    /// Where the controller sets its views' content and styling before layout, before its view's own
    /// `updateProperties()`; the `@Observable` properties read here are tracked and a change of one runs it again.
    /// Call super.
    open func updateProperties() {}

    /// Asks for `updateProperties()` before the view's next layout; requests of one turn run it once.
    open func setNeedsUpdateProperties() { controllerPropertiesNeedUpdate() }

    /// Runs the owed `updateProperties()` of the controller, its view and everything below them, now.
    open func updatePropertiesIfNeeded() { viewIfLoaded?.updatePropertiesInSubtree() }

    /// What the update pass keeps for the controller: whether an update is owed and what its tracked methods read.
    var updateState = ViewUpdateState()

    // MARK: Content unavailable (iOS 17)

    /// The empty state shown over the view's content, its changes since the last layout, and the view showing it.
    var contentUnavailable = ContentUnavailableHost()

    /// The state `updateContentUnavailableConfiguration(using:)` is given: the traits and the search text of the
    /// navigation item's search controller.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState { baseContentUnavailableState() }

    /// Asks for `updateContentUnavailableConfiguration(using:)` before the view's next layout.
    open func setNeedsUpdateContentUnavailableConfiguration() {
        contentUnavailable.needsUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Called before the view's layout when an update was asked for (and before the first): set
    /// `contentUnavailableConfiguration` for `state` here.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    // MARK: Editing

    /// Whether the controller's view is in editing mode; setting it calls `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    private var editingState = false

    /// Enters or leaves editing mode; subclasses override to edit their views (a table view controller's table), and
    /// call super. The `editButtonItem` reads Edit or Done after it.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        ownEditButtonItem?.title = editing ? UIBarButtonItem.SystemItem.done.title : UIBarButtonItem.SystemItem.edit.title
        ownEditButtonItem?.style = editing ? .done : .plain
    }

    /// A bar button item reading Edit (Done while editing) that toggles `setEditing(_:animated:)` with animation.
    open var editButtonItem: UIBarButtonItem {
        if let item = ownEditButtonItem { return item }
        let item = UIBarButtonItem(barButtonSystemItem: .edit, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        ownEditButtonItem = item
        return item
    }

    // MARK: Content scroll views (the bars' scroll edges: UIViewController+ScrollEdge.swift)

    /// The scroll views set per edge with `setContentScrollView(_:for:)`.
    var contentScrollViews = ContentScrollViews()

    /// Names the scroll view whose edges decide the bars' scroll-edge appearances at `edge`; nil puts back the default.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViews.set(scrollView, for: edge)
        barsScrollEdgeMayHaveChanged()
    }

    /// The scroll view whose edges decide the bars' scroll-edge appearances at `edge`: the one set, else the view
    /// if it is a scroll view, else its first subview that is one.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let set = contentScrollViews.view(for: edge) { return set }
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    }

    // MARK: Safe area and margins (worked out in Views/UIView+SafeArea.swift)

    /// Insets added to the safe area the container and window give the view (for bars of the controller's own).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.refreshSafeArea() } }
    }

    /// Called once each time the view's `safeAreaInsets` change.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the view's layout margins change.
    open func viewLayoutMarginsDidChange() {}

    /// The edges along which the view extends under a container's translucent bars (all by default).
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { parent?.viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the view extends under opaque bars too.
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { parent?.viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.layoutMarginsDidChange() }
    }

    /// The smallest margins the root view gets: 16 points at the sides in a compact width, 20 in a regular one.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The insets, in `childView`'s coordinates, of the bars this container lays over a child's view; none by default.
    func barInsets(over childView: UIView) -> UIEdgeInsets { .zero }

    /// The size a view loaded now gets: what the container gives this child, the window this root is shown in, or
    /// the frame the presentation gives this presented controller.
    private var containerSizeForLoading: CGSize? {
        if let parent, let parentView = parent.viewIfLoaded, parentView.bounds.size != .zero {
            return parent.size(forChildContentContainer: self, withParentContainerSize: parentView.bounds.size)
        }
        if let loadingWindow, loadingWindow.rootViewController === self { return loadingWindow.bounds.size }
        if let presentation = relations.presentation, presentation.presentedViewController === self, presentation.containerView != nil {
            return presentation.frameOfPresentedViewInContainerView.size
        }
        return nil
    }

    /// The size the controller's content would like, for containers and popovers to read.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            KeyValueObservers.objectDidChange(self)
            if let parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else {
                relations.presentation?.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }

    // MARK: Appearance

    /// Whether appearance callbacks reach the children when this controller's appearance changes, and when a child's
    /// view moves into or out of a window; containers that call `beginAppearanceTransition` themselves return false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children an appearance change of this controller reaches: those whose views are in its view, when it
    /// forwards automatically (containers say which child is shown).
    var appearanceForwardingTargets: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let own = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: own) ?? false }
    }

    /// The child that takes key presses before this controller when nothing is first responder (a container's
    /// shown child).
    var childForKeyInput: UIViewController? { nil }

    /// Starts an appearance change: `viewWillAppear` (appearing) or `viewWillDisappear`, once per change.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated, automatic: false)
    }

    /// Ends the change begun last: `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        endAppearance(automatic: false)
    }

    /// Whether the controller is appearing because it is being presented (during its appear callbacks).
    open var isBeingPresented: Bool { appearance.beingPresented }
    /// Whether the controller is disappearing because it is being dismissed (during its disappear callbacks).
    open var isBeingDismissed: Bool { appearance.beingDismissed }
    /// Whether the controller is appearing because it was added to a parent (a push, `addChild`).
    open var isMovingToParent: Bool { appearance.movingToParent }
    /// Whether the controller is disappearing because it is leaving its parent (a pop, `removeFromParent`).
    open var isMovingFromParent: Bool { appearance.movingFromParent }

    // MARK: Containment

    /// The container controller this one is a child of.
    open var parent: UIViewController? { relations.parent }

    /// The child controllers, in the order added.
    open var children: [UIViewController] { relations.children }

    /// Makes `childController` a child (removing it from its old parent), calling its `willMove(toParent:)`; the
    /// caller adds its view and then calls `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        attachChild(childController)
    }

    /// Leaves the parent, calling `didMove(toParent: nil)`; the caller calls `willMove(toParent: nil)` first and
    /// removes the view.
    open func removeFromParent() {
        detachFromParent()
    }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil { appearance.movingFromParent = true }
    }

    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {
        appearance.movingToParent = false
        if parent == nil { appearance.movingFromParent = false }
    }

    /// Replaces the child `fromViewController`'s view by `toViewController`'s in the same superview, animated as
    /// `UIView.transition(from:to:…)` with `options`, `animations` running alongside.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        transitionChild(from: fromViewController, to: toViewController, duration: duration, options: options,
                        animations: animations, completion: completion)
    }

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? { nearestAncestor(of: UINavigationController.self) }

    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? { nearestAncestor(of: UITabBarController.self) }

    /// What a navigation bar shows for this controller: title, bar button items, back button.
    /// The navigation item, if one was made (reading `navigationItem` makes one).
    var existingNavigationItem: UINavigationItem? { ownNavigationItem }

    open var navigationItem: UINavigationItem {
        if let ownNavigationItem { return ownNavigationItem }
        let item = UINavigationItem(title: title ?? "")
        item.followsControllerTitle = true
        ownNavigationItem = item
        return item
    }

    /// Whether the bottom bars (the navigation controller's toolbar, the tab bar around it) hide while this
    /// controller is on a navigation stack, until it is popped.
    ///
    /// Difference from Apple: the tab bar slides down alongside the push instead of leaving with the covered view.
    open var hidesBottomBarWhenPushed = false

    /// The items the navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { ownToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }
    private var ownToolbarItems: [UIBarButtonItem]?

    /// Sets `toolbarItems`, cross-fading the toolbar's items when `animated`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        ownToolbarItems = toolbarItems
        navigationController?.toolbarItemsChanged(of: self, animated: animated)
    }

    /// What a tab bar shows for this controller (titled by `title` until given its own).
    open var tabBarItem: UITabBarItem! {
        get {
            if let ownTabBarItem { return ownTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            item.followsControllerTitle = true
            ownTabBarItem = item
            return item
        }
        set { ownTabBarItem = newValue }
    }

    private func titleDidChange() {
        if let ownNavigationItem, ownNavigationItem.followsControllerTitle {
            ownNavigationItem.title = title
            ownNavigationItem.followsControllerTitle = true
        }
        if let ownTabBarItem, ownTabBarItem.followsControllerTitle {
            ownTabBarItem.title = title
            ownTabBarItem.followsControllerTitle = true
        }
    }

    // MARK: Presentation

    /// How the controller is shown when presented.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation that presents and dismisses it (for the styles UIKit animates itself).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The transition this controller is pushed or presented with (iOS 18): the zoom out of a source view, or a
    /// modal style; nil for the container's own.
    open var preferredTransition: UIViewController.Transition?
    /// Whether a sheet refuses to be dismissed by the user (a drag away, a tap on the dimming, Escape); the
    /// presentation controller's delegate hears of the attempt.
    open var isModalInPresentation = false
    /// Whether a presentation from a descendant covers only this controller's view (`.currentContext`).
    open var definesPresentationContext = false
    /// Whether this context's `modalTransitionStyle` is used for presentations it covers.
    ///
    /// Difference from Apple: stored only; a presentation uses the presented controller's own style.
    open var providesPresentationContextTransitionStyle = false

    /// The delegate handing out the animator, interaction controller and presentation controller.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The controller this one presented, while it is shown.
    open var presentedViewController: UIViewController? {
        relations.presented ?? parent?.presentedViewController
    }

    /// The controller that presented this one (or an ancestor of it).
    open var presentingViewController: UIViewController? {
        relations.presenting ?? parent?.presentingViewController
    }

    /// The object that manages this controller's presentation: while it is presented, or, asked before, the one
    /// its presentation will use (for a style UIKit lays out), as on iOS; a child answers its parent's.
    open var presentationController: UIPresentationController? {
        if let presentation = relations.presentation { return presentation }
        if let parent { return parent.presentationController }
        return pendingPresentationController()
    }

    /// The sheet this controller is (or will be) presented in: non-nil for the page and form sheet styles and
    /// `.automatic`, before presenting too, so a sheet's detents are set up before `present`.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover this controller is (or will be) presented in: non-nil for the `.popover` style, before presenting
    /// too, so its source is set up before `present`; it stays while the popover adapted to another style.
    open var popoverPresentationController: UIPopoverPresentationController? {
        relations.adaptedPopover ?? presentationController as? UIPopoverPresentationController
    }

    /// Presents `viewControllerToPresent` modally, in its `modalPresentationStyle`, with its transition.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentController(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, or this one if it was presented.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissController(animated: flag, completion: completion)
    }

    /// Shows `vc` in the primary context: pushed on a navigation stack if there is one, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` in a secondary context: a split view controller's secondary column, else presented here.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: sender)
            return
        }
        present(vc, animated: true)
    }

    /// The coordinator of the transition this controller (or its parent) is in, while it runs.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        relations.coordinator ?? parent?.transitionCoordinator
    }

    /// Called before the view's size changes (a window resize), with the coordinator of the change; the default
    /// tells the children, each at the size this container gives it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// Called before the traits change; the default tells the children.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// The size a child's view gets when this controller's view is `parentSize`: the same by default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// A child's `preferredContentSize` changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's Auto Layout fitting size changed.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    // MARK: Responder, traits

    override open var next: UIResponder? {
        loadedView?.superview ?? loadedView?.window
    }

    /// The key commands `addKeyCommand(_:)` added.
    private var addedKeyCommands: [UIKeyCommand] = []

    /// The added key commands, offered while the controller is in the first responder's chain.
    override open var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    /// Offers `keyCommand` while the controller is in the first responder's chain.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.append(keyCommand)
    }

    /// Stops offering a key command `addKeyCommand(_:)` added.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }

    /// Escape dismisses a sheet this controller shows (unless `isModalInPresentation`); other presses go on.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.key?.keysymName == "Escape" }), dismissSheetByEscape() { return }
        super.pressesBegan(presses, with: event)
    }

    /// The environment the controller is shown in: its parent's (with what the parent overrides for it), else its
    /// view's superview's, its presenter's or the main screen's, with this controller's overrides on top.
    open var traitCollection: UITraitCollection { inheritedTraitCollection }

    /// Called when `traitCollection` changed; `UITraitCollection.current` is the new collection meanwhile.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Light or dark for this controller, its view and its children (`.unspecified` inherits).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState.overrides.userInterfaceStyle }
        set { changeTraitOverrides { $0.userInterfaceStyle = newValue } }
    }

    /// The traits this controller sets for itself, its view and its children (iOS 17).
    open var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(values: traitState.overrides) }
        set { changeTraitOverrides { $0 = newValue.values } }
    }

    /// Gives `childViewController` these traits over this controller's own (nil removes them).
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        setChildTraitOverride(collection, for: childViewController)
    }

    /// The traits this controller gives `childViewController` over its own.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        traitState.childOverrides[ObjectIdentifier(childViewController)]
    }

    /// Difference from Apple: never called; the desktop does not warn of memory.
    open func didReceiveMemoryWarning() {}

    /// Whether the controller asks for the pointer to be locked while it shows (iOS 14): hidden, held in place and
    /// reporting only its motion, as a game's camera wants.
    ///
    /// Difference from Apple: never granted; the scene has no `pointerLockState`, and the pointer stays free.
    open var prefersPointerLocked: Bool { false }

    /// The child whose `prefersPointerLocked` counts instead of this controller's (iOS 14).
    open var childViewControllerForPointerLock: UIViewController? { nil }

    // MARK: Status bar (a desktop window has none: `UIStatusBarManager` reports it hidden)

    /// The status bar style the controller wants while it is on top (`UIStatusBarManager.statusBarStyle` reads it).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller wants the status bar hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates when `prefersStatusBarHidden` changes.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` counts instead of this controller's.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` counts instead of this controller's.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a controller presented not full screen takes over the status bar's appearance.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Tells the system the status bar preferences changed.
    ///
    /// Difference from Apple: nothing to update; a desktop window has no status bar.
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Orientation and system gestures (a desktop window neither rotates nor has a home indicator)

    /// The orientations the controller's interface may take: all of them (the desktop's idiom is the iPad's).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .idiomDefault }
    /// Whether the interface rotates with the device.
    ///
    /// Difference from Apple: never asked; a desktop window does not rotate.
    open var shouldAutorotate: Bool { true }
    /// The orientation a full-screen presentation of the controller starts in: the scene's.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { sceneInterfaceOrientation }
    /// The orientation of the scene the view is shown in (portrait before it is shown).
    var sceneInterfaceOrientation: UIInterfaceOrientation { viewIfLoaded?.window?.windowScene?.interfaceOrientation ?? .portrait }
    /// Tells the system `supportedInterfaceOrientations` changed (iOS 16).
    ///
    /// Difference from Apple: nothing to update; a desktop window does not rotate.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// Whether the controller lets the home indicator hide after a while (a video playing full screen).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose `prefersHomeIndicatorAutoHidden` counts instead of this controller's.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Tells the system `prefersHomeIndicatorAutoHidden` changed.
    ///
    /// Difference from Apple: nothing to update; a desktop has no home indicator.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The screen edges whose system gestures wait for the app's own gestures first (none by default).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose `preferredScreenEdgesDeferringSystemGestures` counts instead of this controller's.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Tells the system `preferredScreenEdgesDeferringSystemGestures` changed.
    ///
    /// Difference from Apple: nothing to update; the desktop has no system edge gestures.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// Whether UIKit adjusted the insets of a scroll view filling the view for the bars (before iOS 11's safe area).
    ///
    /// Difference from Apple: stored only; scroll views follow `contentInsetAdjustmentBehavior` and the safe area.
    @available(iOS, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets = true

    // MARK: Storyboards and segues (Controllers/Storyboard/)

    /// The storyboard the controller was made from: none, since controllers here come from code.
    open var storyboard: UIStoryboard? { nil }

    /// Performs the segue named `identifier` from the controller's storyboard scene.
    ///
    /// Difference from Apple: there are no storyboards, so no segue is found; it reports the line iOS raises with,
    /// and does nothing (make a `UIStoryboardSegue` in code and call `perform()` instead).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        Diagnostics.report("Receiver (\(type(of: self))) has no segue with identifier '\(identifier)'")
    }
    /// Whether the segue named `identifier` may be performed when the user triggers it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called before a segue from this controller runs: configure `segue.destination` here.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Whether this controller handles the unwind `action` coming from `fromViewController` (iOS 13); the default
    /// asks the older `canPerformUnwindSegueAction(_:from:withSender:)`.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        canPerformUnwindSegueAction(action, from: fromViewController, withSender: sender as Any)
    }
    /// Whether this controller handles the unwind `action` (before iOS 13).
    ///
    /// Difference from Apple: false by default; without the Objective-C runtime a controller's action methods are
    /// not found by name, so a controller handling an unwind action overrides this.
    @available(iOS, deprecated: 13.0, message: "Use canPerformUnwindSegueAction(_:from:sender:) instead")
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool {
        false
    }
    /// The children an unwind search looks in, most recent first: all but the one the unwind started from.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let excluded = childContaining(source)
        return children.reversed().filter { $0 !== excluded }
    }
    /// The child that is, or contains (as a descendant or a presentation), the unwind's source controller.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { child in source.source.isShown(within: child) }
    }
    /// Called on each container between the unwind's source and its destination, to show `subsequentVC`.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: State restoration and activity

    /// The class that makes the controller anew when state is restored.
    ///
    /// Difference from Apple: stored only; there is no state restoration.
    open var restorationClass: (any UIViewControllerRestoration.Type)?
    /// Saves the controller's state into `coder`.
    ///
    /// Difference from Apple: never called; there is no state restoration.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Reads the controller's state from `coder`.
    ///
    /// Difference from Apple: never called; there is no state restoration.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Called when state restoration finished.
    ///
    /// Difference from Apple: never called; there is no state restoration.
    open func applicationFinishedRestoringState() {}
    /// The controller that handles `action`: this one if it can perform it (a navigation controller for the show
    /// actions, a split view controller for them and the detail one), else the nearest parent or presenter that can.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if current.handlesTargetAction(action, sender: sender) { return current }
            controller = current.parent ?? current.presentingViewController
        }
        return nil
    }
    /// The presentation controller of the presentation this controller is in now (iOS 16): its own, or its
    /// ancestor's; nil when it is not presented.
    open var activePresentationController: UIPresentationController? {
        relations.presentation ?? parent?.activePresentationController
    }
    /// The name the controller's interactions are tracked under (iOS 16): its class's name by default.
    open var interactionActivityTrackingBaseName: String! {
        get { ownTrackingName ?? String(describing: type(of: self)) }
        set { ownTrackingName = newValue }
    }
    private var ownTrackingName: String?

    // MARK: UIKit's own presentations

    /// The presentation controller a UIKit controller presents with when no transitioning delegate gives one (an
    /// alert's); nil for the presentation style's.
    func ownPresentationController(presenting: UIViewController) -> UIPresentationController? { nil }

    /// The animator a UIKit controller is presented and dismissed with when no transitioning delegate gives one (an
    /// alert's); nil for the transition style's.
    func ownTransitionAnimator(presenting: Bool) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    // MARK: Focus (Focus/UIViewController+Focus.swift)

    /// Where focus goes inside the controller: its view.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { viewIfLoaded.map { [$0] } ?? [] }
    /// The superview of the controller's view, else the parent or presenting controller.
    open var parentFocusEnvironment: (any UIFocusEnvironment)? {
        viewIfLoaded?.superview ?? parent ?? presentingViewController
    }
    /// The controller's view.
    open var focusItemContainer: (any UIFocusItemContainer)? { viewIfLoaded }
    /// Whether focus goes back to the item focused before a presentation when it is dismissed.
    open var restoresFocusAfterTransition = true
    open func setNeedsFocusUpdate() { FocusRules.setNeedsFocusUpdate(self) }
    open func updateFocusIfNeeded() { FocusRules.updateFocusIfNeeded(self) }
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
}
