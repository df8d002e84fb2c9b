import Foundation

/// A rectangle of content in a tree of layers: the model object whose properties animations and the render side read.
/// Setting an animatable property looks up an action (implicit animation) and marks the layer changed in the
/// current `CATransaction`. Subclasses that add properties override `required init(layer:)` and `animatableProperties()`;
/// both initializers are `required` (where Objective-C writes a plain override) so that `UIView.layerClass` and
/// presentation copies can create instances of any subclass.
@MainActor
open class CALayer: CAMediaTiming {
    // MARK: Geometry

    /// The layer's own coordinate space: origin and size.
    open var bounds: CGRect = .zero {
        didSet {
            guard bounds.isFiniteValue else {
                bounds = rejected("bounds", bounds, keeping: oldValue)
                return
            }
            if bounds.size != oldValue.size, !isPresentationCopy {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
            modelDidChange("bounds", from: oldValue, to: bounds)
        }
    }

    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint = .zero {
        didSet {
            if position.isFiniteValue {
                modelDidChange("position", from: oldValue, to: position)
            } else {
                position = rejected("position", position, keeping: oldValue)
            }
        }
    }

    /// The layer's position on the z axis (also its drawing order among siblings).
    open var zPosition: CGFloat = 0 {
        didSet {
            if zPosition.isFinite {
                modelDidChange("zPosition", from: oldValue, to: zPosition)
            } else {
                zPosition = rejected("zPosition", zPosition, keeping: oldValue)
            }
        }
    }

    /// The point of the bounds, in unit coordinates, that `position` places and transforms pivot around.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            if anchorPoint.isFiniteValue {
                modelDidChange("anchorPoint", from: oldValue, to: anchorPoint)
            } else {
                anchorPoint = rejected("anchorPoint", anchorPoint, keeping: oldValue)
            }
        }
    }

    /// The anchor point's z coordinate.
    open var anchorPointZ: CGFloat = 0 {
        didSet {
            if anchorPointZ.isFinite {
                modelDidChange("anchorPointZ", from: oldValue, to: anchorPointZ)
            } else {
                anchorPointZ = rejected("anchorPointZ", anchorPointZ, keeping: oldValue)
            }
        }
    }

    /// The layer's transform, applied around the anchor point.
    open var transform = CATransform3DIdentity {
        didSet {
            if transform.isFinite {
                modelDidChange("transform", from: oldValue, to: transform)
            } else {
                transform = rejected("transform", transform, keeping: oldValue)
            }
        }
    }

    /// A transform applied to the sublayers around this layer's anchor point (perspective lives here).
    open var sublayerTransform = CATransform3DIdentity {
        didSet {
            if sublayerTransform.isFinite {
                modelDidChange("sublayerTransform", from: oldValue, to: sublayerTransform)
            } else {
                sublayerTransform = rejected("sublayerTransform", sublayerTransform, keeping: oldValue)
            }
        }
    }

    // MARK: Appearance

    /// Opacity, clamped to 0…1 as Core Animation clamps it.
    open var opacity: Float = 1 {
        didSet {
            if opacity.isNaN {
                opacity = rejected("opacity", opacity, keeping: oldValue)
                return
            }
            if opacity < 0 || opacity > 1 { opacity = min(max(opacity, 0), 1) }
            modelDidChange("opacity", from: oldValue, to: opacity)
        }
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
        didSet {
            if cornerRadius.isFinite {
                modelDidChange("cornerRadius", from: oldValue, to: cornerRadius)
            } else {
                cornerRadius = rejected("cornerRadius", cornerRadius, keeping: oldValue)
            }
        }
    }

    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { modelDidChange("maskedCorners", from: oldValue, to: maskedCorners) }
    }

    /// The width of the border drawn inside the bounds.
    open var borderWidth: CGFloat = 0 {
        didSet {
            if borderWidth.isFinite {
                modelDidChange("borderWidth", from: oldValue, to: borderWidth)
            } else {
                borderWidth = rejected("borderWidth", borderWidth, keeping: oldValue)
            }
        }
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
        didSet {
            if shadowOpacity.isNaN {
                shadowOpacity = rejected("shadowOpacity", shadowOpacity, keeping: oldValue)
                return
            }
            if shadowOpacity < 0 || shadowOpacity > 1 { shadowOpacity = min(max(shadowOpacity, 0), 1) }
            modelDidChange("shadowOpacity", from: oldValue, to: shadowOpacity)
        }
    }

    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet {
            if shadowOffset.isFiniteValue {
                modelDidChange("shadowOffset", from: oldValue, to: shadowOffset)
            } else {
                shadowOffset = rejected("shadowOffset", shadowOffset, keeping: oldValue)
            }
        }
    }

    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3 {
        didSet {
            if shadowRadius.isFinite {
                modelDidChange("shadowRadius", from: oldValue, to: shadowRadius)
            } else {
                shadowRadius = rejected("shadowRadius", shadowRadius, keeping: oldValue)
            }
        }
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
        didSet {
            if contentsScale.isFinite && contentsScale > 0 {
                modelDidChange("contentsScale", from: oldValue, to: contentsScale)
            } else {
                contentsScale = rejected("contentsScale", contentsScale, keeping: oldValue)
            }
        }
    }

    /// The part of the contents shown, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet {
            if contentsRect.isFiniteValue {
                modelDidChange("contentsRect", from: oldValue, to: contentsRect)
            } else {
                contentsRect = rejected("contentsRect", contentsRect, keeping: oldValue)
            }
        }
    }

    /// The stretchable middle of the contents, in unit coordinates (nine-part scaling).
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet {
            if contentsCenter.isFiniteValue {
                modelDidChange("contentsCenter", from: oldValue, to: contentsCenter)
            } else {
                contentsCenter = rejected("contentsCenter", contentsCenter, keeping: oldValue)
            }
        }
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

    /// A style dictionary whose `actions` entry is searched after `actions` (and nested styles under its `style`
    /// entry); property defaults stored in it are not applied.
    open var style: [AnyHashable: Any]?

    // MARK: Timing (CAMediaTiming)
    // A layer's time is `(t - beginTime) * speed + timeOffset` of its superlayer's; its duration, repetition and fill
    // are kept for `CAMediaTiming` but do not bound layer time (a layer lives forever, as with the default duration 0).

    open var beginTime: CFTimeInterval = 0 {
        didSet {
            if beginTime.isFinite {
                modelDidChange("beginTime", from: oldValue, to: beginTime)
            } else {
                beginTime = rejected("beginTime", beginTime, keeping: oldValue)
            }
        }
    }

    open var duration: CFTimeInterval = 0 {
        didSet {
            if !duration.isNaN {
                modelDidChange("duration", from: oldValue, to: duration)
            } else {
                duration = rejected("duration", duration, keeping: oldValue)
            }
        }
    }

    open var speed: Float = 1 {
        didSet {
            if speed.isFinite {
                modelDidChange("speed", from: oldValue, to: speed)
            } else {
                speed = rejected("speed", speed, keeping: oldValue)
            }
        }
    }

    open var timeOffset: CFTimeInterval = 0 {
        didSet {
            if timeOffset.isFinite {
                modelDidChange("timeOffset", from: oldValue, to: timeOffset)
            } else {
                timeOffset = rejected("timeOffset", timeOffset, keeping: oldValue)
            }
        }
    }

    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

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

    /// The model layer a presentation copy was made from; nil for model layers.
    var modelSource: CALayer?

    /// A presentation copy's superlayer (the superlayer's presentation), held strongly since nothing else holds it.
    var presentationParent: CALayer?

    /// A number unique to this layer for the life of the process, shared by its presentation copies, so the render
    /// side can key caches and damage by layer without holding layers.
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
