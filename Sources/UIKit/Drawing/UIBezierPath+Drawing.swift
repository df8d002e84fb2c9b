import QuartzCore

/// How a path draws itself into the current UIKit context.
extension UIBezierPath {
    /// The fill rule `usesEvenOddFillRule` names.
    var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    /// Runs `body` on the current context with the path as the context's path, inside a saved graphics state;
    /// nothing without a current context, as on iOS.
    @MainActor
    func draw(_ body: (CGContext) -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.beginPath()
        context.addPath(path)
        body(context)
    }

    /// Sets the context's line width, cap, join, miter limit, flatness and dash from this path's.
    func applyLineStyle(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
    }

    /// Takes `other`'s line style, fill rule and dash.
    func copyStyle(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }
}
