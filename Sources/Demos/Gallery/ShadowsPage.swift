import UIKit

/// Shadows animated: a card lifting off the page (radius and offset), a shadow fading in
/// (opacity), a glow changing color (shadowColor), and a ball's contact shadow from a
/// `shadowPath` that spreads as the ball rises.
final class ShadowsPage: GalleryPage {
    override class var name: String { "Shadows" }
    override class var api: String { "layer.shadowOpacity · shadowRadius · shadowOffset · shadowColor · shadowPath" }
    override class var hint: String { "Radius and offset lift the first card; the last shadow is a shadowPath ellipse." }

    static let period: CFTimeInterval = 1.4
    /// The cards, left to right: lifting, fading in, glowing.
    private(set) var cards: [UIView] = []
    private(set) var ball: UIView!
    private(set) var floorShadow: UIView!

    override func build() {
        stage.backgroundColor = UIColor(white: 0.82, alpha: 1)
        stage.layer.cornerRadius = 16
        let specs: [(String, [(String, Any, Any)])] = [
            ("shadowRadius 2 → 18\nshadowOffset (0, 2) → (0, 18)",
             [("shadowRadius", CGFloat(2), CGFloat(18)), ("shadowOffset", CGSize(width: 0, height: 2), CGSize(width: 0, height: 18))]),
            ("shadowOpacity 0 → 0.8", [("shadowOpacity", Float(0), Float(0.8))]),
            ("shadowColor red → blue", [("shadowColor", GalleryPalette.accents[0].cgColor, GalleryPalette.accents[3].cgColor)]),
        ]
        for (index, spec) in specs.enumerated() {
            let card = box(center: CGPoint(x: 110 + CGFloat(index) * 180, y: 160), size: CGSize(width: 130, height: 170),
                           color: .white, cornerRadius: 14)
            card.layer.shadowOpacity = 0.6
            card.layer.shadowRadius = 8
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            if index == 2 {
                card.layer.shadowOpacity = 1
                card.layer.shadowRadius = 16
                card.layer.shadowOffset = .zero
            }
            cards.append(card)
            for (key, from, to) in spec.1 {
                card.layer.add(Self.pulse(key, from: from, to: to), forKey: key)
            }
            let label = caption(spec.0, frame: CGRect(x: card.center.x - 90, y: 290, width: 180, height: 40), size: 12,
                                color: UIColor(white: 0.15, alpha: 1))
            label.numberOfLines = 2
        }

        floorShadow = UIView(frame: CGRect(x: 600, y: 250, width: 110, height: 24))
        floorShadow.layer.shadowPath = CGPath(ellipseIn: floorShadow.bounds, transform: nil)
        floorShadow.layer.shadowOpacity = 0.7
        floorShadow.layer.shadowRadius = 4
        stage.addSubview(floorShadow)
        ball = box(center: CGPoint(x: 655, y: 225), size: CGSize(width: 64, height: 64), color: GalleryPalette.accents[1], cornerRadius: 32)
        ball.layer.add(Self.pulse("position.y", from: CGFloat(225), to: CGFloat(110)), forKey: "bounce")
        floorShadow.layer.add(Self.pulse("shadowRadius", from: CGFloat(4), to: CGFloat(14)), forKey: "spread")
        floorShadow.layer.add(Self.pulse("shadowOpacity", from: Float(0.7), to: Float(0.25)), forKey: "fade")
        caption("shadowPath (an ellipse)", frame: CGRect(x: 565, y: 290, width: 180, height: 40), size: 12, color: UIColor(white: 0.15, alpha: 1))
    }

    /// `key` going from `from` to `to` and back, forever.
    static func pulse(_ key: String, from: Any, to: Any) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = seconds(period)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.autoreverses = true
        animation.repeatCount = .infinity
        return animation
    }
}
