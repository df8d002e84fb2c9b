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
    /// `expectedCount` (the previous frame's) saves regrowing the list as it fills.
    init(root: RenderLayer, scale: CGFloat, targetBounds: DamageRect, expectedCount: Int = 0) {
        self.targetBounds = targetBounds
        items.reserveCapacity(expectedCount)
        let toTarget = Homography.scale(x: Double(scale), y: Double(scale))
        let rootPlacement = root.placement(underSublayerTransform: nil).concatenating(toTarget)
        visit(root, toTarget: rootPlacement, opacity: 1, clip: targetBounds)
    }

    private mutating func visit(_ layer: RenderLayer, toTarget: Homography, opacity parentOpacity: Float, clip: DamageRect) {
        let opacity = parentOpacity * max(0, min(1, layer.opacity))
        guard !layer.isHidden, opacity > 0, toTarget.isFinite else { return }
        let corners = Quad(layer.bounds, through: toTarget)
        if !layer.isDoubleSided, let corners, corners.facesAway { return }
        let screenBounds = corners.map { $0.bounds.intersection(clip) }
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
        let forSublayers = layer.sublayerTransformIfAny
        let sublayers = layer.sublayers
        // Sorted by zPosition (stable), through indices: sorting the layers would copy them.
        var order = Array(sublayers.indices)
        let firstZ = sublayers[0].zPosition
        if sublayers.contains(where: { $0.zPosition != firstZ }) {
            order.sort { sublayers[$0].zPosition == sublayers[$1].zPosition ? $0 < $1 : sublayers[$0].zPosition < sublayers[$1].zPosition }
        }
        for index in order {
            let placement = sublayers[index].placement(underSublayerTransform: forSublayers)
            visit(sublayers[index], toTarget: placement.concatenating(toTarget), opacity: opacity, clip: childClip)
        }
    }
}

/// The four corners of a layer's bounds on the target, in drawing order.
struct Quad {
    let a, b, c, d: (x: Double, y: Double)

    /// `rect`'s corners through `map`, or nil when part of it is at or behind the eye.
    init?(_ rect: CGRect, through map: Homography) {
        guard let a = map.apply(Double(rect.minX), Double(rect.minY)), let b = map.apply(Double(rect.maxX), Double(rect.minY)),
              let c = map.apply(Double(rect.maxX), Double(rect.maxY)), let d = map.apply(Double(rect.minX), Double(rect.maxY))
        else { return nil }
        (self.a, self.b, self.c, self.d) = (a, b, c, d)
    }

    /// Whether the quad winds the other way round than it was drawn: its back shows.
    var facesAway: Bool {
        let area = (a.x * b.y - b.x * a.y) + (b.x * c.y - c.x * b.y) + (c.x * d.y - d.x * c.y) + (d.x * a.y - a.x * d.y)
        return area < 0
    }

    var minX: Double { min(a.x, b.x, c.x, d.x) }
    var maxX: Double { max(a.x, b.x, c.x, d.x) }
    var minY: Double { min(a.y, b.y, c.y, d.y) }
    var maxY: Double { max(a.y, b.y, c.y, d.y) }

    /// The pixels the quad touches.
    var bounds: DamageRect {
        DamageRect(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }
}
