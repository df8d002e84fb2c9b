import Foundation

/// sRGB's transfer curve both ways, and premultiplication, on the working space's float colours.
enum ColorConversion {
    /// sRGB-encoded value to linear light (odd-extended below zero, as Core Image's extended range).
    static func linear(_ c: Float) -> Float {
        let a = abs(c)
        let v = a <= 0.04045 ? a / 12.92 : powf((a + 0.055) / 1.055, 2.4)
        return c < 0 ? -v : v
    }

    /// Linear light to the sRGB-encoded value.
    static func srgb(_ c: Float) -> Float {
        let a = abs(c)
        let v = a <= 0.0031308 ? a * 12.92 : 1.055 * powf(a, 1 / 2.4) - 0.055
        return c < 0 ? -v : v
    }

    /// The linear value of each 8-bit sRGB level.
    static let decodeTable: [Float] = (0...255).map { linear(Float($0) / 255) }

    static func unpremultiplied(_ p: SIMD4<Float>) -> SIMD4<Float> {
        guard p.w > 0 else { return .zero }
        return SIMD4(p.x / p.w, p.y / p.w, p.z / p.w, p.w)
    }

    static func premultiplied(_ p: SIMD4<Float>) -> SIMD4<Float> {
        SIMD4(p.x * p.w, p.y * p.w, p.z * p.w, p.w)
    }

    /// A premultiplied sRGB colour in premultiplied linear light.
    static func linearized(_ p: SIMD4<Float>) -> SIMD4<Float> {
        let u = unpremultiplied(p)
        return premultiplied(SIMD4(linear(u.x), linear(u.y), linear(u.z), u.w))
    }

    /// A premultiplied linear colour in premultiplied sRGB.
    static func encoded(_ p: SIMD4<Float>) -> SIMD4<Float> {
        let u = unpremultiplied(p)
        return premultiplied(SIMD4(srgb(u.x), srgb(u.y), srgb(u.z), u.w))
    }

    /// A float clamped to 0…1 and rounded to 8 bits.
    static func byte(_ v: Float) -> UInt32 {
        guard v.isFinite else { return 0 }
        return UInt32((min(max(v, 0), 1) * 255).rounded())
    }
}
