import Foundation

/// The one-line `didSet` of a validated layer property: `x = validated("x", x, from: oldValue)`. The assignment
/// stays in the `didSet` itself because only there does writing a property skip its observer (and its action).
extension CALayer {
    /// The value to keep after a change of `key` from `oldValue` to `newValue`: a value `isValid` refuses (by
    /// default one with a NaN or infinite component) is reported and `oldValue` kept; any other is clamped and
    /// recorded as a change (which looks up the action).
    func validated<V: Interpolatable & Equatable>(
        _ key: String, _ newValue: V, from oldValue: V,
        isValid: (V) -> Bool = { $0.isFiniteValue }, clamp: (V) -> V = { $0 }
    ) -> V {
        guard isValid(newValue) else { return rejected(key, newValue, keeping: oldValue) }
        let kept = clamp(newValue)
        modelDidChange(key, from: oldValue, to: kept)
        return kept
    }
}

/// Clamps a fraction such as an opacity to 0…1, as Core Animation clamps it.
func clampedToUnit(_ value: Float) -> Float {
    min(max(value, 0), 1)
}

/// Whether a value is a number; durations and counts may be infinite ("forever") but not NaN.
func isNumber<F: FloatingPoint>(_ value: F) -> Bool {
    !value.isNaN
}
