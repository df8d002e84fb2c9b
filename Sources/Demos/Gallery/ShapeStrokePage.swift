import UIKit

/// A shape layer's stroke drawn by animating `strokeEnd`, a spinner chasing `strokeStart` after
/// it, and marching ants from `lineDashPhase`.
final class ShapeStrokePage: GalleryPage {
    override class var name: String { "Shape strokes" }
    override class var api: String { "CABasicAnimation(keyPath: \"strokeEnd\") on a CAShapeLayer · strokeStart · lineDashPhase" }
    override class var hint: String { "The ring and the tick draw themselves; the spinner's ends chase each other." }

    static let draw: CFTimeInterval = 1.5
    private(set) var ring: CAShapeLayer!
    private(set) var tick: CAShapeLayer!
    private(set) var spinner: CAShapeLayer!
    private(set) var ants: CAShapeLayer!

    override func build() {
        ring = shape(CGPath(ellipseIn: CGRect(x: 40, y: 70, width: 150, height: 150), transform: nil), color: GalleryPalette.accents[3], width: 12)
        let tickPath = CGMutablePath()
        tickPath.move(to: CGPoint(x: 240, y: 150))
        tickPath.addLine(to: CGPoint(x: 285, y: 200))
        tickPath.addLine(to: CGPoint(x: 370, y: 90))
        tick = shape(tickPath, color: GalleryPalette.accents[2], width: 14)
        for layer in [ring!, tick!] {
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = Self.seconds(Self.draw)
            draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            draw.autoreverses = true
            draw.repeatCount = .infinity
            layer.add(draw, forKey: "draw")
        }

        spinner = shape(CGPath(ellipseIn: CGRect(x: 420, y: 85, width: 120, height: 120), transform: nil), color: GalleryPalette.accents[1], width: 10)
        let head = CABasicAnimation(keyPath: "strokeEnd")
        head.fromValue = 0
        head.toValue = 1
        head.duration = Self.seconds(1)
        head.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let tail = CABasicAnimation(keyPath: "strokeStart")
        tail.fromValue = 0
        tail.toValue = 1
        tail.beginTime = Self.seconds(0.5)
        tail.duration = Self.seconds(1)
        tail.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        head.fillMode = .forwards
        let chase = CAAnimationGroup()
        chase.animations = [head, tail]
        chase.duration = Self.seconds(1.5)
        chase.repeatCount = .infinity
        spinner.add(chase, forKey: "chase")

        ants = shape(CGPath(roundedRect: CGRect(x: 590, y: 85, width: 130, height: 120), cornerWidth: 12, cornerHeight: 12, transform: nil),
                     color: GalleryPalette.accents[5], width: 3)
        ants.lineCap = .butt
        ants.lineDashPattern = [10, 6]
        let march = CABasicAnimation(keyPath: "lineDashPhase")
        march.fromValue = 0
        march.toValue = -16
        march.duration = Self.seconds(0.6)
        march.repeatCount = .infinity
        ants.add(march, forKey: "march")

        for (x, text) in [(115.0, "strokeEnd 0 → 1"), (305, "strokeEnd, round caps"), (480, "strokeStart chases strokeEnd"), (655, "lineDashPhase")] {
            caption(text, frame: CGRect(x: x - 90, y: 260, width: 180, height: 20), color: GalleryPalette.text)
        }
    }

    /// A stroked, unfilled shape layer with round caps and joins on the stage.
    private func shape(_ path: CGPath, color: UIColor, width: CGFloat) -> CAShapeLayer {
        let layer = outline(path, color: color, lineWidth: width)
        layer.lineCap = .round
        layer.lineJoin = .round
        return layer
    }
}
