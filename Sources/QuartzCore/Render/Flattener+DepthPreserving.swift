import Foundation

extension Flattener {
    /// Visits the sublayers of a transform layer at `layer`, placed in 3-D by `rows` (its map into its parent's
    /// space, not flattened): each sublayer's map joins it before flattening, so the sublayers keep their depth, and
    /// they are drawn farthest first (by the depth of their centres). A nested transform layer goes on in 3-D.
    func visitDepthPreserving(
        _ layer: UnsafePointer<RenderLayer>, rows: TransformRows, parentToTarget: Homography, opacity parentOpacity: Float,
        clip: DamageRect
    ) {
        let opacity = parentOpacity * max(0, min(1, layer.pointee.opacity))
        guard !layer.pointee.isHidden, opacity > 0, !layer.pointee.sublayers.isEmpty else { return }
        let forSublayers = layer.pointee.sublayerTransformIfAny
        layer.pointee.sublayers.withUnsafeBufferPointer { sublayers in
            let base = sublayers.baseAddress!
            let placed = sublayers.indices.map { base[$0].placementRows(underSublayerTransform: forSublayers).concatenating(rows) }
            let depths = sublayers.indices.map { Self.depth(of: base[$0].bounds, through: placed[$0]) }
            let order = sublayers.indices.sorted { depths[$0] == depths[$1] ? $0 < $1 : depths[$0] < depths[$1] }
            for index in order {
                if base[index].preservesSublayerDepth {
                    visitDepthPreserving(base + index, rows: placed[index], parentToTarget: parentToTarget, opacity: opacity, clip: clip)
                } else {
                    visit(base + index, toTarget: placed[index].flattened.concatenating(parentToTarget), opacity: opacity, clip: clip)
                }
            }
        }
    }

    /// The depth (z, towards the viewer) of the centre of `bounds` mapped through `rows`; farthest first when sorted.
    static func depth(of bounds: CGRect, through rows: TransformRows) -> Double {
        let point = rows.r1 * Double(bounds.midX) + rows.r2 * Double(bounds.midY) + rows.r4
        return point.w != 0 ? point.z / point.w : point.z
    }
}
