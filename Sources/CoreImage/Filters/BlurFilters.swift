import Foundation

extension FilterRegistry {
    /// The largest blur radius a filter takes; beyond it the output is nil rather than a kernel too large to hold.
    static let maximumBlurRadius = 1000.0

    /// A radius input that is finite, not negative and within the largest blur.
    static func blurRadius(_ values: FilterValues) -> Double? {
        guard let r = values.number(kCIInputRadiusKey), r >= 0, r <= maximumBlurRadius else { return nil }
        return r
    }

    static let blurFilters: [FilterDefinition] = [
        FilterDefinition(
            "CIGaussianBlur", [kCICategoryBlur],
            [.image(), .number(kCIInputRadiusKey, 10, type: kCIAttributeTypeScalar, range: 0...100)]
        ) { v in
            guard let image = v.image(), let radius = blurRadius(v) else { return nil }
            return radius == 0 ? image : CIImage(node: ConvolutionNode(input: image.node, weights: ConvolutionNode.gaussian(sigma: radius)))
        },
        FilterDefinition(
            "CIBoxBlur", [kCICategoryBlur], [.image(), .number(kCIInputRadiusKey, 10, type: kCIAttributeTypeDistance, range: 1...100)]
        ) { v in
            guard let image = v.image(), let radius = blurRadius(v) else { return nil }
            return CIImage(node: ConvolutionNode(input: image.node, weights: ConvolutionNode.box(radius: Int(radius.rounded()))))
        },
        FilterDefinition(
            "CIDiscBlur", [kCICategoryBlur], [.image(), .number(kCIInputRadiusKey, 8, type: kCIAttributeTypeDistance, range: 0...100)]
        ) { v in
            guard let image = v.image(), let radius = blurRadius(v) else { return nil }
            return CIImage(node: KernelNode(input: image.node, taps: KernelNode.disc(radius: radius)))
        },
        FilterDefinition(
            "CIMotionBlur", [kCICategoryBlur],
            [
                .image(), .number(kCIInputRadiusKey, 20, type: kCIAttributeTypeDistance, range: 0...100),
                .number(kCIInputAngleKey, 0, type: kCIAttributeTypeAngle, range: -.pi ... .pi),
            ]
        ) { v in
            guard let image = v.image(), let radius = blurRadius(v), let angle = v.number(kCIInputAngleKey) else { return nil }
            return CIImage(node: KernelNode(input: image.node, taps: KernelNode.motion(radius: radius, angle: angle)))
        },
    ]
}
