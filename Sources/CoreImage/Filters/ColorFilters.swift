import Foundation

/// A colour change of one unpremultiplied pixel.
typealias ColorMap = @Sendable (SIMD4<Float>) -> SIMD4<Float>

extension FilterRegistry {
    /// Rec. 709's luma weights, which the colour filters take brightness by.
    static let luma = SIMD3<Float>(0.2126, 0.7152, 0.0722)

    static func luminance(_ c: SIMD4<Float>) -> Float { c.x * luma.x + c.y * luma.y + c.z * luma.z }

    /// A filter changing each pixel on its own: `map` makes the change from the inputs, or nil when they are bad.
    static func colorFilter(
        _ name: String, _ inputs: [FilterDefinition.Input], category: String = kCICategoryColorAdjustment,
        map: @escaping (FilterValues) -> ColorMap?
    ) -> FilterDefinition {
        FilterDefinition(name, [category], [.image()] + inputs) { v in
            guard let image = v.image(), let change = map(v) else { return nil }
            return CIImage(node: PixelMapNode(input: image.node) { c, _, _, _ in change(c) })
        }
    }

    /// Saturation towards or away from grey, then brightness added, then contrast about the middle grey.
    static func colorControls(saturation s: Float, brightness b: Float, contrast k: Float) -> ColorMap {
        { c in
            let grey = luminance(c)
            var rgb = SIMD3(c.x, c.y, c.z) * s + SIMD3(repeating: grey * (1 - s))
            rgb += SIMD3(repeating: b)
            rgb = (rgb - 0.5) * k + 0.5
            return SIMD4(rgb.x, rgb.y, rgb.z, c.w)
        }
    }

    /// Rows of a 3×3 colour matrix applied to red, green and blue.
    static func matrix(_ r: SIMD3<Float>, _ g: SIMD3<Float>, _ b: SIMD3<Float>) -> ColorMap {
        { c in
            let v = SIMD3(c.x, c.y, c.z)
            return SIMD4((r * v).sum(), (g * v).sum(), (b * v).sum(), c.w)
        }
    }

    static let colorFilters: [FilterDefinition] = [
        colorFilter(
            "CIColorControls",
            [
                .number(kCIInputSaturationKey, 1, range: 0...2), .number(kCIInputBrightnessKey, 0, range: -1...1),
                .number(kCIInputContrastKey, 1, range: 0.25...4),
            ]
        ) { v in
            guard let s = v.number(kCIInputSaturationKey), let b = v.number(kCIInputBrightnessKey),
                let k = v.number(kCIInputContrastKey)
            else { return nil }
            return colorControls(saturation: Float(s), brightness: Float(b), contrast: Float(k))
        },
        colorFilter("CIExposureAdjust", [.number(kCIInputEVKey, 0, range: -10...10)]) { v in
            guard let ev = v.number(kCIInputEVKey) else { return nil }
            let gain = Float(pow(2, ev))
            return { c in SIMD4(c.x * gain, c.y * gain, c.z * gain, c.w) }
        },
        colorFilter("CIHueAdjust", [.number(kCIInputAngleKey, 0, type: kCIAttributeTypeAngle, range: -.pi ... .pi)]) { v in
            guard let angle = v.number(kCIInputAngleKey) else { return nil }
            return hueRotation(Float(angle))
        },
        colorFilter(
            "CIColorMatrix",
            [
                .vector("inputRVector", CIVector(x: 1, y: 0, z: 0, w: 0)), .vector("inputGVector", CIVector(x: 0, y: 1, z: 0, w: 0)),
                .vector("inputBVector", CIVector(x: 0, y: 0, z: 1, w: 0)), .vector("inputAVector", CIVector(x: 0, y: 0, z: 0, w: 1)),
                .vector("inputBiasVector", CIVector(x: 0, y: 0, z: 0, w: 0)),
            ]
        ) { v in
            guard let r = v.vector("inputRVector")?.floats, let g = v.vector("inputGVector")?.floats,
                let b = v.vector("inputBVector")?.floats, let a = v.vector("inputAVector")?.floats,
                let bias = v.vector("inputBiasVector")?.floats
            else { return nil }
            return { c in SIMD4((r * c).sum(), (g * c).sum(), (b * c).sum(), (a * c).sum()) + bias }
        },
        colorFilter("CIColorInvert", [], category: kCICategoryColorEffect) { _ in
            { c in SIMD4(1 - c.x, 1 - c.y, 1 - c.z, c.w) }
        },
        FilterDefinition(
            "CIColorMonochrome", [kCICategoryColorEffect],
            [.image(), .color(kCIInputColorKey, CIColor(red: 0.6, green: 0.45, blue: 0.3)), .number(kCIInputIntensityKey, 1, range: 0...1)]
        ) { v in
            guard let image = v.image(), let color = v.color(kCIInputColorKey), let i = v.number(kCIInputIntensityKey) else { return nil }
            let amount = Float(i)
            return CIImage(node: PixelMapNode(input: image.node, colors: [color.rgba]) { c, _, _, tints in
                let toned = tints[0] * luminance(c)
                let mixed = c * (1 - amount) + toned * amount
                return SIMD4(mixed.x, mixed.y, mixed.z, c.w)
            })
        },
        colorFilter("CISepiaTone", [.number(kCIInputIntensityKey, 1, range: 0...1)], category: kCICategoryColorEffect) { v in
            guard let i = v.number(kCIInputIntensityKey) else { return nil }
            let amount = Float(i)
            let sepia = matrix(SIMD3(0.393, 0.769, 0.189), SIMD3(0.349, 0.686, 0.168), SIMD3(0.272, 0.534, 0.131))
            return { c in c * (1 - amount) + sepia(c) * amount }
        },
    ]

    /// A turn of the hue about the grey axis by `angle` radians (the luminance-preserving hue rotation matrix).
    static func hueRotation(_ angle: Float) -> ColorMap {
        let c = cos(angle), s = sin(angle)
        return matrix(
            SIMD3(0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928),
            SIMD3(0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283),
            SIMD3(0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072))
    }
}
