/// The opaque rectangles of a finished bitmap, found once when the bitmap is cached: where a
/// layer's bitmap lands on whole pixels, what is under them need not be drawn (a rounded card
/// hides all but its corners, though its bitmap is not opaque).
enum OpaqueParts {
    /// At most three rectangles that do not overlap, a rounded rectangle's cross: the widest band
    /// of equal rows (between the corners), and above and below it the tallest column the opaque
    /// rows all share (between the corners' sides). Few rectangles keep the drawing in few pieces.
    static func of(_ surface: PixelSurface?) -> [DamageRect] {
        guard let surface else { return [] }
        if surface.isKnownOpaque { return [surface.bounds] }
        let spans = (0..<surface.height).map { y in
            longestOpaqueRun(row(y, of: surface), width: surface.width)
        }
        // The widest run, and the rows around it that repeat it.
        guard let widest = spans.indices.max(by: { spans[$0].count < spans[$1].count }), spans[widest].count >= minimumSize
        else { return [] }
        let span = spans[widest]
        var top = widest, bottom = widest + 1
        while top > 0, spans[top - 1] == span { top -= 1 }
        while bottom < spans.count, spans[bottom] == span { bottom += 1 }
        var rects = [DamageRect(x: span.lowerBound, y: top, width: span.count, height: bottom - top)]
        // The block of rows with runs around the band, and the part of its end rows' runs every row holds.
        var first = top, last = bottom
        while first > 0, spans[first - 1].overlaps(span) { first -= 1 }
        while last < spans.count, spans[last].overlaps(span) { last += 1 }
        let column = spans[first].clamped(to: spans[last - 1])
        if last - first > bottom - top, column.count >= minimumSize, spans[first..<last].allSatisfy({ $0.contains(column) }) {
            // The column above and below the band: the rectangles do not overlap.
            rects.append(DamageRect(x: column.lowerBound, y: first, width: column.count, height: top - first))
            rects.append(DamageRect(x: column.lowerBound, y: bottom, width: column.count, height: last - bottom))
        }
        return rects.filter { !$0.isEmpty }
    }

    /// The smallest rectangle holding every pixel that is not fully transparent (what drawing the
    /// bitmap can change); nil when there is none.
    static func ink(of surface: PixelSurface?) -> DamageRect? {
        guard let surface else { return nil }
        if surface.isKnownOpaque { return surface.bounds }
        var ink: DamageRect?
        for y in 0..<surface.height {
            let pixels = row(y, of: surface)
            guard let first = (0..<surface.width).first(where: { pixels[$0] != 0 }) else { continue }
            let last = (first..<surface.width).last(where: { pixels[$0] != 0 })!
            let run = DamageRect(x: first, y: y, width: last + 1 - first, height: 1)
            ink = ink.map { $0.union(run) } ?? run
        }
        return ink
    }

    private static func row(_ y: Int, of surface: PixelSurface) -> UnsafePointer<UInt32> {
        UnsafePointer((surface.pixels + y * surface.stride).assumingMemoryBound(to: UInt32.self))
    }

    /// Rectangles narrower or shorter than this are not worth the region arithmetic.
    static let minimumSize = 8

    /// `piece` of `clip`, outside the `opaque` rectangles, four to seven pixels wide, widened to
    /// eight (one step of the OVER kernel, cheaper than such a row's two half steps) into an
    /// opaque rectangle beside it that spans its rows, within `clip`: blending an opaque pixel
    /// gives the very pixel copying it does. Otherwise unchanged (a narrower row costs less as it
    /// is; a shadow's thin side beside a card's opaque cross is the case this is for).
    static func widened(_ piece: DamageRect, into opaque: [DamageRect], within clip: DamageRect) -> DamageRect {
        let missing = 8 - piece.width
        guard missing > 0, missing <= 4 else { return piece }
        for part in opaque where part.y <= piece.y && part.maxY >= piece.maxY {
            if part.x == piece.maxX, min(part.maxX, clip.maxX) - piece.maxX >= missing {
                return DamageRect(x: piece.x, y: piece.y, width: 8, height: piece.height)
            }
            if part.maxX == piece.x, piece.x - max(part.x, clip.x) >= missing {
                return DamageRect(x: piece.x - missing, y: piece.y, width: 8, height: piece.height)
            }
        }
        return piece
    }

    /// The longest run of opaque pixels in a row.
    private static func longestOpaqueRun(_ row: UnsafePointer<UInt32>, width: Int) -> Range<Int> {
        var best = 0..<0
        var x = 0
        while x < width {
            guard row[x] >= 0xff00_0000 else {
                x += 1
                continue
            }
            let start = x
            while x < width, row[x] >= 0xff00_0000 { x += 1 }
            if x - start > best.count { best = start..<x }
        }
        return best
    }
}

extension Range where Bound == Int {
    /// Whether the range holds all of `other` (an empty `other` only if it lies within).
    fileprivate func contains(_ other: Range<Int>) -> Bool {
        lowerBound <= other.lowerBound && other.upperBound <= upperBound
    }
}
