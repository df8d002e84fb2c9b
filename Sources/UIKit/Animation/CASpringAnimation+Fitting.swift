import QuartzCore

extension CASpringAnimation {
    /// A spring for `keyPath` fitted into `duration` as UIKit's damping-ratio APIs fit it: the
    /// natural frequency whose envelope decays to 0.1% (ln 1000 ≈ 6.9 time constants) by the
    /// end. `ratio` 1 settles without overshoot; `velocity` is in whole distances per second.
    static func fitted(keyPath: String, dampingRatio ratio: CGFloat, duration: TimeInterval, velocity: CGFloat = 0) -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: keyPath)
        let damping = min(max(ratio, 0.01), 1)
        let omega = 6.9 / (damping * max(CGFloat(duration), 0.01))
        spring.mass = 1
        spring.stiffness = omega * omega
        spring.damping = 2 * damping * omega
        spring.initialVelocity = velocity
        return spring
    }
}
