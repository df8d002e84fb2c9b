import Foundation

extension FilterRegistry {
    /// The compositing operators and blend modes by filter name: the input image over (or blended with) the background.
    static let compositeOperations: [(String, Compositing.Combine)] = [
        ("CISourceOverCompositing", Compositing.sourceOver), ("CISourceInCompositing", Compositing.sourceIn),
        ("CISourceOutCompositing", Compositing.sourceOut), ("CISourceAtopCompositing", Compositing.sourceAtop),
        ("CIAdditionCompositing", Compositing.addition), ("CIMultiplyCompositing", Compositing.multiplyCompositing),
        ("CIMinimumCompositing", Compositing.minimum), ("CIMaximumCompositing", Compositing.maximum),
        ("CIMultiplyBlendMode", Compositing.multiply), ("CIScreenBlendMode", Compositing.screen),
        ("CIOverlayBlendMode", Compositing.overlay), ("CIDarkenBlendMode", Compositing.darken),
        ("CILightenBlendMode", Compositing.lighten), ("CIDifferenceBlendMode", Compositing.difference),
        ("CIExclusionBlendMode", Compositing.exclusion), ("CIHardLightBlendMode", Compositing.hardLight),
        ("CISoftLightBlendMode", Compositing.softLight), ("CIColorDodgeBlendMode", Compositing.colorDodge),
        ("CIColorBurnBlendMode", Compositing.colorBurn),
    ]

    static let compositeFilters: [FilterDefinition] = compositeOperations.map { name, combine in
        FilterDefinition(name, [kCICategoryCompositeOperation], [.image(), .image(kCIInputBackgroundImageKey)]) { v in
            guard let image = v.image(), let background = v.image(kCIInputBackgroundImageKey) else { return nil }
            return CIImage(node: CompositeNode(source: image.node, background: background.node, combine: combine))
        }
    }
}
