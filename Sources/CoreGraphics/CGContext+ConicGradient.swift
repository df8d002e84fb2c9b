import CCairo
import Foundation

extension CGContext {
    /// Fills the clip area with a gradient whose colours sweep once around `center`, starting at `angle` (radians).
    ///
    /// The location grows with the angle from +x towards +y: clockwise on this y-down screen. Apple does
    /// not document the direction; this follows SwiftUI's angular gradients. cairo has no conic pattern,
    /// so the gradient is computed per device pixel.
    public func drawConicGradient(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let area = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).applying(ctm).integral
            .intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return }
        let surfaceWidth = Int(area.width), surfaceHeight = Int(area.height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(surfaceWidth), Int32(surfaceHeight))!
        defer { cairo_surface_destroy(surface) }
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let table = gradient.premultipliedTable(count: 1024)
        let toUser = ctm.inverted()
        let turn = 2 * Double.pi
        for row in 0..<surfaceHeight {
            let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<surfaceWidth {
                let device = CGPoint(x: area.minX + CGFloat(column) + 0.5, y: area.minY + CGFloat(row) + 0.5)
                let p = device.applying(toUser)
                var t = (atan2(Double(p.y - center.y), Double(p.x - center.x)) - Double(angle)) / turn
                t -= t.rounded(.down)
                line[column] = table[min(table.count - 1, Int(t * Double(table.count)))]
            }
        }
        cairo_surface_mark_dirty(surface)
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        m.x0 -= Double(area.minX)
        m.y0 -= Double(area.minY)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        let alpha = Double(state.alpha)
        withSeparatePath {
            perform { target in
                cairo_set_source(target, pattern)
                cairo_paint_with_alpha(target, alpha)
            }
        }
    }
}

extension CGGradient {
    /// `count` premultiplied ARGB32 samples from location 0 to 1, each end colour held before its first and after its last stop.
    func premultipliedTable(count: Int) -> [UInt32] {
        let sorted = stops.sorted { $0.location < $1.location }
        return (0..<count).map { i in
            let t = (Double(i) + 0.5) / Double(count)
            let upper = sorted.firstIndex { $0.location >= t } ?? sorted.count - 1
            let lower = upper > 0 && sorted[upper].location >= t ? upper - 1 : upper
            let a = sorted[lower], b = sorted[upper]
            let f = b.location > a.location ? min(max((t - a.location) / (b.location - a.location), 0), 1) : 0
            let alpha = a.a + (b.a - a.a) * f
            func channel(_ x: Double, _ y: Double) -> UInt32 { UInt32(((x + (y - x) * f) * alpha * 255).rounded()) }
            return UInt32((alpha * 255).rounded()) << 24 | channel(a.r, b.r) << 16 | channel(a.g, b.g) << 8 | channel(a.b, b.b)
        }
    }
}
