import Foundation

/// A rectangle of content in a tree of layers: the model object whose properties animations and the render side read.
/// Setting an animatable property looks up an action (implicit animation) and marks the layer changed in the
/// current `CATransaction`. Subclasses that add properties override `init(layer:)` and `animatableProperties()`, as
/// on iOS: presentation copies and `UIView.layerClass` run the subclass's own initializer (`DynamicInitializer`).
/// Bad numbers: a value with a NaN or infinite component is refused (reported once, the old value kept), fractions
/// such as `opacity` are clamped to 0…1, and huge finite values are kept; the render side never receives a NaN or
/// an infinity (see `CALayer+Validation.swift` and README "Reliability").
@MainActor @preconcurrency
@CALayerModelFields
open class CALayer: NSObject, CAMediaTiming {
    // MARK: Model
    // Each property below is declared once, by its `CALayerModel` line: where it lives in `model`, its key path
    // string, its check and whether it animates (see Properties/CALayerModel.swift and CONTRIBUTING.md).

    /// The layer's model values: every declared property, as one value that presentation copies and the render
    /// side's snapshots copy whole. Its accesses are not checked for exclusivity at run time (nor are the sublayers'
    /// and the layout flag's): every access is a short read or write on the main actor, and the check cost about 76
    /// instructions each, more than the read it guarded.
    @exclusivity(unchecked) var modelValues = LayerValues()

    // MARK: Geometry

    /// The layer's own coordinate space: origin and size; a size change lays the layer out.
    @CALayerModel(\.bounds, "bounds", check: .geometry) open var bounds: CGRect = CGRect.zero

    /// Where the anchor point sits in the superlayer's coordinates.
    @CALayerModel(\.position, "position") open var position: CGPoint = CGPoint.zero

    /// The layer's position on the z axis (also its drawing order among siblings).
    @CALayerModel(\.zPosition, "zPosition") open var zPosition: CGFloat = 0

    /// The point of the bounds, in unit coordinates, that `position` places and transforms pivot around.
    @CALayerModel(\.anchorPoint, "anchorPoint") open var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)

    /// The anchor point's z coordinate.
    @CALayerModel(\.anchorPointZ, "anchorPointZ") open var anchorPointZ: CGFloat = 0

    /// The layer's transform, applied around the anchor point.
    @CALayerModel(\.transform, "transform") open var transform: CATransform3D = CATransform3DIdentity

    /// A transform applied to the sublayers around this layer's anchor point (perspective lives here).
    @CALayerModel(\.sublayerTransform, "sublayerTransform") open var sublayerTransform: CATransform3D = CATransform3DIdentity

    /// Whether the layer's coordinates are flipped vertically within its bounds (their origin at the bottom left, y
    /// growing up, as on macOS): the sublayers and what `draw(in:)` draws follow them, the contents image does not;
    /// the change is not animated.
    ///
    /// Difference from Apple: a sublayer of a flipped layer shows mirrored with its space, contents image included, and draws in an unflipped context (Core Animation flips its context and keeps the image upright).
    @CALayerModel(\.isGeometryFlipped, "geometryFlipped", check: .none, animation: .none) open var isGeometryFlipped: Bool = false

    // MARK: Appearance

    /// Opacity, clamped to 0…1 as Core Animation clamps it.
    @CALayerModel(\.opacity, "opacity", check: .unit) open var opacity: Float = 1

    /// Whether the layer and its sublayers are not shown; a change fades under an animation.
    @CALayerModel(\.isHidden, "hidden", check: .none, animation: .fades) open var isHidden: Bool = false

    /// Whether sublayers are clipped to the bounds (and rounded corners).
    @CALayerModel(\.masksToBounds, "masksToBounds", check: .none) open var masksToBounds: Bool = false

    /// The radius of the rounded corners of the background and border.
    @CALayerModel(\.cornerRadius, "cornerRadius") open var cornerRadius: CGFloat = 0

    /// The curve of the rounded corners: circular arcs, or the continuous curve of iOS 13.
    @CALayerModel(\.cornerCurve, "cornerCurve", check: .none, animation: .none) open var cornerCurve: CALayerCornerCurve = .circular

    /// Which corners `cornerRadius` rounds.
    @CALayerModel(\.maskedCorners, "maskedCorners", check: .none, animation: .none) open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The width of the border drawn inside the bounds.
    @CALayerModel(\.borderWidth, "borderWidth") open var borderWidth: CGFloat = 0

    /// The border's colour.
    @CALayerModel(\.borderColor, "borderColor", check: .none, animation: .color(absent: .clear)) open var borderColor: CGColor? = CGColor.black

    /// The colour filling the bounds behind the contents.
    @CALayerModel(\.backgroundColor, "backgroundColor", check: .none, animation: .color(absent: .clear)) open var backgroundColor: CGColor? = nil

    /// The shadow's colour.
    @CALayerModel(\.shadowColor, "shadowColor", check: .none, animation: .color(absent: .clear)) open var shadowColor: CGColor? = CGColor.black

    /// The shadow's opacity, clamped to 0…1.
    @CALayerModel(\.shadowOpacity, "shadowOpacity", check: .unit) open var shadowOpacity: Float = 0

    /// The shadow's offset.
    @CALayerModel(\.shadowOffset, "shadowOffset") open var shadowOffset: CGSize = CGSize(width: 0, height: -3)

    /// The shadow's blur radius.
    @CALayerModel(\.shadowRadius, "shadowRadius") open var shadowRadius: CGFloat = 3

    /// The shadow's shape; nil uses the layer's alpha (not animatable here: paths do not interpolate yet).
    open var shadowPath: CGPath? {
        get { modelValues.shadowPath.map { CGPath(elements: $0) } }
        set {
            let oldValue = modelValues.shadowPath
            modelValues.shadowPath = newValue?.elements
            modelDidChange("shadowPath", from: oldValue, to: modelValues.shadowPath)
        }
    }

    // MARK: Contents

    /// The layer's image: a `CGImage`, typed `Any?` as on Apple platforms.
    open var contents: Any? {
        didSet {
            modelValues.contents = contents as? CGImage
            modelDidChange("contents", from: oldValue as Any)
        }
    }

    /// How the contents fit the bounds.
    @CALayerModel(\.contentsGravity, "contentsGravity", check: .none, animation: .none) open var contentsGravity: CALayerContentsGravity = .resize

    /// Pixels per point of the contents.
    @CALayerModel(\.contentsScale, "contentsScale", check: .positive, animation: .none) open var contentsScale: CGFloat = 1

    /// The part of the contents shown, in unit coordinates.
    @CALayerModel(\.contentsRect, "contentsRect") open var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// The stretchable middle of the contents, in unit coordinates (nine-part scaling).
    @CALayerModel(\.contentsCenter, "contentsCenter") open var contentsCenter: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// The filter used when the contents shrink.
    @CALayerModel(\.minificationFilter, "minificationFilter", check: .none, animation: .none) open var minificationFilter: CALayerContentsFilter = .linear
    /// The filter used when the contents grow.
    @CALayerModel(\.magnificationFilter, "magnificationFilter", check: .none, animation: .none) open var magnificationFilter: CALayerContentsFilter = .linear

    /// A layer whose alpha masks this one.
    open var mask: CALayer? {
        didSet {
            if oldValue?.maskHost === self { oldValue?.maskHost = nil }
            mask?.maskHost = self
            modelDidChange("mask", from: oldValue as Any)
        }
    }

    /// The layer this one masks: a mask runs in its host's time, as a sublayer would.
    weak var maskHost: CALayer?

    /// Whether the back of the layer shows when it faces away (animates only explicitly, as in Apple's table).
    @CALayerModel(\.isDoubleSided, "doubleSided", check: .none, animation: .explicit) open var isDoubleSided: Bool = true

    /// Whether the contents are fully opaque, so what lies under the layer need not be drawn.
    @CALayerModel(\.isOpaque, "opaque", check: .none, animation: .none) open var isOpaque: Bool = false

    /// Whether the layer and its sublayers are drawn once into a bitmap that is reused while only the layer's
    /// placement and opacity change, and drawn again when anything inside changes.
    @CALayerModel(\.shouldRasterize, "shouldRasterize", check: .none, animation: .explicit)
    open var shouldRasterize: Bool = false

    /// The scale, relative to the layer's coordinates, of the bitmap `shouldRasterize` draws: at the default 1 a
    /// rasterized layer looks soft on a scale-2 display, as on iOS; set it to the screen's scale for a sharp one.
    ///
    /// Difference from Apple: a scale above the display's caches the bitmap at the display's scale (the same
    /// pixels unless the layer is then magnified by its transform).
    @CALayerModel(\.rasterizationScale, "rasterizationScale", check: .positive)
    open var rasterizationScale: CGFloat = 1

    /// Whether drawing commands may be queued and run on a background thread.
    ///
    /// Difference from Apple: accepted and kept, but `draw(in:)` always runs synchronously during display, so what it
    /// draws is in the same frame.
    @CALayerModel(\.drawsAsynchronously, "drawsAsynchronously", check: .none, animation: .none)
    open var drawsAsynchronously: Bool = false

    /// Whether the layer's opacity applies to it and its sublayers composited together, rather than to each alone.
    ///
    /// Difference from Apple: kept for reading; a layer with opacity below 1 over sublayers is always composited
    /// as a group (the default on iOS).
    @CALayerModel(\.allowsGroupOpacity, "allowsGroupOpacity", check: .none, animation: .none)
    open var allowsGroupOpacity: Bool = true

    /// Whether the layer's edges are antialiased when its transform turns them off the pixel grid.
    ///
    /// Difference from Apple: kept for reading; rotated and sheared edges are always antialiased.
    @CALayerModel(\.allowsEdgeAntialiasing, "allowsEdgeAntialiasing", check: .none, animation: .none)
    open var allowsEdgeAntialiasing: Bool = false

    /// Whether a change of bounds size marks the layer as needing display.
    @CALayerModel(\.needsDisplayOnBoundsChange, "needsDisplayOnBoundsChange", check: .none, animation: .none)
    open var needsDisplayOnBoundsChange: Bool = false

    /// A name for debugging and lookup.
    open var name: String?

    /// The layer's delegate (usually its view), held weakly.
    ///
    /// Difference from Apple: a delegate set with `setOwningDelegate(_:)` (a view, for its own layer) is held without
    /// a weak reference and cleared by the view as it goes; either way the layer never keeps it alive.
    open var delegate: (any CALayerDelegate)? {
        get { owningDelegate ?? weakDelegate ?? modelSource?.delegate }
        set {
            owningDelegate = nil
            weakDelegate = newValue
        }
    }

    /// An app's delegate.
    private weak var weakDelegate: (any CALayerDelegate)?
    /// The delegate that owns the layer (its view), which clears this before it goes.
    @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var owningDelegate: (any CALayerDelegate)?

    /// Makes `owner`, which keeps the layer and calls `owningDelegateWillGo(_:)` as it deinitializes, the delegate
    /// (a presentation copy reads it from its model layer).
    package func setOwningDelegate(_ owner: any CALayerDelegate) {
        weakDelegate = nil
        owningDelegate = owner
    }

    /// Forgets `owner` if it is still the owning delegate.
    nonisolated package func owningDelegateWillGo(_ owner: AnyObject) {
        if owningDelegate === owner { owningDelegate = nil }
    }

    /// Actions by event key, searched after the delegate; `NSNull()` stops the search.
    open var actions: [String: any CAAction]?

    /// Default property values, and under `actions` actions searched after `actions`; a nested dictionary under
    /// `style` supplies what this one lacks. Defaults fill the animatable properties the layer has not set itself,
    /// when the dictionary is assigned (Core Animation looks them up on each read; here they are copied in).
    open var style: [AnyHashable: Any]? {
        didSet { applyStyle() }
    }

    // MARK: Timing (CAMediaTiming)
    // A layer's time follows its superlayer's by the same rules as an animation's (see `CALayer+Time.swift`); with
    // the default duration 0 it is `(t - beginTime) * speed + timeOffset` from `beginTime` on, without end.

    @CALayerModel(\.beginTime, "beginTime", animation: .none) open var beginTime: CFTimeInterval = 0
    @CALayerModel(\.duration, "duration", check: .number, animation: .none) open var duration: CFTimeInterval = 0
    @CALayerModel(\.speed, "speed", animation: .none) open var speed: Float = 1
    @CALayerModel(\.timeOffset, "timeOffset", animation: .none) open var timeOffset: CFTimeInterval = 0
    @CALayerModel(\.repeatCount, "repeatCount", check: .number, animation: .none) open var repeatCount: Float = 0
    @CALayerModel(\.repeatDuration, "repeatDuration", check: .number, animation: .none) open var repeatDuration: CFTimeInterval = 0
    @CALayerModel(\.autoreverses, "autoreverses", check: .none, animation: .none) open var autoreverses: Bool = false
    @CALayerModel(\.fillMode, "fillMode", check: .none, animation: .none) open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Tree and state

    /// The layer this one is a sublayer of.
    public var superlayer: CALayer? { superlayerStorage }

    /// Where `superlayer` is kept: the superlayer holds this layer in its sublayers (a presentation copy, in
    /// `presentationParent`), and clears this when it removes the layer or deinitializes.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var superlayerStorage: CALayer?
    /// The handle the animation engine refers to the layer through (see `ObjectHandle`), made when first asked for.
    @exclusivity(unchecked) final package var objectHandleStorage: ObjectHandle?

    /// The sublayers, back to front.
    @exclusivity(unchecked) var sublayerStorage: [CALayer] = []

    /// The mark of the changed-layer set this layer was last noted in: a layer already in the open transaction's set
    /// is not looked up again (layout changes the same layer many times a commit).
    @exclusivity(unchecked) var transactionChangeMark: TransactionState.ChangeMark?

    /// Animations attached to the layer, in the order added.
    var animationEntries: [CALayerAnimationEntry] = []

    /// Whether `display()` should run before the next render.
    var needsDisplayFlag = false

    /// Whether `layoutSublayers()` should run before the next render.
    @exclusivity(unchecked) var needsLayoutFlag = false

    /// Values stored under arbitrary keys (`setValue(_:forKey:)`).
    var storedValues: [String: Any] = [:]

    /// Keys of the properties set on this layer, which `style` defaults never override.
    var explicitlySetKeys: Set<String> = []

    /// Keys whose values came from `style`, which return to the class default when a new style drops them.
    var styledKeys: Set<String> = []

    /// Whether `style` defaults are being copied in, which neither counts as setting a property nor runs actions.
    var isApplyingStyle = false

    /// Whether a transaction has committed since the layer was made: until then its changes run only its delegate's
    /// actions, so a new layer shows as configured in its first frame instead of animating from its defaults.
    var hasBeenCommitted: Bool { CATransaction.commitCount > commitsBeforeCreation }
    /// `CATransaction.commitCount` when the layer was made (never committed until then: presentation copies).
    var commitsBeforeCreation = UInt64.max

    /// The model layer a presentation copy was made from; nil for model layers.
    var modelSource: CALayer?

    /// A presentation copy's superlayer (the superlayer's presentation, or the model's superlayer), held strongly
    /// since nothing else holds it for the copy.
    var presentationParent: CALayer?

    /// A number unique to this layer for the life of the process, shared by its presentation copies, so the render
    /// side can key caches and damage by layer without holding layers.
    ///
    /// Difference from Apple: not in Core Animation; the render side keys its caches with it.
    public let renderID: UInt64

    /// The last `renderID` handed out.
    private static var lastRenderID: UInt64 = 0

    static func nextRenderID() -> UInt64 {
        lastRenderID += 1
        return lastRenderID
    }

    /// Creates a layer with default property values.
    public override init() {
        renderID = Self.nextRenderID()
        super.init()
        CATransaction.layerWasCreated(self)
    }

    /// Creates a copy of `layer`'s model properties, as presentation copies are made; subclasses override it and copy
    /// their own properties after calling super. A presentation copy runs the subclass's override, so a subclass that
    /// declares designated initializers of its own but not this one traps with "Use of unimplemented initializer
    /// 'init(layer:)'" when a copy is made (when `presentation()` is asked for, or each frame while a property it
    /// draws from animates), as on iOS.
    public init(layer: Any) {
        guard let other = layer as? CALayer else {
            renderID = Self.nextRenderID()
            super.init()
            CATransaction.layerWasCreated(self)
            return
        }
        renderID = other.renderID
        super.init()
        if !CALayer.isCopyingForPresentation { CATransaction.layerWasCreated(self) }
        storedValues = other.storedValues
        modelValues = other.modelValues
        contents = other.contents
        mask = other.mask
        name = other.name
        if other.owningDelegate == nil { delegate = other.delegate }
        actions = other.actions
        style = other.style
    }

    /// Sublayers that outlive the layer lose their superlayer with it, and references through its handle read nil.
    deinit {
        objectHandleStorage?.owned = nil
        for layer in sublayerStorage where layer.superlayerStorage === self { layer.superlayerStorage = nil }
    }

    /// Creates a layer from an archive.
    ///
    /// Difference from Apple: decodes nothing and gives nil; layers come from code here, never from archives (there
    /// are no nibs). Subclasses with designated initializers of their own write it, as on iOS.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The animatable properties of this class, by key path; subclasses return `super.animatableProperties()` plus
    /// their own (Swift's stand-in for `@dynamic` properties found by KVC).
    ///
    /// Difference from Apple: not in Core Animation, where `@dynamic` properties are found through KVC; subclasses
    /// list typed descriptors here.
    open class func animatableProperties() -> [CALayerAnimatableProperty] {
        modelDeclarations().flatMap { $0.animatableProperties() }
    }

    /// Whether a change of `key` (or an animation of it) needs the layer redrawn; override for custom drawn properties.
    open class func needsDisplay(forKey key: String) -> Bool {
        false
    }

    /// The default action for `key` (step 4 of the action search); nil unless a subclass says otherwise.
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        nil
    }

    /// The action for `event`, searched in Core Animation's order: the delegate, `actions`, `style` (and its nested
    /// styles), `defaultAction(forKey:)`, then the implicit animation of animatable properties; `NSNull()` stops it.
    open func action(forKey event: String) -> (any CAAction)? {
        searchAction(forKey: event)
    }

    /// Updates the content: the delegate's `display(_:)` when there is a delegate (its default draws), else `drawContents()`.
    open func display() {
        displayContents()
    }

    /// Draws the content; the default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Draws the layer tree into `ctx` from its model values, as iOS draws snapshots (see `renderTree(in:)`): shadows,
    /// corners, masks, the drawing classes and replicator instances as the compositor draws them. As Apple documents
    /// ("layers that use 3D transforms are not rendered"), a layer whose placement shows perspective is left out.
    ///
    /// Difference from Apple: a 3D transform without perspective (a turn about x or y seen flat) is drawn as the screen shows it.
    open func render(in ctx: CGContext) {
        renderTree(in: ctx)
    }

    /// Positions the sublayers; the default asks the delegate.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Whether `point` (in this layer's coordinates) is inside the layer: within its bounds.
    open func contains(_ point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// The frontmost visible descendant (or this layer) containing `point`, given in the superlayer's coordinates.
    /// Hidden layers and their sublayers are skipped; `masksToBounds` clips hits to the bounds; among siblings,
    /// higher `zPosition` and then later order win.
    open func hitTest(_ point: CGPoint) -> CALayer? {
        hitTestTree(point)
    }

    // MARK: Open members whose work is in the +Concern files

    /// The bounds' box in the superlayer (see `geometryFrame`); setting it sets `position` and the bounds' size.
    open var frame: CGRect {
        get { geometryFrame }
        set { geometryFrame = newValue }
    }

    /// Marks the layer's content as needing `display()` at the next commit.
    open func setNeedsDisplay() { markNeedsDisplay() }
    /// Marks part of the content as needing display (the whole layer is redrawn).
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }
    /// Whether the layer's contents show flipped against the root's coordinates: an odd number of layers from this
    /// one up to the root have `isGeometryFlipped`.
    open func contentsAreFlipped() -> Bool { geometryFlipCount % 2 == 1 }
    /// Runs `display()` now if the layer needs it.
    open func displayIfNeeded() { displayNowIfNeeded() }
    /// Marks the sublayers as needing layout at the next commit.
    open func setNeedsLayout() { markNeedsLayout() }
    /// Lays out the layer now if it needs it, then its sublayers, top down.
    open func layoutIfNeeded() { layOutNowIfNeeded() }

    /// Appends `layer` in front of the other sublayers.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayerStorage.count)) }
    /// Inserts `layer` at `idx` (clamped to the number of sublayers), taking it from its old superlayer.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { moveSublayer(layer, to: idx) }
    /// Detaches the layer from its superlayer, running its `onOrderOut` action.
    open func removeFromSuperlayer() { detachRunningActions() }

    /// `p`, given in `l`'s coordinates (the root's when nil), in this layer's, through every transform between them; a
    /// point this layer's plane cannot show (seen edge-on) converts to infinity.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { pointConverted(p, from: l) }
    /// `p`, given in this layer's coordinates, in `l`'s (the root's when nil).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { pointConverted(p, to: l) }
    /// The bounding box of `r`'s corners converted from `l`'s coordinates.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { rectConverted(r, from: l) }
    /// The bounding box of `r`'s corners converted to `l`'s coordinates.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { rectConverted(r, to: l) }
    /// Scrolls the closest `CAScrollLayer` above this layer so that `p` (in this layer's coordinates) lies at its
    /// origin (see `CALayer+Scrolling.swift`).
    open func scroll(_ p: CGPoint) { scrollAncestor(toShow: p) }
    /// Scrolls the closest `CAScrollLayer` above this layer just enough to show `r` (in this layer's coordinates).
    open func scrollRectToVisible(_ r: CGRect) { scrollAncestor(toReveal: r) }
    /// The part of the bounds the closest `CAScrollLayer` above shows, in this layer's coordinates (the bounds without one).
    open var visibleRect: CGRect { rectVisibleInScrollAncestor }
    /// `t`, given in `l`'s time (global media time when nil), in this layer's time (see `CALayer+Time.swift`).
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { timeConverted(t, from: l) }
    /// `t`, given in this layer's time, in `l`'s time (global media time when nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { timeConverted(t, to: l) }

    /// Attaches a copy of `anim` under `key` (see `attach(_:forKey:)`).
    open func add(_ anim: CAAnimation, forKey key: String?) { attach(anim, forKey: key) }
    /// Detaches the animation under `key`; an unfinished one stops with `finished` false.
    open func removeAnimation(forKey key: String) { detachAnimation(forKey: key) }
    /// Detaches every animation; unfinished ones stop with `finished` false.
    open func removeAllAnimations() { detachAllAnimations() }

    /// The size the layer would like in its superlayer's layout: its bounds' size.
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Whether `key`'s value is archived with the layer: every value is.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The default value of a property Core Animation declares (a fresh layer's value); nil for other keys, a
    /// subclass's own properties among them unless it overrides this, as on iOS.
    open class func defaultValue(forKey key: String) -> Any? {
        let declaringClass = modelDeclaringClass
        return declaringClass.animatableProperty(forKeyPath: key)?.value(of: declaringClass.instantiate())
    }

    /// The descriptor of a key path a class resolves beyond its fixed table (an emitter's
    /// `emitterCells.<name>.birthRate`), made on first use and kept in the table; nil by default.
    class func animatableProperty(beyondTableAt keyPath: String) -> CALayerAnimatableProperty? { nil }
}

extension CALayer: ObjectHandleOwner {}
