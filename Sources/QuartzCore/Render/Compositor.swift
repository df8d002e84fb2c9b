import CPixman
import Foundation

/// Turns render trees into pixels, frame after frame, repainting only what changed.
///
/// Each frame flattens the tree into draw items, compares them with the previous frame's by
/// layer id to find the damage, widens it by the target buffer's age, and repaints those
/// rectangles from the layers' cached bitmaps. A frame where nothing changed touches nothing.
public final class Compositor {
    /// Device pixels per point.
    public var scale: CGFloat {
        didSet { if scale != oldValue { invalidate() } }
    }
    /// What shows where no layer draws (premultiplied).
    public var clearColor: PremultipliedColor {
        didSet { if clearColor != oldValue { invalidate() } }
    }
    private var previous: [UInt64: DrawItem] = [:]
    private var previousOrder: [UInt64] = []
    private var previousSize: (Int, Int) = (0, 0)
    private var history = DamageHistory()
    private var backings: [UInt64: Backing] = [:]
    private var forceFull = true
    /// Whether layer bitmaps are kept between frames and only damage is repainted. Off, every
    /// frame redraws every layer from scratch: the naive baseline the benchmark compares with.
    public var isIncremental = true

    /// A layer's cached bitmap and what it was drawn from.
    private struct Backing {
        let visual: RenderVisual
        let size: CGSize
        let surface: PixelSurface?
    }

    /// What one frame did.
    public struct Frame: Sendable {
        /// What changed since the previous frame: the damage to report to a display server.
        public var damage: DamageRegion
        /// What was repainted in this target (the damage widened by the buffer's age).
        public var repainted: DamageRegion
        /// Pixels written.
        public var pixelsTouched: Int
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
    /// frames ago (1: the previous frame; 0: unknown, so everything is drawn).
    @discardableResult
    public func render(_ root: RenderLayer, into target: PixelSurface, bufferAge: Int = 0) -> Frame {
        let list = DisplayList(root: root, scale: scale, targetBounds: target.bounds)
        if previousSize != (target.width, target.height) {
            previousSize = (target.width, target.height)
            invalidate()
        }
        if !isIncremental {
            backings.removeAll()
            forceFull = true
        }
        var damage = DamageRegion()
        if forceFull {
            damage.add(target.bounds)
        } else {
            collectChanges(from: list, into: &damage)
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
        remember(list)
        forceFull = false
        return Frame(damage: damage, repainted: repainted, pixelsTouched: touched)
    }

    /// Adds the rectangles whose pixels differ between the previous frame and `list`.
    private func collectChanges(from list: DisplayList, into damage: inout DamageRegion) {
        func add(_ rect: DamageRect) {
            damage.add(rect)
        }
        var seen = Set<UInt64>()
        let order = list.items.map(\.id)
        let reordered = order != previousOrder
        for (index, item) in list.items.enumerated() {
            seen.insert(item.id)
            guard let old = previous[item.id] else {
                add(Compositor.paintBounds(item))
                continue
            }
            let moved = reordered && (index >= previousOrder.count || previousOrder[index] != item.id)
            if moved || old != item {
                add(Compositor.paintBounds(old))
                add(Compositor.paintBounds(item))
            }
        }
        for (id, old) in previous where !seen.contains(id) {
            add(Compositor.paintBounds(old))
        }
    }

    /// The pixels an item may change, with a pixel of margin for filtered (antialiased) edges.
    private static func paintBounds(_ item: DrawItem) -> DamageRect {
        guard item.toTarget.transformClass != .integerTranslation else { return item.screenBounds }
        let b = item.screenBounds
        return DamageRect(x: b.x - 1, y: b.y - 1, width: b.width + 2, height: b.height + 2).intersection(item.clip)
    }

    /// Repaints `region` from scratch: the clear color, then every item over it, starting from
    /// the topmost opaque item that hides everything under it. Returns pixels written.
    private func paint(_ list: DisplayList, in region: PixelRegion, into target: PixelSurface) -> Int {
        guard !region.isEmpty else { return 0 }
        let items = list.items
        var first = 0
        let uncovered = PixelRegion(copying: region)
        for index in stride(from: items.count - 1, through: 0, by: -1) {
            guard let cover = Compositor.opaqueCover(items[index]) else { continue }
            uncovered.subtract(cover)
            if uncovered.isEmpty {
                first = index
                break
            }
        }
        let rects = region.rects
        var touched = 0
        if !uncovered.isEmpty {
            for rect in rects { target.fill(rect, with: clearColor) }
            touched += region.area
        }
        for item in items[first...] {
            let bounds = Compositor.paintBounds(item)
            // The kernels clip to one rectangle: the region's pieces that meet the item.
            let clips = rects.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
            guard !clips.isEmpty else { continue }
            touched += clips.reduce(0) { $0 + $1.area }
            draw(item, clips: clips, into: target)
        }
        return touched
    }

    /// The target pixels an item certainly covers with opaque color, if it is drawn unfaded and
    /// axis-aligned with an opaque visual; nil otherwise.
    private static func opaqueCover(_ item: DrawItem?) -> DamageRect? {
        guard let item, item.opacity >= 1, item.visual.cornerRadius == 0,
              item.toTarget.transformClass <= .axisAlignedScale
        else { return nil }
        let opaque = item.visual.isOpaque || (item.visual.backgroundColor?.alpha ?? 0) >= 1
            || (item.visual.contents?.isOpaque == true && item.visual.contentsGravity == .resize)
        guard opaque else { return nil }
        // Only whole pixels inside the edges: the screen bounds round outwards.
        guard let corners = DisplayList.project(item.bounds, through: item.toTarget) else { return nil }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let left = Int(xs.min()!.rounded(.up)), top = Int(ys.min()!.rounded(.up))
        let right = Int(xs.max()!.rounded(.down)), bottom = Int(ys.max()!.rounded(.down))
        return DamageRect(x: left, y: top, width: right - left, height: bottom - top).intersection(item.clip)
    }

    private func draw(_ item: DrawItem, clips: [DamageRect], into target: PixelSurface) {
        let visual = item.visual
        let isPlainFill = visual.contents == nil && visual.cornerRadius == 0 && visual.borderWidth <= 0
        if isPlainFill, item.toTarget.transformClass <= .axisAlignedScale, let color = visual.backgroundColor {
            for clip in clips {
                CompositeKernel.fill(item.screenBounds, color: color.scaled(by: item.opacity), clip: clip, into: target)
            }
            return
        }
        guard let surface = backing(for: item) else { return }
        let rasterScale = Double(scale)
        let map = Homography.scale(x: 1 / rasterScale, y: 1 / rasterScale)
            .concatenating(.translation(x: Double(item.bounds.minX), y: Double(item.bounds.minY)))
            .concatenating(item.toTarget)
        for clip in clips {
            CompositeKernel.draw(surface, through: map, opacity: item.opacity, clip: clip, into: target)
        }
    }

    /// The item's cached bitmap, drawn anew only when its visual or size changed.
    private func backing(for item: DrawItem) -> PixelSurface? {
        if let cached = backings[item.id], cached.visual == item.visual, cached.size == item.bounds.size {
            return cached.surface
        }
        let surface = VisualPainter.paint(item.visual, bounds: item.bounds, scale: scale)
        backings[item.id] = Backing(visual: item.visual, size: item.bounds.size, surface: surface)
        return surface
    }

    private func remember(_ list: DisplayList) {
        let ids = Set(list.items.map(\.id))
        backings = backings.filter { ids.contains($0.key) }
        previous = Dictionary(list.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        previousOrder = list.items.map(\.id)
    }
}
