import Foundation

/// A gradient layer's colors and geometry (unit coordinates of the bounds).
public struct GradientDrawing: CALayerDrawing {
    public var colors: [PremultipliedColor]
    public var locations: [CGFloat]?
    public var startPoint: CGPoint
    public var endPoint: CGPoint
    public var type: CAGradientLayerType
}

extension GradientDrawing {
    /// Fills the bounds with the gradient.
    public func draw(in context: CGContext, size: CGSize) {
        guard !colors.isEmpty,
              let gradient = CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: colors.map(\.cgColor), locations: locations)
        else { return }
        let start = CGPoint(x: startPoint.x * size.width, y: startPoint.y * size.height)
        let end = CGPoint(x: endPoint.x * size.width, y: endPoint.y * size.height)
        switch type {
        case .radial:
            // Core Animation's radial gradient: centered on startPoint, reaching endPoint's distance along each axis.
            let radius = max(abs(end.x - start.x), abs(end.y - start.y))
            context.drawRadialGradient(gradient, startCenter: start, startRadius: 0, endCenter: start, endRadius: radius,
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        case .conic:
            context.drawConicGradient(gradient, center: start, angle: atan2(end.y - start.y, end.x - start.x))
        default:
            context.drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    /// The colours multiplied by `tint`.
    public func multiplied(by tint: PremultipliedColor) -> GradientDrawing {
        var tinted = self
        tinted.colors = colors.map { $0.multiplied(by: tint) }
        return tinted
    }
}
