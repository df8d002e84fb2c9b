import CPixman
import Foundation

/// Turns render trees into pixels, frame after frame, repainting only what changed.
///
/// Each frame flattens the tree into draw items, compares them with the previous frame's by
/// layer id to find the damage, widens it by the target buffer's age, and repaints those
/// rectangles from the layers' cached bitmaps. A frame where nothing changed touches nothing.
public final class Compositor {
    // The compositor is used by one thread at a time (the render loop, under the window's
    // lock), so the properties read per item per frame skip the run-time exclusivity check.

    /// Device pixels per point; a change redraws every layer's bitmap at the new scale.
    @exclusivity(unchecked) public var scale: CGFloat {
        didSet {
            guard scale != oldValue else { return }
            backings.removeAll()
            groupBackings.removeAll()
            invalidate()
        }
    }
    /// What shows where no layer draws (premultiplied).
    public var clearColor: PremultipliedColor {
        didSet { if clearColor != oldValue { invalidate() } }
    }
    /// The previous frame's items, in painting order.
    private var previousItems: [DrawItem] = []
    private var previousSize: (Int, Int) = (0, 0)
    private var history = DamageHistory()
    @exclusivity(unchecked) var backings: [UInt64: Backing] = [:]
    /// Groups' bitmaps, by group id.
    @exclusivity(unchecked) var groupBackings: [UInt64: GroupBacking] = [:]

    /// A group's bitmap and what it was drawn from (a class: painting reads it without copying).
    final class GroupBacking {
        /// What the bitmap was drawn from; replaced by an equal group found this frame, so the
        /// frame's later checks compare identity instead of every member again.
        var group: DrawGroup
        let surface: PixelSurface
        /// The bitmap's opaque rectangles and the bounds of its visible pixels (`OpaqueParts`).
        let opaqueParts: [DamageRect]
        let ink: DamageRect?

        init(group: DrawGroup, surface: PixelSurface) {
            self.group = group
            self.surface = surface
            opaqueParts = OpaqueParts.of(surface)
            ink = OpaqueParts.ink(of: surface)
        }
    }
    private var forceFull = true
    /// Whether layer bitmaps are kept between frames and only damage is repainted. Off, every
    /// frame redraws every layer from scratch with pixman's kernels alone: the naive baseline
    /// the benchmark compares with.
    @exclusivity(unchecked) public var isIncremental = true
    /// How many threads paint a frame's bands (two: the project's machine has two cores; one
    /// paints everything on the caller's thread).
    public var renderThreads = 2
    /// The instruments drawn over each frame; changing them draws the next frame whole.
    public var debugOptions: RenderDebugOptions = [] {
        didSet {
            guard debugOptions != oldValue else { return }
            instruments.reset()
            invalidate()
        }
    }
    private var instruments = InstrumentOverlay()

    /// A layer's cached bitmap and what it was drawn from (a class: painting reads it without
    /// copying the visual).
    final class Backing {
        /// The visual drawn, at a fixed address: every frame compares it in place with the item's.
        let visual: UnsafeMutablePointer<RenderVisual>
        let size: CGSize
        let surface: PixelSurface?
        /// The bitmap's opaque rectangles and the bounds of its visible pixels (`OpaqueParts`).
        let opaqueParts: [DamageRect]
        let ink: DamageRect?

        init(visual: RenderVisual, size: CGSize, surface: PixelSurface?) {
            self.visual = .allocate(capacity: 1)
            self.visual.initialize(to: visual)
            self.size = size
            self.surface = surface
            opaqueParts = OpaqueParts.of(surface)
            ink = OpaqueParts.ink(of: surface)
        }

        deinit {
            visual.deinitialize(count: 1)
            visual.deallocate()
        }
    }

    /// What one frame did.
    public struct Frame: Sendable {
        /// What changed since the previous frame: the damage to report to a display server.
        public var damage: DamageRegion
        /// What was repainted in this target (the damage widened by the buffer's age).
        public var repainted: DamageRegion
        /// Pixels written.
        public var pixelsTouched: Int
        /// Whether an instrument needs the next frame drawn even if no layer changes (a flash to
        /// restore, the frame rate to count); always false with `debugOptions` empty.
        public var wantsNextFrame = false
    }

    public init(scale: CGFloat = 1, clearColor: PremultipliedColor = .clear) {
        self.scale = scale
        self.clearColor = clearColor
    }

    /// Forgets the previous frame: the next one is drawn whole.
    public func invalidate() {
        forceFull = true
        history.reset()
    }

    /// Draws `root` into `target`, whose content is what this compositor drew `bufferAge`
    /// frames ago (1: the previous frame; 0: unknown, so everything is drawn). `time` (seconds;
    /// nil: the system's uptime) is when the frame shows, for the frame-rate instrument.
    @discardableResult
    public func render(_ root: RenderLayer, into target: PixelSurface, bufferAge: Int = 0, at time: CFTimeInterval? = nil) -> Frame {
        guard debugOptions.isEmpty else { return renderWithInstruments(root, into: target, bufferAge: bufferAge, at: time) }
        var changes = DamageRegion()
        return renderLayers(root, into: target, bufferAge: bufferAge, changes: &changes)
    }

    /// Renders with the instruments on: the layers, then the overlays over them, timed.
    private func renderWithInstruments(_ root: RenderLayer, into target: PixelSurface, bufferAge: Int, at time: CFTimeInterval?) -> Frame {
        let started = DispatchTime.now().uptimeNanoseconds
        var changes = DamageRegion()
        var frame = renderLayers(root, into: target, bufferAge: bufferAge, changes: &changes)
        let now = time ?? Double(started) / 1e9
        frame.pixelsTouched += instruments.draw(options: debugOptions, changes: changes, time: now, scale: scale, into: target)
        frame.wantsNextFrame = instruments.wantsNextFrame(options: debugOptions)
        instruments.lastRenderDuration = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        return frame
    }

    /// Draws the layers (and the blended-layer tint); `changes` receives what the layers changed,
    /// before the instruments' own repaints are added to the frame's damage.
    private func renderLayers(_ root: RenderLayer, into target: PixelSurface, bufferAge: Int, changes: inout DamageRegion) -> Frame {
        // The previous frame's list is edited into this frame's in place; when the layers differ it
        // is left as it was, for the comparison layer by layer.
        var previous: [DrawItem] = []
        swap(&previous, &previousItems)
        var found: DamageRegion?
        let list = DisplayList(root: root, scale: scale, targetBounds: target.bounds, over: &previous, changes: &found)
        if previousSize != (target.width, target.height) {
            previousSize = (target.width, target.height)
            invalidate()
        }
        if !isIncremental {
            backings.removeAll()
            groupBackings.removeAll()
            forceFull = true
        }
        var damage = DamageRegion()
        if forceFull {
            damage.add(target.bounds)
        } else if let found {
            damage = found
        } else {
            collectChanges(from: list, previous: previous, into: &damage)
        }
        if !debugOptions.isEmpty {
            changes = damage
            instruments.addDamage(to: &damage, options: debugOptions, target: target.bounds, scale: scale)
        }
        if !forceFull, damage.isEmpty, bufferAge != 0 {
            // Nothing changed: the caller does not show this frame, so whatever the buffer holds
            // is fine (a buffer of unknown content, age 0, is still painted whole).
            remember(list, layersChanged: found == nil)
            return Frame(damage: damage, repainted: DamageRegion(), pixelsTouched: 0)
        }
        // The bounded list of rectangles, made exact (no overlaps) by pixman.
        let widened = forceFull ? damage : history.damage(forBufferAge: bufferAge, current: damage)
        let paintRegion = PixelRegion()
        for rect in (widened ?? DamageRegion(target.bounds)).rects { paintRegion.add(rect) }
        paintRegion.intersect(target.bounds)
        let touched = paint(list, in: paintRegion, into: target)
        var repainted = DamageRegion()
        for rect in paintRegion.rects { repainted.add(rect) }
        if !damage.isEmpty {
            // An unchanged frame need not be shown; if it is not, the buffer ages stay in step
            // with this history (shown anyway, the history only widens repaints: still correct).
            history.record(damage)
        }
        remember(list, layersChanged: found == nil)
        forceFull = false
        return Frame(damage: damage, repainted: repainted, pixelsTouched: touched)
    }

    /// Adds the rectangles whose pixels differ between `previous`, the previous frame's items,
    /// and `list`, whose layers are not the same or not in the same order.
    private func collectChanges(from list: DisplayList, previous previousItems: [DrawItem], into damage: inout DamageRegion) {
        let items = list.items
        let previousOrder = previousItems.map(\.id)
        let previous = Dictionary(previousItems.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<UInt64>()
        for (index, item) in items.enumerated() {
            seen.insert(item.id)
            guard let old = previous[item.id] else {
                damage.add(Compositor.paintBounds(item))
                continue
            }
            let moved = index >= previousOrder.count || previousOrder[index] != item.id
            if moved || old != item {
                damage.add(Compositor.paintBounds(old))
                damage.add(Compositor.paintBounds(item))
            }
        }
        for (id, old) in previous where !seen.contains(id) {
            damage.add(Compositor.paintBounds(old))
        }
    }

    private static func paintBounds(_ item: DrawItem) -> DamageRect {
        DrawItem.paintBounds(item)
    }

    /// Repaints `region` from scratch: the clear color, then every item over it, starting from
    /// the topmost opaque item that hides everything under it. Returns pixels written.
    private func paint(_ list: DisplayList, in region: PixelRegion, into target: PixelSurface) -> Int {
        guard !region.isEmpty else { return 0 }
        // Items are read in place: a draw item copied out of the array costs hundreds of bytes.
        return list.items.withUnsafeBufferPointer { paint($0, in: region, into: target) }
    }

    private func paint(_ items: UnsafeBufferPointer<DrawItem>, in region: PixelRegion, into target: PixelSurface) -> Int {
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
        // Single whole-pixel steps drawn straight from these (no enum copied per band); `drawings` keeps their bitmaps.
        var steps: [WholePixelStep?] = []
        for index in drawn where !visible[index].isEmpty {
            guard let drawing = prepare(base + index, opaque: measured[index], backing: found[index]) else { continue }
            drawings.append(drawing)
            if case let .whole(_, step) = drawing { steps.append(step) } else { steps.append(nil) }
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
                            // The usual case (one rectangle shown, one whole-pixel step) without a list.
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
    private static let bandHeight = 32
    /// The repaint, in pixels, from which the bands are shared among the render threads: below
    /// it, handing work to a second thread costs more than it saves.
    private static let parallelArea = 128 * 1024

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
        let opaque = visualPointer.pointee.isOpaque || (visualPointer.pointee.backgroundColor?.alpha ?? 0) >= 1
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

    /// What drawing an item takes, found once a frame: a plain color; a bitmap at a whole-pixel
    /// move, blended or copied whole, or split into the target rectangles where its pixels are
    /// all opaque (copied) and the rest (blended) — the kernels and pieces found once, not per
    /// band; or a bitmap and its map, for everything else.
    enum PreparedItem: Sendable {
        case fill(DamageRect, PremultipliedColor)
        case whole(PixelSurface, WholePixelStep)
        case split(PixelSurface, copy: WholePixelStep, opaque: [DamageRect], blend: WholePixelStep, blended: [DamageRect])
        case bitmap(PixelSurface, Homography, opacity: Float, opaque: [DamageRect] = [])

        func draw(clips: [DamageRect], into target: PixelSurface, pixmanOnly: Bool) {
            withUnsafePointer(to: self) { PreparedItem.draw($0, clips: clips, into: target, pixmanOnly: pixmanOnly) }
        }

        /// Draws the item at `item` (read in place: a method called on an element of an array
        /// would copy the element first).
        static func draw(_ item: UnsafePointer<PreparedItem>, clips: [DamageRect], into target: PixelSurface, pixmanOnly: Bool) {
            switch item.pointee {
            case let .fill(rect, color):
                for clip in clips { CompositeKernel.fill(rect, color: color, clip: clip, into: target) }
            case let .whole(_, step):
                for clip in clips { step.draw(in: clip.intersection(target.bounds), into: target) }
            case let .split(_, copy, opaque, blend, blended):
                for clip in clips {
                    let clip = clip.intersection(target.bounds)
                    for part in opaque {
                        let inside = part.intersection(clip)
                        if !inside.isEmpty { copy.draw(in: inside, into: target) }
                    }
                    for rest in blended {
                        let piece = rest.intersection(clip)
                        if !piece.isEmpty { blend.draw(in: OpaqueParts.widened(piece, into: opaque, within: clip), into: target) }
                    }
                }
            case let .bitmap(surface, map, opacity, opaque):
                for clip in clips {
                    guard !pixmanOnly, opaque.contains(where: { $0.intersects(clip) }) else {
                        CompositeKernel.draw(surface, through: map, opacity: opacity, clip: clip, into: target, pixmanOnly: pixmanOnly)
                        continue
                    }
                    // The opaque rectangles (which do not overlap) copied, the rest of the clip blended.
                    let rest = PixelRegion(clip)
                    for part in opaque {
                        let inside = part.intersection(clip)
                        guard !inside.isEmpty else { continue }
                        CompositeKernel.draw(surface, through: map, opacity: opacity, clip: inside, into: target, replacing: true)
                        rest.subtract(inside)
                    }
                    for piece in rest.rects {
                        let widened = OpaqueParts.widened(piece, into: opaque, within: clip)
                        CompositeKernel.draw(surface, through: map, opacity: opacity, clip: widened, into: target)
                    }
                }
            }
        }
    }

    /// What drawing `item` takes; `opaque` are the target rectangles its bitmap is known to
    /// cover with opaque pixels (`measuredFacts`), copied rather than blended; `backing` is its
    /// cached bitmap when already found valid this frame.
    func prepare(_ item: UnsafePointer<DrawItem>, opaque: [DamageRect] = [], backing found: Backing? = nil) -> PreparedItem? {
        if let group = item.pointee.group {
            return prepareGroup(item, group, opaque: opaque)
        }
        let visual = Compositor.visual(of: item), opacity = item.pointee.opacity
        let isPlainFill = visual.pointee.contents == nil && visual.pointee.cornerRadius == 0 && visual.pointee.borderWidth <= 0
        if isPlainFill, item.pointee.toTarget.transformClass <= .axisAlignedScale, let color = visual.pointee.backgroundColor {
            return .fill(item.pointee.screenBounds, color.scaled(by: opacity))
        }
        guard let surface = (found ?? backing(for: item)).surface else { return nil }
        let map = backingMap(item)
        if isIncremental, TranslateKernel.wantsBorder(surface, through: map), let bordered = surface.withTransparentBorder() {
            return .bitmap(bordered, Homography.translation(x: -1, y: -1).concatenating(map), opacity: opacity)
        }
        return placing(surface, through: map, opacity: opacity, opaque: opaque)
    }

    /// Drawing `surface` through `map` at `opacity`, its `opaque` target rectangles known: on
    /// whole pixels with the project's kernels, the copies and blends found here once; otherwise
    /// by the map, kernel by kernel.
    private func placing(_ surface: PixelSurface, through map: Homography, opacity: Float, opaque: [DamageRect]) -> PreparedItem? {
        guard isIncremental, map.transformClass == .integerTranslation, !surface.extendsEdges, KernelSelection.current == .own, map.isFinite
        else { return .bitmap(surface, map, opacity: opacity, opaque: opaque) }
        let dx = Int(map.r2.x.rounded()), dy = Int(map.r2.y.rounded())
        if surface.isKnownOpaque, opacity >= 1 { return .whole(surface, WholePixelStep(copying: surface, movedBy: dx, dy)) }
        guard let blend = WholePixelStep(blending: surface, movedBy: dx, dy, opacity: opacity) else { return nil }
        guard !opaque.isEmpty else { return .whole(surface, blend) }
        // The opaque rectangles do not overlap; what they leave of the bitmap is blended.
        let rest = PixelRegion(blend.placed)
        for part in opaque { rest.subtract(part) }
        return .split(surface, copy: WholePixelStep(copying: surface, movedBy: dx, dy), opaque: opaque, blend: blend, blended: rest.rects)
    }

    /// What drawing `item` alone takes (an item made for the occasion, not one of the list's).
    func prepare(_ item: DrawItem) -> PreparedItem? {
        withUnsafePointer(to: item) { prepare($0) }
    }

    /// A group's bitmap — its members drawn unfaded in the layer's own space, cut to its clip
    /// shape — kept while the members stay equal, then placed and faded as one image.
    private func prepareGroup(_ item: UnsafePointer<DrawItem>, _ group: DrawGroup, opaque: [DamageRect]) -> PreparedItem? {
        let extent = group.extent
        let surface: PixelSurface
        if let cached = groupBackings[item.pointee.id], cached.group == group {
            surface = cached.surface
        } else {
            guard var drawn = PixelSurface(width: extent.width, height: extent.height) else { return nil }
            draw(group.members, into: drawn, at: extent)
            if let shape = group.clip {
                let raster = Double(scale)
                let map = Homography.translation(x: Double(shape.origin.x), y: Double(shape.origin.y))
                    .concatenating(.scale(x: raster, y: raster))
                    .concatenating(.translation(x: Double(-extent.x), y: Double(-extent.y)))
                Compositor.cut(drawn, to: shape, through: map)
            }
            if let effect = group.effect { drawn = applying(effect, to: drawn, extent: extent) }
            groupBackings[item.pointee.id] = GroupBacking(group: group, surface: drawn)
            surface = drawn
        }
        return placing(surface, through: groupMap(item, extent: extent), opacity: item.pointee.opacity, opaque: opaque)
    }

    /// Clears what lies outside `shape` (its own space, origin at the bounds' corner, placed by
    /// the affine `map`) in `surface`.
    private static func cut(_ surface: PixelSurface, to shape: RoundedShape, through map: Homography) {
        guard let context = CGContext(
            data: surface.pixels, width: surface.width, height: surface.height, bitsPerComponent: 8,
            bytesPerRow: surface.stride, space: CGColorSpace(name: CGColorSpace.sRGB)!,
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return }
        context.setBlendMode(.clear)
        context.addRect(CGRect(x: 0, y: 0, width: surface.width, height: surface.height))
        context.concatenate(CGAffineTransform(
            a: CGFloat(map.r0.x), b: CGFloat(map.r0.y), c: CGFloat(map.r1.x), d: CGFloat(map.r1.y),
            tx: CGFloat(map.r2.x), ty: CGFloat(map.r2.y)))
        context.addPath(shape.path())
        context.fillPath(using: .evenOdd)
    }

    /// The item's cached bitmap, drawn anew only when its visual or size changed.
    private func backing(for item: UnsafePointer<DrawItem>) -> Backing {
        if let cached = validBacking(item) { return cached }
        let visual = item.pointee.visual, bounds = item.pointee.bounds
        let backing = Backing(visual: visual, size: bounds.size, surface: VisualPainter.paint(visual, bounds: bounds, scale: scale))
        backings[item.pointee.id] = backing
        return backing
    }

    /// Keeps `list` for the next frame; when its layers are not the previous frame's, drops the
    /// bitmaps of layers gone.
    private func remember(_ list: DisplayList, layersChanged: Bool) {
        if layersChanged {
            let ids = Set(list.items.flatMap(\.allIDs))
            backings = backings.filter { ids.contains($0.key) }
            groupBackings = groupBackings.filter { ids.contains($0.key) }
        }
        previousItems = list.items
    }
}
