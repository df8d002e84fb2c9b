/// "Color Blended Layers" over a repaint: green where an opaque layer shows with nothing blended
/// over it, red where layers blend, one more red coat for each blended layer stacked there.
enum BlendedLayerTint {
    static let opaque = PremultipliedColor(red: 0, green: 0.5, blue: 0, alpha: 0.5)
    static let blended = PremultipliedColor(red: 0.5, green: 0, blue: 0, alpha: 0.5)

    /// Tints the `visible` rectangles of `items` from `first` up (what each shows of the repaint,
    /// less what opaque items above hide). Returns pixels written.
    static func draw(_ items: UnsafeBufferPointer<DrawItem>, visible: VisibleParts, from first: Int, scale: CGFloat, into target: PixelSurface) -> Int {
        var solid: [DamageRect] = []
        var blendedParts: [DamageRect] = []
        for index in first..<items.count where !visible[index].isEmpty {
            let cover = Compositor.opaqueCover(items.baseAddress! + index, scale: scale)
            for rect in outline(of: items[index], within: visible[index]) {
                guard let cover, cover.intersects(rect) else {
                    blendedParts.append(rect)
                    continue
                }
                solid.append(rect.intersection(cover))
                // Antialiased edges and rounded corners outside the cover blend.
                let edges = PixelRegion(rect)
                edges.subtract(cover)
                blendedParts.append(contentsOf: edges.rects)
            }
        }
        let blendedRegion = PixelRegion()
        for rect in blendedParts { blendedRegion.add(rect) }
        var touched = 0
        for rect in solid {
            let shown = PixelRegion(rect)
            shown.subtract(blendedRegion)
            for part in shown.rects {
                CompositeKernel.fill(part, color: opaque, clip: part, into: target)
                touched += part.area
            }
        }
        for rect in blendedParts {
            CompositeKernel.fill(rect, color: blended, clip: rect, into: target)
            touched += rect.area
        }
        return touched
    }

    /// The parts of `rects` the item's outline covers: all of them when it is axis-aligned, the
    /// rows of its projected bounds when it is rotated or in perspective.
    static func outline(of item: DrawItem, within rects: ArraySlice<DamageRect>) -> [DamageRect] {
        guard item.toTarget.transformClass > .axisAlignedScale else { return Array(rects) }
        guard let quad = Quad(item.bounds, through: item.toTarget) else { return Array(rects) }
        let shape = PixelRegion()
        for row in quad.rows(within: DrawItem.paintBounds(item)) { shape.add(row) }
        let region = PixelRegion()
        for rect in rects { region.add(rect) }
        region.intersect(shape)
        return region.rects
    }
}
