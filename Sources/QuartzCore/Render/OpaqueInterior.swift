import Foundation

/// A rectangle of target pixels that a rotated or perspective layer certainly covers with its
/// own opaque pixels, so what lies under it need not be drawn there.
enum OpaqueInterior {
    /// The rectangle between the quad's second-smallest and second-largest coordinates (inside
    /// for the near-rectangular quads of turned layers), kept only if the centres of its corner
    /// pixels map back inside `bounds` inset by `fringe` (one backing pixel, where filtering
    /// softens the edge). A projective map keeps the rectangle's image convex, so its corners
    /// decide for all of it.
    static func rectangle(inside quad: Quad, of bounds: CGRect, through map: Homography, fringe: Double) -> DamageRect? {
        let xs = [quad.a.x, quad.b.x, quad.c.x, quad.d.x].sorted(), ys = [quad.a.y, quad.b.y, quad.c.y, quad.d.y].sorted()
        guard xs[1].isFinite, ys[1].isFinite, xs[2].isFinite, ys[2].isFinite else { return nil }
        let limit = Double(1 << 24)
        let left = Int(max(-limit, xs[1]).rounded(.up)) + 1, right = Int(min(limit, xs[2]).rounded(.down)) - 1
        let top = Int(max(-limit, ys[1]).rounded(.up)) + 1, bottom = Int(min(limit, ys[2]).rounded(.down)) - 1
        guard left < right, top < bottom, let inverse = map.inverted() else { return nil }
        let inner = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
            .insetBy(dx: CGFloat(fringe), dy: CGFloat(fringe))
        guard !inner.isEmpty else { return nil }
        for (x, y) in [(left, top), (right - 1, top), (right - 1, bottom - 1), (left, bottom - 1)] {
            guard let p = inverse.apply(Double(x) + 0.5, Double(y) + 0.5),
                  inner.contains(CGPoint(x: p.x, y: p.y))
            else { return nil }
        }
        return DamageRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
