import Foundation

/// One thing to draw: a layer's own visual, placed on the target by a homography.
struct DrawItem: Equatable {
    let id: UInt64
    let visual: RenderVisual
    /// The layer's bounds; the visual covers it.
    let bounds: CGRect
    /// From the layer's bounds coordinates to target pixels.
    let toTarget: Homography
    /// The opacity of the layer times its ancestors'.
    let opacity: Float
    /// The target pixels the item may touch: its projected bounds, cut by clipping ancestors.
    let screenBounds: DamageRect
    /// The clip of `masksToBounds` ancestors (the whole target when none).
    let clip: DamageRect
}

/// The layer tree flattened into draw items in painting order, as Core Animation flattens each
/// level: sublayers sorted by `zPosition`, each level projected into its parent's plane.
struct DisplayList {
    private(set) var items: [DrawItem] = []
    let targetBounds: DamageRect

    /// Flattens `root` for a target of `targetBounds` pixels, `scale` pixels per point.
    init(root: RenderLayer, scale: CGFloat, targetBounds: DamageRect) {
        self.targetBounds = targetBounds
        let toTarget = Homography.scale(x: Double(scale), y: Double(scale))
        let rootPlacement = Homography(flattening: root.transformToSuperlayer).concatenating(toTarget)
        visit(root, toTarget: rootPlacement, opacity: 1, clip: targetBounds)
    }

    private mutating func visit(_ layer: RenderLayer, toTarget: Homography, opacity parentOpacity: Float, clip: DamageRect) {
        let opacity = parentOpacity * max(0, min(1, layer.opacity))
        guard !layer.isHidden, opacity > 0, toTarget.isFinite else { return }
        let corners = DisplayList.project(layer.bounds, through: toTarget)
        if !layer.isDoubleSided, let corners, DisplayList.facesAway(corners) { return }
        let screenBounds = corners.map { DisplayList.bounds(of: $0).intersection(clip) }
        if !layer.visual.isEmpty, let screenBounds, !screenBounds.isEmpty {
            items.append(DrawItem(
                id: layer.id, visual: layer.visual, bounds: layer.bounds, toTarget: toTarget,
                opacity: opacity, screenBounds: screenBounds, clip: clip))
        }
        guard !layer.sublayers.isEmpty else { return }
        var childClip = clip
        if layer.masksToBounds {
            // Axis-aligned clips are exact; rotated or rounded ones clip to their bounding box
            // until offscreen group rendering lands (issue 5).
            guard let screenBounds, !screenBounds.isEmpty else { return }
            childClip = screenBounds
        }
        let forSublayers = layer.transformForSublayers
        let ordered = layer.sublayers.enumerated().sorted {
            $0.element.zPosition == $1.element.zPosition ? $0.offset < $1.offset : $0.element.zPosition < $1.element.zPosition
        }
        for (_, sublayer) in ordered {
            let placement = Homography(flattening: sublayer.transformToSuperlayer.concatenating(forSublayers))
            visit(sublayer, toTarget: placement.concatenating(toTarget), opacity: opacity, clip: childClip)
        }
    }

    /// The four corners of `rect` on the target, or nil when part of it is at or behind the eye.
    static func project(_ rect: CGRect, through map: Homography) -> [(x: Double, y: Double)]? {
        let points = [
            (Double(rect.minX), Double(rect.minY)), (Double(rect.maxX), Double(rect.minY)),
            (Double(rect.maxX), Double(rect.maxY)), (Double(rect.minX), Double(rect.maxY)),
        ]
        var corners: [(x: Double, y: Double)] = []
        for (x, y) in points {
            guard let p = map.apply(x, y) else { return nil }
            corners.append(p)
        }
        return corners
    }

    /// Whether a projected quad winds the other way round than it was drawn: its back shows.
    static func facesAway(_ corners: [(x: Double, y: Double)]) -> Bool {
        var area = 0.0
        for i in 0..<corners.count {
            let a = corners[i], b = corners[(i + 1) % corners.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0
    }

    static func bounds(of corners: [(x: Double, y: Double)]) -> DamageRect {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return DamageRect(covering: CGRect(
            x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
    }
}
