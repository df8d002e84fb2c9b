import UIKit

/// The five named timing functions and a custom curve, each plotted with a dot that runs along
/// its plot: x moves linearly with time, y is driven by the curve.
final class TimingFunctionsPage: GalleryPage {
    override class var name: String { "Timing functions" }
    override class var api: String { "CABasicAnimation.timingFunction = CAMediaTimingFunction(name: .easeIn) / (controlPoints:)" }
    override class var hint: String { "Each dot's height follows its curve while it crosses at constant speed." }

    /// The curves shown, with their captions.
    static let curves: [(name: String, function: CAMediaTimingFunction)] = [
        (".linear", CAMediaTimingFunction(name: .linear)),
        (".easeIn", CAMediaTimingFunction(name: .easeIn)),
        (".easeOut", CAMediaTimingFunction(name: .easeOut)),
        (".easeInEaseOut", CAMediaTimingFunction(name: .easeInEaseOut)),
        (".default", CAMediaTimingFunction(name: .default)),
        ("custom controlPoints", CAMediaTimingFunction(controlPoints: 0.34, 1.56, 0.64, 1)),
    ]
    /// The time a dot takes to cross its plot, and the whole cycle with the pause at the end.
    static let crossing: CFTimeInterval = 2
    static let cycle: CFTimeInterval = 2.8

    /// Each plot's square, in stage coordinates, in the order of `curves`.
    private(set) var plots: [CGRect] = []
    /// The dots, in the order of `curves`.
    private(set) var dots: [CALayer] = []

    override func build() {
        for (index, curve) in Self.curves.enumerated() {
            let column = CGFloat(index % 3), row = CGFloat(index / 3)
            let plot = CGRect(x: 75 + column * 250, y: 30 + row * 195, width: 120, height: 120)
            plots.append(plot)
            let color = GalleryPalette.accents[index]
            outline(CGPath(rect: plot, transform: nil))
            outline(Self.curvePath(curve.function, in: plot), color: color, lineWidth: 2.5)
            caption(curve.name, frame: CGRect(x: plot.midX - 120, y: plot.maxY + 10, width: 240, height: 20), color: GalleryPalette.text)
            caption(Self.controlPointsText(curve.function), frame: CGRect(x: plot.midX - 120, y: plot.maxY + 30, width: 240, height: 18), size: 11)

            let dot = CALayer()
            dot.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
            dot.cornerRadius = 6
            dot.backgroundColor = UIColor.white.cgColor
            dot.borderColor = color.cgColor
            dot.borderWidth = 3
            dot.position = CGPoint(x: plot.minX, y: plot.maxY)
            stage.layer.addSublayer(dot)
            dots.append(dot)

            let across = CABasicAnimation(keyPath: "position.x")
            across.fromValue = plot.minX
            across.toValue = plot.maxX
            let up = CABasicAnimation(keyPath: "position.y")
            up.fromValue = plot.maxY
            up.toValue = plot.minY
            up.timingFunction = curve.function
            for part in [across, up] {
                part.duration = Self.seconds(Self.crossing)
                part.fillMode = .forwards
            }
            let run = CAAnimationGroup()
            run.animations = [across, up]
            run.duration = Self.seconds(Self.cycle)
            run.repeatCount = .infinity
            dot.add(run, forKey: "run")
        }
    }

    /// The curve as a polyline of 64 segments in `plot` (y up).
    static func curvePath(_ function: CAMediaTimingFunction, in plot: CGRect) -> CGPath {
        let path = CGMutablePath()
        for step in 0...64 {
            let x = Double(step) / 64
            let point = CGPoint(x: plot.minX + plot.width * x, y: plot.maxY - plot.height * function.evaluate(at: x))
            if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }

    /// "(0.42, 0, 1, 1)": the curve's two control points.
    static func controlPointsText(_ function: CAMediaTimingFunction) -> String {
        let (a, b, c, d) = function.controlPoints
        return "(" + [a, b, c, d].map { String(format: "%g", Double($0)) }.joined(separator: ", ") + ")"
    }
}
