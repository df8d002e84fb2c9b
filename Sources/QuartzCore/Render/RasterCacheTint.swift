/// "Color Hits Green and Misses Red" over a repaint: each rasterized layer green where its cached bitmap was reused
/// this frame, red where it had to be drawn again.
enum RasterCacheTint {
    static let hit = PremultipliedColor(red: 0, green: 0.5, blue: 0, alpha: 0.5)
    static let miss = PremultipliedColor(red: 0.5, green: 0, blue: 0, alpha: 0.5)

    /// Tints the `visible` rectangles of the rasterized group items from `first` up, by whether their bitmap in
    /// `groups` was drawn in `frame`. Returns pixels written.
    static func draw(
        _ items: UnsafeBufferPointer<DrawItem>, visible: VisibleParts, from first: Int,
        groups: [UInt64: Compositor.GroupBacking], frame: Int, into target: PixelSurface
    ) -> Int {
        var touched = 0
        for index in first..<items.count where !visible[index].isEmpty {
            guard let group = items[index].group, group.isRasterized else { continue }
            let color = groups[items[index].id]?.frame == frame ? miss : hit
            for rect in BlendedLayerTint.outline(of: items[index], within: visible[index]) {
                CompositeKernel.fill(rect, color: color, clip: rect, into: target)
                touched += rect.area
            }
        }
        return touched
    }
}
