import Foundation

/// A layer that shows its sublayers `instanceCount` times: instance i moved by `instanceTransform` applied i times
/// (about the replicator's anchor point, as `sublayerTransform` is), its time running `i · instanceDelay` behind,
/// and its colours multiplied by `instanceColor` plus i times the offsets. Every instance property animates.
@MainActor @preconcurrency
@CALayerModelFields
open class CAReplicatorLayer: CALayer {
    /// How many copies show, the sublayers themselves being the first; 0 or less shows none (at most
    /// `ReplicatorValues.instanceLimit`, reported once).
    @CALayerModel(\.replicatorModel.fields.instanceCount, "instanceCount", check: .none, animation: .none) open var instanceCount: Int = 1

    /// Whether instances keep their depth in 3-D.
    ///
    /// Difference from Apple: stored for Apple's API only; instances always flatten into the replicator's plane
    /// here, as with false.
    @CALayerModel(\.replicatorModel.fields.preservesDepth, "preservesDepth", check: .none, animation: .none) open var preservesDepth: Bool = false

    /// How far, in seconds, each instance's time runs behind the previous one's; the sublayers' animations end
    /// (delegate, removal) when the last instance's do.
    @CALayerModel(\.replicatorModel.fields.instanceDelay, "instanceDelay") open var instanceDelay: CFTimeInterval = 0

    /// The transform from one instance to the next, applied cumulatively.
    @CALayerModel(\.replicatorModel.fields.instanceTransform, "instanceTransform") open var instanceTransform: CATransform3D = CATransform3DIdentity

    /// The colour the first instance's colours are multiplied by (nil: white, no change).
    @CALayerModel(\.replicatorModel.fields.instanceColor, "instanceColor", check: .none, animation: .color(absent: .white))
    open var instanceColor: CGColor? = CGColor.white

    /// Added to the red component of the multiplying colour from each instance to the next (the sum kept in 0…1).
    @CALayerModel(\.replicatorModel.fields.instanceRedOffset, "instanceRedOffset") open var instanceRedOffset: Float = 0

    /// Added to the green component of the multiplying colour from each instance to the next.
    @CALayerModel(\.replicatorModel.fields.instanceGreenOffset, "instanceGreenOffset") open var instanceGreenOffset: Float = 0

    /// Added to the blue component of the multiplying colour from each instance to the next.
    @CALayerModel(\.replicatorModel.fields.instanceBlueOffset, "instanceBlueOffset") open var instanceBlueOffset: Float = 0

    /// Added to the alpha component of the multiplying colour from each instance to the next.
    @CALayerModel(\.replicatorModel.fields.instanceAlphaOffset, "instanceAlphaOffset") open var instanceAlphaOffset: Float = 0

    override public init() {
        super.init()
        modelValues.content = ReplicatorValues()
    }

    override public init(layer: Any) {
        super.init(layer: layer)
    }

    /// Gives nil, as every layer here does (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The multiplying colour of instance `index` (straight RGBA): `instanceColor` plus `index` times the offsets,
    /// each component kept in 0…1.
    public func instanceColorComponents(at index: Int) -> (red: Float, green: Float, blue: Float, alpha: Float) {
        modelValues.replicatorModel.instanceColorComponents(at: index)
    }

    /// How far behind the sublayers' own time the last instance's time runs.
    var lastInstanceLag: CFTimeInterval {
        max(0, Double(min(instanceCount, ReplicatorValues.instanceLimit) - 1) * instanceDelay)
    }
}

extension CALayer {
    /// How far behind this layer's time its latest replicated copy runs (0 outside replicators), so that its
    /// animations end only when every copy's has.
    var replicatorLag: CFTimeInterval {
        var lag: CFTimeInterval = 0
        var ancestor = superlayer
        while let layer = ancestor {
            lag += (layer as? CAReplicatorLayer)?.lastInstanceLag ?? 0
            ancestor = layer.superlayer
        }
        return lag
    }
}
