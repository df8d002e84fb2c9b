import Foundation

/// A rectangle of content in a tree of layers: the model object whose properties animations and the render side read.
/// Setting an animatable property looks up an action (implicit animation) and marks the layer changed in the
/// current `CATransaction`. Subclasses that add properties override `required init(layer:)` and `animatableProperties()`;
/// both initializers are `required` (where Objective-C writes a plain override) so that `UIView.layerClass` and
/// presentation copies can create instances of any subclass.
/// Bad numbers: a value with a NaN or infinite component is refused (reported once, the old value kept), fractions
/// such as `opacity` are clamped to 0…1, and huge finite values are kept; the render side never receives a NaN or
/// an infinity (see `CALayer+Validation.swift` and README "Reliability").
@MainActor @preconcurrency
open class CALayer: CAMediaTiming {
    // MARK: Geometry

    /// The layer's own coordinate space: origin and size.
    open var bounds: CGRect = .zero {
        didSet {
            bounds = validated("bounds", bounds, from: oldValue)
            if bounds.size != oldValue.size, !isPresentationCopy {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }

    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint = .zero {
        didSet { position = validated("position", position, from: oldValue) }
    }

    /// The layer's position on the z axis (also its drawing order among siblings).
    open var zPosition: CGFloat = 0 {
        didSet { zPosition = validated("zPosition", zPosition, from: oldValue) }
    }

    /// The point of the bounds, in unit coordinates, that `position` places and transforms pivot around.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { anchorPoint = validated("anchorPoint", anchorPoint, from: oldValue) }
    }

    /// The anchor point's z coordinate.
    open var anchorPointZ: CGFloat = 0 {
        didSet { anchorPointZ = validated("anchorPointZ", anchorPointZ, from: oldValue) }
    }

    /// The layer's transform, applied around the anchor point.
    open var transform = CATransform3DIdentity {
        didSet { transform = validated("transform", transform, from: oldValue) }
    }

    /// A transform applied to the sublayers around this layer's anchor point (perspective lives here).
    open var sublayerTransform = CATransform3DIdentity {
        didSet { sublayerTransform = validated("sublayerTransform", sublayerTransform, from: oldValue) }
    }

    // MARK: Appearance

    /// Opacity, clamped to 0…1 as Core Animation clamps it.
    open var opacity: Float = 1 {
        didSet { opacity = validated("opacity", opacity, from: oldValue, isValid: isNumber, clamp: clampedToUnit) }
    }

    /// Whether the layer and its sublayers are not shown.
    open var isHidden = false {
        didSet { modelDidChange("hidden", from: oldValue, to: isHidden) }
    }

    /// Whether sublayers are clipped to the bounds (and rounded corners).
    open var masksToBounds = false {
        didSet { modelDidChange("masksToBounds", from: oldValue, to: masksToBounds) }
    }

    /// The radius of the rounded corners of the background and border.
    open var cornerRadius: CGFloat = 0 {
        didSet { cornerRadius = validated("cornerRadius", cornerRadius, from: oldValue) }
    }

    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { modelDidChange("maskedCorners", from: oldValue, to: maskedCorners) }
    }

    /// The width of the border drawn inside the bounds.
    open var borderWidth: CGFloat = 0 {
        didSet { borderWidth = validated("borderWidth", borderWidth, from: oldValue) }
    }

    /// The border's colour.
    open var borderColor: CGColor? = CGColor.black {
        didSet { modelDidChange("borderColor", from: oldValue, to: borderColor) }
    }

    /// The colour filling the bounds behind the contents.
    open var backgroundColor: CGColor? {
        didSet { modelDidChange("backgroundColor", from: oldValue, to: backgroundColor) }
    }

    /// The shadow's colour.
    open var shadowColor: CGColor? = CGColor.black {
        didSet { modelDidChange("shadowColor", from: oldValue, to: shadowColor) }
    }

    /// The shadow's opacity, clamped to 0…1.
    open var shadowOpacity: Float = 0 {
        didSet { shadowOpacity = validated("shadowOpacity", shadowOpacity, from: oldValue, isValid: isNumber, clamp: clampedToUnit) }
    }

    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { shadowOffset = validated("shadowOffset", shadowOffset, from: oldValue) }
    }

    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3 {
        didSet { shadowRadius = validated("shadowRadius", shadowRadius, from: oldValue) }
    }

    /// The shadow's shape; nil uses the layer's alpha (not animatable here: paths do not interpolate yet).
    open var shadowPath: CGPath? {
        didSet { modelDidChange("shadowPath", from: oldValue, to: shadowPath) }
    }

    // MARK: Contents

    /// The layer's image: a `CGImage`, typed `Any?` as on Apple platforms.
    open var contents: Any? {
        didSet { modelDidChange("contents", from: oldValue as Any) }
    }

    /// How the contents fit the bounds.
    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { modelDidChange("contentsGravity", from: oldValue, to: contentsGravity) }
    }

    /// Pixels per point of the contents.
    open var contentsScale: CGFloat = 1 {
        didSet { contentsScale = validated("contentsScale", contentsScale, from: oldValue, isValid: { $0.isFinite && $0 > 0 }) }
    }

    /// The part of the contents shown, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { contentsRect = validated("contentsRect", contentsRect, from: oldValue) }
    }

    /// The stretchable middle of the contents, in unit coordinates (nine-part scaling).
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { contentsCenter = validated("contentsCenter", contentsCenter, from: oldValue) }
    }

    /// The filter used when the contents shrink.
    open var minificationFilter: CALayerContentsFilter = .linear
    /// The filter used when the contents grow.
    open var magnificationFilter: CALayerContentsFilter = .linear

    /// A layer whose alpha masks this one.
    open var mask: CALayer? {
        didSet { modelDidChange("mask", from: oldValue as Any) }
    }

    /// Whether the back of the layer shows when it faces away.
    open var isDoubleSided = true {
        didSet { modelDidChange("doubleSided", from: oldValue, to: isDoubleSided) }
    }

    /// Whether the contents are fully opaque, so what lies under the layer need not be drawn.
    open var isOpaque = false {
        didSet { modelDidChange("opaque", from: oldValue, to: isOpaque) }
    }

    /// Whether a change of bounds size marks the layer as needing display.
    open var needsDisplayOnBoundsChange = false

    /// A name for debugging and lookup.
    open var name: String?

    /// The layer's delegate (usually its view), held weakly.
    open weak var delegate: (any CALayerDelegate)?

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

    open var beginTime: CFTimeInterval = 0 {
        didSet { beginTime = validated("beginTime", beginTime, from: oldValue) }
    }

    open var duration: CFTimeInterval = 0 {
        didSet { duration = validated("duration", duration, from: oldValue, isValid: isNumber) }
    }

    open var speed: Float = 1 {
        didSet { speed = validated("speed", speed, from: oldValue) }
    }

    open var timeOffset: CFTimeInterval = 0 {
        didSet { timeOffset = validated("timeOffset", timeOffset, from: oldValue) }
    }

    open var repeatCount: Float = 0 {
        didSet { repeatCount = validated("repeatCount", repeatCount, from: oldValue, isValid: isNumber) }
    }

    open var repeatDuration: CFTimeInterval = 0 {
        didSet { repeatDuration = validated("repeatDuration", repeatDuration, from: oldValue, isValid: isNumber) }
    }

    open var autoreverses = false {
        didSet { modelDidChange("autoreverses", from: oldValue, to: autoreverses) }
    }

    open var fillMode: CAMediaTimingFillMode = .removed {
        didSet { modelDidChange("fillMode", from: oldValue, to: fillMode) }
    }

    // MARK: Tree and state

    /// The layer this one is a sublayer of.
    public internal(set) weak var superlayer: CALayer?

    /// The sublayers, back to front.
    var sublayerStorage: [CALayer] = []

    /// Animations attached to the layer, in the order added.
    var animationEntries: [CALayerAnimationEntry] = []

    /// Whether `display()` should run before the next render.
    var needsDisplayFlag = false

    /// Whether `layoutSublayers()` should run before the next render.
    var needsLayoutFlag = false

    /// Values stored under arbitrary keys (`setValue(_:forKey:)`).
    var storedValues: [String: Any] = [:]

    /// Keys of the properties set on this layer, which `style` defaults never override.
    var explicitlySetKeys: Set<String> = []

    /// Keys whose values came from `style`, which return to the class default when a new style drops them.
    var styledKeys: Set<String> = []

    /// Whether `style` defaults are being copied in, which neither counts as setting a property nor runs actions.
    var isApplyingStyle = false

    /// The model layer a presentation copy was made from; nil for model layers.
    var modelSource: CALayer?

    /// A presentation copy's superlayer (the superlayer's presentation), held strongly since nothing else holds it.
    var presentationParent: CALayer?

    /// A number unique to this layer for the life of the process, shared by its presentation copies, so the render
    /// side can key caches and damage by layer without holding layers.
    ///
    /// Difference from Apple: not in Core Animation; the render side keys its caches with it.
    public let renderID: UInt64

    /// The last `renderID` handed out.
    private static var lastRenderID: UInt64 = 0

    private static func nextRenderID() -> UInt64 {
        lastRenderID += 1
        return lastRenderID
    }

    /// Creates a layer with default property values.
    public required init() {
        renderID = Self.nextRenderID()
    }

    /// Creates a copy of `layer`'s model properties (used for presentation copies); subclasses copy theirs after super.
    public required init(layer: Any) {
        guard let other = layer as? CALayer else {
            renderID = Self.nextRenderID()
            return
        }
        renderID = other.renderID
        storedValues = other.storedValues
        bounds = other.bounds
        position = other.position
        zPosition = other.zPosition
        anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ
        transform = other.transform
        sublayerTransform = other.sublayerTransform
        opacity = other.opacity
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        backgroundColor = other.backgroundColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        minificationFilter = other.minificationFilter
        magnificationFilter = other.magnificationFilter
        mask = other.mask
        isDoubleSided = other.isDoubleSided
        isOpaque = other.isOpaque
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        name = other.name
        delegate = other.delegate
        actions = other.actions
        style = other.style
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
    }

    /// The animatable properties of this class, by key path; subclasses return `super.animatableProperties()` plus
    /// their own (Swift's stand-in for `@dynamic` properties found by KVC).
    ///
    /// Difference from Apple: not in Core Animation, where `@dynamic` properties are found through KVC; subclasses
    /// list typed descriptors here.
    open class func animatableProperties() -> [CALayerAnimatableProperty] {
        CALayer.standardAnimatableProperties
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

    /// The default value of an animatable property (a fresh layer's value); nil for key paths this class does not know.
    open class func defaultValue(forKey key: String) -> Any? {
        animatableProperty(forKeyPath: key)?.value(of: self.init())
    }
}
