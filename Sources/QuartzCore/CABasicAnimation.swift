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

    public required init() {}

    override func copyAttributes(to other: CAAnimation) {
        super.copyAttributes(to: other)
        guard let other = other as? CABasicAnimation else { return }
        other.fromValue = fromValue
        other.toValue = toValue
        other.byValue = byValue
    }

    /// The start and end values by Apple's table; nil values stand for `current`, the layer's value in the render tree.
    func endpoints<V: Interpolatable>(current: V) throws -> (from: V, to: V) {
        let from = try typedValue(fromValue, as: V.self, role: "fromValue")
        let to = try typedValue(toValue, as: V.self, role: "toValue")
        let by = try typedValue(byValue, as: V.self, role: "byValue")
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by), to)
        case let (from?, nil, nil): return (from, current)
        case let (nil, to?, nil): return (current, to)
        case let (nil, nil, by?): return (current, current.adding(by))
        case (nil, nil, nil): return (current, current)
        }
    }

    /// The progress at `state`; springs override it with their physics.
    func basicProgress(at state: CAMediaTimingValues.State) -> CGFloat {
        progress(of: state)
    }

    override func interpolatedValue<V: Interpolatable>(at state: CAMediaTimingValues.State, current: V) throws -> V? {
        let (from, to) = try endpoints(current: current)
        return from.interpolate(to: to, amount: basicProgress(at: state))
    }

    override func cumulativeEndpoints<V: Interpolatable>(current: V) throws -> (V, V)? {
        try endpoints(current: current)
    }
}
