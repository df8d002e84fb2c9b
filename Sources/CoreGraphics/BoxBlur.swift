import Foundation

/// Three successive box blurs approximating a Gaussian blur on 8-bit alpha, as SVG's feGaussianBlur specifies.
enum BoxBlur {
    /// One pass: each output averages the inputs from `left` before to `right` after.
    struct Box {
        var left: Int
        var right: Int
    }

    /// The three boxes for standard deviation `sigma` (none when the blur is under a pixel).
    static func passes(sigma: Double) -> [Box] {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d >= 2 else { return [] }
        if d % 2 == 1 {
            let r = (d - 1) / 2
            return [Box(left: r, right: r), Box(left: r, right: r), Box(left: r, right: r)]
        }
        return [Box(left: d / 2, right: d / 2 - 1), Box(left: d / 2 - 1, right: d / 2), Box(left: d / 2, right: d / 2)]
    }

    /// Blurs an 8-bit plane in place, each box horizontally then vertically; pixels beyond the edges count as transparent.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, boxes: [Box]) {
        guard !boxes.isEmpty, width > 0, height > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        defer { scratch.deallocate() }
        for box in boxes {
            horizontal(from: data, to: scratch, width: width, height: height, stride: stride, box: box)
            vertical(from: scratch, to: data, width: width, height: height, stride: stride, box: box)
        }
    }

    /// 2¹⁶ divided by the box size, rounded: dividing by a 32-bit multiplication, which vectorizes, since division is slow.
    ///
    /// Boxes stay under 500 wide (the blur is capped), so the average is off by at most 2 levels.
    private static func reciprocal(of box: Box) -> UInt32 {
        let size = UInt32(box.left + box.right + 1)
        return ((1 << 16) + size / 2) / size
    }

    /// The rounded average of a box's sum, given the box's reciprocal.
    @inline(__always)
    private static func average(_ sum: UInt32, _ reciprocal: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: min(255, (sum &* reciprocal &+ (1 << 15)) >> 16))
    }

    /// One horizontal pass with a running sum per row.
    private static func horizontal(
        from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
        box: Box
    ) {
        let reciprocal = reciprocal(of: box)
        for y in 0..<height {
            let s = src + y * stride, d = dst + y * stride
            var sum: UInt32 = 0
            for i in 0...min(box.right, width - 1) { sum += UInt32(s[i]) }
            for x in 0..<width {
                d[x] = average(sum, reciprocal)
                let incoming = x + box.right + 1, outgoing = x - box.left
                if incoming < width { sum += UInt32(s[incoming]) }
                if outgoing >= 0 { sum -= UInt32(s[outgoing]) }
            }
        }
    }

    /// One vertical pass with a running sum per column, walking rows in memory order.
    private static func vertical(
        from src: UnsafeMutablePointer<UInt8>, to dst: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
        box: Box
    ) {
        let reciprocal = reciprocal(of: box)
        var sums = [UInt32](repeating: 0, count: width)
        sums.withUnsafeMutableBufferPointer { sums in
            for row in 0...min(box.right, height - 1) {
                let s = src + row * stride
                for x in 0..<width { sums[x] += UInt32(s[x]) }
            }
            for y in 0..<height {
                let d = dst + y * stride
                for x in 0..<width { d[x] = average(sums[x], reciprocal) }
                let incoming = y + box.right + 1, outgoing = y - box.left
                if incoming < height {
                    let s = src + incoming * stride
                    for x in 0..<width { sums[x] += UInt32(s[x]) }
                }
                if outgoing >= 0 {
                    let s = src + outgoing * stride
                    for x in 0..<width { sums[x] -= UInt32(s[x]) }
                }
            }
        }
    }
}
