import Foundation

/// The walk that flattens a tree into a display list's items: appended to a new list, or, while
/// editing, checked against the previous frame's list and overwritten in place where they differ.
final class Flattener {
    /// Only this walk touches it, on one thread: no run-time exclusivity check per item appended.
    @exclusivity(unchecked) var items: [DrawItem] = []
    /// Target pixels per point.
    let scale: Double
    // The walk's state, touched only by it: no run-time exclusivity checks either.
    /// While editing: the previous frame's list, this frame's up to `cursor`.
    @exclusivity(unchecked) private var edited = UnsafeMutableBufferPointer<DrawItem>(start: nil, count: 0)
    @exclusivity(unchecked) private var isEditing = false
    @exclusivity(unchecked) private var cursor = 0
    /// The previous frame's items overwritten while editing, moved out to put back if editing
    /// stops, and where they were: raw memory, so each is moved once (an array would copy it in,
    /// then again every time it grows).
    @exclusivity(unchecked) private var overwritten = UnsafeMutableBufferPointer<DrawItem>(start: nil, count: 0)
    @exclusivity(unchecked) private var overwrittenIndices: [Int] = []
    /// While editing, what the overwritten items change: each one's old and new paint bounds.
    @exclusivity(unchecked) var changes = DamageRegion()

    init(scale: Double) {
        self.scale = scale
    }

    deinit {
        overwritten.baseAddress?.deinitialize(count: overwrittenIndices.count)
        overwritten.deallocate()
    }

    /// Where a layer's and an item's visuals lie, found once a walk (a static is looked up
    /// through a lazy-initialisation check at every use, twice per layer).
    private let layerVisualOffset = MemoryLayout<RenderLayer>.offset(of: \RenderLayer.visual)!
    private let itemVisualOffset = MemoryLayout<DrawItem>.offset(of: \DrawItem.visual)!

    /// Flattens the tree from `root` for a target of `targetBounds` pixels.
    func walk(_ root: RenderLayer, targetBounds: DamageRect) {
        let toTarget = Homography.scale(x: scale, y: scale)
        let rootPlacement = root.placement(underSublayerTransform: nil).concatenating(toTarget)
        withUnsafePointer(to: root) { visit($0, toTarget: rootPlacement, opacity: 1, clip: targetBounds) }
    }

    /// Starts a walk over `previous` (which must outlive it), this frame's items written over its own.
    func startEditing(_ previous: UnsafeMutableBufferPointer<DrawItem>) {
        edited = previous
        isEditing = true
        cursor = 0
    }

    /// Ends an edit walk: true when it made the same layers' items in the same order (the list
    /// edited in place is this frame's), false when `items` holds this frame's and the edited
    /// list the previous frame's again.
    func finishEditing() -> Bool {
        if isEditing, cursor == edited.count { return true }
        stopEditing()
        return false
    }

    /// The layers differ from the previous frame's: this frame's items so far move to `items`,
    /// where the walk goes on appending, and the previous frame's are put back.
    private func stopEditing() {
        guard isEditing else { return }
        isEditing = false
        items = Array(edited[..<cursor])
        items.reserveCapacity(edited.count)
        for (moved, index) in overwrittenIndices.enumerated() { edited[index] = overwritten[moved] }
    }

    /// Adds `item` after the items so far.
    func add(_ item: consuming DrawItem) {
        if isEditing {
            if cursor < edited.count, edited[cursor].id == item.id {
                let old = edited.baseAddress! + cursor
                cursor += 1
                if withUnsafePointer(to: &item, { DrawItem.drawsSame($0, old) }) { return }
                changes.add(old.pointee.paintBounds)
                changes.add(item.paintBounds)
                keepOverwritten(old, at: cursor - 1)
                old.initialize(to: item)
                return
            }
            stopEditing()
        }
        items.append(item)
    }

    /// Moves the previous frame's item at `item` (index `index`) out to `overwritten`, leaving
    /// its place uninitialized.
    private func keepOverwritten(_ item: UnsafeMutablePointer<DrawItem>, at index: Int) {
        if overwritten.baseAddress == nil {
            // Room for every item from here on: never regrown (moving every item so far) when many change.
            overwritten = .allocate(capacity: edited.count - index)
            overwrittenIndices.reserveCapacity(edited.count - index)
        }
        (overwritten.baseAddress! + overwrittenIndices.count).moveInitialize(from: item, count: 1)
        overwrittenIndices.append(index)
    }

    /// While editing: whether the previous frame's item at the cursor is the one `layer`'s own
    /// visual makes now (the same inputs make the same item), checked without building it; if
    /// so the walk moves past it, and its screen bounds are returned.
    private func keep(
        _ layer: UnsafePointer<RenderLayer>, visual: UnsafePointer<RenderVisual>, toTarget: Homography, opacity: Float, clip: DamageRect
    ) -> DamageRect? {
        guard isEditing, cursor < edited.count else { return nil }
        let old = edited.baseAddress! + cursor
        let bounds = layer.pointee.bounds
        guard old.pointee.id == layer.pointee.id, old.pointee.toTarget.sameMap(as: toTarget), old.pointee.opacity == opacity,
              old.pointee.clip == clip, old.pointee.group == nil,
              old.pointee.bounds.origin.x == bounds.origin.x, old.pointee.bounds.origin.y == bounds.origin.y,
              old.pointee.bounds.size.width == bounds.size.width, old.pointee.bounds.size.height == bounds.size.height,
              RenderVisual.drawsSame(visual, (UnsafeRawPointer(old) + itemVisualOffset).assumingMemoryBound(to: RenderVisual.self))
        else { return nil }
        cursor += 1
        return old.pointee.screenBounds
    }

    /// The items `body` adds, collected apart (a group's members), always appended to a new list
    /// with room for `expected` of them (not regrown as it fills).
    private func collecting(expected: Int, _ body: () -> Void) -> [DrawItem] {
        // Swapped, not copied: a list still referenced elsewhere would be copied whole on the next append.
        var members: [DrawItem] = []
        members.reserveCapacity(expected)
        swap(&items, &members)
        let wasEditing = isEditing
        isEditing = false
        body()
        isEditing = wasEditing
        swap(&items, &members)
        return members
    }

    func visit(_ layer: UnsafePointer<RenderLayer>, toTarget: Homography, opacity parentOpacity: Float, clip: DamageRect) {
        let opacity = parentOpacity * max(0, min(1, layer.pointee.opacity))
        guard !layer.pointee.isHidden, opacity > 0, toTarget.isFinite else { return }
        if (layer.pointee.opacity < 1 && !layer.pointee.sublayers.isEmpty) || layer.pointee.drawsAsEffectGroup || layer.pointee.shouldRasterize
            || (layer.pointee.masksToBounds && RenderLayer.castsShadowOverRoundedClip(layer, through: toTarget, scale: scale)) {
            visitGroup(layer, toTarget: toTarget, opacity: opacity, clip: clip)
            return
        }
        emit(layer, toTarget: toTarget, opacity: opacity, clip: clip)
    }

    /// Group opacity, a mask, a shadow of the content, a rounded card's outline shadow
    /// (`castsShadowOverRoundedClip`) or rasterization: the layer and its sublayers drawn unfaded in its own space,
    /// then placed and faded together (out of line: the walk over every layer stays small).
    @inline(never)
    private func visitGroup(_ layer: UnsafePointer<RenderLayer>, toTarget: Homography, opacity: Float, clip: DamageRect) {
        // Culled here, where its placement is known: in its own space it always faces forwards.
        if !layer.pointee.isDoubleSided, let corners = Quad(layer.pointee.bounds, through: toTarget), corners.facesAway { return }
        // Members are placed in a space that does not move with the layer, so a group that only
        // moves keeps equal members; what lands off the target is cut from its extent instead.
        // (The layer's fields are passed, not the layer: read out of the tree, it would be copied.)
        let space = groupSpace(for: layer.pointee.bounds)
        // Room for a shadow, the layer's own visual and its sublayers.
        let members = collecting(expected: 2 + layer.pointee.sublayers.count) {
            emit(layer, toTarget: .scale(x: scale, y: scale), opacity: 1, clip: space)
        }
        appendGroup(members: members, toTarget: toTarget, opacity: opacity, clip: clip, localClip: space,
                    capping: layer.pointee.bounds, shape: nil, id: layer.pointee.id,
                    effect: layer.pointee.drawsAsEffectGroup ? GroupEffect(of: layer.pointee, scale: scale, clip: space) : nil,
                    isRasterized: layer.pointee.shouldRasterize,
                    reduction: layer.pointee.shouldRasterize ? min(1, Double(layer.pointee.rasterizationScale) / scale) : 1)
    }

    /// Wraps `members` (placed in the layer's own space at the raster scale, cut to `localClip`)
    /// as one group item. Given the layer's bounds (`capping`), the group is cut to what lands on
    /// the target (`groupCap`, found only then) only when it would be much larger than the target:
    /// a group crossing the target's edge keeps its bitmap as it moves.
    func appendGroup(
        members: [DrawItem], toTarget: Homography, opacity: Float, clip: DamageRect,
        localClip: DamageRect, capping layerBounds: CGRect? = nil, shape: RoundedShape?, id: UInt64, effect: GroupEffect? = nil,
        isRasterized: Bool = false, reduction: Double = 1
    ) {
        guard !members.isEmpty else { return }
        // The members' paint bounds read in place (an item taken out of the list is copied).
        var extent = members.withUnsafeBufferPointer { items in
            items.indices.dropFirst().reduce(items[0].paintBounds) { $0.union(items[$1].paintBounds) }
        }
        if let effect { extent = effect.extent(of: extent, scale: scale) }
        extent = extent.intersection(localClip)
        if let layerBounds, extent.area > 2 * clip.area {
            extent = extent.intersection(groupCap(for: layerBounds, toTarget: toTarget, clip: clip))
        }
        guard !extent.isEmpty else { return }
        let bounds = CGRect(
            x: CGFloat(Double(extent.x) / scale), y: CGFloat(Double(extent.y) / scale),
            width: CGFloat(Double(extent.width) / scale), height: CGFloat(Double(extent.height) / scale))
        guard let quad = Quad(bounds, through: toTarget) else { return }
        let screenBounds = quad.bounds.intersection(clip)
        guard !screenBounds.isEmpty else { return }
        add(DrawItem(
            id: id, visual: RenderVisual(), bounds: bounds, toTarget: toTarget, opacity: opacity,
            screenBounds: screenBounds, clip: clip, group: DrawGroup(
                members: members, clip: shape, extent: extent, effect: effect, isRasterized: isRasterized, reduction: reduction)))
    }

    /// A group's own space at the raster scale: a generous square around the layer's `bounds`.
    private func groupSpace(for bounds: CGRect) -> DamageRect {
        let margin = 4096.0
        return DamageRect(covering: CGRect(
            x: (Double(bounds.minX) - margin) * scale, y: (Double(bounds.minY) - margin) * scale,
            width: (Double(bounds.width) + 2 * margin) * scale, height: (Double(bounds.height) + 2 * margin) * scale))
    }

    /// The part of a group's own space worth drawing: what lands inside `clip` on the target,
    /// mapped back (the whole space when the map cannot be inverted).
    private func groupCap(for bounds: CGRect, toTarget: Homography, clip: DamageRect) -> DamageRect {
        let fallback = groupSpace(for: bounds)
        guard toTarget.transformClass < .projective, let inverse = toTarget.inverted(),
              let back = Quad(CGRect(x: clip.x, y: clip.y, width: clip.width, height: clip.height), through: inverse)
        else { return fallback }
        let local = back.bounds
        return DamageRect(
            x: Int(pixelClamping: Double(local.x) * scale, .down) - 2, y: Int(pixelClamping: Double(local.y) * scale, .down) - 2,
            width: Int(pixelClamping: Double(local.width) * scale, .up) + 4, height: Int(pixelClamping: Double(local.height) * scale, .up) + 4)
            .intersection(fallback)
    }

    /// Adds the layer's own visual at `opacity` and visits its sublayers.
    func emit(_ layer: UnsafePointer<RenderLayer>, toTarget: Homography, opacity: Float, clip: DamageRect) {
        // The corners are found only when needed: an item kept from the previous frame knows its screen bounds.
        let culls = !layer.pointee.isDoubleSided
        let corners = culls ? Quad(layer.pointee.bounds, through: toTarget) : nil
        if culls, let corners, corners.facesAway { return }
        if let shadow = layer.pointee.shadow, !shadow.followsContent {
            let area = layer.pointee.bounds.insetBy(dx: -shadow.reach, dy: -shadow.reach)
            if let quad = Quad(area, through: toTarget) {
                var visual = RenderVisual()
                visual.drawing = .shadow(shadow)
                let bounds = quad.bounds.intersection(clip)
                if !bounds.isEmpty {
                    add(DrawItem(
                        id: layer.pointee.id ^ DrawItem.shadowTag, visual: visual, bounds: area, toTarget: toTarget,
                        opacity: opacity, screenBounds: bounds, clip: clip))
                }
            }
        }
        let visual = (UnsafeRawPointer(layer) + layerVisualOffset).assumingMemoryBound(to: RenderVisual.self)
        let screenBounds: DamageRect?
        if let kept = keep(layer, visual: visual, toTarget: toTarget, opacity: opacity, clip: clip) {
            screenBounds = kept
        } else {
            screenBounds = (culls ? corners : Quad(layer.pointee.bounds, through: toTarget)).map { $0.bounds.intersection(clip) }
            if !RenderVisual.drawsNothing(visual), let screenBounds, !screenBounds.isEmpty {
                add(DrawItem(
                    id: layer.pointee.id, visual: layer.pointee.visual, bounds: layer.pointee.bounds, toTarget: toTarget,
                    opacity: opacity, screenBounds: screenBounds, clip: clip))
            }
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
                    size: layer.pointee.bounds.size, radius: layer.pointee.visual.cornerRadius, corners: layer.pointee.visual.maskedCorners,
                    isContinuous: layer.pointee.visual.hasContinuousCorners, origin: layer.pointee.bounds.origin)
            }
        }
        guard let shapedClip else {
            visitSublayers(of: layer, toTarget: toTarget, opacity: opacity, clip: childClip)
            return
        }
        // A shaped clip draws the sublayers in the layer's own space, as one group.
        let sublayerClip = DamageRect(covering: CGRect(
            x: layer.pointee.bounds.minX * CGFloat(scale), y: layer.pointee.bounds.minY * CGFloat(scale),
            width: layer.pointee.bounds.width * CGFloat(scale), height: layer.pointee.bounds.height * CGFloat(scale)))
        let members = collecting(expected: layer.pointee.sublayers.count) {
            visitSublayers(of: layer, toTarget: .scale(x: scale, y: scale), opacity: opacity, clip: sublayerClip)
        }
        // A backdrop filling the clip (a rounded UIVisualEffectView's) is drawn in the frame, cut to the outline, between
        // the groups of what lies under and over it: in a group's own bitmap there would be nothing behind it to blur.
        var run: [DrawItem] = [], runID = layer.pointee.id ^ DrawItem.clipGroupTag
        for member in members {
            guard let backdrop = backdrop(member, fillingClipOf: layer, shape: shapedClip, toTarget: toTarget, clip: childClip) else {
                run.append(member)
                continue
            }
            appendGroup(members: run, toTarget: toTarget, opacity: 1, clip: childClip, localClip: sublayerClip, shape: shapedClip, id: runID)
            add(backdrop)
            run = []
            runID = member.id ^ DrawItem.clipGroupTag
        }
        appendGroup(members: run, toTarget: toTarget, opacity: 1, clip: childClip, localClip: sublayerClip, shape: shapedClip, id: runID)
    }

    /// `member` (placed in the clipping `layer`'s own space) placed on the target through `toTarget` and cut to `shape`,
    /// when it is a backdrop layer whose bounds fill the clip exactly, only moved; otherwise nil (it stays in the group).
    private func backdrop(
        _ member: DrawItem, fillingClipOf layer: UnsafePointer<RenderLayer>, shape: RoundedShape, toTarget: Homography, clip: DamageRect
    ) -> DrawItem? {
        guard member.group == nil, member.visual.backdrop != nil else { return nil }
        let m = member.toTarget
        guard m.r0 == SIMD3(scale, 0, 0), m.r1 == SIMD3(0, scale, 0), m.r2.z == 1 else { return nil }
        let (dx, dy) = (m.r2.x / scale, m.r2.y / scale)
        let filled = member.bounds.offsetBy(dx: CGFloat(dx), dy: CGFloat(dy)), bounds = layer.pointee.bounds
        guard abs(filled.minX - bounds.minX) < 1e-6, abs(filled.minY - bounds.minY) < 1e-6,
              abs(filled.width - bounds.width) < 1e-6, abs(filled.height - bounds.height) < 1e-6 else { return nil }
        let placed = Homography.translation(x: dx, y: dy).concatenating(toTarget)
        guard let quad = Quad(member.bounds, through: placed) else { return nil }
        let screenBounds = quad.bounds.intersection(clip)
        guard !screenBounds.isEmpty else { return nil }
        var visual = member.visual
        visual.cornerRadius = shape.radius
        visual.maskedCorners = shape.corners
        visual.hasContinuousCorners = shape.isContinuous
        visual.masksContents = true
        return DrawItem(id: member.id, visual: visual, bounds: member.bounds, toTarget: placed, opacity: member.opacity,
                        screenBounds: screenBounds, clip: clip)
    }

    /// Visits the sublayers of `layer` in painting order, placed on the target through `toTarget`.
    private func visitSublayers(of layer: UnsafePointer<RenderLayer>, toTarget: Homography, opacity: Float, clip: DamageRect) {
        let forSublayers = layer.pointee.sublayerTransformIfAny
        // Layers are reached through pointers into the tree, which outlives the walk: one read
        // out of its array, or passed by value, is copied (hundreds of them every frame).
        layer.pointee.sublayers.withUnsafeBufferPointer { sublayers in
            let base = sublayers.baseAddress!
            // Sorted by zPosition (stable), through indices: sorting the layers would copy them.
            // Usually they share one zPosition, and are visited in order without a list of indices.
            let firstZ = base[0].zPosition
            let order = !sublayers.indices.contains(where: { base[$0].zPosition != firstZ }) ? nil : sublayers.indices.sorted {
                base[$0].zPosition == base[$1].zPosition ? $0 < $1 : base[$0].zPosition < base[$1].zPosition
            }
            let underSublayerTransform = forSublayers != nil
            for position in sublayers.indices {
                let index = order?[position] ?? position
                if base[index].preservesSublayerDepth {
                    visitDepthPreserving(base + index, rows: base[index].placementRows(underSublayerTransform: forSublayers),
                                         parentToTarget: toTarget, opacity: opacity, clip: clip)
                    continue
                }
                // Most layers are only moved: their placement is a translation, applied without matrix products.
                let placed: Homography
                if !underSublayerTransform, let shift = RenderLayer.placementShift(of: base + index) {
                    placed = toTarget.afterTranslation(x: shift.x, y: shift.y)
                } else {
                    placed = base[index].placement(underSublayerTransform: forSublayers).concatenating(toTarget)
                }
                visit(base + index, toTarget: placed, opacity: opacity, clip: clip)
            }
        }
    }
}
