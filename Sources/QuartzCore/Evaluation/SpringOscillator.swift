import Foundation

/// A damped harmonic oscillator (mass on a spring with a damper) as a value: `CASpringAnimation`'s progress.
struct SpringOscillator: Sendable {
    var mass: CGFloat
    var stiffness: CGFloat
    var damping: CGFloat
    var initialVelocity: CGFloat

    /// The closed-form position at `t` seconds: 0 at rest before, 1 at equilibrium.
    func progress(at t: CFTimeInterval) -> Double {
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
}
