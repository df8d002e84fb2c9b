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
    /// For a layer drawn as a group (opacity below 1 over sublayers, a mask, a shaped clip): what
    /// is drawn together and then placed and faded by `opacity` as one image. Nil for a single visual.
    let group: DrawGroup?
    /// The pixels the item may change (`DrawItem.paintBounds`), found once: every frame asks it of every item.
    let paintBounds: DamageRect

    init(
        id: UInt64, visual: RenderVisual, bounds: CGRect, toTarget: Homography, opacity: Float,
        screenBounds: DamageRect, clip: DamageRect, group: DrawGroup? = nil
    ) {
        self.id = id
        self.visual = visual
        self.bounds = bounds
        self.toTarget = toTarget
        self.opacity = opacity
        self.screenBounds = screenBounds
        self.clip = clip
        self.group = group
        // With a pixel of margin for filtered (antialiased) edges.
        if group == nil, toTarget.transformClass != .integerTranslation {
            let b = screenBounds
            paintBounds = DamageRect(x: b.x - 1, y: b.y - 1, width: b.width + 2, height: b.height + 2).intersection(clip)
        } else {
            paintBounds = screenBounds
        }
    }
}

/// The layer tree flattened into draw items in painting order, as Core Animation flattens each
/// level: sublayers sorted by `zPosition`, each level projected into its parent's plane.
struct DisplayList {
    let items: [DrawItem]
    let targetBounds: DamageRect
    /// Target pixels per point.
    let scale: Double

    /// Flattens `root` for a target of `targetBounds` pixels, `scale` pixels per point.
    /// `expectedCount` (the previous frame's) saves regrowing the list as it fills.
    init(root: RenderLayer, scale: CGFloat, targetBounds: DamageRect, expectedCount: Int = 0) {
        self.targetBounds = targetBounds
        self.scale = Double(scale)
        let flattener = Flattener(scale: Double(scale))
        flattener.items.reserveCapacity(expectedCount)
        let toTarget = Homography.scale(x: Double(scale), y: Double(scale))
        let rootPlacement = root.placement(underSublayerTransform: nil).concatenating(toTarget)
        withUnsafePointer(to: root) { flattener.visit($0, toTarget: rootPlacement, opacity: 1, clip: targetBounds) }
        items = flattener.items
    }
}

/// The walk that flattens a tree into a display list's items.
private final class Flattener {
    /// Only this walk touches it, on one thread: no run-time exclusivity check per item appended.
    @exclusivity(unchecked) var items: [DrawItem] = []
    /// Target pixels per point.
    let scale: Double

    init(scale: Double) {
        self.scale = scale
    }

    private static let visualOffset = MemoryLayout<RenderLayer>.offset(of: \RenderLayer.visual)!

    func visit(_ layer: UnsafePointer<RenderLayer>, toTarget: Homography, opacity parentOpacity: Float, clip: DamageRect) {
        let opacity = parentOpacity * max(0, min(1, layer.pointee.opacity))
        guard !layer.pointee.isHidden, opacity > 0, toTarget.isFinite else { return }
        if (layer.pointee.opacity < 1 && !layer.pointee.sublayers.isEmpty) || layer.pointee.drawsAsEffectGroup {
            // Group opacity, a mask or a shadow of the content: the layer and its sublayers drawn
            // unfaded in its own space, then placed and faded together (culled here, where its
            // placement is known: in its own space it always faces forwards).
            if !layer.pointee.isDoubleSided, let corners = Quad(layer.pointee.bounds, through: toTarget), corners.facesAway { return }
            // Swapped, not copied: a list still referenced elsewhere would be copied whole on the next append.
            var members: [DrawItem] = []
            swap(&items, &members)
            // Members are placed in a space that does not move with the layer, so a group that only
            // moves keeps equal members; what lands off the target is cut from its extent instead.
            let space = groupSpace(for: layer.pointee)
            emit(layer, toTarget: .scale(x: scale, y: scale), opacity: 1, clip: space)
            swap(&items, &members)
            appendGroup(layer.pointee, members: members, toTarget: toTarget, opacity: opacity, clip: clip, localClip: space,
                        cap: groupCap(for: layer.pointee, toTarget: toTarget, clip: clip), shape: nil, id: layer.pointee.id,
                        effect: GroupEffect(of: layer.pointee, scale: scale, clip: space))
            return
        }
        emit(layer, toTarget: toTarget, opacity: opacity, clip: clip)
    }

    /// Wraps `members` (placed in the layer's own space at the raster scale, cut to `localClip`)
    /// as one group item. The group is cut to `cap` (what lands on the target) only when it would
    /// be much larger than the target: a group crossing the target's edge keeps its bitmap as it moves.
    func appendGroup(
        _ layer: RenderLayer, members: [DrawItem], toTarget: Homography, opacity: Float, clip: DamageRect,
        localClip: DamageRect, cap: DamageRect? = nil, shape: RoundedShape?, id: UInt64, effect: GroupEffect? = nil
    ) {
        guard let first = members.first else { return }
        var extent = members.dropFirst().reduce(DrawItem.paintBounds(first)) { $0.union(DrawItem.paintBounds($1)) }
        if let effect { extent = effect.extent(of: extent, scale: scale) }
        extent = extent.intersection(localClip)
        if let cap, extent.area > 2 * clip.area { extent = extent.intersection(cap) }
        guard !extent.isEmpty else { return }
        let bounds = CGRect(
            x: CGFloat(Double(extent.x) / scale), y: CGFloat(Double(extent.y) / scale),
            width: CGFloat(Double(extent.width) / scale), height: CGFloat(Double(extent.height) / scale))
        guard let quad = Quad(bounds, through: toTarget) else { return }
        let screenBounds = quad.bounds.intersection(clip)
        guard !screenBounds.isEmpty else { return }
        items.append(DrawItem(
            id: id, visual: RenderVisual(), bounds: bounds, toTarget: toTarget, opacity: opacity,
            screenBounds: screenBounds, clip: clip, group: DrawGroup(members: members, clip: shape, extent: extent, effect: effect)))
    }

    /// A group's own space at the raster scale: a generous square around the layer.
    private func groupSpace(for layer: RenderLayer) -> DamageRect {
        let margin = 4096.0
        return DamageRect(covering: CGRect(
            x: (Double(layer.bounds.minX) - margin) * scale, y: (Double(layer.bounds.minY) - margin) * scale,
            width: (Double(layer.bounds.width) + 2 * margin) * scale, height: (Double(layer.bounds.height) + 2 * margin) * scale))
    }

    /// The part of a group's own space worth drawing: what lands inside `clip` on the target,
    /// mapped back (the whole space when the map cannot be inverted).
    private func groupCap(for layer: RenderLayer, toTarget: Homography, clip: DamageRect) -> DamageRect {
        let fallback = groupSpace(for: layer)
        guard toTarget.transformClass < .projective, let inverse = toTarget.inverted(),
              let back = Quad(CGRect(x: clip.x, y: clip.y, width: clip.width, height: clip.height), through: inverse)
        else { return fallback }
        let local = back.bounds
        return DamageRect(
            x: Int(pixelClamping: Double(local.x) * scale, .down) - 2, y: Int(pixelClamping: Double(local.y) * scale, .down) - 2,
            width: Int(pixelClamping: Double(local.width) * scale, .up) + 4, height: Int(pixelClamping: Double(local.height) * scale, .up) + 4)
            .intersection(fallback)
    }

    /// Appends the layer's own visual at `opacity` and visits its sublayers.
    func emit(_ layer: UnsafePointer<RenderLayer>, toTarget: Homography, opacity: Float, clip: DamageRect) {
        let corners = Quad(layer.pointee.bounds, through: toTarget)
        if !layer.pointee.isDoubleSided, let corners, corners.facesAway { return }
        let screenBounds = corners.map { $0.bounds.intersection(clip) }
        if let shadow = layer.pointee.shadow, !shadow.followsContent {
            let area = layer.pointee.bounds.insetBy(dx: -shadow.reach, dy: -shadow.reach)
            if let quad = Quad(area, through: toTarget) {
                var visual = RenderVisual()
                visual.drawing = .shadow(shadow)
                let bounds = quad.bounds.intersection(clip)
                if !bounds.isEmpty {
                    items.append(DrawItem(
                        id: layer.pointee.id ^ DrawItem.shadowTag, visual: visual, bounds: area, toTarget: toTarget,
                        opacity: opacity, screenBounds: bounds, clip: clip))
                }
            }
        }
        let visual = (UnsafeRawPointer(layer) + Flattener.visualOffset).assumingMemoryBound(to: RenderVisual.self)
        if !RenderVisual.drawsNothing(visual), let screenBounds, !screenBounds.isEmpty {
            items.append(DrawItem(
                id: layer.pointee.id, visual: layer.pointee.visual, bounds: layer.pointee.bounds, toTarget: toTarget,
                opacity: opacity, screenBounds: screenBounds, clip: clip))
        }
        guard !layer.pointee.sublayers.isEmpty else { return }
        var childClip = clip
        var shapedClip: RoundedShape?
        if layer.pointee.masksToBounds {
            // Axis-aligned square clips are exact rectangles; rounded or rotated ones cut the
            // sublayers, drawn as a group, to the layer's outline (projective ones: bounding box).
            guard let screenBounds, !screenBounds.isEmpty else { return }
            childClip = screenBounds
            let transformClass = toTarget.transformClass
            if transformClass == .affine || (transformClass < .projective && layer.pointee.visual.cornerRadius > 0) {
                shapedClip = RoundedShape(
                    size: layer.pointee.bounds.size, radius: layer.pointee.visual.cornerRadius, corners: layer.pointee.visual.maskedCorners, origin: layer.pointee.bounds.origin)
            }
        }
        // A shaped clip draws the sublayers in the layer's own space, as one group.
        var members: [DrawItem] = []
        let sublayerTarget = shapedClip == nil ? toTarget : Homography.scale(x: scale, y: scale)
        var sublayerClip = childClip
        if shapedClip != nil {
            swap(&items, &members)
            sublayerClip = DamageRect(covering: CGRect(
                x: layer.pointee.bounds.minX * CGFloat(scale), y: layer.pointee.bounds.minY * CGFloat(scale),
                width: layer.pointee.bounds.width * CGFloat(scale), height: layer.pointee.bounds.height * CGFloat(scale)))
        }
        defer {
            if let shapedClip {
                swap(&items, &members)
                appendGroup(layer.pointee, members: members, toTarget: toTarget, opacity: 1, clip: childClip, localClip: sublayerClip,
                            shape: shapedClip, id: layer.pointee.id ^ DrawItem.clipGroupTag)
            }
        }
        let forSublayers = layer.pointee.sublayerTransformIfAny
        // Layers are reached through pointers into the tree, which outlives the walk: one read
        // out of its array, or passed by value, is copied (hundreds of them every frame).
        layer.pointee.sublayers.withUnsafeBufferPointer { sublayers in
            let base = sublayers.baseAddress!
            // Sorted by zPosition (stable), through indices: sorting the layers would copy them.
            var order = Array(sublayers.indices)
            let firstZ = base[0].zPosition
            if sublayers.indices.contains(where: { base[$0].zPosition != firstZ }) {
                order.sort { base[$0].zPosition == base[$1].zPosition ? $0 < $1 : base[$0].zPosition < base[$1].zPosition }
            }
            for index in order {
                let placement = base[index].placement(underSublayerTransform: forSublayers)
                visit(base + index, toTarget: placement.concatenating(sublayerTarget), opacity: opacity, clip: sublayerClip)
            }
        }
    }
}

extension DrawItem {
    /// Marks the id of a clipping group apart from its layer's own item.
    static let clipGroupTag: UInt64 = 1 << 63
    /// Marks the id of a layer's shadow item.
    static let shadowTag: UInt64 = 1 << 62

    /// The pixels an item may change, with a pixel of margin for filtered (antialiased) edges.
    static func paintBounds(_ item: DrawItem) -> DamageRect {
        item.paintBounds
    }

    /// The item moved by (dx, dy) target pixels (a group's members drawn into its own bitmap).
    func offset(by dx: Int, _ dy: Int) -> DrawItem {
        func move(_ rect: DamageRect) -> DamageRect { DamageRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height) }
        return DrawItem(
            id: id, visual: visual, bounds: bounds, toTarget: toTarget.concatenating(.translation(x: Double(dx), y: Double(dy))),
            opacity: opacity, screenBounds: move(screenBounds), clip: move(clip), group: group)
    }

    /// Whether the items at `a` and `b` draw the same pixels: their fields compared in place,
    /// the cheap ones first (every frame compares every item with its previous one).
    static func drawsSame(_ a: UnsafePointer<DrawItem>, _ b: UnsafePointer<DrawItem>) -> Bool {
        guard a.pointee.id == b.pointee.id, a.pointee.screenBounds == b.pointee.screenBounds, a.pointee.opacity == b.pointee.opacity,
              a.pointee.toTarget == b.pointee.toTarget, a.pointee.clip == b.pointee.clip,
              a.pointee.bounds.origin.x == b.pointee.bounds.origin.x, a.pointee.bounds.origin.y == b.pointee.bounds.origin.y,
              a.pointee.bounds.size.width == b.pointee.bounds.size.width, a.pointee.bounds.size.height == b.pointee.bounds.size.height,
              a.pointee.group === b.pointee.group || a.pointee.group == b.pointee.group
        else { return false }
        let (ra, rb) = (UnsafeRawPointer(a) + visualOffset, UnsafeRawPointer(b) + visualOffset)
        return RenderVisual.drawsSame(ra.assumingMemoryBound(to: RenderVisual.self), rb.assumingMemoryBound(to: RenderVisual.self))
    }

    private static let visualOffset = MemoryLayout<DrawItem>.offset(of: \DrawItem.visual)!

    /// The ids of the item and, for a group, of its members.
    var allIDs: [UInt64] {
        [id] + (group?.allIDs ?? [])
    }
}

/// The four corners of a layer's bounds on the target, in drawing order.
struct Quad {
    let a, b, c, d: (x: Double, y: Double)

    /// `rect`'s corners through `map`, or nil when part of it is at or behind the eye.
    init?(_ rect: CGRect, through map: Homography) {
        if map.r0.y == 0, map.r1.x == 0, map.r0.z == 0, map.r1.z == 0, map.r2.z == 1 {
            // Moved and scaled along the axes (most layers): the corners without the general
            // map's multiplies and divides, the same numbers.
            let left = Double(rect.minX) * map.r0.x + map.r2.x, right = Double(rect.maxX) * map.r0.x + map.r2.x
            let top = Double(rect.minY) * map.r1.y + map.r2.y, bottom = Double(rect.maxY) * map.r1.y + map.r2.y
            guard left.isFinite, right.isFinite, top.isFinite, bottom.isFinite else { return nil }
            (a, b, c, d) = ((left, top), (right, top), (right, bottom), (left, bottom))
            return
        }
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

    // Pairwise: the variadic `min`/`max` build an array, and these run per layer per frame.
    var minX: Double { Swift.min(Swift.min(a.x, b.x), Swift.min(c.x, d.x)) }
    var maxX: Double { Swift.max(Swift.max(a.x, b.x), Swift.max(c.x, d.x)) }
    var minY: Double { Swift.min(Swift.min(a.y, b.y), Swift.min(c.y, d.y)) }
    var maxY: Double { Swift.max(Swift.max(a.y, b.y), Swift.max(c.y, d.y)) }

    /// The pixels the quad touches.
    var bounds: DamageRect {
        DamageRect(coveringMinX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }
}
