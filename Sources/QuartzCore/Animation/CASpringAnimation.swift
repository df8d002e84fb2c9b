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
    /// Whether a damping above the critical one slows the spring further (true, the motion before iOS 17), or is
    /// treated as critical damping (false).
    open var allowsOverdamping = true

    /// The period, in seconds, of the spring's undamped oscillation: how long it feels (iOS 17).
    open var perceptualDuration: CFTimeInterval {
        CFTimeInterval(2 * .pi * (max(mass, 1e-6) / max(stiffness, 1e-6)).squareRoot())
    }

    /// How much the spring overshoots (iOS 17): 0 at critical damping, toward 1 as damping vanishes, negative when
    /// overdamped.
    open var bounce: CGFloat {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The damping relative to critical damping (1), capped at 1 unless `allowsOverdamping`.
    private var dampingRatio: CGFloat {
        let ratio = damping / (2 * (max(mass, 1e-6) * max(stiffness, 1e-6)).squareRoot())
        return allowsOverdamping ? ratio : min(ratio, 1)
    }

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
        other.allowsOverdamping = allowsOverdamping
    }

    /// The spring's parameters as a value (the damping capped at critical unless `allowsOverdamping`).
    var oscillator: SpringOscillator {
        let critical = 2 * (max(mass, 1e-6) * max(stiffness, 1e-6)).squareRoot()
        return SpringOscillator(mass: mass, stiffness: stiffness, damping: allowsOverdamping ? damping : min(damping, critical),
                                initialVelocity: initialVelocity)
    }

    override var progressRule: @Sendable (CAMediaTimingValues.State) -> CGFloat {
        let oscillator = self.oscillator
        return { CGFloat(oscillator.progress(at: $0.simpleTime)) }
    }

    /// The oscillator's closed-form position at `t` seconds: 0 at rest before, 1 at equilibrium.
    public func springProgress(at t: CFTimeInterval) -> Double {
        oscillator.progress(at: t)
    }

    /// How long the spring takes to stay within 0.1 % of its end value, found by sampling at 1 ms up to 100 s.
    open var settlingDuration: CFTimeInterval {
        let step = 0.001
        let oscillator = self.oscillator
        var lastOutside = 0.0
        var t = 0.0
        var insideFor = 0.0
        while t < 100 {
            if abs(oscillator.progress(at: t) - 1) > 0.001 {
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
