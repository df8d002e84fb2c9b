import UIKit

/// Text layers: alignment modes, wrapping and truncation, and the two text properties that
/// animate, `fontSize` and `foregroundColor`.
final class TextLayersPage: GalleryPage {
    override class var name: String { "Text layers" }
    override class var api: String { "CATextLayer · alignmentMode · isWrapped · truncationMode · fontSize · foregroundColor" }
    override class var hint: String { "Text drawn into layer contents at the screen's scale; its size and color animate." }

    static let period: CFTimeInterval = 1.5
    static let sentence = "Layers draw their content once and the compositor moves it around."
    private(set) var growing: CATextLayer!
    private(set) var tinted: CATextLayer!

    override func build() {
        for (index, mode) in [CATextLayerAlignmentMode.left, .center, .right].enumerated() {
            let y = 30 + CGFloat(index) * 44
            let frame = CGRect(x: 30, y: y, width: 320, height: 34)
            outline(CGPath(rect: frame, transform: nil))
            text(".\(mode.rawValue)", frame: frame.insetBy(dx: 6, dy: 4), size: 20, alignment: mode)
        }
        let wrapped = text(Self.sentence, frame: CGRect(x: 30, y: 180, width: 320, height: 64), size: 17)
        wrapped.isWrapped = true
        outline(CGPath(rect: wrapped.frame, transform: nil))
        caption("isWrapped = true", frame: CGRect(x: 30, y: 246, width: 320, height: 18), size: 11)
        let truncated = text(Self.sentence, frame: CGRect(x: 30, y: 280, width: 320, height: 26), size: 17)
        truncated.truncationMode = .middle
        outline(CGPath(rect: truncated.frame, transform: nil))
        caption("truncationMode = .middle", frame: CGRect(x: 30, y: 308, width: 320, height: 18), size: 11)

        growing = text("fontSize", frame: CGRect(x: 400, y: 40, width: 340, height: 110), size: 20, alignment: .center)
        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.fromValue = CGFloat(20)
        grow.toValue = CGFloat(56)
        tinted = text("foregroundColor", frame: CGRect(x: 400, y: 200, width: 340, height: 60), size: 36, alignment: .center)
        let tint = CABasicAnimation(keyPath: "foregroundColor")
        tint.fromValue = GalleryPalette.accents[0].cgColor
        tint.toValue = GalleryPalette.accents[3].cgColor
        for (layer, animation) in [(growing!, grow), (tinted!, tint)] {
            animation.duration = Self.seconds(Self.period)
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            animation.autoreverses = true
            animation.repeatCount = .infinity
            layer.add(animation, forKey: animation.keyPath)
        }
    }

    /// A text layer on the stage drawn at the screen's scale.
    @discardableResult
    private func text(_ string: String, frame: CGRect, size: CGFloat, alignment: CATextLayerAlignmentMode = .left) -> CATextLayer {
        let layer = CATextLayer()
        layer.frame = frame
        layer.string = string
        layer.font = "sans-serif"
        layer.fontSize = size
        layer.foregroundColor = GalleryPalette.text.cgColor
        layer.alignmentMode = alignment
        layer.contentsScale = UIScreen.main.scale
        stage.layer.addSublayer(layer)
        return layer
    }
}
