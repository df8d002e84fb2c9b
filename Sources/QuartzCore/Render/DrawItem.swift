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
        return RenderVisual.drawsSame(visual(of: a), visual(of: b))
    }

    /// The visual of the item at `item`, in place.
    static func visual(of item: UnsafePointer<DrawItem>) -> UnsafePointer<RenderVisual> {
        (UnsafeRawPointer(item) + visualOffset).assumingMemoryBound(to: RenderVisual.self)
    }

    private static let visualOffset = MemoryLayout<DrawItem>.offset(of: \DrawItem.visual)!

    /// The ids of the item and, for a group, of its members.
    var allIDs: [UInt64] {
        [id] + (group?.allIDs ?? [])
    }
}
