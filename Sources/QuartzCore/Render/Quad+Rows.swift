extension Quad {
    /// The pixels whose centers lie inside the quad, within `clip`, one rectangle per row (the
    /// outline of a rotated or projected layer, unantialiased).
    func rows(within clip: DamageRect) -> [DamageRect] {
        let area = bounds.intersection(clip)
        guard !area.isEmpty else { return [] }
        let edges = [(a, b), (b, c), (c, d), (d, a)]
        var rows: [DamageRect] = []
        rows.reserveCapacity(area.height)
        for y in area.y..<area.maxY {
            let center = Double(y) + 0.5
            var low = Double.infinity, high = -Double.infinity
            for (p, q) in edges where (p.y <= center) != (q.y <= center) {
                let x = p.x + (center - p.y) / (q.y - p.y) * (q.x - p.x)
                low = min(low, x)
                high = max(high, x)
            }
            guard low <= high else { continue }
            let left = max(area.x, Int((low - 0.5).rounded(.up)))
            let right = min(area.maxX, Int((high - 0.5).rounded(.down)) + 1)
            if right > left { rows.append(DamageRect(x: left, y: y, width: right - left, height: 1)) }
        }
        return rows
    }
}
