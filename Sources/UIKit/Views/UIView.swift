import Foundation
import QuartzCore

/// A rectangle on screen backed by a layer: it draws, lays out its subviews, animates through
/// its layer, and takes part in the responder chain.
///
/// The view is its layer's delegate: it answers "no action" to property changes outside
/// animation blocks (so plain changes are immediate, as on iOS) and an animation inside them.
@MainActor @preconcurrency
open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment {
    /// The class of the layer a view of this class makes.
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer that shows the view.
    public let layer: CALayer
    /// The view this one is a subview of.
    open var superview: UIView? { superviewStorage }
    /// Where `superview` is kept; only the subview moves write it, and a superview clears it as it deinitializes
    /// (a weak reference would make every retain and release of the view take the runtime's slow path).
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var superviewStorage: UIView?
    /// The handle that constraints, guides and the layout engine refer to the view through (see `ObjectHandle`).
    @exclusivity(unchecked) final package var objectHandleStorage: ObjectHandle?
    /// The subviews, back to front.
    open var subviews: [UIView] { subviewStorage }
    /// Where `subviews` is kept; only the subview moves write it (short writes on the main actor, so its reads, on
    /// every walk of the tree, skip the run-time exclusivity check).
    @exclusivity(unchecked) var subviewStorage: [UIView] = []
    /// The view controller whose root view this is, for the responder chain.
    weak var viewController: UIViewController?
    /// The gesture recognizers attached to the view.
    var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// The interactions added to the view (`addInteraction`).
    var interactionStorage: [UIInteraction] = []
    /// What the view's `hoverStyle` keeps (iOS 17), as the pointer tracker reads it.
    var hoverStyleInteraction: HoverStyleInteraction?
    /// The motion effects attached to the view (`addMotionEffect`).
    var motionEffectStorage: [UIMotionEffect] = []
    /// The animation block open when the view was made: while it is open the view's changes do not animate, so a view
    /// made inside a block appears as configured, as on iOS, instead of animating from its defaults.
    weak var creatingBlock: AnimationBlock?
    /// The safe area insets worked out last (Views/UIView+SafeArea.swift).
    var safeAreaStorage = UIEdgeInsets.zero
    /// Auto Layout's state of the view, made when it first takes part (Layout/ViewLayoutState.swift).
    var autoLayoutStorage: ViewLayoutState?
    /// The view's trait overrides and the handlers registered for its trait changes.
    var traitState = TraitOverrideState()
    /// The trait collection last worked out, and the context's trait generation it holds for.
    var cachedTraits: (generation: Int, traits: UITraitCollection)?
    /// The appearance properties the app set on the view itself, or the rule the view records into as a proxy.
    var appearanceMarks: AppearanceMarks?
    /// The corner configuration set on the view (Views/Corners/UIView+CornerConfiguration.swift).
    var cornerConfigurationStorage: UICornerConfiguration?

    open var tag = 0
    open var isUserInteractionEnabled = true
    /// Whether the subviews are resized by their autoresizing masks when the bounds change (read at every bounds
    /// change, without Swift's run-time exclusivity check).
    @exclusivity(unchecked) open var autoresizesSubviews = true
    @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.gravity }
    }

    public init(frame: CGRect) {
        layer = (Self.layerClass as? CALayer.Type ?? CALayer.self).instantiate()
        creatingBlock = UIKitContextState.current.animationBlocks.last
        super.init()
        layer.setOwningDelegate(self)
        layer.needsDisplayOnBoundsChange = contentMode == .redraw
        UIView.performWithoutAnimation { self.frame = frame }
    }

    /// Subviews and the layer that outlive the view forget it, and references through its handle read nil.
    deinit {
        objectHandleStorage?.owned = nil
        for view in subviewStorage where view.superviewStorage === self { view.superviewStorage = nil }
        layer.owningDelegateWillGo(self)
    }

    override public convenience init() {
        self.init(frame: .zero)
    }

    /// Views come from code here, never from archives (there are no nibs or storyboards).
    public required init?(coder: NSCoder) {
        return nil
    }

    override open var next: UIResponder? {
        viewController ?? superview
    }

    // MARK: Geometry (held by the layer; conversions in UIView+Geometry.swift)

    /// The view's rectangle in its superview's coordinates (undefined when transformed, as on iOS).
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = bounds.size
            layer.frame = newValue
            boundsSizeChanged(from: oldSize)
            autoLayoutFrameDidChange()
            refreshSafeArea(boundsChanged: true)
        }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = bounds.size
            layer.bounds = newValue
            boundsSizeChanged(from: oldSize)
            autoLayoutFrameDidChange()
            refreshSafeArea(boundsChanged: true)
        }
    }

    /// The center of the frame, in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            autoLayoutFrameDidChange()
            refreshSafeArea(boundsChanged: false)
        }
    }

    /// A 2D transform about the center.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The outline UIKit Dynamics collides the view by (`UIDynamicItem`): its bounds rectangle unless a subclass says
    /// otherwise.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The convex outline, about the center, UIKit Dynamics collides the view by when `collisionBoundsType` is `.path`.
    open var collisionBoundingPath: UIBezierPath { UIBezierPath(rect: bounds.offsetBy(dx: -bounds.midX, dy: -bounds.midY)) }

    /// A 3D transform about the center.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The scale of the view's layer contents (`layer.contentsScale`); set from the window's
    /// pixels per point when the view joins a window or the window's scale changes.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            guard newValue.isFinite, newValue > 0, newValue != layer.contentsScale else { return }
            layer.contentsScale = newValue
            // Drawn content is redrawn at the new scale; a view that draws nothing stays so.
            if layer.contents != nil, !keepsOwnContentScale { setNeedsDisplay() }
        }
    }

    // MARK: Subviews (the moves themselves in UIView+Hierarchy.swift)

    /// The window the view is in, if any.
    open var window: UIWindow? { enclosingWindow }

    /// Adds `view` on top of the other subviews, taking it from its old superview. Adding an
    /// ancestor (which would make a cycle) is refused with a message.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        moveSubview(view, to: index)
    }

    /// Takes the view out of its superview (and its window).
    open func removeFromSuperview() {
        detachWithCallbacks()
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let first = subviews[index1], second = subviews[index2]
        insertSubview(first, at: index2)
        insertSubview(second, at: index1)
    }

    /// Makes the first responder resign when it is this view or inside it (a text field whose keyboard a tap on
    /// the background dismisses); with `force` its delegate is not asked. Whether it resigned (true when nothing
    /// inside was editing).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIApplication.firstResponder as? UIView, responder === self || responder.isDescendant(of: self) else {
            return true
        }
        let state = UIKitContextState.current
        let wasForcing = state.forcesEndEditing
        state.forcesEndEditing = force
        defer { state.forcesEndEditing = wasForcing }
        return responder.resignFirstResponder()
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag` in this subtree, the view itself first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// `point`, given in this view's coordinates, in `view`'s (the window's when nil), through the layers' transforms.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { pointConverted(point, to: view) }
    /// `point`, given in `view`'s coordinates (the window's when nil), in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { pointConverted(point, from: view) }
    /// The bounding box of `rect` converted to `view`'s coordinates (the window's when nil).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rectConverted(rect, to: view) }
    /// The bounding box of `rect`, given in `view`'s coordinates (the window's when nil), in this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rectConverted(rect, from: view) }

    // MARK: Layout

    /// Asks for `layoutSubviews` before the next frame.
    open func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Runs any pending layout of this view and its subviews now (after the constraint engine's pending changes).
    open func layoutIfNeeded() {
        UIKitContextState.current.propertiesQueue.runPass()
        autoLayoutFlush()
        layer.layoutIfNeeded()
    }

    /// Resizes the view to `sizeThatFits` of its current size.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        bounds = CGRect(origin: bounds.origin, size: size)
    }

    /// The size the content wants; `UIView.noIntrinsicMetric` in both dimensions by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the view its content size changed: its content-size constraints follow, and the superview lays out again
    /// (a docked input accessory takes its new height at once, in the keyboard's animation).
    open func invalidateIntrinsicContentSize() {
        autoLayoutContentDidChange()
        superview?.setNeedsLayout()
        if superview is InputAccessoryHost { DesktopKeyboard.current.firstResponderChanged() }
    }

    /// An `intrinsicContentSize` dimension the view has no size for.
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Auto Layout (the work is in Layout/UIView+AutoLayout.swift; declared here so subclasses can override)

    /// The constraints installed on this view (activation installs a constraint on its items' nearest common ancestor).
    open var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }
    open func addConstraint(_ constraint: NSLayoutConstraint) { LayoutEngineHost.install(constraint, on: self) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { if constraints.contains(where: { $0 === constraint }) { constraint.isActive = false } }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }
    /// Runs `updateConstraints()` now if it is owed.
    open func updateConstraintsIfNeeded() { autoLayoutUpdateConstraintsIfNeeded() }
    /// Where a view adds or changes its constraints before layout; call `super` at the end, as on iOS.
    open func updateConstraints() {}
    open func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? true }
    open func setNeedsUpdateConstraints() { autoLayoutSetNeedsUpdateConstraints() }
    /// Whether the frame and autoresizing mask become constraints (true for views made in code, as on iOS).
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set { autoLayoutSetTranslates(newValue) }
    }
    open class var requiresConstraintBasedLayout: Bool { false }
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    open var forFirstBaselineLayout: UIView { self }
    open var forLastBaselineLayout: UIView { self }
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { autoLayoutStorage?.hugging[axis.rawValue] ?? .defaultLow }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { autoLayoutSetContentPriority(priority, axis, hugging: true) }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { autoLayoutStorage?.compressionResistance[axis.rawValue] ?? .defaultHigh }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { autoLayoutSetContentPriority(priority, axis, hugging: false) }
    /// The smallest size (`layoutFittingCompressedSize`) or largest (`…ExpandedSize`) the constraints allow.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        autoLayoutFittingSize(targetSize, horizontalFittingPriority, verticalFittingPriority)
    }
    open var layoutMargins: UIEdgeInsets {
        get { autoLayoutEffectiveMargins() }
        set { autoLayoutSetMargins(newValue) }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { autoLayoutDirectional(layoutMargins) }
        set { layoutMargins = autoLayoutAbsolute(newValue) }
    }
    open var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue; layoutMarginsDidChange() }
    }
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set { autoLayout.insetsLayoutMarginsFromSafeArea = newValue; layoutMarginsDidChange() }
    }
    /// Called when the margins change; the margins' constraints follow.
    open func layoutMarginsDidChange() {
        LayoutEngineHost.host(for: self)?.marginsChanged(self)
        viewController?.viewLayoutMarginsDidChange()
    }
    /// The part of the view that bars and the window's unsafe areas cover: a controller's root view gets its
    /// container's bars (and the controller's `additionalSafeAreaInsets`), other views the overlap of their frame with
    /// their superview's. A desktop window's own insets are zero (no notch, status bar or home indicator).
    open var safeAreaInsets: UIEdgeInsets { safeAreaStorage }
    /// Called once each time `safeAreaInsets` changes.
    open func safeAreaInsetsDidChange() {}
    open var layoutMarginsGuide: UILayoutGuide { autoLayoutSystemGuide(.margins) }
    open var readableContentGuide: UILayoutGuide { autoLayoutSystemGuide(.readableContent) }
    open var safeAreaLayoutGuide: UILayoutGuide { autoLayoutSystemGuide(.safeArea) }
    /// Whether the view flips for right-to-left languages; leading and trailing follow it.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { autoLayoutStorage?.semanticContentAttribute ?? .unspecified }
        set { autoLayoutSetSemanticContentAttribute(newValue) }
    }
    open var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { autoLayoutAddGuide(layoutGuide) }
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { autoLayoutRemoveGuide(layoutGuide) }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text.
    ///
    /// Difference from Apple: only labels have baselines of their own; other views' (buttons', stack views') are their bottom edges.
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutEngineHost.host(for: self)?.constraintsAffecting(self, horizontal: axis == .horizontal) ?? []
    }
    /// Whether the view's constraints leave its frame more than one value.
    open var hasAmbiguousLayout: Bool {
        guard let host = LayoutEngineHost.host(for: self) else { return false }
        return host.isAmbiguous(self, horizontal: true) || host.isAmbiguous(self, horizontal: false)
    }
    /// Moves an ambiguous view to another frame its constraints allow (the other way at each call).
    open func exerciseAmbiguityInLayout() { LayoutEngineHost.host(for: self)?.exerciseAmbiguity(of: self) }

    // MARK: Appearance

    /// The view's background: the colour last set, the same object (a dynamic colour stays dynamic), while the
    /// layer still shows what it was resolved to; else a colour of the layer's.
    open var backgroundColor: UIColor? {
        get {
            guard let shown = layer.backgroundColor else { return nil }
            if let assigned = assignedBackgroundColor, assigned.resolved == shown { return assigned.color }
            return UIColor(cgColor: shown)
        }
        set {
            let resolved = newValue?.resolvedColor(with: traitCollection).cgColor
            assignedBackgroundColor = newValue.map { ($0, resolved!) }
            layer.backgroundColor = resolved
            appearanceDidSet(\UIView.backgroundColor, newValue)
        }
    }
    /// The colour `backgroundColor` was last set to, and the layer colour it resolved to then.
    var assignedBackgroundColor: (color: UIColor, resolved: CGColor)?

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    open var isHidden: Bool {
        get { autoLayoutStorage?.stackHidden ?? layer.isHidden }
        set { if !stackViewTookHiddenChange(newValue) { layer.isHidden = newValue } }
    }

    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// The tint this view and its subviews use; inherited from the superview when unset.
    open var tintColor: UIColor! {
        get {
            let tint: UIColor = explicitTintColor ?? superview?.tintColor ?? .systemBlue
            let alreadyDimmed = explicitTintColor == nil && (superview?.isTintDimmed ?? false)
            return isTintDimmed && !alreadyDimmed ? tint.dimmedForTint : tint
        }
        set {
            explicitTintColor = newValue
            tintColorDidChangeInTree()
            appearanceDidSet(\UIView.tintColor, newValue)
        }
    }

    private var explicitTintColor: UIColor?

    /// Called when the tint this view shows changes.
    open func tintColorDidChange() {}

    /// Whether the tint shows as it is or dimmed to grey (`.automatic`: as the superview's, normal at the top); a
    /// presented alert dims what is behind it this way.
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic {
        didSet { if tintAdjustmentMode != oldValue { tintColorDidChangeInTree() } }
    }

    /// Whether the view takes more than one touch at a time; when false a second touch on it goes nowhere.
    open var isMultipleTouchEnabled = false

    /// Whether, while this view tracks a touch, no other view in its window takes one (and it takes none while
    /// others do).
    open var isExclusiveTouch = false

    /// A view whose alpha masks this one: its layer becomes this layer's mask.
    open var mask: UIView? {
        get { maskView }
        set {
            maskView = newValue
            layer.mask = newValue?.layer
        }
    }
    private var maskView: UIView?

    /// Draws the view and its subviews as they are (after pending layout when `afterUpdates`) into the current
    /// graphics context, filling `rect`; false without a current context.
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        drawHierarchySnapshot(in: rect, afterScreenUpdates: afterUpdates)
    }

    private func tintColorDidChangeInTree() {
        tintColorDidChange()
        for subview in subviews where subview.explicitTintColor == nil {
            subview.tintColorDidChangeInTree()
        }
    }

    // MARK: Drawing

    /// Marks the view's content to be drawn again by `draw(_:)` before the next frame.
    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    open func setNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay(rect)
    }

    // MARK: Properties (iOS 26; the pass in Observation/UIView+UpdateProperties.swift)

    /// Where the view sets its content and styling before layout (text, colours, visibility), after its controller's;
    /// the `@Observable` properties read here are tracked and a change of one runs it again. Call super.
    open func updateProperties() {}

    /// Asks for `updateProperties()` before the next layout; requests of one turn run it once.
    open func setNeedsUpdateProperties() { propertiesNeedUpdate() }

    /// Runs the owed `updateProperties()` of this view and its controller, and of the views and controllers below
    /// it, now.
    open func updatePropertiesIfNeeded() { updatePropertiesInSubtree() }

    /// What the update pass keeps for the view: whether an update is owed and what its tracked methods read.
    var updateState = ViewUpdateState()

    // MARK: Hooks subclasses override

    /// Lays out the subviews; the default applies their autoresizing masks (done as the bounds change). The
    /// `@Observable` properties read here are tracked and a change of one lays the view out again.
    ///
    /// Difference from Apple: a tracked method run inside another (a subview's `layoutIfNeeded()` here) also counts as
    /// read by this one, since Swift's Observation merges nested tracking, so a change lays out both.
    open func layoutSubviews() {}

    /// The size that best fits `size`; the default keeps the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Draws the view's content; called with the current graphics context set when the layer needs display.
    open func draw(_ rect: CGRect) {
        UIKitContextState.current.reachedBaseDraw = true
    }

    /// Whether the view's contents come at their own scale (an image view shows its image's),
    /// not at its window's (`contentScaleFactor`).
    var keepsOwnContentScale: Bool { false }

    /// The window's pixels per point changed, or the view joined a window.
    func windowPixelScaleDidChange() {}

    // MARK: Traits

    /// The environment the view is shown in: its controller's (for a controller's view) or its superview's, with
    /// this view's overrides on top; a window's comes from the desktop (colour scheme, pixels per point).
    open var traitCollection: UITraitCollection { inheritedTraitCollection }

    /// Called when `traitCollection` changed: the desktop's colour scheme, an override up the tree, a move to a
    /// window of another scale or style; `UITraitCollection.current` is the new collection meanwhile.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The view's content size category changed; views that adjust their fonts resize them here, before
    /// `traitCollectionDidChange(_:)` runs.
    func contentSizeCategoryDidChange() {}

    /// Light or dark for this view and its subviews, whatever the window shows (`.unspecified` inherits).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState.overrides.userInterfaceStyle }
        set { changeTraitOverrides { $0.userInterfaceStyle = newValue } }
    }

    /// The traits this view sets for itself and its subviews (iOS 17).
    open var traitOverrides: UITraitOverrides {
        get { UITraitOverrides(values: traitState.overrides) }
        set { changeTraitOverrides { $0 = newValue.values } }
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    /// The deepest visible, interactive descendant containing `point` (in this view's
    /// coordinates); hidden views, views with alpha below 0.01 and non-interactive ones are skipped.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            guard let local = subview.touchLocation(of: point) else { continue }
            if let hit = subview.hitTest(local, with: event) {
                return hit
            }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Whether one of the view's gesture recognizers may leave `.possible` (begin or recognize); false fails it. Asked
    /// before the recognizer's delegate; a scroll view refuses its pan while its content tracks a touch it may not cancel.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Draws the view (its layer and sublayers) into the current context for a view print formatter; a view that
    /// prints otherwise than it shows overrides it.
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        layer.render(in: context)
    }

    // MARK: Large content viewer (Accessibility/LargeContent; declared here so subclasses can override)

    /// What app code set of the view's large content; nil until it sets any.
    var largeContentFields: LargeContentFields?

    /// Whether the view shows in the large content viewer of an interaction on it or an ancestor.
    open var showsLargeContentViewer: Bool {
        get { largeContentFields?.shows ?? false }
        set { updateLargeContent { $0.shows = newValue } }
    }
    /// The title the viewer shows (a button's title or a label's text when nil).
    open var largeContentTitle: String? {
        get { largeContentFields?.title }
        set { updateLargeContent { $0.title = newValue } }
    }
    /// The image the viewer shows (a button's or image view's image when nil).
    open var largeContentImage: UIImage? {
        get { largeContentFields?.image }
        set { updateLargeContent { $0.image = newValue } }
    }
    /// Whether the viewer scales the image up to its size.
    open var scalesLargeContentImage: Bool {
        get { largeContentFields?.scalesImage ?? false }
        set { updateLargeContent { $0.scalesImage = newValue } }
    }
    open var largeContentImageInsets: UIEdgeInsets {
        get { largeContentFields?.imageInsets ?? .zero }
        set { updateLargeContent { $0.imageInsets = newValue } }
    }

    // MARK: Focus (worked out in Focus/UIView+Focus.swift; declared here so subclasses can override)

    /// What the view's focus properties hold.
    var focusFields = ViewFocusFields()

    /// Whether the view can be focused: false for a plain view; text inputs, enabled cells of a collection or table
    /// view that allows focus, and controls while keyboard navigation is on can.
    open var canBecomeFocused: Bool { FocusRules.canBecomeFocused(self) }
    /// Whether the view is its window's focused item.
    open var isFocused: Bool { FocusRules.isFocused(self) }
    /// How focus is shown on the view; nil shows the system's halo around the view's shape.
    open var focusEffect: UIFocusEffect? {
        get { focusFields.effect }
        set { focusFields.effect = newValue }
    }
    /// The group the view's items belong to; a collection or table view is a group of its own by default.
    open var focusGroupIdentifier: String? {
        get { focusFields.groupIdentifier ?? FocusRules.automaticGroupIdentifier(of: self) }
        set { focusFields.groupIdentifier = newValue }
    }
    /// The view's claim to be focused when Tab enters its group.
    open var focusGroupPriority: UIFocusGroupPriority {
        get { focusFields.groupPriority }
        set { focusFields.groupPriority = newValue }
    }
    /// Whether the view waits for the user before showing focus.
    open var focusItemDeferralMode: UIFocusItemDeferralMode {
        get { focusFields.deferralMode }
        set { focusFields.deferralMode = newValue }
    }
    /// Whether focus looks at the items behind the view.
    open var isTransparentFocusItem: Bool { false }
    /// Where focus goes inside the view: a window's root controller, a collection or table view's preferred (or last
    /// focused) cell; none for other views, whose first focusable item in reading order is taken.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { FocusRules.preferredEnvironments(of: self) }
    /// The view's controller when it is one's root view, else the superview.
    open var parentFocusEnvironment: (any UIFocusEnvironment)? { viewController ?? superview }
    /// The view itself.
    open var focusItemContainer: (any UIFocusItemContainer)? { self }
    open func setNeedsFocusUpdate() { FocusRules.setNeedsFocusUpdate(self) }
    open func updateFocusIfNeeded() { FocusRules.updateFocusIfNeeded(self) }
    /// Whether focus may move as `context` says; a collection or table view asks its delegate.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { FocusRules.shouldUpdateFocus(self, in: context) }
    /// Told of a focus move; a collection or table view tells its delegate and selects as focus follows.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        FocusRules.didUpdateFocus(self, in: context, with: coordinator)
    }
    /// The focusable views among the view's descendants whose frames meet `rect` (in the view's coordinates).
    open func focusItems(in rect: CGRect) -> [any UIFocusItem] { FocusRules.focusItems(of: self, in: rect) }

    // MARK: CALayerDelegate

    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        displayOnJoiningWindow()
        autoLayoutApplyToSubviews()
        applyCornerConfiguration()
        traitCollection.performAsCurrent {
            viewController?.viewWillBeLaidOut()
            viewController?.updateContentUnavailableConfigurationIfNeeded()
            trackingReads(for: .layout) {
                viewController?.viewWillLayoutSubviews()
                layoutSubviews()
                viewController?.viewDidLayoutSubviews()
            }
            viewController?.placeContentUnavailableView()
        }
        applySubviewCornerConfigurations()
    }

    /// Draws the layer through `draw(_:)`, with the context current for UIKit drawing calls; a tiled layer's view
    /// is given the tile being drawn, as on iOS.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        let rect = layer is CATiledLayer ? ctx.boundingBoxOfClipPath : bounds
        traitCollection.performAsCurrent { trackingReads(for: .display) { draw(rect) } }
    }

    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        if let creatingBlock, UIKitContextState.current.animationBlocks.contains(where: { $0 === creatingBlock }) {
            return UIView.noAction
        }
        return UIView.action(for: layer, forKey: event) ?? UIView.noAction
    }

    /// The action that stops the layer's search (one, not one made per property change of every view).
    static let noAction = NSNull()
}

extension UIView: ObjectHandleOwner {}
