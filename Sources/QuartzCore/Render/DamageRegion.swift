/// The pixels a frame must repaint, as a few rectangles.
///
/// Rectangles are merged as they arrive when merging costs few extra pixels, and the count is
/// bounded, so the compositor receives a handful of rectangles rather than one per layer (a
/// compositor given thousands spends more on them than the client saves, FIELD-NOTES.md).
public struct DamageRegion: Equatable, Sendable {
    /// The rectangles; they may overlap a little after merging.
    public private(set) var rects: [DamageRect] = []
    /// The most rectangles kept; beyond it the two whose union wastes least are merged.
    public let limit: Int

    public init(limit: Int = 8) {
        self.limit = max(1, limit)
    }

    public init(_ rect: DamageRect, limit: Int = 8) {
        self.init(limit: limit)
        add(rect)
    }

    public var isEmpty: Bool { rects.isEmpty }

    /// The smallest rectangle holding the whole region.
    public var bounds: DamageRect {
        rects.reduce(DamageRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
    }

    /// The pixels covered, counting overlaps once per rectangle (an upper bound).
    public var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// Adds a rectangle, absorbing or merging it where that wastes little.
    public mutating func add(_ rect: DamageRect) {
        guard !rect.isEmpty else { return }
        // Already inside (the usual case once many layers moved): no unions to weigh.
        if rects.contains(where: { $0.contains(rect) }) { return }
        var incoming = rect
        var index = 0
        while index < rects.count {
            let existing = rects[index]
            if existing.contains(incoming) { return }
            let merged = existing.union(incoming)
            // Merge when the union wastes at most a quarter of its area (touching or overlapping rects).
            if incoming.contains(existing) || (merged.area - existing.area - incoming.area + existing.intersection(incoming).area) * 4 <= merged.area {
                rects.remove(at: index)
                incoming = merged
                index = 0
                continue
            }
            index += 1
        }
        rects.append(incoming)
        while rects.count > limit {
            mergeCheapestPair()
        }
    }

    /// Adds every rectangle of another region.
    public mutating func formUnion(_ other: DamageRegion) {
        for rect in other.rects { add(rect) }
    }

    /// The region cut to `clip`.
    public func clipped(to clip: DamageRect) -> DamageRegion {
        var result = DamageRegion(limit: limit)
        for rect in rects { result.add(rect.intersection(clip)) }
        return result
    }

    private mutating func mergeCheapestPair() {
        var best = (0, 1)
        var bestWaste = Int.max
        for i in 0..<rects.count {
            for j in (i + 1)..<rects.count {
                let waste = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
                if waste < bestWaste {
                    bestWaste = waste
                    best = (i, j)
                }
            }
        }
        let merged = rects[best.0].union(rects[best.1])
        rects.remove(at: best.1)
        rects.remove(at: best.0)
        add(merged)
    }
}
