/// The pixels of a target row where a linear source coordinate stays within bounds: solved
/// exactly in integers, so a kernel can skip what lies outside and drop checks inside.
enum SpanSolver {
    /// The `t` in `range` with `low ≤ start + t·step ≤ high`, as a half-open range (empty when none).
    static func solve(start: Int64, step: Int64, low: Int64, high: Int64, within range: Range<Int>) -> Range<Int> {
        var lower = Int64(range.lowerBound), upper = Int64(range.upperBound) - 1
        if step == 0 {
            return low <= start && start <= high ? range : range.lowerBound..<range.lowerBound
        } else if step > 0 {
            lower = max(lower, ceilDivide(low - start, step))
            upper = min(upper, floorDivide(high - start, step))
        } else {
            lower = max(lower, ceilDivide(high - start, step))
            upper = min(upper, floorDivide(low - start, step))
        }
        guard lower <= upper else { return range.lowerBound..<range.lowerBound }
        return Int(lower)..<Int(upper + 1)
    }

    static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    static func ceilDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && (a < 0) == (b < 0)) ? q + 1 : q
    }
}

extension Range where Bound == Int {
    /// The overlap of two ranges, empty (at the lower bound) when they do not meet.
    func clamping(to other: Range<Int>) -> Range<Int> {
        let lower = Swift.max(lowerBound, other.lowerBound), upper = Swift.min(upperBound, other.upperBound)
        return lower < upper ? lower..<upper : lowerBound..<lowerBound
    }
}
