import CoreGraphics
import Foundation

/// A separable convolution (Gaussian and box blurs): one kernel along rows, then along columns; the image's
/// outside counts as transparent, so edges fade as on iOS unless the input was clamped to its extent first.
struct ConvolutionNode: ImageNode {
    let input: any ImageNode
    /// The weights from −radius to +radius, summing to 1.
    let weights: [Float]

    var radius: Int { weights.count / 2 }

    var extent: CGRect {
        let e = input.extent
        return e.isInfinite || e.isNull ? e : e.insetBy(dx: CGFloat(-radius), dy: CGFloat(-radius))
    }

    func render(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer {
        let r = radius
        let source = try input.draw(rect.outset(dx: r, dy: r).clipped(to: input.extent), options)
        // Rows first, over the columns the output needs and every row the column pass reads.
        let rows = PixelRect(x: rect.x, y: rect.y - r, width: rect.width, height: rect.height + 2 * r)
        let across = weights
        let horizontal = PixelBuffer(rect: rows) { x, y in
            var sum = SIMD4<Float>.zero
            for (k, w) in across.enumerated() where w != 0 { sum += source.pixel(x + k - r, y) * w }
            return sum
        }
        return PixelBuffer(rect: rect) { x, y in
            var sum = SIMD4<Float>.zero
            for (k, w) in across.enumerated() where w != 0 { sum += horizontal.pixel(x, y + k - r) * w }
            return sum
        }
    }

    /// Gaussian weights of standard deviation `sigma`, reaching three deviations out.
    static func gaussian(sigma: Double) -> [Float] {
        guard sigma > 0 else { return [1] }
        let r = Int((3 * sigma).rounded(.up))
        let raw = (-r...r).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let total = raw.reduce(0, +)
        return raw.map { $0 / total }
    }

    /// Equal weights over 2·radius + 1 pixels.
    static func box(radius: Int) -> [Float] {
        let n = 2 * max(0, radius) + 1
        return Array(repeating: 1 / Float(n), count: n)
    }
}

/// A convolution with a kernel of any shape (disc and motion blurs): weighted offsets summing to 1.
struct KernelNode: ImageNode {
    struct Tap: Sendable {
        var dx: Int
        var dy: Int
        var weight: Float
    }

    let input: any ImageNode
    let taps: [Tap]

    var reach: Int { taps.map { max(abs($0.dx), abs($0.dy)) }.max() ?? 0 }

    var extent: CGRect {
        let e = input.extent
        return e.isInfinite || e.isNull ? e : e.insetBy(dx: CGFloat(-reach), dy: CGFloat(-reach))
    }

    func render(_ rect: PixelRect, _ options: RenderOptions) throws -> PixelBuffer {
        let source = try input.draw(rect.outset(dx: reach, dy: reach).clipped(to: input.extent), options)
        let taps = taps
        return PixelBuffer(rect: rect) { x, y in
            var sum = SIMD4<Float>.zero
            for t in taps { sum += source.pixel(x + t.dx, y + t.dy) * t.weight }
            return sum
        }
    }

    /// Every pixel within `radius` of the centre, equally weighted.
    static func disc(radius: Double) -> [Tap] {
        let r = Int(radius.rounded(.down))
        var taps: [Tap] = []
        for dy in -r...r {
            for dx in -r...r where Double(dx * dx + dy * dy) <= radius * radius { taps.append(Tap(dx: dx, dy: dy, weight: 1)) }
        }
        return taps.map { Tap(dx: $0.dx, dy: $0.dy, weight: 1 / Float(taps.count)) }
    }

    /// Pixels along a line through the centre at `angle`, `radius` each way, weighted as a Gaussian of a third of it.
    static func motion(radius: Double, angle: Double) -> [Tap] {
        let r = Int(radius.rounded())
        guard r > 0 else { return [Tap(dx: 0, dy: 0, weight: 1)] }
        let sigma = radius / 3
        var weights: [Int: Tap] = [:]
        for i in -r...r {
            let dx = Int((Double(i) * cos(angle)).rounded()), dy = Int((Double(i) * sin(angle)).rounded())
            let w = Float(exp(-Double(i * i) / (2 * sigma * sigma)))
            weights[(dy + 4 * r) * (8 * r + 1) + dx + 4 * r, default: Tap(dx: dx, dy: dy, weight: 0)].weight += w
        }
        let total = weights.values.reduce(0) { $0 + $1.weight }
        return weights.values.map { Tap(dx: $0.dx, dy: $0.dy, weight: $0.weight / total) }
    }
}
