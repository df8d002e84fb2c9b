import Foundation

/// The four corners of a layer's bounds on the target, in drawing order.
struct Quad {
    let a, b, c, d: (x: Double, y: Double)

    /// `rect`'s corners through `map`, or nil when part of it is at or behind the eye.
    init?(_ rect: CGRect, through map: Homography) {
        if map.r0.y == 0, map.r1.x == 0, map.r0.z == 0, map.r1.z == 0, map.r2.z == 1 {
            // Moved and scaled along the axes (most layers): the corners without the general
            // map's multiplies and divides, the same numbers.
            let left = Double(rect.minX) * map.r0.x + map.r2.x, right = Double(rect.maxX) * map.r0.x + map.r2.x
            let top = Double(rect.minY) * map.r1.y + map.r2.y, bottom = Double(rect.maxY) * map.r1.y + map.r2.y
            guard left.isFinite, right.isFinite, top.isFinite, bottom.isFinite else { return nil }
            (a, b, c, d) = ((left, top), (right, top), (right, bottom), (left, bottom))
            return
        }
        guard let a = map.apply(Double(rect.minX), Double(rect.minY)), let b = map.apply(Double(rect.maxX), Double(rect.minY)),
              let c = map.apply(Double(rect.maxX), Double(rect.maxY)), let d = map.apply(Double(rect.minX), Double(rect.maxY))
        else { return nil }
        (self.a, self.b, self.c, self.d) = (a, b, c, d)
    }

    /// Whether the quad winds the other way round than it was drawn: its back shows.
    var facesAway: Bool {
        let area = (a.x * b.y - b.x * a.y) + (b.x * c.y - c.x * b.y) + (c.x * d.y - d.x * c.y) + (d.x * a.y - a.x * d.y)
        return area < 0
    }

    // Pairwise: the variadic `min`/`max` build an array, and these run per layer per frame.
    var minX: Double { Swift.min(Swift.min(a.x, b.x), Swift.min(c.x, d.x)) }
    var maxX: Double { Swift.max(Swift.max(a.x, b.x), Swift.max(c.x, d.x)) }
    var minY: Double { Swift.min(Swift.min(a.y, b.y), Swift.min(c.y, d.y)) }
    var maxY: Double { Swift.max(Swift.max(a.y, b.y), Swift.max(c.y, d.y)) }

    /// The pixels the quad touches.
    var bounds: DamageRect {
        DamageRect(coveringMinX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }
}
