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
            backdrops.removeAll()
            borderedImages.removeAll()
            imageBitmaps.removeAll()
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
    /// Backdrop layers' backdrops, by layer id.
    @exclusivity(unchecked) var backdrops: [UInt64: BackdropCache] = [:]
    /// Target pixels per pixel being painted: above 1 while what is behind a backdrop is painted at a fraction of the
    /// target's resolution (BackdropComposition.swift).
    @exclusivity(unchecked) var backdropSampling = 1
    /// Images drawn moved by a fraction of a pixel, inside a transparent border: one copy per image however many
    /// layers show it (500 sprites of one image keep one). The key keeps its image alive, so no other image can
    /// take its pixels' address while the copy is kept.
    @exclusivity(unchecked) var borderedImages: [RenderBitmap: PixelSurface] = [:]
    /// Bitmaps of layers showing only an image at another scale, shared by every layer showing it the same way
    /// (Compositor+ImageBitmaps.swift).
    @exclusivity(unchecked) var imageBitmaps: [ImageBitmapKey: Backing] = [:]
    /// Whether a layer's bitmap was replaced since `borderedImages` was last pruned.
    @exclusivity(unchecked) var backingsReplaced = false

    /// A group's bitmap and what it was drawn from (a class: painting reads it without copying).
    final class GroupBacking {
        /// What the bitmap was drawn from; replaced by an equal group found this frame, so the
        /// frame's later checks compare identity instead of every member again.
        var group: DrawGroup
        let surface: PixelSurface
        /// The bitmap's opaque rectangles and the bounds of its visible pixels (`OpaqueParts`).
        let opaqueParts: [DamageRect]
        let ink: DamageRect?

        /// The instrumented frame (`Compositor.instrumentedFrame`) the bitmap was drawn in.
        let frame: Int

        init(group: DrawGroup, surface: PixelSurface, frame: Int) {
            self.group = group
            self.surface = surface
            self.frame = frame
            opaqueParts = OpaqueParts.of(surface)
            ink = OpaqueParts.ink(of: surface)
        }
    }
    /// Particle images turned and sized, kept between frames.
    let particleSprites = ParticleSprites()
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
    /// Counts frames drawn with instruments on, so "Color Hits Green and Misses Red" tells a bitmap drawn this frame.
    var instrumentedFrame = 0

    /// A layer's cached bitmap and what it was drawn from (a class: painting reads it without
    /// copying the visual).
    final class Backing {
        /// The visual drawn, at a fixed address: every frame compares it in place with the item's.
        let visual: UnsafeMutablePointer<RenderVisual>
        let size: CGSize
        /// Its pixels per point (`backingRaster`).
        let raster: CGFloat
        let surface: PixelSurface?
        /// The bitmap's opaque rectangles and the bounds of its visible pixels (`OpaqueParts`).
        let opaqueParts: [DamageRect]
        let ink: DamageRect?

        init(visual: RenderVisual, size: CGSize, raster: CGFloat, surface: PixelSurface?) {
            self.visual = .allocate(capacity: 1)
            self.visual.initialize(to: visual)
            self.size = size
            self.raster = raster
            self.surface = surface
            opaqueParts = OpaqueParts.of(surface)
            ink = OpaqueParts.ink(of: surface)
        }

        /// A bitmap for `visual` that is `shared`'s (drawn from an equal visual), measured once.
        init(visual: RenderVisual, sharing shared: Backing) {
            self.visual = .allocate(capacity: 1)
            self.visual.initialize(to: visual)
            size = shared.size
            raster = shared.raster
            surface = shared.surface
            opaqueParts = shared.opaqueParts
            ink = shared.ink
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
        instrumentedFrame += 1
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
            backdrops.removeAll()
            borderedImages.removeAll()
            imageBitmaps.removeAll()
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
        widenForBackdrops(list, damage: &damage, target: target.bounds)
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
                damage.add(item.paintBounds)
                continue
            }
            let moved = index >= previousOrder.count || previousOrder[index] != item.id
            if moved || old != item {
                damage.add(old.paintBounds)
                damage.add(item.paintBounds)
            }
        }
        for (id, old) in previous where !seen.contains(id) {
            damage.add(old.paintBounds)
        }
    }

    private func remember(_ list: DisplayList, layersChanged: Bool) {
        if layersChanged {
            let ids = Set(list.items.flatMap(\.allIDs))
            backings = backings.filter { ids.contains($0.key) }
            groupBackings = groupBackings.filter { ids.contains($0.key) }
            backdrops = backdrops.filter { ids.contains($0.key) }
        }
        if (layersChanged || backingsReplaced), !borderedImages.isEmpty {
            let shown = Set(backings.values.compactMap { $0.visual.pointee.contents })
            borderedImages = borderedImages.filter { shown.contains($0.key) }
        }
        if layersChanged || backingsReplaced { pruneImageBitmaps() }
        backingsReplaced = false
        previousItems = list.items
    }
}
