import Foundation

/// Interpolates one property between two values given by `fromValue`, `toValue` and `byValue`; values are `Any` as
/// in Objective-C, and accept Swift values (`CGFloat`, `CGPoint`, `CATransform3D`, `CGColor`, …) or `NSNumber`/`NSValue` boxes.
@MainActor @preconcurrency
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value.
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The change from start to end.
    open var byValue: Any?

    override func copyAttributes(to other: CAAnimation) {
        super.copyAttributes(to: other)
        guard let other = other as? CABasicAnimation else { return }
        other.fromValue = fromValue
        other.toValue = toValue
        other.byValue = byValue
    }

    /// The start and end values by Apple's table; nil values stand for `current`, the layer's value in the render tree.
    nonisolated static func endpoints<V: Interpolatable>(from: V?, to: V?, by: V?, current: V) -> (from: V, to: V) {
        endpoints(from: from, to: to, by: by, current: current, adding: { $0.adding($1) }, subtracting: { $0.subtracting($1) })
    }

    /// Apple's table for any values that add and subtract (the compiled placement animations' plain numbers).
    @inline(__always)
    nonisolated static func endpoints<V>(
        from: V?, to: V?, by: V?, current: V, adding: (V, V) -> V, subtracting: (V, V) -> V
    ) -> (from: V, to: V) {
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, adding(from, by))
        case let (nil, to?, by?): return (subtracting(to, by), to)
        case let (from?, nil, nil): return (from, current)
        case let (nil, to?, nil): return (current, to)
        case let (nil, nil, by?): return (current, adding(current, by))
        case (nil, nil, nil): return (current, current)
        }
    }

    /// The progress at a state, as a value; springs replace it with their physics.
    var progressRule: @Sendable (CAMediaTimingValues.State) -> CGFloat {
        let clock = self.clock
        return { clock.progress(of: $0) }
    }

    override func interpolation<W: Interpolatable>(as type: W.Type) throws -> ValueInterpolation<W>? {
        let from = try typedValue(fromValue, as: W.self, role: "fromValue")
        let to = try typedValue(toValue, as: W.self, role: "toValue")
        let by = try typedValue(byValue, as: W.self, role: "byValue")
        let progress = progressRule
        return ValueInterpolation(
            value: { state, current in
                let (start, end) = CABasicAnimation.endpoints(from: from, to: to, by: by, current: current)
                return start.interpolate(to: end, amount: progress(state))
            },
            endpoints: { current in CABasicAnimation.endpoints(from: from, to: to, by: by, current: current) })
    }
}
