import Foundation

extension NSTextContainer {
    /// The pieces of the band `band` (a line's height, the container's width) outside every exclusion path, left to
    /// right; pieces too narrow to hold text are left out. A path blocks, in the band, from the leftmost to the
    /// rightmost point inside it on a few rows through the band, so text hugs a round path.
    func freeSpans(in band: CGRect) -> [CGRect] {
        var blocked: [(low: CGFloat, high: CGFloat)] = []
        for path in exclusionPaths {
            let bounds = path.bounds
            let top = max(band.minY, bounds.minY), bottom = min(band.maxY, bounds.maxY)
            guard bottom > top, bounds.maxX > band.minX, bounds.minX < band.maxX else { continue }
            var low = CGFloat.infinity, high = -CGFloat.infinity
            for step in 0...4 {
                let y = top + (bottom - top) * (0.02 + 0.96 * CGFloat(step) / 4)
                var x = bounds.minX.rounded(.down)
                while x < bounds.maxX {
                    if path.contains(CGPoint(x: x + 0.5, y: y)) {
                        low = min(low, x)
                        high = max(high, x + 1)
                    }
                    x += 1
                }
            }
            if low < high { blocked.append((low, high)) }
        }
        let narrowest = max(2 * lineFragmentPadding + 8, 16)
        var spans: [CGRect] = []
        var left = band.minX
        for piece in blocked.sorted(by: { $0.low < $1.low }) + [(low: band.maxX, high: band.maxX)] {
            if min(piece.low, band.maxX) - left >= narrowest {
                spans.append(CGRect(x: left, y: band.minY, width: min(piece.low, band.maxX) - left, height: band.height))
            }
            left = max(left, piece.high)
        }
        return spans
    }
}
