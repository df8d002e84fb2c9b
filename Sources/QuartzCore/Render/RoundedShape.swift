import Foundation

/// The outline of a layer's background and border: its bounds with `cornerRadius` on the
/// `maskedCorners` (y grows downwards, so `layerMinXMinYCorner` is the top left, as on iOS).
struct RoundedShape: Equatable {
    let size: CGSize
    let radius: CGFloat
    let corners: CACornerMask
    /// Whether the corners take the continuous curve (`CALayer.cornerCurve`) rather than circular arcs.
    var isContinuous = false
    /// Where the outline's top-left corner is in the layer's coordinates (its bounds' origin);
    /// `path` itself starts at zero.
    var origin: CGPoint = .zero

    /// How much farther from the corner than the radius a continuous corner's curve starts (Apple's figure).
    static let continuousExpansion: CGFloat = 1.528665

    /// The outline, moved `inset` points inwards (a border is stroked along its middle).
    func path(insetBy inset: CGFloat = 0) -> CGPath {
        let rect = CGRect(origin: .zero, size: size).insetBy(dx: inset, dy: inset)
        let path = CGMutablePath()
        guard rect.width > 0, rect.height > 0 else { return path }
        if isContinuous {
            addContinuousOutline(of: rect, radius: radius - inset, to: path)
            path.closeSubpath()
            return path
        }
        let r = max(0, min(radius - inset, min(rect.width, rect.height) / 2))
        func corner(_ mask: CACornerMask) -> CGFloat { corners.contains(mask) ? r : 0 }
        let topLeft = corner(.layerMinXMinYCorner), topRight = corner(.layerMaxXMinYCorner)
        let bottomRight = corner(.layerMaxXMaxYCorner), bottomLeft = corner(.layerMinXMaxYCorner)
        path.move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: topRight)
        path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY), radius: bottomRight)
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY), radius: bottomLeft)
        path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: topLeft)
        path.closeSubpath()
        return path
    }
}

extension RoundedShape {
    /// The outline with continuous corners: each corner one cubic curve from `continuousExpansion` times the radius
    /// along one edge to as far along the next, its control points drawn in close to the corner so the curve leaves
    /// each edge gently and passes where a circular corner of the radius passes at its middle. The radius shrinks
    /// until the curves of a short side meet.
    private func addContinuousOutline(of rect: CGRect, radius: CGFloat, to path: CGMutablePath) {
        let expansion = Self.continuousExpansion
        let r = max(0, min(radius, min(rect.width, rect.height) / 2 / expansion))
        // Midway, (start + 3·control) / 8 from the corner equals a circle's (1 − 1/√2)·r.
        let start = r * expansion, control = (8 * (1 - 1 / 2.0.squareRoot()) * r - start) / 3
        func reach(_ mask: CACornerMask) -> (start: CGFloat, control: CGFloat) {
            corners.contains(mask) && r > 0 ? (start, control) : (0, 0)
        }
        let topLeft = reach(.layerMinXMinYCorner), topRight = reach(.layerMaxXMinYCorner)
        let bottomRight = reach(.layerMaxXMaxYCorner), bottomLeft = reach(.layerMinXMaxYCorner)
        path.move(to: CGPoint(x: rect.minX + topLeft.start, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - topRight.start, y: rect.minY))
        path.addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + topRight.start),
                      control1: CGPoint(x: rect.maxX - topRight.control, y: rect.minY),
                      control2: CGPoint(x: rect.maxX, y: rect.minY + topRight.control))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight.start))
        path.addCurve(to: CGPoint(x: rect.maxX - bottomRight.start, y: rect.maxY),
                      control1: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight.control),
                      control2: CGPoint(x: rect.maxX - bottomRight.control, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + bottomLeft.start, y: rect.maxY))
        path.addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeft.start),
                      control1: CGPoint(x: rect.minX + bottomLeft.control, y: rect.maxY),
                      control2: CGPoint(x: rect.minX, y: rect.maxY - bottomLeft.control))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft.start))
        path.addCurve(to: CGPoint(x: rect.minX + topLeft.start, y: rect.minY),
                      control1: CGPoint(x: rect.minX, y: rect.minY + topLeft.control),
                      control2: CGPoint(x: rect.minX + topLeft.control, y: rect.minY))
    }
}

extension PremultipliedColor {
    /// The straight (unpremultiplied) sRGB color Core Graphics takes.
    var cgColor: CGColor {
        guard alpha > 0 else { return CGColor(red: 0, green: 0, blue: 0, alpha: 0) }
        return CGColor(red: CGFloat(red / alpha), green: CGFloat(green / alpha), blue: CGFloat(blue / alpha), alpha: CGFloat(alpha))
    }
}
