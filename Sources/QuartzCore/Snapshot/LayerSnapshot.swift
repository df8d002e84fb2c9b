import Foundation

/// A layer subtree as committed by the main thread: model values, timing and attached animations as `Sendable`
/// values. The render side evaluates it at any media time itself (`LayerTreeSnapshot.renderLayer(at:)`), so it can
/// run on its own thread while the main thread is busy (DESIGN.md, "How a frame happens").
public struct LayerSnapshot: Sendable {
    /// The layer's `renderID`.
    public var id: UInt64
    public var values: LayerValues
    var timing: CAMediaTimingValues
    /// The attached animations the render side evaluates, in the order added.
    var animations: [any LayerAnimationSnapshot]
    /// The attached transitions, in the order added.
    var transitions: [TransitionSnapshot]
    public var sublayers: [LayerSnapshot]
    /// Holds `mask` (a struct cannot store an optional of itself).
    var maskStorage: [LayerSnapshot]
    /// The layer as drawn when no animation of its own runs (computed at the commit, so frames only copy it).
    @Indirect var still: RenderLayer? = nil
    /// The layer as drawn from its model values and its animations compiled, when all are placement animations
    /// (`compiledPlacement()`, at the commit): a frame copies the layer and writes the animated fields into it.
    @Indirect var placement: RenderLayer? = nil
    /// Those compiled animations, in the order added.
    var placementTracks: [PlacementAnimationSnapshot] = []
    /// Whether the layer has nothing below or over it to evaluate (sublayers, mask, transitions): a frame returns
    /// its own layer without looking further.
    var isLeaf = false
    /// The whole subtree as drawn, when nothing in it animates or keeps a time of its own (computed at the commit:
    /// a frame takes it as it is).
    @Indirect var stillTree: RenderLayer? = nil
    /// The sublayers compiled for frames when some are still trees or leaves moved by placement animations alone: a
    /// frame writes the leaves' animations into a copy of them and evaluates just the others.
    var sublayerPlan: SublayerPlan?
    /// Whether a replicator is here or below: its instances run behind in global time, for which each frame keeps
    /// the chain of timing from the root.
    var containsReplicator = false
    /// Whether this layer or one below is an emitter with cells or particles that may live (its particles move
    /// from frame to frame with no animation running).
    public var animatesByItself = false
    /// Whether this layer or one below draws content from animated custom properties, which only the main thread
    /// can draw: it must commit again at every frame while they animate.
    public var drawsAnimatedContent: Bool
}

/// A committed tree with the timing of the layers above its root, which its time runs under.
public struct LayerTreeSnapshot: Sendable {
    /// The timing of the root's superlayers, outermost first.
    var ancestorTiming: [CAMediaTimingValues]
    public var root: LayerSnapshot

    /// Whether the main thread must commit again at every frame (content drawn from animated custom properties).
    public var drawsAnimatedContent: Bool { root.drawsAnimatedContent }

    /// Whether the tree changes by itself from frame to frame without an animation: an emitter whose particles live.
    public var animatesByItself: Bool { root.animatesByItself }

    /// The tree as it shows at global media time `time`: every animation applied.
    public func renderLayer(at time: CFTimeInterval) -> RenderLayer {
        let parentTime = ancestorTiming.reduce(time as CFTimeInterval?) { $0.flatMap($1.layerTime(fromParent:)) }
        return root.renderLayer(parentTime: parentTime, clock: SnapshotTime(global: time, chain: ancestorTiming))
    }
}

/// Global time and the timing of the layers above, for instances of a replicator that run behind the others.
struct SnapshotTime {
    var global: CFTimeInterval
    var chain: [CAMediaTimingValues]

    /// The local time of the layer that ends `chain` at global time `global`; nil where not active.
    func localTime(global: CFTimeInterval) -> CFTimeInterval? {
        chain.reduce(global as CFTimeInterval?) { $0.flatMap($1.layerTime(fromParent:)) }
    }
}

extension LayerSnapshot {
    /// Computes `still`, `stillTree` and `sublayerPlan` from the rest, once the snapshot is complete.
    mutating func prepareStillParts() {
        containsReplicator = values.replicator != nil || sublayers.contains(where: \.containsReplicator)
            || maskStorage.contains(where: \.containsReplicator)
        animatesByItself = values.emitter.map { $0.mayLive } == true || sublayers.contains(where: \.animatesByItself)
            || maskStorage.contains(where: \.animatesByItself)
        // A layer drawn as a still tree needs no plan of its sublayers.
        defer { if !$stillTree.hasValue, !sublayers.isEmpty { sublayerPlan = SublayerPlan(sublayers) } }
        isLeaf = sublayers.isEmpty && maskStorage.isEmpty && transitions.isEmpty
        guard animations.isEmpty else {
            if let (base, tracks) = compiledPlacement() { (placement, placementTracks) = (base, tracks) }
            return
        }
        still = RenderLayer(id: id, values: values, hasSublayers: !sublayers.isEmpty)
        let timeless = transitions.isEmpty && timing == CAMediaTimingValues() && values.replicator == nil && values.emitter == nil
            && !drawsAnimatedContent
        guard timeless, sublayers.allSatisfy({ $0.$stillTree.hasValue }), maskStorage.allSatisfy({ $0.$stillTree.hasValue }) else { return }
        var tree = still!
        tree.sublayers = sublayers.map { $0.stillTree! }
        tree.mask = maskStorage.first?.stillTree
        stillTree = tree
    }

    /// The layer as it shows when its superlayer's time is `parentTime` (nil: outside an active interval, so it
    /// shows its model values hidden, as a presentation copy does).
    func renderLayer(parentTime: CFTimeInterval?, clock: SnapshotTime) -> RenderLayer {
        if var stillTree {
            // Default timing: the subtree is active exactly when its superlayer is.
            if parentTime == nil { stillTree.isHidden = true }
            return stillTree
        }
        let time = parentTime.flatMap(timing.layerTime(fromParent:))
        if let still {
            var layer = still
            layer.isHidden = layer.isHidden || time == nil
            return withSublayers(layer, presented: values, time: time, clock: clock)
        }
        if var layer = placement {
            // The model values are what shows but for the fields the compiled animations write into the layer.
            if let time {
                placementTracks.withUnsafeBufferPointer { tracks in
                    for index in tracks.indices { tracks[index].apply(to: &layer, parentTime: time) }
                }
            } else {
                layer.isHidden = true
            }
            // No emitter or replicator here (`compiledPlacement()`): a leaf has nothing more to draw.
            if isLeaf { return layer }
            return withSublayers(layer, presented: values, time: time, clock: clock)
        }
        var presented = values
        if let time {
            for animation in animations {
                animation.apply(to: &presented, parentTime: time)
            }
        } else {
            presented.isHidden = true
        }
        return withSublayers(RenderLayer(id: id, values: presented, hasSublayers: !sublayers.isEmpty), presented: presented, time: time, clock: clock)
    }

    /// `layer` (this layer drawn from `presented` at layer time `time`) with its particles, sublayers, replicated
    /// instances, transition and mask.
    private func withSublayers(_ layer: consuming RenderLayer, presented: LayerValues, time: CFTimeInterval?, clock: SnapshotTime) -> RenderLayer {
        var layer = layer
        let particles = time.flatMap { particleLayer(presented: presented, at: $0) }
        guard !sublayers.isEmpty || !maskStorage.isEmpty || !transitions.isEmpty else {
            if let particles { layer.sublayers = [particles] }
            return layer
        }
        var inner = clock
        if containsReplicator { inner.chain.append(timing) }
        // The sublayers' snapshots are read in place: copying one would count every reference it holds.
        layer.sublayers = sublayers.withUnsafeBufferPointer { sublayers in
            if let sublayerPlan, let time {
                return sublayerPlan.layers(atParentTime: time) { sublayers[$0].renderLayer(parentTime: time, clock: inner) }
            }
            return sublayers.indices.map { sublayers[$0].renderLayer(parentTime: time, clock: inner) }
        }
        if let replicator = presented.replicator {
            layer.sublayers = replicator.instances(of: layer.sublayers, from: sublayers, replicator: presented, clock: inner)
        }
        if let particles { layer.sublayers.insert(particles, at: 0) }
        if let time, let (transition, progress) = runningTransition(atLayerTime: time) {
            transition.compose(&layer, progress: CGFloat(progress))
        }
        if !maskStorage.isEmpty {
            // The mask lives in the masked layer's space and time, as a sublayer would.
            layer.mask = maskStorage.withUnsafeBufferPointer { $0[0].renderLayer(parentTime: time, clock: inner) }
        }
        return layer
    }

    /// The transition showing at `layerTime`, newest first, with its progress.
    private func runningTransition(atLayerTime layerTime: CFTimeInterval) -> (TransitionSnapshot, Float)? {
        for transition in transitions.reversed() {
            if let progress = transition.progress(atLayerTime: layerTime) { return (transition, progress) }
        }
        return nil
    }
}
