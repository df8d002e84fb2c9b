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
    static let continuousExpansion = CGMutablePath.continuousCornerExpansion

    /// The outline, moved `inset` points inwards (a border is stroked along its middle).
    func path(insetBy inset: CGFloat = 0) -> CGPath {
        let rect = CGRect(origin: .zero, size: size).insetBy(dx: inset, dy: inset)
        let path = CGMutablePath()
        guard rect.width > 0, rect.height > 0 else { return path }
        if isContinuous {
            path.addContinuousRoundedRect(rect, radius: radius - inset, rounds: (
                corners.contains(.layerMinXMinYCorner), corners.contains(.layerMaxXMinYCorner),
                corners.contains(.layerMaxXMaxYCorner), corners.contains(.layerMinXMaxYCorner)))
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

extension PremultipliedColor {
    /// The straight (unpremultiplied) sRGB color Core Graphics takes.
    var cgColor: CGColor {
        guard alpha > 0 else { return CGColor(red: 0, green: 0, blue: 0, alpha: 0) }
        return CGColor(red: CGFloat(red / alpha), green: CGFloat(green / alpha), blue: CGFloat(blue / alpha), alpha: CGFloat(alpha))
    }
}
