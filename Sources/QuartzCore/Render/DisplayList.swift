import Foundation

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
        let flattener = Flattener(scale: Double(scale))
        flattener.items.reserveCapacity(expectedCount)
        flattener.walk(root, targetBounds: targetBounds)
        self.init(items: flattener.items, targetBounds: targetBounds, scale: scale)
    }

    /// Flattens `root` over `previous`, the previous frame's list for the same target, rewriting
    /// it in place: an item its layer would make equal is kept, not built again (the usual frame
    /// changes few of many). When the layers are the previous frame's in the same order, the list
    /// takes over `previous` (left empty) and `changes` holds what differs, found on the way as
    /// the compositor would find it item by item; otherwise `previous` is left as it was and
    /// `changes` is nil.
    init(root: RenderLayer, scale: CGFloat, targetBounds: DamageRect, over previous: inout [DrawItem], changes: inout DamageRegion?) {
        let flattener = Flattener(scale: Double(scale))
        let sameLayers = previous.withUnsafeMutableBufferPointer { buffer in
            flattener.startEditing(buffer)
            flattener.walk(root, targetBounds: targetBounds)
            return flattener.finishEditing()
        }
        if sameLayers {
            changes = flattener.changes
            self.init(items: previous, targetBounds: targetBounds, scale: scale)
            previous = []
        } else {
            changes = nil
            self.init(items: flattener.items, targetBounds: targetBounds, scale: scale)
        }
    }

    private init(items: [DrawItem], targetBounds: DamageRect, scale: CGFloat) {
        self.items = items
        self.targetBounds = targetBounds
        self.scale = Double(scale)
    }
}
