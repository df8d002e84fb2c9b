import Foundation

/// `CAReplicatorLayer`'s model values: how its sublayers repeat. It draws nothing of its own; the render side
/// expands its instances (Render/ReplicatorExpansion.swift).
public struct ReplicatorValues: CALayerContentValues {
    public var instanceCount = 1
    public var preservesDepth = false
    public var instanceDelay: CFTimeInterval = 0
    public var instanceTransform = CATransform3DIdentity
    public var instanceColor: CGColor? = CGColor.white
    public var instanceRedOffset: Float = 0
    public var instanceGreenOffset: Float = 0
    public var instanceBlueOffset: Float = 0
    public var instanceAlphaOffset: Float = 0

    public init() {}

    public func drawing(bounds: CGRect) -> (any CALayerDrawing)? {
        nil
    }

    /// The multiplying colour of instance `index` (straight RGBA): `instanceColor` plus `index` times the offsets,
    /// each component kept in 0…1.
    public func instanceColorComponents(at index: Int) -> (red: Float, green: Float, blue: Float, alpha: Float) {
        let base = (instanceColor ?? CGColor.white).components ?? [1, 1, 1, 1]
        let step = Float(index)
        func component(_ value: CGFloat, _ offset: Float) -> Float {
            let sum = Float(value) + step * offset
            return sum.isNaN ? 0 : min(max(sum, 0), 1)
        }
        return (component(base[0], instanceRedOffset), component(base[1], instanceGreenOffset),
                component(base[2], instanceBlueOffset), component(base.count > 3 ? base[3] : 1, instanceAlphaOffset))
    }
}

extension LayerValues {
    /// A replicator's values, nil on other layers (the render side expands only replicators).
    var replicator: ReplicatorValues? {
        content as? ReplicatorValues
    }

    /// A replicator layer's values for its declarations (fresh ones on another layer; a write stores them).
    var replicatorModel: ReplicatorValues {
        get { replicator ?? ReplicatorValues() }
        set { content = newValue }
    }
}
