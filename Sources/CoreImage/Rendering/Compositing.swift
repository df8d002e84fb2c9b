import Foundation

/// Porter-Duff operators and the separable blend modes of the W3C compositing specification, on premultiplied colours.
enum Compositing {
    typealias Combine = @Sendable (SIMD4<Float>, SIMD4<Float>) -> SIMD4<Float>

    static let sourceOver: Combine = { s, d in s + d * (1 - s.w) }
    static let sourceIn: Combine = { s, d in s * d.w }
    static let sourceOut: Combine = { s, d in s * (1 - d.w) }
    static let sourceAtop: Combine = { s, d in s * d.w + d * (1 - s.w) }
    static let addition: Combine = { s, d in s + d }
    static let multiplyCompositing: Combine = { s, d in s * d }
    static let minimum: Combine = { s, d in pointwiseMin(s, d) }
    static let maximum: Combine = { s, d in pointwiseMax(s, d) }

    /// A blend mode from its function of the unpremultiplied source and backdrop colour channels.
    static func blend(_ b: @escaping @Sendable (Float, Float) -> Float) -> Combine {
        { s, d in
            let cs = ColorConversion.unpremultiplied(s), cd = ColorConversion.unpremultiplied(d)
            let mixed = SIMD4<Float>(b(cs.x, cd.x), b(cs.y, cd.y), b(cs.z, cd.z), 0)
            var out = s * (1 - d.w) + d * (1 - s.w) + mixed * (s.w * d.w)
            out.w = s.w + d.w - s.w * d.w
            return out
        }
    }

    static let multiply = blend { s, d in s * d }
    static let screen = blend { s, d in s + d - s * d }
    static let darken = blend { s, d in min(s, d) }
    static let lighten = blend { s, d in max(s, d) }
    static let difference = blend { s, d in abs(s - d) }
    static let exclusion = blend { s, d in s + d - 2 * s * d }
    static let hardLight = blend { s, d in hardLightChannel(s, d) }
    static let overlay = blend { s, d in hardLightChannel(d, s) }
    static let softLight = blend { s, d in
        if s <= 0.5 { return d - (1 - 2 * s) * d * (1 - d) }
        let g = d <= 0.25 ? ((16 * d - 12) * d + 4) * d : d.squareRoot()
        return d + (2 * s - 1) * (g - d)
    }
    static let colorDodge = blend { s, d in d == 0 ? 0 : s >= 1 ? 1 : min(1, d / (1 - s)) }
    static let colorBurn = blend { s, d in d >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - d) / s) }

    private static func hardLightChannel(_ s: Float, _ d: Float) -> Float {
        s <= 0.5 ? d * 2 * s : d + (2 * s - 1) - d * (2 * s - 1)
    }
}
