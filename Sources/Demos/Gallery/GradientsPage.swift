import UIKit

/// The three gradient kinds, each with a different property animated: an axial gradient whose
/// axis turns (startPoint/endPoint), a radial one whose stops pulse (locations), a conic one
/// whose colors cycle (colors).
final class GradientsPage: GalleryPage {
    override class var name: String { "Gradients" }
    override class var api: String { "CAGradientLayer · type = .axial/.radial/.conic · colors · locations · startPoint" }
    override class var hint: String { "The axial gradient's axis turns, the radial one's stops pulse, the conic one's colors cycle." }

    static let period: CFTimeInterval = 3
    private(set) var axial: CAGradientLayer!
    private(set) var radial: CAGradientLayer!
    private(set) var conic: CAGradientLayer!

    override func build() {
        let colors = GalleryPalette.accents.map(\.cgColor)
        axial = gradient(type: .axial, x: 30, colors: [colors[0], colors[1], colors[3]])
        axial.startPoint = CGPoint(x: 0, y: 0.5)
        axial.endPoint = CGPoint(x: 1, y: 0.5)
        // The axis turns a full circle: the start and end points go round the square's center.
        let turn = (0...8).map { step -> (CGPoint, CGPoint) in
            let angle = Double(step) / 8 * 2 * .pi
            let dx = 0.5 * cos(angle), dy = 0.5 * sin(angle)
            return (CGPoint(x: 0.5 - dx, y: 0.5 - dy), CGPoint(x: 0.5 + dx, y: 0.5 + dy))
        }
        for (key, values) in [("startPoint", turn.map(\.0)), ("endPoint", turn.map(\.1))] {
            let animation = CAKeyframeAnimation(keyPath: key)
            animation.values = values
            animation.duration = Self.seconds(2 * Self.period)
            animation.repeatCount = .infinity
            axial.add(animation, forKey: key)
        }

        radial = gradient(type: .radial, x: 275, colors: [UIColor.white.cgColor, colors[1], colors[0], GalleryPalette.background.cgColor])
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        radial.locations = [0, 0.2, 0.5, 1]
        let pulse = CABasicAnimation(keyPath: "locations")
        pulse.fromValue = [0, 0.2, 0.5, 1] as [NSNumber]
        pulse.toValue = [0, 0.5, 0.85, 1] as [NSNumber]
        pulse.duration = Self.seconds(Self.period / 2)
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        radial.add(pulse, forKey: "locations")

        conic = gradient(type: .conic, x: 520, colors: [colors[3], colors[4], colors[5], colors[3]])
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 0.5, y: 0)
        let cycle = CABasicAnimation(keyPath: "colors")
        cycle.fromValue = [colors[3], colors[4], colors[5], colors[3]]
        cycle.toValue = [colors[1], colors[2], colors[0], colors[1]]
        cycle.duration = Self.seconds(Self.period / 2)
        cycle.autoreverses = true
        cycle.repeatCount = .infinity
        conic.add(cycle, forKey: "colors")

        for (x, text) in [(130.0, ".axial · startPoint, endPoint"), (375, ".radial · locations"), (620, ".conic · colors")] {
            caption(text, frame: CGRect(x: x - 115, y: 290, width: 230, height: 20), color: GalleryPalette.text)
        }
    }

    /// A 210-point square gradient layer at `x` on the stage.
    private func gradient(type: CAGradientLayerType, x: CGFloat, colors: [CGColor]) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.type = type
        layer.colors = colors
        layer.frame = CGRect(x: x, y: 60, width: 210, height: 210)
        layer.cornerRadius = 16
        layer.masksToBounds = true
        stage.layer.addSublayer(layer)
        return layer
    }
}
