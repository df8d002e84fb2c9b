import Foundation

extension Compositor {
    /// The target pixels `item` certainly covers with opaque color this frame: its opaque cover
    /// (`opaqueCover`) and its measured opaque parts.
    func opaqueCovers(_ item: DrawItem) -> [DamageRect] {
        let measured = measuredOpaqueParts(item)
        guard let cover = Compositor.opaqueCover(item, scale: scale) else { return measured }
        return [cover] + measured
    }

    /// The opaque rectangles of the item's cached bitmap (`OpaqueParts`) on the target, where
    /// that bitmap is still the one it draws and lands unfaded on whole pixels; else none.
    func measuredOpaqueParts(_ item: DrawItem) -> [DamageRect] {
        guard item.opacity >= 1 else { return [] }
        let parts: [DamageRect], map: Homography
        if let group = item.group {
            guard let cached = groupBackings[item.id], cached.group == group else { return [] }
            (parts, map) = (cached.opaqueParts, groupMap(item, extent: group.extent))
        } else {
            guard let cached = backings[item.id], cached.size == item.bounds.size, cached.visual == item.visual else { return [] }
            (parts, map) = (cached.opaqueParts, backingMap(item))
        }
        guard !parts.isEmpty, map.transformClass == .integerTranslation else { return [] }
        let dx = Int(map.r2.x.rounded()), dy = Int(map.r2.y.rounded())
        return parts.compactMap { part in
            let cover = DamageRect(x: part.x + dx, y: part.y + dy, width: part.width, height: part.height).intersection(item.clip)
            return cover.isEmpty ? nil : cover
        }
    }

    /// From a group's bitmap (its `extent` in the layer's space at the raster scale) to target pixels.
    func groupMap(_ item: DrawItem, extent: DamageRect) -> Homography {
        let raster = Double(scale)
        return Homography.translation(x: Double(extent.x), y: Double(extent.y))
            .concatenating(.scale(x: 1 / raster, y: 1 / raster))
            .concatenating(item.toTarget)
    }

    /// From a layer's cached bitmap (its bounds at the raster scale) to target pixels.
    func backingMap(_ item: DrawItem) -> Homography {
        let raster = Double(scale)
        return Homography.scale(x: 1 / raster, y: 1 / raster)
            .concatenating(.translation(x: Double(item.bounds.minX), y: Double(item.bounds.minY)))
            .concatenating(item.toTarget)
    }
}
