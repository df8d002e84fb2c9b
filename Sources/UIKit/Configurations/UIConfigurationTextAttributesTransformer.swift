import Foundation

/// Changes the attributes a configuration's text is drawn with (its font, its colour…): the closure gets the
/// attributes the configuration chose and returns the ones to draw.
public struct UIConfigurationTextAttributesTransformer {
    public let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transform(input)
    }
}
