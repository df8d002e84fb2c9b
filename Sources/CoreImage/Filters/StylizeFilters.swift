import CoreGraphics
import Foundation

extension FilterRegistry {
    static let stylizeFilters: [FilterDefinition] = [
        FilterDefinition(
            "CIPixellate", [kCICategoryStylize],
            [.image(), .vector(kCIInputCenterKey, CIVector(x: 150, y: 150), type: kCIAttributeTypePosition), .number(kCIInputScaleKey, 8, type: kCIAttributeTypeDistance, range: 1...100)]
        ) { v in
            guard let image = v.image(), let center = v.point(kCIInputCenterKey), center.x.isFinite, center.y.isFinite,
                let scale = v.number(kCIInputScaleKey), scale >= 1, scale <= 10_000
            else { return nil }
            return CIImage(node: PixellateNode(input: image.node, center: center, scale: scale))
        },
        FilterDefinition(
            "CIVignette", [kCICategoryColorEffect],
            [.image(), .number(kCIInputIntensityKey, 0, range: -1...1), .number(kCIInputRadiusKey, 1, range: 0...2)]
        ) { v in
            guard let image = v.image(), let intensity = v.number(kCIInputIntensityKey), let radius = v.number(kCIInputRadiusKey),
                !image.extent.isInfinite, !image.extent.isNull
            else { return nil }
            let e = image.extent
            let half = Double(hypot(e.width, e.height)) / 2, cx = Double(e.midX), cy = Double(e.midY)
            let exponent = 2 / max(radius, 0.01)
            return CIImage(node: PixelMapNode(input: image.node) { c, x, y, _ in
                let d = min(1, hypot(x - cx, y - cy) / half)
                let factor = Float(max(0, 1 - intensity * pow(d, exponent)))
                return SIMD4(c.x * factor, c.y * factor, c.z * factor, c.w)
            })
        },
        FilterDefinition(
            "CIVignetteEffect", [kCICategoryColorEffect],
            [
                .image(), .vector(kCIInputCenterKey, CIVector(x: 150, y: 150), type: kCIAttributeTypePosition),
                .number(kCIInputRadiusKey, 150, type: kCIAttributeTypeDistance, range: 0...2000),
                .number(kCIInputIntensityKey, 1, range: -1...1), .number("inputFalloff", 0.5, range: 0...1),
            ]
        ) { v in
            guard let image = v.image(), let center = v.point(kCIInputCenterKey), let radius = v.number(kCIInputRadiusKey),
                let intensity = v.number(kCIInputIntensityKey), let falloff = v.number("inputFalloff")
            else { return nil }
            let inner = radius * (1 - falloff), cx = Double(center.x), cy = Double(center.y)
            return CIImage(node: PixelMapNode(input: image.node) { c, x, y, _ in
                let d = hypot(x - cx, y - cy)
                let t = radius <= inner ? (d <= radius ? 0 : 1) : min(1, max(0, (d - inner) / (radius - inner)))
                let factor = Float(1 - intensity * t * t * (3 - 2 * t))
                return SIMD4(c.x * factor, c.y * factor, c.z * factor, c.w)
            })
        },
    ]
}
