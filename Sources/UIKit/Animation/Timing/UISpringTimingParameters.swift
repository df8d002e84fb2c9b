import QuartzCore

/// Timing that follows a damped spring: either a damping ratio fitted into the animator's duration, or a
/// physical spring (mass, stiffness, damping; or iOS 17's duration and bounce) that takes as long as it takes to
/// settle — the animator's duration is then ignored, as on iOS.
@MainActor @preconcurrency
open class UISpringTimingParameters: UITimingCurveProvider {
    /// How the spring was described.
    enum Model: Equatable {
        /// Fitted into the animator's duration.
        case dampingRatio(CGFloat)
        /// A mass on a spring with a damper, settling in its own time.
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }

    let model: Model

    /// The values' speed at the start, in whole distances per second; for position both components count (x and
    /// y), for other properties only `dx`.
    open private(set) var initialVelocity: CGVector

    /// The system spring: mass 3, stiffness 1000, damping 500 (a damping ratio of about 4.56), from rest.
    public init() {
        model = .physical(mass: 3, stiffness: 1000, damping: 500)
        initialVelocity = .zero
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        model = .dampingRatio(ratio.isFinite ? min(max(ratio, 0.01), 1) : 1)
        initialVelocity = Self.finite(velocity)
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let valid = mass.isFinite && mass > 0 && stiffness.isFinite && stiffness > 0 && damping.isFinite && damping >= 0
        model = valid ? .physical(mass: mass, stiffness: stiffness, damping: damping)
            : .physical(mass: 3, stiffness: 1000, damping: 500)
        initialVelocity = Self.finite(velocity)
    }

    /// A spring that settles in about `duration` seconds (its perceptual duration) with `bounce` (−1…1: 0 settles
    /// without overshoot, more bounces, less is overdamped), as iOS 17's springs are described.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        let spring = CASpringAnimation(perceptualDuration: duration.isFinite ? duration : 0.5,
                                       bounce: bounce.isFinite ? min(max(bounce, -1), 1) : 0)
        model = .physical(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
        initialVelocity = Self.finite(velocity)
    }

    /// Difference from Apple: nothing is decoded (the package has no keyed archives of UIKit objects); gives the system spring.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring animation for `keyPath` moving the whole distance, `duration` being the animator's.
    func animation(keyPath: String, duration: TimeInterval, velocity: CGFloat) -> CASpringAnimation {
        switch model {
        case .dampingRatio(let ratio):
            return CASpringAnimation.fitted(keyPath: keyPath, dampingRatio: ratio, duration: duration, velocity: velocity)
        case .physical(let mass, let stiffness, let damping):
            let spring = CASpringAnimation(keyPath: keyPath)
            (spring.mass, spring.stiffness, spring.damping) = (mass, stiffness, damping)
            spring.initialVelocity = velocity
            return spring
        }
    }

    /// How long the animator's timeline lasts with this spring: its own settling time for a physical spring.
    func timelineDuration(animatorDuration: TimeInterval) -> TimeInterval {
        guard case .physical = model else { return animatorDuration }
        return animation(keyPath: "", duration: animatorDuration, velocity: initialVelocity.dx).settlingDuration
    }

    private static func finite(_ vector: CGVector) -> CGVector {
        CGVector(dx: vector.dx.isFinite ? vector.dx : 0, dy: vector.dy.isFinite ? vector.dy : 0)
    }
}
