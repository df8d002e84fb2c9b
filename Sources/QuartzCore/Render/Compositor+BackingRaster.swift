import Foundation

extension Compositor {
    /// Pixels per point of an item's cached bitmap: the display's scale, but for a layer showing only an image whose
    /// scale differs from the display's and that the screen shows the same way (finer and magnified, or coarser and
    /// reduced: the tiles of a zoomed `CATiledLayer`, an image zoomed in a scroll view) the image's own scale, so the
    /// bitmap is the image itself: a zoom in shows its pixels rather than a copy reduced to the display's scale, and
    /// a zoom out keeps no copy larger than the image.
    func backingRaster(_ item: UnsafePointer<DrawItem>) -> CGFloat {
        let visual = Compositor.visual(of: item)
        let imageScale = visual.pointee.contentsScale
        guard visual.pointee.contents != nil, imageScale != scale, visual.pointee.drawing == nil,
              (visual.pointee.backgroundColor?.alpha ?? 0) <= 0, visual.pointee.borderWidth <= 0, visual.pointee.cornerRadius == 0
        else { return scale }
        let map = item.pointee.toTarget
        let magnification = max((map.r0.x * map.r0.x + map.r0.y * map.r0.y).squareRoot(),
                                (map.r1.x * map.r1.x + map.r1.y * map.r1.y).squareRoot())
        let display = Double(scale)
        let sameWay = imageScale > scale ? magnification > display * 1.001 : magnification < display * 0.999
        return sameWay ? imageScale : scale
    }
}
