import Foundation

/// Sets text line by line in a path that is not a rectangle: each line as wide as the widest piece of the path its
/// height crosses, top to bottom.
struct PathLineFiller {
    let framesetter: CTFramesetter
    let path: CGPath

    /// The lines of `range` with their origins from the path's bounding box's bottom-left corner, y up.
    func lines(of range: NSRange) -> [(line: CTLine, origin: CGPoint)] {
        let box = path.boundingBox
        let end = NSMaxRange(range)
        var placed: [(CTLine, CGPoint)] = []
        var position = range.location
        var top: CGFloat = 0
        while position < end, top < box.height {
            let rest = NSRange(location: position, length: end - position)
            guard let probe = framesetter.lines(of: rest, width: box.width, height: nil).first else { break }
            let height = probe.line.ascent + probe.line.descent
            guard top + height <= box.height + 0.01 else { break }
            guard let span = widestSpan(box: box, top: top, height: height) else {
                top += max(height / 4, 1)
                continue
            }
            guard let first = framesetter.lines(of: rest, width: span.width, height: nil).first, first.line.stringRange.length > 0 else { break }
            if breaksAWord(first.line, end: end), span.width < box.width - 1 {
                // Too narrow here for the next word: go further down, where the path is wider.
                top += max(height / 4, 1)
                continue
            }
            placed.append((first.line, CGPoint(x: span.minX - box.minX + first.baseline.x, y: box.height - top - first.line.ascent)))
            position += first.line.stringRange.length
            top += height
        }
        return placed
    }

    /// Whether `line` ends inside a word that goes on on the next line.
    private func breaksAWord(_ line: CTLine, end: Int) -> Bool {
        let next = line.stringRange.location + line.stringRange.length
        guard next < end, next > 0 else { return false }
        let units = framesetter.string.string.utf16
        let before = units[units.index(units.startIndex, offsetBy: next - 1)]
        return !(before == 0x20 || before == 0x09 || before == 0x0A || before == 0x0D || before == 0x2029 || before == 0x2D)
    }

    /// The widest stretch of x inside the path on every one of a few rows through the band `height` tall `top` below
    /// the box's top (y up: rows at `box.maxY - top` downwards); nil when none is wide enough for text.
    private func widestSpan(box: CGRect, top: CGFloat, height: CGFloat) -> CGRect? {
        let rows = (0...2).map { box.maxY - top - height * (0.05 + 0.45 * CGFloat($0)) }
        var best: CGRect?
        var x = box.minX.rounded(.down)
        var start: CGFloat?
        while x <= box.maxX + 1 {
            let inside = x <= box.maxX && rows.allSatisfy { path.contains(CGPoint(x: x + 0.5, y: $0)) }
            if inside, start == nil { start = x }
            if !inside, let from = start {
                if x - from > (best?.width ?? 0) { best = CGRect(x: from, y: box.maxY - top - height, width: x - from, height: height) }
                start = nil
            }
            x += 1
        }
        guard let best, best.width >= 16 else { return nil }
        return best
    }
}
