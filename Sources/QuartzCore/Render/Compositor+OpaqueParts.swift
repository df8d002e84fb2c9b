import Foundation

extension Compositor {
    /// What the item's cached bitmap is measured to do on the target this frame: the rectangles
    /// it covers with opaque pixels (none when faded) and the bounds of the pixels it can change
    /// (`OpaqueParts`); nil when unknown (not cached yet, changed, or not on whole pixels).
    /// `backing` is the layer's bitmap as `validBacking` found it (groups look theirs up).
    func measuredFacts(_ item: UnsafePointer<DrawItem>, backing: Backing?) -> (opaque: [DamageRect], ink: DamageRect)? {
        guard let (bitmap, dx, dy) = cachedBitmap(item, backing: backing) else { return nil }
        var opaque: [DamageRect] = []
        if item.pointee.opacity >= 1, !bitmap.opaque.isEmpty {
            opaque.reserveCapacity(bitmap.opaque.count)
            for part in bitmap.opaque {
                let cover = DamageRect(x: part.x + dx, y: part.y + dy, width: part.width, height: part.height).intersection(item.pointee.clip)
                if !cover.isEmpty { opaque.append(cover) }
            }
        }
        guard let ink = bitmap.ink else { return (opaque, DamageRect(x: 0, y: 0, width: 0, height: 0)) }
        return (opaque, DamageRect(x: ink.x + dx, y: ink.y + dy, width: ink.width, height: ink.height))
    }

    /// The layer's cached bitmap, if it is still the one the item draws (same visual and size).
    /// Items are read through pointers here and below: passed by value out of the display
    /// list, a draw item (hundreds of bytes) is copied at every call.
    func validBacking(_ item: UnsafePointer<DrawItem>) -> Backing? {
        guard let cached = backings[item.pointee.id], cached.size == item.pointee.bounds.size, cached.raster == backingRaster(item),
              RenderVisual.drawsSame(cached.visual, Compositor.visual(of: item))
        else { return nil }
        return cached
    }

    /// The item's visual, in place.
    static func visual(of item: UnsafePointer<DrawItem>) -> UnsafePointer<RenderVisual> {
        (UnsafeRawPointer(item) + itemVisualOffset).assumingMemoryBound(to: RenderVisual.self)
    }

    private static let itemVisualOffset = MemoryLayout<DrawItem>.offset(of: \DrawItem.visual)!

    /// The measured facts of the item's cached bitmap and the whole-pixel move placing it, if
    /// that bitmap is still the one the item draws and lands on whole pixels.
    private func cachedBitmap(_ item: UnsafePointer<DrawItem>, backing: Backing?) -> (bitmap: (opaque: [DamageRect], ink: DamageRect?), dx: Int, dy: Int)? {
        let bitmap: (opaque: [DamageRect], ink: DamageRect?), map: Homography
        if let group = item.pointee.group {
            guard let cached = groupBackings[item.pointee.id], cached.group == group else { return nil }
            cached.group = group
            (bitmap, map) = ((cached.opaqueParts, cached.ink), groupMap(item, group: group, surface: cached.surface))
        } else {
            guard let backing else { return nil }
            (bitmap, map) = ((backing.opaqueParts, backing.ink), backingMap(item))
        }
        guard map.transformClass == .integerTranslation else { return nil }
        return (bitmap, Int(map.r2.x.rounded()), Int(map.r2.y.rounded()))
    }

    /// From a group's bitmap `surface` (its `extent` in the layer's space at the raster scale, reduced to the
    /// rasterization scale when that is lower) to target pixels.
    func groupMap(_ item: UnsafePointer<DrawItem>, group: DrawGroup, surface: PixelSurface) -> Homography {
        let raster = Double(scale), extent = group.extent
        let toExtent = surface.width != extent.width || surface.height != extent.height
            ? Homography.scale(x: Double(extent.width) / Double(surface.width), y: Double(extent.height) / Double(surface.height))
            : .identity
        return toExtent.concatenating(.translation(x: Double(extent.x), y: Double(extent.y)))
            .concatenating(.scale(x: 1 / raster, y: 1 / raster))
            .concatenating(item.pointee.toTarget)
    }

    /// From a layer's cached bitmap (its bounds at its raster scale, `backingRaster`) to target pixels.
    func backingMap(_ item: UnsafePointer<DrawItem>) -> Homography {
        // scale(1 / raster) · translation(bounds' corner) · toTarget, multiplied out (the same sums).
        let raster = Double(backingRaster(item)), map = item.pointee.toTarget, bounds = item.pointee.bounds
        return Homography(
            map.r0 * (1 / raster), map.r1 * (1 / raster), map.r0 * Double(bounds.minX) + map.r1 * Double(bounds.minY) + map.r2)
    }
}
