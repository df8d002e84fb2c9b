import Foundation

/// A basic animation whose progress follows a damped harmonic oscillator (mass on a spring with a damper), in
/// seconds of local time; the timing function is ignored, as on Apple platforms.
@MainActor @preconcurrency
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (must be positive).
    open var mass: CGFloat = 1
    /// The spring constant (must be positive).
    open var stiffness: CGFloat = 100
    /// The damping coefficient (0 oscillates forever).
    open var damping: CGFloat = 10
    /// The starting velocity, in progress per second (positive toward the end value).
    open var initialVelocity: CGFloat = 0

    public required init() {}

    /// A spring that settles in about `perceptualDuration` seconds with `bounce` (−1…1), the iOS 17 parametrization.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let duration = CGFloat(max(perceptualDuration, 0.01))
        mass = 1
        stiffness = pow(2 * .pi / duration, 2)
        damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / duration : 4 * .pi / (duration * (1 + bounce))
        self.duration = settlingDuration
    }

    override func copyAttributes(to other: CAAnimation) {
        super.copyAttributes(to: other)
        guard let other = other as? CASpringAnimation else { return }
        other.mass = mass
        other.stiffness = stiffness
        other.damping = damping
        other.initialVelocity = initialVelocity
    }

    override func basicProgress(at state: CAMediaTimingValues.State) -> CGFloat {
        CGFloat(springProgress(at: state.simpleTime))
    }

    /// The oscillator's closed-form position at `t` seconds: 0 at rest before, 1 at equilibrium.
    public func springProgress(at t: CFTimeInterval) -> Double {
        let m = Double(mass > 0 ? mass : 1)
        let k = Double(stiffness > 0 ? stiffness : 1)
        let c = Double(max(damping, 0))
        let v0 = Double(initialVelocity)
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let x0 = -1.0
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega0 * t)
            return 1 + envelope * (x0 * cos(omegaD * t) + (v0 + zeta * omega0 * x0) / omegaD * sin(omegaD * t))
        }
        if zeta == 1 {
            return 1 + exp(-omega0 * t) * (x0 + (v0 + omega0 * x0) * t)
        }
        let root = omega0 * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega0 + root
        let r2 = -zeta * omega0 - root
        let a = (v0 - r2 * x0) / (r1 - r2)
        let b = x0 - a
        return 1 + a * exp(r1 * t) + b * exp(r2 * t)
    }

    /// How long the spring takes to stay within 0.1 % of its end value, found by sampling at 1 ms up to 100 s.
    open var settlingDuration: CFTimeInterval {
        let step = 0.001
        var lastOutside = 0.0
        var t = 0.0
        var insideFor = 0.0
        while t < 100 {
            if abs(springProgress(at: t) - 1) > 0.001 {
                lastOutside = t
                insideFor = 0
            } else {
                insideFor += step
                if insideFor > 2 * .pi / max((Double(stiffness) / Double(max(mass, 1e-6))).squareRoot(), 1e-6) { break }
            }
            t += step
        }
        return lastOutside + step
    }
}
