import QuartzCore

/// The presentation of page and form sheets: a sheet that rests at one of its detents (attached to the bottom edge
/// when it has detents other than large, a centered card otherwise), with rounded top corners, an optional
/// grabber, a dimming view above the largest undimmed detent, and a drag that moves it between detents or away.
///
/// Difference from Apple: a sheet in a regular-width window follows its detents when it has one other than large
/// (iPadOS shows it as a form sheet then); with only the large detent it is the centered card of an iPad.
@MainActor @preconcurrency
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at; the system's large detent by default.
    open var detents: [Detent] = [.large()] { didSet { layoutChanged() } }
    /// The detent the sheet rests at; nil rests at the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { if !selectingFromDrag { layoutChanged() } } }
    /// The tallest detent at which the presenter stays undimmed and takes touches; nil dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { layoutChanged() } }
    open var prefersGrabberVisible = false { didSet { layoutChanged() } }
    /// The radius of the sheet's top corners; nil uses the system's.
    open var preferredCornerRadius: CGFloat? { didSet { layoutChanged() } }
    /// Whether a scroll at its top edge inside the sheet drags the sheet up to a taller detent before scrolling.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in a compact-height environment.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet takes the presented controller's preferred width.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { layoutChanged() } }
    /// The view a popover adapted to a sheet pointed at.
    open var sourceView: UIView?

    /// The system's radius for a sheet's corners.
    static let systemCornerRadius: CGFloat = 10

    let dimmingView = UIView()
    let grabberView = SheetGrabberView()
    /// The drag under way, if any.
    var drag: SheetDrag?
    /// Whether a drag's release is setting the selection (the sheet is already on its way there).
    var selectingFromDrag = false
    /// How many `animateChanges` blocks are open, and whether one changed the layout.
    private var changeDepth = 0
    private var changedInBlock = false
    private lazy var interactions = SheetInteractions(sheet: self)

    override public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// Applies the changes `changes` makes to the detents and the selection with the sheet's spring.
    open func animateChanges(_ changes: () -> Void) {
        changeDepth += 1
        changes()
        changeDepth -= 1
        guard changeDepth == 0, changedInBlock else { return }
        changedInBlock = false
        settle(animated: true, velocity: 0)
    }

    /// Resolves the custom detents again (what their resolvers read changed); call it inside `animateChanges`
    /// to animate the new heights.
    open func invalidateDetents() {
        layoutChanged()
    }

    override open var shouldPresentInFullscreen: Bool { false }

    override open var frameOfPresentedViewInContainerView: CGRect {
        guard let geometry else { return .zero }
        return geometry.frame(top: geometry.stop(for: selectedDetentIdentifier).top)
    }

    /// The sheet's size in a container of `parentSize` (a resize tells the presented controller of it).
    override open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        let geometry = self.geometry(in: parentSize)
        return geometry.frame(top: geometry.stop(for: selectedDetentIdentifier).top).size
    }

    // MARK: Geometry

    /// The detents resolved in the container as it is now; nil before the presentation has a container.
    var geometry: SheetGeometry? {
        guard let containerView else { return nil }
        return geometry(in: containerView.bounds.size)
    }

    /// Whether the sheet attaches to the bottom edge: in a compact width, or with a detent other than large.
    var isEdgeAttached: Bool {
        traitCollection.horizontalSizeClass == .compact || detents.contains { $0.identifier != .large }
            || (prefersEdgeAttachedInCompactHeight && traitCollection.verticalSizeClass == .compact)
    }

    func geometry(in size: CGSize) -> SheetGeometry {
        let traits = traitCollection
        let style = presentedViewController.modalPresentationStyle
        return SheetGeometry(
            containerSize: size, safeAreaTop: containerView?.safeAreaInsets.top ?? 0, isEdgeAttached: isEdgeAttached,
            preferredContentSize: presentedViewController.preferredContentSize,
            isFormSheet: style == .formSheet || style == .popover,
            widthFollowsPreferredContentSize: widthFollowsPreferredContentSizeWhenEdgeAttached
        ) { [detents] maximum in
            let context = SheetDetentResolutionContext(containerTraitCollection: traits, maximumDetentValue: maximum)
            return detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
        }
    }

    // MARK: Placing the sheet

    /// A property changed: the sheet moves at once, or with the spring at the end of `animateChanges`.
    private func layoutChanged() {
        if changeDepth > 0 {
            changedInBlock = true
        } else if containerView != nil, presentedViewController.relations.coordinator == nil {
            settle(animated: false, velocity: 0)
        }
    }

    /// Moves the sheet, grabber and dimming to the selected detent, on the spring (`velocity` in points a second).
    func settle(animated: Bool, velocity: CGFloat) {
        guard let geometry, let presentedView else { return }
        let top = geometry.stop(for: selectedDetentIdentifier).top
        let apply = { [self] in
            place(top: top, in: geometry)
            styleChrome()
        }
        guard animated else { return UIView.performWithoutAnimation(apply) }
        let distance = top - presentedView.frame.minY
        let relative = abs(distance) > 0.5 ? velocity / distance : 0
        UIView.animate(withDuration: SheetDrag.settleDuration, delay: 0, usingSpringWithDamping: SheetDrag.damping,
                       initialSpringVelocity: relative, options: [.allowUserInteraction, .beginFromCurrentState],
                       animations: apply)
    }

    /// Puts the sheet's top edge at `top`, the grabber on it, and the dimming as much as shows there.
    func place(top: CGFloat, in geometry: SheetGeometry) {
        let frame = geometry.frame(top: top)
        presentedView?.frame = frame
        grabberView.frame = SheetGrabberView.frame(inSheet: frame)
        if let containerView, containerView.subviews.last !== grabberView { containerView.bringSubviewToFront(grabberView) }
        dimmingView.alpha = geometry.dimming(top: top, largestUndimmed: largestUndimmedDetentIdentifier)
        // A dimmed presenter is out of reach of screen readers too; an undimmed one stays in reach.
        containerView?.accessibilityViewIsModal = dimmingView.alpha >= 0.01
    }

    /// The corners, their radius and the grabber as the properties ask.
    private func styleChrome() {
        guard let presentedView else { return }
        presentedView.layer.cornerRadius = preferredCornerRadius ?? Self.systemCornerRadius
        presentedView.layer.maskedCorners = isEdgeAttached
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        presentedView.clipsToBounds = true
        grabberView.isHidden = !prefersGrabberVisible
    }

    /// Touches on the undimmed area go to the presenter's views.
    override func containerPassesTouch(at point: CGPoint) -> Bool {
        dimmingView.alpha < 0.01
    }

    // MARK: Transitions

    override open func presentationTransitionWillBegin() {
        guard let containerView, let geometry else { return }
        let top = geometry.stop(for: selectedDetentIdentifier).top
        let final = geometry.frame(top: top)
        UIView.performWithoutAnimation {
            dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
            dimmingView.frame = containerView.bounds
            dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dimmingView.alpha = 0
            containerView.insertSubview(dimmingView, at: 0)
            containerView.addSubview(grabberView)
            styleChrome()
            grabberView.frame = SheetGrabberView.frame(inSheet: final.offsetBy(dx: 0, dy: containerView.bounds.height - final.minY))
            interactions.install(in: containerView)
        }
        let dimming = geometry.dimming(top: top, largestUndimmed: largestUndimmedDetentIdentifier)
        alongside { [dimmingView, grabberView] in
            containerView.bringSubviewToFront(grabberView)
            dimmingView.alpha = dimming
            grabberView.frame = SheetGrabberView.frame(inSheet: final)
        }
    }

    override open func presentationTransitionDidEnd(_ completed: Bool) {
        if completed { settle(animated: false, velocity: 0) }
    }

    override open func dismissalTransitionWillBegin() {
        drag = nil
        guard let containerView, let frame = presentedView?.frame else { return }
        alongside { [dimmingView, grabberView] in
            dimmingView.alpha = 0
            grabberView.frame = SheetGrabberView.frame(inSheet: frame.offsetBy(dx: 0, dy: containerView.bounds.height - frame.minY))
        }
    }

    /// Runs `changes` along the transition under way, or at once without one.
    private func alongside(_ changes: @escaping () -> Void) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in changes() }, completion: nil)
        } else {
            changes()
        }
    }

    /// A resize lays the sheet out at once, also while it is being presented (its animation runs to the new
    /// frame); while it is dragged or dismissed it stays where it is.
    override open func containerViewWillLayoutSubviews() {
        guard !presentedViewController.isBeingDismissed, drag == nil, let geometry else { return }
        let frame = frameOfPresentedViewInContainerView
        guard presentedView?.frame != frame else { return }
        presentedView?.frame = frame
        if !presentedViewController.isBeingPresented {
            place(top: frame.minY, in: geometry)
        }
    }
}
