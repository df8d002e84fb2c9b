import Foundation

/// A layer that shows what lies behind it in the composited frame, blurred, saturated and tinted: the backdrop of a
/// visual effect view (Core Animation's private class of the same name). Its blur radius, saturation and tint
/// animate like any layer property.
@MainActor @preconcurrency
@CALayerModelFields
package final class CABackdropLayer: CALayer {
    /// The blur's standard deviation, in points (0: the backdrop unblurred).
    @CALayerModel(\.backdrop.fields.blurRadius, "blurRadius", check: .finite) package var blurRadius: CGFloat = 0

    /// How saturated the blurred backdrop is: 1 as it is, 0 grey, above 1 more vivid.
    @CALayerModel(\.backdrop.fields.saturation, "backdropSaturation", check: .finite) package var saturation: CGFloat = 1

    /// The colour laid over the blurred backdrop (nil: none).
    @CALayerModel(\.backdrop.fields.tintColor, "backdropTintColor", check: .none, animation: .color(absent: .clear))
    package var tintColor: CGColor? = nil

    override package init() {
        super.init()
        modelValues.content = BackdropValues()
    }

    override package init(layer: Any) {
        super.init(layer: layer)
    }

    /// Gives nil, as every layer here does (see `CALayer.init(coder:)`).
    package required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
