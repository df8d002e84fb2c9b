import Foundation

/// A layer's sublayers compiled at commit for the frames: the still ones as drawn, the leaves that only placement
/// animations move as drawn from their model values with every leaf's compiled animations in one flat array (evaluated
/// in one pass, writing into a copy of the drawn sublayers, no sublayer's snapshot touched), and the indices of the
/// others, which the general rule evaluates one by one.
struct SublayerPlan: Sendable {
    /// A sublayer moved by placement animations alone: where it is drawn, its timing and where its tracks end.
    struct Leaf: Sendable {
        /// Its index among the sublayers.
        var index: Int
        /// Its own timing, which maps its superlayer's time to the time its animations run in.
        var timing: CAMediaTimingValues
        /// The end of its animations in `tracks` (they start where the leaf before ends).
        var tracksEnd: Int
    }

    /// The sublayers as drawn from their model values: still subtrees as they show at every time, placement leaves
    /// before their animations, a stand-in for each of the others.
    let layers: [RenderLayer]
    let leaves: [Leaf]
    /// The leaves' compiled animations, leaf after leaf, each leaf's in the order they were added.
    let tracks: [PlacementAnimationSnapshot]
    /// The indices of the sublayers the general rule evaluates, in order.
    let general: [Int]

    /// The plan of `sublayers`; nil when the general rule evaluates every one of them (nothing to gain).
    init?(_ sublayers: [LayerSnapshot]) {
        var layers: [RenderLayer] = [], leaves: [Leaf] = [], tracks: [PlacementAnimationSnapshot] = [], general: [Int] = []
        layers.reserveCapacity(sublayers.count)
        for (index, sublayer) in sublayers.enumerated() {
            if let tree = sublayer.stillTree {
                layers.append(tree)
            } else if sublayer.isLeaf, let base = sublayer.placement {
                layers.append(base)
                tracks += sublayer.placementTracks
                leaves.append(Leaf(index: index, timing: sublayer.timing, tracksEnd: tracks.count))
            } else {
                layers.append(RenderLayer(id: sublayer.id, bounds: .zero, position: .zero))
                general.append(index)
            }
        }
        guard general.count < sublayers.count else { return nil }
        (self.layers, self.leaves, self.tracks, self.general) = (layers, leaves, tracks, general)
    }

    /// The sublayers as they show at their superlayer's time `time`: the leaves' animations written into a copy of
    /// `layers` in one pass (a leaf outside its active interval hidden, as the general rule hides it), and
    /// `evaluate(index)` for each of the others.
    func layers(atParentTime time: CFTimeInterval, evaluate: (Int) -> RenderLayer) -> [RenderLayer] {
        var drawn = layers
        if !leaves.isEmpty {
            drawn.withUnsafeMutableBufferPointer { drawn in
                leaves.withUnsafeBufferPointer { leaves in
                    tracks.withUnsafeBufferPointer { tracks in
                        var start = 0
                        for leaf in leaves.indices {
                            let index = leaves[leaf].index, end = leaves[leaf].tracksEnd
                            if let local = leaves[leaf].timing.layerTime(fromParent: time) {
                                for track in start..<end { tracks[track].apply(to: &drawn[index], parentTime: local) }
                            } else {
                                drawn[index].isHidden = true
                            }
                            start = end
                        }
                    }
                }
            }
        }
        for index in general { drawn[index] = evaluate(index) }
        return drawn
    }
}
