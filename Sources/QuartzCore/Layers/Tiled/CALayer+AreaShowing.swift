import Foundation

extension CALayer {
    /// The part of the bounds that shows, in the layer's coordinates: what its ancestors' bounds let through where
    /// they mask to them, and the root's bounds (the window); and how many times its own size the layer shows at
    /// there (its transforms' and its ancestors' scales).
    func areaShowing() -> (rect: CGRect, scale: CGFloat) {
        var rect = bounds
        var root: CALayer = self
        var ancestor = superlayer
        while let layer = ancestor {
            root = layer
            if layer.masksToBounds || layer.superlayer == nil {
                rect = rect.intersection(convert(layer.bounds, from: layer))
            }
            ancestor = layer.superlayer
        }
        guard root !== self else { return (rect, 1) }
        let origin = convert(CGPoint.zero, to: root)
        let across = convert(CGPoint(x: 1, y: 0), to: root), down = convert(CGPoint(x: 0, y: 1), to: root)
        let scale = max(hypot(across.x - origin.x, across.y - origin.y), hypot(down.x - origin.x, down.y - origin.y))
        return (rect, scale)
    }
}
