import Foundation

extension FilterRegistry {
    /// The Photos app's eight effects, each a fixed colour change (curves written to resemble Apple's unpublished
    /// colour cubes: grey for Mono, Noir and Tonal, richer colour for Chrome and Transfer, lifted blacks for Fade and
    /// Instant, cool shadows and warm lights for Process).
    static let photoEffectFilters: [FilterDefinition] = [
        ("Mono", colorControls(saturation: 0, brightness: 0, contrast: 1)),
        ("Tonal", colorControls(saturation: 0, brightness: 0.02, contrast: 0.9)),
        ("Noir", colorControls(saturation: 0, brightness: -0.04, contrast: 1.45)),
        ("Chrome", colorControls(saturation: 1.25, brightness: 0, contrast: 1.1)),
        ("Fade", lifted(colorControls(saturation: 0.7, brightness: 0, contrast: 0.9), by: 0.08)),
        ("Instant", tinted(lifted(colorControls(saturation: 0.85, brightness: 0, contrast: 0.95), by: 0.05), SIMD3(1.04, 1.0, 0.9))),
        ("Process", split(shadows: SIMD3(0.92, 1.0, 1.1), lights: SIMD3(1.06, 1.0, 0.94))),
        ("Transfer", tinted(colorControls(saturation: 1.15, brightness: 0, contrast: 1.05), SIMD3(1.06, 1.0, 0.92))),
    ].map { effect, map in
        FilterDefinition("CIPhotoEffect\(effect)", [kCICategoryColorEffect], [.image(), .number("inputExtrapolate", 0)]) { v in
            guard let image = v.image() else { return nil }
            return CIImage(node: PixelMapNode(input: image.node) { c, _, _, _ in map(c) })
        }
    }

    /// Blacks raised towards grey by `amount`.
    static func lifted(_ map: @escaping ColorMap, by amount: Float) -> ColorMap {
        { c in
            let m = map(c)
            return SIMD4(amount + m.x * (1 - amount), amount + m.y * (1 - amount), amount + m.z * (1 - amount), m.w)
        }
    }

    /// Each channel scaled by `tint`.
    static func tinted(_ map: @escaping ColorMap, _ tint: SIMD3<Float>) -> ColorMap {
        { c in
            let m = map(c)
            return SIMD4(m.x * tint.x, m.y * tint.y, m.z * tint.z, m.w)
        }
    }

    /// Dark pixels scaled by `shadows`, light ones by `lights`, blended by luminance.
    static func split(shadows: SIMD3<Float>, lights: SIMD3<Float>) -> ColorMap {
        { c in
            let l = min(max(luminance(c), 0), 1)
            let gain = shadows * (1 - l) + lights * l
            return SIMD4(c.x * gain.x, c.y * gain.y, c.z * gain.z, c.w)
        }
    }
}
