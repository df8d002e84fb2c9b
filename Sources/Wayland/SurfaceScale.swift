/// The scale a surface draws at: the compositor's fractional preference (in 120ths,
/// wp_fractional_scale_v1) when it sends one, else the largest integer scale of its outputs.
public struct SurfaceScale: Equatable, Sendable {
    /// The preferred scale in 120ths, when the compositor gave one.
    public var preferredFractional: UInt32?
    /// The integer scale of the outputs the surface is on.
    public var integer: Int

    public init(preferredFractional: UInt32? = nil, integer: Int = 1) {
        self.preferredFractional = preferredFractional
        self.integer = max(1, integer)
    }

    /// Pixels per logical unit.
    public var factor: Double {
        preferredFractional.map { Double($0) / 120 } ?? Double(integer)
    }

    /// The buffer size for a logical size: rounded half away from zero for fractional scales,
    /// as the protocol asks, exact multiples for integer ones.
    public func bufferSize(for size: WindowSize) -> (width: Int, height: Int) {
        if let fractional = preferredFractional {
            let f = Double(fractional) / 120
            return (Int((Double(size.width) * f).rounded()), Int((Double(size.height) * f).rounded()))
        }
        return (size.width * integer, size.height * integer)
    }
}
