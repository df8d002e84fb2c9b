import CoreGraphics
import Foundation

extension FilterRegistry {
    /// The largest and smallest factors `CILanczosScaleTransform` scales by; beyond them the output is nil.
    static let maximumScale = 1000.0
    static let minimumScale = 0.001

    static let geometryFilters: [FilterDefinition] = [
        FilterDefinition(
            "CIAffineTransform", [kCICategoryGeometryAdjustment],
            [.image(), FilterDefinition.Input(key: kCIInputTransformKey, className: "NSValue", defaultValue: CGAffineTransform.identity, type: kCIAttributeTypeTransform)]
        ) { v in
            guard let image = v.image(), let t = v.transform(kCIInputTransformKey) else { return nil }
            return image.transformed(by: t)
        },
        FilterDefinition(
            "CIAffineClamp", [kCICategoryTileEffect],
            [.image(), FilterDefinition.Input(key: kCIInputTransformKey, className: "NSValue", defaultValue: CGAffineTransform.identity, type: kCIAttributeTypeTransform)]
        ) { v in
            guard let image = v.image(), let t = v.transform(kCIInputTransformKey) else { return nil }
            return image.clampedToExtent().transformed(by: t)
        },
        FilterDefinition(
            "CICrop", [kCICategoryGeometryAdjustment],
            [.image(), .vector("inputRectangle", CIVector(x: -8.98847e307, y: -8.98847e307, z: 1.79769e308, w: 1.79769e308), type: kCIAttributeTypeRectangle)]
        ) { v in
            guard let image = v.image(), let r = v.vector("inputRectangle") else { return nil }
            return image.cropped(to: r.cgRectValue)
        },
        FilterDefinition(
            "CILanczosScaleTransform", [kCICategoryGeometryAdjustment],
            [.image(), .number(kCIInputScaleKey, 1, range: 0.05...1.5), .number(kCIInputAspectRatioKey, 1, range: 0.05...2)]
        ) { v in
            guard let image = v.image(), let scale = v.number(kCIInputScaleKey), let ratio = v.number(kCIInputAspectRatioKey),
                (minimumScale...maximumScale).contains(scale), (minimumScale...maximumScale).contains(scale * ratio)
            else { return nil }
            if scale == 1, ratio == 1 { return image }
            return CIImage(node: ResampleNode(input: image.node, scaleX: scale * ratio, scaleY: scale))
        },
    ]
}
