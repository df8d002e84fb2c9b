import UIKit

/// A keyframe animation along a figure-eight path at constant speed: the left arrow turns to
/// follow the path (rotationMode .rotateAuto), the right one keeps its heading (no rotation mode).
final class KeyframePathPage: GalleryPage {
    override class var name: String { "Keyframe paths" }
    override class var api: String { "CAKeyframeAnimation(keyPath: \"position\") · path · rotationMode = .rotateAuto" }
    override class var hint: String { "Both arrows ride a figure-eight at constant speed (calculationMode = .paced); only the left one turns with it." }

    static let lap: CFTimeInterval = 5
    /// The arrows: the left one turns along its path, the right one does not.
    private(set) var arrows: [CAShapeLayer] = []

    override func build() {
        for (index, center) in [CGPoint(x: 190, y: 190), CGPoint(x: 570, y: 190)].enumerated() {
            let path = Self.figureEight(center: center)
            outline(path, dashed: true)
            caption(index == 0 ? "rotationMode = .rotateAuto" : "rotationMode = nil",
                    frame: CGRect(x: center.x - 170, y: 345, width: 340, height: 22), size: 15, color: GalleryPalette.text)

            let arrow = CAShapeLayer()
            arrow.bounds = CGRect(x: -20, y: -14, width: 40, height: 28)
            arrow.path = Self.arrowPath()
            arrow.fillColor = GalleryPalette.accents[index == 0 ? 2 : 5].cgColor
            arrow.position = center
            stage.layer.addSublayer(arrow)
            arrows.append(arrow)

            let ride = CAKeyframeAnimation(keyPath: "position")
            ride.path = path
            ride.calculationMode = .paced
            ride.rotationMode = index == 0 ? .rotateAuto : nil
            ride.duration = Self.seconds(Self.lap)
            ride.repeatCount = .infinity
            arrow.add(ride, forKey: "ride")
        }
    }

    /// Two lobes crossing smoothly at `center`, each a cubic Bézier curve.
    static func figureEight(center c: CGPoint) -> CGPath {
        let path = CGMutablePath()
        path.move(to: c)
        path.addCurve(to: c, control1: CGPoint(x: c.x + 210, y: c.y - 260), control2: CGPoint(x: c.x + 210, y: c.y + 260))
        path.addCurve(to: c, control1: CGPoint(x: c.x - 210, y: c.y - 260), control2: CGPoint(x: c.x - 210, y: c.y + 260))
        return path
    }

    /// An arrow pointing along +x, centered on the origin.
    static func arrowPath() -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 20, y: 0))
        path.addLine(to: CGPoint(x: -16, y: -14))
        path.addLine(to: CGPoint(x: -8, y: 0))
        path.addLine(to: CGPoint(x: -16, y: 14))
        path.closeSubpath()
        return path
    }
}
