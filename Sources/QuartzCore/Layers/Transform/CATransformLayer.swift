import Foundation

/// A layer whose sublayers keep their depth: they are placed in one 3-D space, with this layer's transform, and
/// drawn farthest first, instead of flattening into this layer's plane as other layers' sublayers do. The layer draws
/// nothing of its own (background, contents, border, shadow, mask and `masksToBounds` are ignored), and its opacity
/// fades each sublayer on its own, as Core Animation documents.
///
/// Difference from Apple: sublayers are ordered by the depth of their centres, within each transform layer; planes
/// that cut through one another are not split.
@MainActor @preconcurrency
open class CATransformLayer: CALayer {
    override public init() {
        super.init()
        modelValues.content = TransformLayerValues()
    }

    override public init(layer: Any) {
        super.init(layer: layer)
    }

    /// Gives nil, as every layer here does (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// `CATransformLayer`'s content: nothing drawn, sublayers kept in 3-D.
public struct TransformLayerValues: CALayerContentValues {
    public init() {}

    public func drawing(bounds: CGRect) -> (any CALayerDrawing)? {
        nil
    }

    public var preservesSublayerDepth: Bool { true }
}
