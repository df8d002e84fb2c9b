import Foundation

/// The pixels of a `PixelRect` in the working space: premultiplied RGBA floats, the bottom row first.
struct PixelBuffer: Sendable {
    let rect: PixelRect
    var pixels: [SIMD4<Float>]

    /// A transparent buffer.
    init(rect: PixelRect) {
        self.rect = rect
        pixels = Array(repeating: .zero, count: rect.pixelCount)
    }

    /// A buffer whose every pixel `value` gives from its coordinates.
    init(rect: PixelRect, value: (_ x: Int, _ y: Int) -> SIMD4<Float>) {
        self.rect = rect
        var pixels = [SIMD4<Float>]()
        pixels.reserveCapacity(rect.pixelCount)
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) { pixels.append(value(x, y)) }
        }
        self.pixels = pixels
    }

    /// The pixel at (x, y), or transparent outside the buffer.
    func pixel(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let i = x - rect.x, j = y - rect.y
        guard i >= 0, j >= 0, i < rect.width, j < rect.height else { return .zero }
        return pixels[j * rect.width + i]
    }

    /// The pixel at (x, y), or the nearest edge pixel outside the buffer.
    func clampedPixel(_ x: Int, _ y: Int) -> SIMD4<Float> {
        guard !rect.isEmpty else { return .zero }
        let i = min(max(x - rect.x, 0), rect.width - 1), j = min(max(y - rect.y, 0), rect.height - 1)
        return pixels[j * rect.width + i]
    }

    /// The colour at a point of the plane, interpolated between the four nearest pixel centres (transparent outside).
    func bilinear(_ px: Double, _ py: Double) -> SIMD4<Float> {
        let fx = px - 0.5, fy = py - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = Float(fx - Double(x0)), ty = Float(fy - Double(y0))
        let top = pixel(x0, y0) * (1 - tx) + pixel(x0 + 1, y0) * tx
        let bottom = pixel(x0, y0 + 1) * (1 - tx) + pixel(x0 + 1, y0 + 1) * tx
        return top * (1 - ty) + bottom * ty
    }

    /// The same pixels, each changed by `body`.
    func mapped(_ body: (SIMD4<Float>) -> SIMD4<Float>) -> PixelBuffer {
        var out = self
        for i in out.pixels.indices { out.pixels[i] = body(out.pixels[i]) }
        return out
    }

    /// This buffer's pixels copied into a buffer of `target`, transparent where this one has none.
    func copied(into target: PixelRect) -> PixelBuffer {
        if target == rect { return self }
        return PixelBuffer(rect: target) { x, y in pixel(x, y) }
    }
}
