import Foundation

/// The continuous ("squircle") rounded rectangle of iOS 7 and later, the one outline behind
/// `CALayer.cornerCurve = .continuous` and UIKit's rounded `UIBezierPath`s.
extension CGMutablePath {
    /// How much farther from the corner than the radius a continuous corner's curve starts (Apple's figure).
    package static let continuousCornerExpansion: CGFloat = 1.528665

    /// The largest radius whose continuous corners fit `rect`: the curves of its shorter side then meet.
    package static func largestContinuousCornerRadius(in rect: CGRect) -> CGFloat {
        min(rect.width, rect.height) / 2 / continuousCornerExpansion
    }

    /// Adds `rect` (y down) as a closed subpath with continuous corners of `radius` (shrunk to
    /// `largestContinuousCornerRadius`) at the corners `rounds` names, square ones elsewhere, running clockwise on
    /// screen from the top edge's start.
    ///
    /// Each rounded corner is one cubic curve from `continuousCornerExpansion` times the radius along one edge to
    /// as far along the next, its control points drawn in close to the corner so the curve leaves each edge gently
    /// and passes where a circular corner of the radius passes at its middle.
    package func addContinuousRoundedRect(
        _ rect: CGRect, radius: CGFloat, rounds: (topLeft: Bool, topRight: Bool, bottomRight: Bool, bottomLeft: Bool)
    ) {
        let expansion = Self.continuousCornerExpansion
        let r = max(0, min(radius, Self.largestContinuousCornerRadius(in: rect)))
        // Midway, (start + 3·control) / 8 from the corner equals a circle's (1 − 1/√2)·r.
        let start = r * expansion, control = (8 * (1 - 1 / 2.0.squareRoot()) * r - start) / 3
        func reach(_ rounded: Bool) -> (start: CGFloat, control: CGFloat)? {
            rounded && r > 0 ? (start, control) : nil
        }
        let topLeft = reach(rounds.topLeft), topRight = reach(rounds.topRight)
        let bottomRight = reach(rounds.bottomRight), bottomLeft = reach(rounds.bottomLeft)
        move(to: CGPoint(x: rect.minX + (topLeft?.start ?? 0), y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - (topRight?.start ?? 0), y: rect.minY))
        if let c = topRight {
            addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + c.start),
                     control1: CGPoint(x: rect.maxX - c.control, y: rect.minY), control2: CGPoint(x: rect.maxX, y: rect.minY + c.control))
        }
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - (bottomRight?.start ?? 0)))
        if let c = bottomRight {
            addCurve(to: CGPoint(x: rect.maxX - c.start, y: rect.maxY),
                     control1: CGPoint(x: rect.maxX, y: rect.maxY - c.control), control2: CGPoint(x: rect.maxX - c.control, y: rect.maxY))
        }
        addLine(to: CGPoint(x: rect.minX + (bottomLeft?.start ?? 0), y: rect.maxY))
        if let c = bottomLeft {
            addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - c.start),
                     control1: CGPoint(x: rect.minX + c.control, y: rect.maxY), control2: CGPoint(x: rect.minX, y: rect.maxY - c.control))
        }
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + (topLeft?.start ?? 0)))
        if let c = topLeft {
            addCurve(to: CGPoint(x: rect.minX + c.start, y: rect.minY),
                     control1: CGPoint(x: rect.minX, y: rect.minY + c.control), control2: CGPoint(x: rect.minX + c.control, y: rect.minY))
        }
        closeSubpath()
    }
}
