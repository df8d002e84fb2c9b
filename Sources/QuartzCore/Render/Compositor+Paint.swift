import Dispatch
import Foundation

/// Painting a frame's repaint: the items that reach it, what opaque items hide, the bands.
extension Compositor {
    /// Repaints `region` from scratch: the clear color, then every item over it, starting from
    /// the topmost opaque item that hides everything under it. Returns pixels written.
    func paint(_ list: DisplayList, in region: PixelRegion, into target: PixelSurface) -> Int {
        guard !region.isEmpty else { return 0 }
        // Items are read in place: a draw item copied out of the array costs hundreds of bytes.
        return list.items.withUnsafeBufferPointer { paint($0, in: region, into: target) }
    }

    func paint(_ items: UnsafeBufferPointer<DrawItem>, in region: PixelRegion, into target: PixelSurface) -> Int {
        guard let base = items.baseAddress else { return 0 }
        let extents = region.extents
        // Only the items that reach the repaint matter (a small repaint meets a few of many).
        var candidates: [Int] = []
        var bounds = [DamageRect](repeating: DamageRect(x: 0, y: 0, width: 0, height: 0), count: items.count)
        for index in items.indices {
            let paintBounds = items[index].paintBounds
            guard paintBounds.intersects(extents) else { continue }
            bounds[index] = paintBounds
            candidates.append(index)
        }
        // A cached bitmap draws nothing outside its visible pixels (a shadow's blurred margin).
        // Per item, by index (empty lists cost nothing; a dictionary hashed every item).
        var measured = [[DamageRect]](repeating: [], count: items.count)
        // Each candidate's cached bitmap is looked up and checked once a frame.
        var found = [Backing?](repeating: nil, count: items.count)
        for index in candidates {
            if items[index].group == nil { found[index] = validBacking(base + index) }
            guard let facts = measuredFacts(base + index, backing: found[index]) else { continue }
            bounds[index] = bounds[index].intersection(facts.ink)
            if !facts.opaque.isEmpty { measured[index] = facts.opaque }
        }
        var first = 0
        let uncovered = PixelRegion(copying: region)
        // What each item hides, found from the top down to the first item that hides the rest.
        var covers = [[DamageRect]](repeating: [], count: items.count)
        for index in candidates.reversed() {
            var hides = measured[index]
            if let cover = Compositor.opaqueCover(base + index, scale: scale) { hides.insert(cover, at: 0) }
            guard !hides.isEmpty else { continue }
            covers[index] = hides
            for cover in hides { uncovered.subtract(cover) }
            if uncovered.isEmpty {
                first = index
                break
            }
        }
        let drawn = candidates.drop(while: { $0 < first })
        let rects = region.rects
        let visible = Compositor.visibleParts(of: items.count, candidates: drawn, bounds: bounds, covers: covers, in: region, rects: rects)
        // Each item is prepared once, before the bands are painted: preparing fills the caches.
        var drawings: [PreparedItem] = [], shownBounds: [DamageRect] = [], shownItems: [Int] = []
        // Single kernel steps drawn straight from these (no item copied per band); `drawings` keeps their bitmaps.
        var steps: [KernelStep?] = []
        drawings.reserveCapacity(drawn.count)
        steps.reserveCapacity(drawn.count)
        shownBounds.reserveCapacity(drawn.count)
        shownItems.reserveCapacity(drawn.count)
        for index in drawn where !visible[index].isEmpty {
            let prepared = Compositor.visual(of: base + index).pointee.backdrop == nil
                ? prepare(base + index, opaque: measured[index], backing: found[index])
                : prepareBackdrop(items, at: index, target: target.bounds)
            guard let drawing = prepared else { continue }
            drawings.append(drawing)
            steps.append(drawing.step)
            shownBounds.append(bounds[index])
            shownItems.append(index)
        }
        // Band by band, so the target rows a band touches stay in cache from the clear to the
        // last item drawn over them; the bands are shared out among the render threads.
        let bands = stride(from: extents.y, to: extents.maxY, by: Compositor.bandHeight).map {
            DamageRect(x: extents.x, y: $0, width: extents.width, height: min(Compositor.bandHeight, extents.maxY - $0))
        }
        // Each band's items in painting order, listed once (not every item tested in every band).
        var bandItems = [[Int]](repeating: [], count: bands.count)
        for (index, itemBounds) in shownBounds.enumerated() {
            let inside = itemBounds.intersection(extents)
            guard !inside.isEmpty else { continue }
            for band in (inside.y - extents.y) / Compositor.bandHeight...(inside.maxY - 1 - extents.y) / Compositor.bandHeight {
                bandItems[band].append(index)
            }
        }
        // The naive baseline paints on one thread, as the issue defines it.
        let wanted = isIncremental && region.area >= Compositor.parallelArea ? min(renderThreads, bands.count) : 1
        // Every thread draws through a pixman image of its own over the same pixels.
        let surfaces = [target] + (1..<max(wanted, 1)).compactMap { _ in
            PixelSurface(borrowing: target.pixels, width: target.width, height: target.height, stride: target.stride)
        }
        let threads = surfaces.count
        let clearsFirst = !uncovered.isEmpty
        let pixmanOnly = !isIncremental
        let clear = clearColor
        let counts = PerThreadCounts(threads: threads)
        defer { counts.deallocate() }
        let itemsOfBand = bandItems, shownIndex = shownItems, prepared = drawings, parts = visible, stepOf = steps
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let surface = surfaces[thread]
            var touched = 0
            // One buffer for a band's pieces of a rectangle list, reused (not one array per item per band).
            var clips: [DamageRect] = []
            for bandIndex in stride(from: thread, to: bands.count, by: threads) {
                let band = bands[bandIndex]
                if clearsFirst {
                    touched += Compositor.cut(rects, to: band, into: &clips)
                    for rect in clips { surface.fill(rect, with: clear) }
                }
                prepared.withUnsafeBufferPointer { drawings in
                    for index in itemsOfBand[bandIndex] {
                        let range = parts.range(of: shownIndex[index])
                        if range.count == 1, let step = stepOf[index] {
                            // The usual case (one rectangle shown, one kernel step) without a list.
                            let piece = parts.rects[range.lowerBound].intersection(band)
                            guard !piece.isEmpty else { continue }
                            touched += piece.area
                            step.draw(in: piece, into: surface)
                            continue
                        }
                        // The kernels clip to one rectangle: the band's pieces of what the item shows.
                        touched += Compositor.cut(parts.rects[range], to: band, into: &clips)
                        guard !clips.isEmpty else { continue }
                        if let step = stepOf[index] {
                            for clip in clips { step.draw(in: clip, into: surface) }
                            continue
                        }
                        // The naive baseline draws with pixman alone, as the issue defines it.
                        PreparedItem.draw(drawings.baseAddress! + index, clips: clips, into: surface, pixmanOnly: pixmanOnly)
                    }
                }
            }
            counts.buffer[thread] = touched
        }
        var touched = counts.buffer.reduce(0, +)
        if debugOptions.contains(.colorBlendedLayers) {
            touched += BlendedLayerTint.draw(items, visible: visible, from: first, scale: scale, into: target)
        }
        if debugOptions.contains(.colorHitsGreenAndMissesRed) {
            touched += RasterCacheTint.draw(items, visible: visible, from: first, groups: groupBackings, frame: instrumentedFrame, into: target)
        }
        return touched
    }

    /// Replaces `clips` with the non-empty pieces of `rects` inside `band`; returns their area.
    /// (A function of its own, not a closure over the painting thread's variables, which Swift
    /// would check for exclusive access at every use.)
    private static func cut(_ rects: some Collection<DamageRect>, to band: DamageRect, into clips: inout [DamageRect]) -> Int {
        clips.removeAll(keepingCapacity: true)
        var area = 0
        for rect in rects {
            let piece = rect.intersection(band)
            if !piece.isEmpty {
                clips.append(piece)
                area += piece.area
            }
        }
        return area
    }

    /// The rectangles of `region` each of the `candidates` (item indices in painting order, with
    /// their paint `bounds` and the rectangles they hide, `covers`) shows: its paint bounds less
    /// what opaque items above it hide (region arithmetic only once something above is opaque).
    /// Other items show nothing.
    private static func visibleParts(
        of count: Int, candidates: ArraySlice<Int>, bounds: [DamageRect], covers: [[DamageRect]],
        in region: PixelRegion, rects: [DamageRect]
    ) -> VisibleParts {
        var visible = VisibleParts(count: count)
        let hidden = PixelRegion()
        var hides = false
        for index in candidates.reversed() {
            if hides {
                let part = PixelRegion(bounds[index])
                part.intersect(region)
                part.subtract(hidden)
                visible.set(index) { $0.append(contentsOf: part.rects) }
            } else {
                visible.set(index) { parts in
                    for rect in rects {
                        let part = rect.intersection(bounds[index])
                        if !part.isEmpty { parts.append(part) }
                    }
                }
            }
            for cover in covers[index] {
                hidden.add(cover)
                hides = true
            }
        }
        return visible
    }

    /// Rows painted together (about 240 KB of a 1920-pixel-wide target).
    static let bandHeight = 32
    /// The repaint, in pixels, from which the bands are shared among the render threads: below
    /// it, handing work to a second thread costs more than it saves.
    static let parallelArea = 128 * 1024

    /// The target pixels an item certainly covers with opaque color, if it is drawn unfaded and
    /// axis-aligned with an opaque visual; nil otherwise. A group without a mask covers what its
    /// layer's own visual does (drawn first in it, under everything else the group holds), so it
    /// hides what is under it even before its bitmap is cached and measured.
    static func opaqueCover(_ pointer: UnsafePointer<DrawItem>, scale: CGFloat) -> DamageRect? {
        guard pointer.pointee.opacity >= 1 else { return nil }
        guard pointer.pointee.group != nil else {
            return opaqueCover(of: Compositor.visual(of: pointer), bounds: pointer.pointee.bounds, placedAs: pointer, scale: scale)
        }
        return groupCover(pointer, scale: scale)
    }

    /// The cover of the group item at `pointer` (out of line: most items are not groups).
    @inline(never)
    private static func groupCover(_ pointer: UnsafePointer<DrawItem>, scale: CGFloat) -> DamageRect? {
        guard let group = pointer.pointee.group, group.clip == nil, group.effect?.mask == nil else { return nil }
        return group.members.withUnsafeBufferPointer { members in
            guard let own = members.indices.first(where: { members[$0].id == pointer.pointee.id && members[$0].group == nil }) else { return nil }
            let member = members.baseAddress! + own
            return opaqueCover(of: Compositor.visual(of: member), bounds: member.pointee.bounds, placedAs: pointer, scale: scale)?
                .intersection(pointer.pointee.screenBounds)
        }
    }

    /// The target pixels the visual at `visualPointer`, covering `bounds` in the layer space of
    /// the item at `pointer`, certainly covers with opaque color where that item places it.
    @inline(__always)
    private static func opaqueCover(
        of visualPointer: UnsafePointer<RenderVisual>, bounds: CGRect, placedAs pointer: UnsafePointer<DrawItem>, scale: CGFloat
    ) -> DamageRect? {
        // Read in place (see `validBacking`): the fields used are copied, not the item or its visual.
        let item = (bounds: bounds, toTarget: pointer.pointee.toTarget, clip: pointer.pointee.clip)
        // A backdrop replaces what is behind it.
        let opaque = visualPointer.pointee.isOpaque || (visualPointer.pointee.backgroundColor?.alpha ?? 0) >= 1
            || visualPointer.pointee.backdrop != nil
            || (visualPointer.pointee.contents?.isOpaque == true && visualPointer.pointee.contentsGravity == .resize)
        // Rounded corners leave the rectangle inset by the radius opaque.
        let radius = min(visualPointer.pointee.cornerRadius, min(item.bounds.width, item.bounds.height) / 2)
        let solid = item.bounds.insetBy(dx: radius, dy: radius)
        guard opaque, !solid.isEmpty, let corners = Quad(solid, through: item.toTarget) else { return nil }
        guard item.toTarget.transformClass > .axisAlignedScale else {
            // Only whole pixels inside the edges: the screen bounds round outwards.
            let left = Int(pixelClamping: corners.minX, .up), top = Int(pixelClamping: corners.minY, .up)
            let right = Int(pixelClamping: corners.maxX, .down), bottom = Int(pixelClamping: corners.maxY, .down)
            return DamageRect(x: left, y: top, width: right - left, height: bottom - top).intersection(item.clip)
        }
        // Rotated or in perspective: a rectangle well inside the quad, clear of the soft edges.
        return OpaqueInterior.rectangle(inside: corners, of: solid, through: item.toTarget, fringe: 1 / Double(scale))
            .map { $0.intersection(item.clip) }
    }

    /// One number per render thread, each written by its thread only.
    private struct PerThreadCounts: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Int>

        init(threads: Int) {
            buffer = .allocate(capacity: threads)
            buffer.initialize(repeating: 0)
        }

        func deallocate() { buffer.deallocate() }
    }
}
