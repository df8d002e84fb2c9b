import Foundation

/// `CAReplicatorLayer`'s model values: how its sublayers repeat. It draws nothing of its own; the render side
/// expands its instances (Render/ReplicatorExpansion.swift).
@dynamicMemberLookup
public struct ReplicatorValues: CALayerContentValues {
    /// The properties `CAReplicatorLayer` declares: `values.instanceCount` reads `fields.instanceCount`.
    public var fields = CAReplicatorLayer.ModelFields()

    public init() {}

    /// A declared property's value.
    @inline(__always)
    public subscript<Value>(dynamicMember field: WritableKeyPath<CAReplicatorLayer.ModelFields, Value>) -> Value {
        get { fields[keyPath: field] }
        set { fields[keyPath: field] = newValue }
    }

    public func drawing(bounds: CGRect) -> (any CALayerDrawing)? {
        nil
    }

    /// The multiplying colour of instance `index` (straight RGBA): `instanceColor` plus `index` times the offsets,
    /// each component kept in 0…1.
    public func instanceColorComponents(at index: Int) -> (red: Float, green: Float, blue: Float, alpha: Float) {
        let base = (fields.instanceColor ?? CGColor.white).components ?? [1, 1, 1, 1]
        let step = Float(index)
        func component(_ value: CGFloat, _ offset: Float) -> Float {
            let sum = Float(value) + step * offset
            return sum.isNaN ? 0 : min(max(sum, 0), 1)
        }
        return (component(base[0], fields.instanceRedOffset), component(base[1], fields.instanceGreenOffset),
                component(base[2], fields.instanceBlueOffset), component(base.count > 3 ? base[3] : 1, fields.instanceAlphaOffset))
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
