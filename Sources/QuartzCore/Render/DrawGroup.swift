import Foundation

/// What a group item draws: its members in the layer's own space, cut to a shape and given
/// effects, cached as one bitmap while it stays equal. A class, so that draw items stay small
/// to copy and compare (every frame compares every item).
final class DrawGroup: Equatable {
    /// The layer's own visual and its sublayers, placed in the layer's own space at the raster
    /// scale (layer coordinates times the scale), so a group that only moves keeps equal members.
    let members: [DrawItem]
    /// For a group standing for the sublayers of a `masksToBounds` layer that is rounded or not
    /// axis-aligned: the outline (in the layer's bounds space, through `toTarget`) they are cut to.
    let clip: RoundedShape?
    /// The pixels of the group's bitmap in that space.
    let extent: DamageRect
    /// The mask and content shadow applied to the bitmap (MaskComposition.swift).
    let effect: GroupEffect?
    /// Whether the group stands for a layer with `shouldRasterize` (for "Color Hits Green and Misses Red").
    let isRasterized: Bool
    /// The cached bitmap's pixels per pixel of the group's space (`rasterizationScale` over the raster scale): below
    /// 1 the members are drawn, then reduced to a bitmap this much smaller, which is magnified when composited.
    let reduction: Double

    init(members: [DrawItem], clip: RoundedShape?, extent: DamageRect, effect: GroupEffect?, isRasterized: Bool = false, reduction: Double = 1) {
        self.members = members
        self.clip = clip
        self.extent = extent
        self.effect = effect
        self.isRasterized = isRasterized
        self.reduction = reduction
    }

    static func == (lhs: DrawGroup, rhs: DrawGroup) -> Bool {
        lhs === rhs || (lhs.extent == rhs.extent && lhs.reduction == rhs.reduction && lhs.clip == rhs.clip
            && sameItems(lhs.members, rhs.members) && lhs.effect == rhs.effect)
    }

    /// Whether two lists of items draw the same, compared in place (`DrawItem.drawsSame`).
    static func sameItems(_ a: [DrawItem], _ b: [DrawItem]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                a.indices.allSatisfy { DrawItem.drawsSame(a.baseAddress! + $0, b.baseAddress! + $0) }
            }
        }
    }

    /// The ids of the members and of the mask's items.
    var allIDs: [UInt64] {
        members.flatMap(\.allIDs) + (effect?.mask?.flatMap(\.allIDs) ?? [])
    }
}
