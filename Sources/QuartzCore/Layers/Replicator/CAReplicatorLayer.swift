import Foundation

/// A layer that shows its sublayers `instanceCount` times: instance i moved by `instanceTransform` applied i times
/// (about the replicator's anchor point, as `sublayerTransform` is), its time running `i · instanceDelay` behind,
/// and its colours multiplied by `instanceColor` plus i times the offsets. Every instance property animates.
@MainActor @preconcurrency
open class CAReplicatorLayer: CALayer {
    /// How many copies show, the sublayers themselves being the first; 0 or less shows none.
    open var instanceCount = 1 {
        didSet { modelDidChange("instanceCount", from: oldValue, to: instanceCount) }
    }

    /// Whether instances keep their depth in 3-D.
    ///
    /// Difference from Apple: stored for Apple's API only; instances always flatten into the replicator's plane
    /// here, as with false.
    open var preservesDepth = false {
        didSet { modelDidChange("preservesDepth", from: oldValue, to: preservesDepth) }
    }

    /// How far, in seconds, each instance's time runs behind the previous one's; the sublayers' animations end
    /// (delegate, removal) when the last instance's do.
    open var instanceDelay: CFTimeInterval = 0 {
        didSet { instanceDelay = validated("instanceDelay", instanceDelay, from: oldValue) }
    }

    /// The transform from one instance to the next, applied cumulatively.
    open var instanceTransform = CATransform3DIdentity {
        didSet { instanceTransform = validated("instanceTransform", instanceTransform, from: oldValue) }
    }

    /// The colour the first instance's colours are multiplied by (nil: white, no change).
    open var instanceColor: CGColor? = CGColor.white {
        didSet { modelDidChange("instanceColor", from: oldValue, to: instanceColor) }
    }

    /// Added to the red component of the multiplying colour from each instance to the next (the sum kept in 0…1).
    open var instanceRedOffset: Float = 0 {
        didSet { instanceRedOffset = validated("instanceRedOffset", instanceRedOffset, from: oldValue) }
    }

    /// Added to the green component of the multiplying colour from each instance to the next.
    open var instanceGreenOffset: Float = 0 {
        didSet { instanceGreenOffset = validated("instanceGreenOffset", instanceGreenOffset, from: oldValue) }
    }

    /// Added to the blue component of the multiplying colour from each instance to the next.
    open var instanceBlueOffset: Float = 0 {
        didSet { instanceBlueOffset = validated("instanceBlueOffset", instanceBlueOffset, from: oldValue) }
    }

    /// Added to the alpha component of the multiplying colour from each instance to the next.
    open var instanceAlphaOffset: Float = 0 {
        didSet { instanceAlphaOffset = validated("instanceAlphaOffset", instanceAlphaOffset, from: oldValue) }
    }

    public required init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        preservesDepth = other.preservesDepth
        instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
    }

    /// The multiplying colour of instance `index` (straight RGBA): `instanceColor` plus `index` times the offsets,
    /// each component kept in 0…1.
    public func instanceColorComponents(at index: Int) -> (red: Float, green: Float, blue: Float, alpha: Float) {
        replicatorValues.instanceColorComponents(at: index)
    }

    /// The replicator's own values, as the render side receives them.
    var replicatorValues: ReplicatorValues {
        if instanceCount > ReplicatorValues.instanceLimit {
            CADiagnostics.report("CAReplicatorLayer instanceCount \(instanceCount) is more than \(ReplicatorValues.instanceLimit); the first \(ReplicatorValues.instanceLimit) shown")
        }
        return ReplicatorValues(
            instanceCount: instanceCount, instanceDelay: instanceDelay, instanceTransform: instanceTransform,
            instanceColor: instanceColor, instanceRedOffset: instanceRedOffset, instanceGreenOffset: instanceGreenOffset,
            instanceBlueOffset: instanceBlueOffset, instanceAlphaOffset: instanceAlphaOffset)
    }

    /// How far behind the sublayers' own time the last instance's time runs.
    var lastInstanceLag: CFTimeInterval {
        max(0, Double(min(instanceCount, ReplicatorValues.instanceLimit) - 1) * instanceDelay)
    }

    /// The replicator properties, added to the standard ones.
    static let replicatorProperties: [CALayerAnimatableProperty] = [
        CALayerAnimatableProperty.property("instanceDelay", \CAReplicatorLayer.instanceDelay, render: .member(\.replicator, \.instanceDelay)),
        CALayerAnimatableProperty.property("instanceTransform", \CAReplicatorLayer.instanceTransform, render: .member(\.replicator, \.instanceTransform)),
        CALayerAnimatableProperty.converted(
            "instanceColor", \CAReplicatorLayer.instanceColor, absent: CGColor.white, read: { $0 }, write: { $0 },
            render: .member(\.replicator, \.instanceColor, absent: CGColor.white)),
        CALayerAnimatableProperty.property("instanceRedOffset", \CAReplicatorLayer.instanceRedOffset, render: .member(\.replicator, \.instanceRedOffset)),
        CALayerAnimatableProperty.property("instanceGreenOffset", \CAReplicatorLayer.instanceGreenOffset, render: .member(\.replicator, \.instanceGreenOffset)),
        CALayerAnimatableProperty.property("instanceBlueOffset", \CAReplicatorLayer.instanceBlueOffset, render: .member(\.replicator, \.instanceBlueOffset)),
        CALayerAnimatableProperty.property("instanceAlphaOffset", \CAReplicatorLayer.instanceAlphaOffset, render: .member(\.replicator, \.instanceAlphaOffset)),
    ]

    open override class func animatableProperties() -> [CALayerAnimatableProperty] {
        super.animatableProperties() + replicatorProperties
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
