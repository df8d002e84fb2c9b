import UIKit

/// Replicator layers: one bar copied twelve times around a circle with a delay each (an
/// activity spinner), one dot copied along a line (a bouncing row), and nested replicators whose
/// color offsets shade a grid.
final class ReplicatorPage: GalleryPage {
    override class var name: String { "Replicator layers" }
    override class var api: String { "CAReplicatorLayer · instanceCount · instanceTransform · instanceDelay · instanceColor" }
    override class var hint: String { "Each layer is drawn once and copied: the spinner's bars and the row's dots are delayed copies." }

    static let spin: CFTimeInterval = 1
    static let bars = 12
    private(set) var spinner: CAReplicatorLayer!
    private(set) var row: CAReplicatorLayer!
    private(set) var grid: CAReplicatorLayer!

    override func build() {
        buildSpinner(center: CGPoint(x: 130, y: 170))
        buildRow(center: CGPoint(x: 380, y: 170))
        buildGrid(center: CGPoint(x: 630, y: 170))
        for (x, text) in [(130.0, "rotation · instanceDelay = 1/12"), (380, "translation · instanceDelay = 0.12"), (630, "nested · color offsets")] {
            caption(text, frame: CGRect(x: x - 120, y: 300, width: 240, height: 20), color: GalleryPalette.text)
        }
    }

    /// Twelve bars around a circle, each fading 1/12 s after the one before.
    private func buildSpinner(center: CGPoint) {
        spinner = CAReplicatorLayer()
        spinner.bounds = CGRect(x: 0, y: 0, width: 140, height: 140)
        spinner.position = center
        spinner.instanceCount = Self.bars
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(Self.bars), 0, 0, 1)
        spinner.instanceDelay = Self.seconds(Self.spin) / Double(Self.bars)
        stage.layer.addSublayer(spinner)
        let bar = CALayer()
        bar.frame = CGRect(x: 64, y: 6, width: 12, height: 38)
        bar.cornerRadius = 6
        bar.backgroundColor = GalleryPalette.accents[3].cgColor
        spinner.addSublayer(bar)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = Float(1)
        fade.toValue = Float(0.15)
        fade.duration = Self.seconds(Self.spin)
        fade.repeatCount = .infinity
        bar.add(fade, forKey: "fade")
    }

    /// Five dots in a row, each hopping 0.12 s after the one before.
    private func buildRow(center: CGPoint) {
        row = CAReplicatorLayer()
        row.bounds = CGRect(x: 0, y: 0, width: 170, height: 100)
        row.position = center
        row.instanceCount = 5
        row.instanceTransform = CATransform3DMakeTranslation(34, 0, 0)
        row.instanceDelay = Self.seconds(0.12)
        stage.layer.addSublayer(row)
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 26, height: 26)
        dot.position = CGPoint(x: 17, y: 70)
        dot.cornerRadius = 13
        dot.backgroundColor = GalleryPalette.accents[1].cgColor
        row.addSublayer(dot)
        let hop = CABasicAnimation(keyPath: "position.y")
        hop.fromValue = 70
        hop.toValue = 30
        hop.duration = Self.seconds(0.4)
        hop.timingFunction = CAMediaTimingFunction(name: .easeOut)
        hop.autoreverses = true
        hop.repeatCount = .infinity
        dot.add(hop, forKey: "hop")
    }

    /// A 5×5 grid: a row replicator whose copies lose blue, inside a column replicator whose copies lose green;
    /// the red offset pulses.
    private func buildGrid(center: CGPoint) {
        grid = CAReplicatorLayer()
        grid.bounds = CGRect(x: 0, y: 0, width: 166, height: 166)
        grid.position = center
        grid.instanceCount = 5
        grid.instanceTransform = CATransform3DMakeTranslation(0, 34, 0)
        grid.instanceGreenOffset = -0.2
        stage.layer.addSublayer(grid)
        let columns = CAReplicatorLayer()
        columns.frame = grid.bounds
        columns.instanceCount = 5
        columns.instanceTransform = CATransform3DMakeTranslation(34, 0, 0)
        columns.instanceBlueOffset = -0.2
        grid.addSublayer(columns)
        let cell = CALayer()
        cell.frame = CGRect(x: 0, y: 0, width: 28, height: 28)
        cell.cornerRadius = 6
        cell.backgroundColor = UIColor.white.cgColor
        columns.addSublayer(cell)
        let pulse = CABasicAnimation(keyPath: "instanceRedOffset")
        pulse.fromValue = Float(0)
        pulse.toValue = Float(-0.2)
        pulse.duration = Self.seconds(1.2)
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        columns.add(pulse, forKey: "pulse")
    }
}
