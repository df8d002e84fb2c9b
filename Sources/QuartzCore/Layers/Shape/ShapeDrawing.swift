import Foundation

/// A shape layer's path with its fill and stroke, trimmed to `strokeStart`…`strokeEnd`.
public struct ShapeDrawing: CALayerDrawing {
    public var path: [CGPath.Element]
    public var fillColor: PremultipliedColor?
    public var fillRule: CGPathFillRule
    public var strokeColor: PremultipliedColor?
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dashPhase: CGFloat
    public var dashPattern: [CGFloat]
    public var strokeStart: CGFloat
    public var strokeEnd: CGFloat
}

extension ShapeDrawing {
    /// Fills, then strokes the part of the path from `strokeStart` to `strokeEnd`.
    public func draw(in context: CGContext, size: CGSize) {
        let path = CGPath(elements: self.path)
        if let fill = fillColor, fill.alpha > 0 {
            context.addPath(path)
            context.setFillColor(fill.cgColor)
            context.fillPath(using: fillRule)
        }
        guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0 else { return }
        let start = max(0, min(1, strokeStart)), end = max(0, min(1, strokeEnd))
        guard end > start else { return }
        var stroked = path
        if start > 0 || end < 1 {
            let measure = CGPathMeasure(path: path)
            stroked = measure.path(fromDistance: start * measure.length, toDistance: end * measure.length)
        }
        context.addPath(stroked)
        context.setStrokeColor(stroke.cgColor)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCap)
        context.setLineJoin(lineJoin)
        context.setMiterLimit(miterLimit)
        if !dashPattern.isEmpty { context.setLineDash(phase: dashPhase, lengths: dashPattern) }
        context.strokePath()
    }

    /// The fill and stroke colours multiplied by `tint`.
    public func multiplied(by tint: PremultipliedColor) -> ShapeDrawing {
        var tinted = self
        tinted.fillColor = fillColor?.multiplied(by: tint)
        tinted.strokeColor = strokeColor?.multiplied(by: tint)
        return tinted
    }
}
