import Foundation

/// A layer's model: every property declared with `CALayerModel`, stored in the layer as this one value. A
/// presentation copy and the render side's snapshot are copies of it, so a property declared once reaches both; the
/// render side evaluates animations on it and never reads a layer object. Defaults are Core Animation's.
public struct LayerValues: Sendable {
    public var bounds = CGRect.zero
    public var position = CGPoint.zero
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var anchorPointZ: CGFloat = 0
    public var zPosition: CGFloat = 0
    public var transform = CATransform3DIdentity
    public var sublayerTransform = CATransform3DIdentity
    public var opacity: Float = 1
    public var isHidden = false
    public var masksToBounds = false
    public var isDoubleSided = true
    public var cornerRadius: CGFloat = 0
    public var cornerCurve: CALayerCornerCurve = .circular
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = CGColor.black
    public var backgroundColor: CGColor?
    public var shadowColor: CGColor? = CGColor.black
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    /// `shadowPath`'s elements (a `CGPath` is not `Sendable`).
    public var shadowPath: [CGPath.Element]?
    /// `contents` when it is an image (the only kind drawn).
    public var contents: CGImage?
    public var contentsGravity: CALayerContentsGravity = .resize
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsScale: CGFloat = 1
    public var minificationFilter: CALayerContentsFilter = .linear
    public var magnificationFilter: CALayerContentsFilter = .linear
    public var isOpaque = false
    public var needsDisplayOnBoundsChange = false
    /// The layer's own timing (`CAMediaTiming`); the snapshot carries it beside the values.
    var timing = CAMediaTimingValues()
    /// What a layer class adds (a shape's path, a gradient's colours, a replicator's instances); nil for a plain layer.
    public var content: (any CALayerContentValues)?

    public init() {}
}

/// What a layer class adds to the model: the values its drawing is made from. A class that draws declares its
/// properties into a conforming value stored in `LayerValues.content`, and the render side draws whatever drawing
/// the value gives, knowing no class.
public protocol CALayerContentValues: Sendable {
    /// What the layer draws over its background from these values, in its bounds; nil draws nothing.
    func drawing(bounds: CGRect) -> (any CALayerDrawing)?
    /// Whether the drawing may reach outside the rounded bounds, so a shadow cannot follow the bounds alone.
    var drawsOutsideBounds: Bool { get }
}

extension CALayerContentValues {
    public var drawsOutsideBounds: Bool { false }
}
