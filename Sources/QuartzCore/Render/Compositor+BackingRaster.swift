import Foundation

extension Compositor {
    /// Pixels per point of an item's cached bitmap: the display's scale, but for a layer whose image is finer than
    /// the display and is shown magnified (a tile of a zoomed `CATiledLayer`, an image zoomed in a scroll view) the
    /// image's own scale, so the zoom shows the image's pixels rather than a copy reduced to the display's scale.
    func backingRaster(_ item: UnsafePointer<DrawItem>) -> CGFloat {
        let visual = Compositor.visual(of: item)
        guard visual.pointee.contents != nil, visual.pointee.contentsScale > scale else { return scale }
        let map = item.pointee.toTarget
        let magnification = max((map.r0.x * map.r0.x + map.r0.y * map.r0.y).squareRoot(),
                                (map.r1.x * map.r1.x + map.r1.y * map.r1.y).squareRoot())
        return magnification > Double(scale) * 1.001 ? visual.pointee.contentsScale : scale
    }
}
