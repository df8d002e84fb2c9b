import UIKit

/// A card turning over in perspective: its front and back are two layers back to back, each
/// hidden when it faces away (`isDoubleSided = false`), under the container's `m34`. Beside it,
/// the same turn on a one-faced card that is double-sided shows its front mirrored.
final class CardFlipPage: GalleryPage {
    override class var name: String { "3D card flip" }
    override class var api: String { "CALayer.sublayerTransform.m34 = -1/500 · transform.rotation.y · isDoubleSided = false" }
    override class var hint: String { "The back shows only once the card is past edge-on; the double-sided card shows its front mirrored." }

    /// The turn's keyframes: over, held, back, held (fractions of `cycle`).
    static let cycle: CFTimeInterval = 3.2
    static let keyTimes: [NSNumber] = [0, 0.35, 0.5, 0.85, 1]
    static let frontColor = UIColor(red: 0.95, green: 0.5, blue: 0.2, alpha: 1)
    static let backColor = UIColor(red: 0.25, green: 0.3, blue: 0.75, alpha: 1)

    private(set) var front: UIView!
    private(set) var back: UIView!
    private(set) var mirrored: UIView!

    override func build() {
        let holder = UIView(frame: CGRect(x: 70, y: 30, width: 300, height: 320))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        holder.layer.sublayerTransform = perspective
        stage.addSubview(holder)
        front = face("Front", color: Self.frontColor, in: holder)
        back = face("Back", color: Self.backColor, in: holder)
        front.layer.isDoubleSided = false
        back.layer.isDoubleSided = false
        turn(front, from: 0)
        turn(back, from: -.pi)

        let other = UIView(frame: CGRect(x: 400, y: 30, width: 300, height: 320))
        other.layer.sublayerTransform = perspective
        stage.addSubview(other)
        mirrored = face("Front", color: Self.frontColor, in: other)
        turn(mirrored, from: 0)

        caption("isDoubleSided = false, front + back", frame: CGRect(x: 70, y: 362, width: 300, height: 20), color: GalleryPalette.text)
        caption("isDoubleSided = true, one face", frame: CGRect(x: 400, y: 362, width: 300, height: 20), color: GalleryPalette.text)
    }

    /// A 200×280 card face centered in `holder`.
    private func face(_ title: String, color: UIColor, in holder: UIView) -> UIView {
        let card = box(center: CGPoint(x: 150, y: 160), size: CGSize(width: 200, height: 280), color: color, cornerRadius: 16, in: holder)
        let label = UILabel(frame: CGRect(x: 0, y: 20, width: 200, height: 40))
        label.text = title
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.textColor = .white
        label.textAlignment = .center
        card.addSubview(label)
        let mark = box(center: CGPoint(x: 60, y: 200), size: CGSize(width: 60, height: 60), color: .white, cornerRadius: 30, in: card)
        mark.alpha = 0.85
        return card
    }

    /// Turns `card` half a turn about y from `angle` and back, holding each side a moment.
    private func turn(_ card: UIView, from angle: CGFloat) {
        let flip = CAKeyframeAnimation(keyPath: "transform.rotation.y")
        flip.values = [angle, angle + .pi, angle + .pi, angle, angle]
        flip.keyTimes = Self.keyTimes
        flip.timingFunctions = Array(repeating: CAMediaTimingFunction(name: .easeInEaseOut), count: 4)
        flip.duration = Self.seconds(Self.cycle)
        flip.repeatCount = .infinity
        card.layer.add(flip, forKey: "flip")
    }
}
