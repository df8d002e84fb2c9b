import Foundation

/// The real x in an interval where a set of linear conditions `a + b·x ≥ 0` all hold.
struct LinearSpan {
    private(set) var bounds: ClosedRange<Double>

    /// Where `a + b·x ≥ 0` within `range`; nil when nowhere (or the condition is not finite).
    init?(_ a: Double, _ b: Double, within range: ClosedRange<Double>) {
        bounds = range
        guard let met = meeting(a, b) else { return nil }
        self = met
    }

    /// The part where `a + b·x ≥ 0` also holds; nil when empty.
    func meeting(_ a: Double, _ b: Double) -> LinearSpan? {
        guard a.isFinite, b.isFinite else { return nil }
        var lower = bounds.lowerBound, upper = bounds.upperBound
        if b > 0 {
            lower = max(lower, -a / b)
        } else if b < 0 {
            upper = min(upper, -a / b)
        } else if a < 0 {
            return nil
        }
        guard lower <= upper else { return nil }
        var copy = self
        copy.bounds = lower...upper
        return copy
    }

    /// The whole pixels inside, widened (or, negative, narrowed) by `margin`, within `pixels`.
    func pixels(widenedBy margin: Int, within pixels: Range<Int>) -> Range<Int>? {
        let limit = Double(1 << 30)
        let lower = Int(max(-limit, bounds.lowerBound.rounded(.up))) - margin
        let upper = Int(min(limit, bounds.upperBound.rounded(.down))) + margin + 1
        let range = max(lower, pixels.lowerBound)..<max(max(lower, pixels.lowerBound), min(upper, pixels.upperBound))
        return range.isEmpty ? nil : range
    }
}
