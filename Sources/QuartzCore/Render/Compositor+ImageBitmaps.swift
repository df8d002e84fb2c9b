import Foundation

/// Bitmaps of layers that show only an image, redrawn at another scale (an image of scale 1 on a HiDPI display,
/// magnified 2×): one bitmap per image, size and scale however many layers show it, so 500 sprites of one image
/// keep one 128×128 copy and 50 cards one 512×512 copy, which stays in the processor's cache while they are drawn.
extension Compositor {
    /// What such a bitmap depends on: the image, the layer's size, the raster scale and how the image is placed.
    struct ImageBitmapKey: Hashable {
        let contents: RenderBitmap
        let size: CGSize
        let raster: CGFloat
        let gravity: CALayerContentsGravity
        let contentsScale: CGFloat
        let isOpaque: Bool

        /// The key of `visual` drawn over `size` at `raster`; nil unless the visual is only its image, whole and
        /// untinted (anything else drawn makes the bitmap the layer's own).
        init?(_ visual: UnsafePointer<RenderVisual>, size: CGSize, raster: CGFloat) {
            let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
            guard let contents = visual.pointee.contents, visual.pointee.drawing == nil, visual.pointee.contentsTint == nil,
                  visual.pointee.particles == nil, visual.pointee.backdrop == nil,
                  (visual.pointee.backgroundColor?.alpha ?? 0) <= 0, visual.pointee.cornerRadius == 0,
                  visual.pointee.borderWidth <= 0 || (visual.pointee.borderColor?.alpha ?? 0) <= 0,
                  visual.pointee.contentsRect == unit, visual.pointee.contentsCenter == unit
            else { return nil }
            self.contents = contents
            self.size = size
            self.raster = raster
            gravity = visual.pointee.contentsGravity
            contentsScale = visual.pointee.contentsScale
            isOpaque = visual.pointee.isOpaque
        }

        static func == (a: ImageBitmapKey, b: ImageBitmapKey) -> Bool {
            a.contents == b.contents && a.size == b.size && a.raster == b.raster && a.gravity == b.gravity
                && a.contentsScale == b.contentsScale && a.isOpaque == b.isOpaque
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(contents)
            hasher.combine(size.width)
            hasher.combine(size.height)
            hasher.combine(raster)
        }
    }

    /// A new bitmap for the item at `item`, drawn over `bounds` at `raster`: another layer's equal bitmap when the
    /// visual is only an image, else one painted for it.
    func paintedBacking(_ item: UnsafePointer<DrawItem>, bounds: CGRect, raster: CGFloat) -> Backing {
        let visual = Compositor.visual(of: item)
        guard let key = ImageBitmapKey(visual, size: bounds.size, raster: raster) else {
            return Backing(visual: visual.pointee, size: bounds.size, raster: raster,
                           surface: VisualPainter.paint(visual.pointee, bounds: bounds, scale: raster))
        }
        if let shared = imageBitmaps[key] { return Backing(visual: visual.pointee, sharing: shared) }
        let backing = Backing(visual: visual.pointee, size: bounds.size, raster: raster,
                              surface: VisualPainter.paint(visual.pointee, bounds: bounds, scale: raster))
        imageBitmaps[key] = backing
        return backing
    }

    /// Forgets the shared bitmaps no layer's bitmap is any more.
    func pruneImageBitmaps() {
        guard !imageBitmaps.isEmpty else { return }
        let kept = Set(backings.values.compactMap { $0.surface.map { ObjectIdentifier($0) } })
        imageBitmaps = imageBitmaps.filter { entry in entry.value.surface.map { kept.contains(ObjectIdentifier($0)) } ?? false }
    }
}
