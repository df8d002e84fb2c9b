import Foundation

/// The lines the layout manager's geometry searches.
extension NSLayoutManager {
    /// The line holding `index` (the last line for the text's end).
    func fragment(at index: Int) -> LineFragment? {
        let lines = fragments
        return lines.first { NSLocationInRange(index, $0.range) } ?? (index >= numberOfGlyphs ? lines.last : nil)
    }

    /// The line in `container` nearest `point`: on the band holding its y (the closest piece across), else the
    /// first line above the text or the last one below it.
    func nearestFragment(to point: CGPoint, in container: NSTextContainer) -> LineFragment? {
        let held = fragments.filter { $0.container === container }
        guard let first = held.first, let last = held.last else { return nil }
        if point.y < first.rect.minY { return first }
        let band = held.filter { point.y >= $0.rect.minY && point.y < $0.rect.maxY }
        guard !band.isEmpty else { return point.y >= last.rect.maxY ? last : held.last { $0.rect.maxY <= point.y } ?? last }
        return band.min { distance(point.x, $0.rect) < distance(point.x, $1.rect) }
    }

    private func distance(_ x: CGFloat, _ rect: CGRect) -> CGFloat {
        x < rect.minX ? rect.minX - x : x > rect.maxX ? x - rect.maxX : 0
    }
}
