import Foundation

/// A layer's model: the values of every property declared with `CALayerModel` (generated from those declarations
/// into `CALayer.ModelFields`) and the few kept by hand, stored in the layer as this one value. A presentation copy
/// and the render side's snapshot are copies of it, so a property declared once reaches both; the render side
/// evaluates animations on it and never reads a layer object. Defaults are Core Animation's.
@dynamicMemberLookup
public struct LayerValues: Sendable {
    /// The declared properties: `values.cornerRadius` reads `fields.cornerRadius`.
    public var fields = CALayer.ModelFields()
    /// `shadowPath`'s elements (a `CGPath` is not `Sendable`).
    public var shadowPath: [CGPath.Element]?
    /// `contents` when it is an image (the only kind drawn).
    public var contents: CGImage?
    /// What a layer class adds (a shape's path, a gradient's colours, a replicator's instances); nil for a plain layer.
    public var content: (any CALayerContentValues)?

    public init() {}

    /// A declared property's value.
    @inline(__always)
    public subscript<Value>(dynamicMember field: WritableKeyPath<CALayer.ModelFields, Value>) -> Value {
        get { fields[keyPath: field] }
        set { fields[keyPath: field] = newValue }
    }
}

/// What a layer class adds to the model: the values its drawing is made from. A class that draws declares its
/// properties into a conforming value stored in `LayerValues.content`, and the render side draws whatever drawing
/// the value gives, knowing no class.
public protocol CALayerContentValues: Sendable {
    /// What the layer draws over its background from these values, in its bounds; nil draws nothing.
    func drawing(bounds: CGRect) -> (any CALayerDrawing)?
    /// Whether the drawing may reach outside the rounded bounds, so a shadow cannot follow the bounds alone.
    var drawsOutsideBounds: Bool { get }
    /// How the layer blurs what lies behind it in the composited frame; nil for layers that draw no backdrop.
    var backdrop: BackdropBlur? { get }
    /// Whether the sublayers keep their depth in one 3-D space and the layer draws nothing of its own
    /// (`CATransformLayer`).
    var preservesSublayerDepth: Bool { get }
}

extension CALayerContentValues {
    public var drawsOutsideBounds: Bool { false }
    public var backdrop: BackdropBlur? { nil }
    public var preservesSublayerDepth: Bool { false }
}
