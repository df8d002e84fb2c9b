import UIKit

/// The desktop benchmark's cards scene, written as an iOS developer would: 50 image views of 256×256 at opacity 0.8,
/// each turning round for ever at its own speed with a repeating `CABasicAnimation` of `transform.rotation.z`.
final class CardsViewController: BenchSceneViewController {
    static let cardCount = 50
    static let cardSize: CGFloat = 256

    init() { super.init(defaultCount: Self.cardCount) }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func addItems(count: Int, in bounds: CGRect) {
        let image = UIImage(named: "BenchCard")
        let size = Self.cardSize
        var random = BenchRandom(seed: 2)
        for _ in 0..<count {
            let x = size / 2 + CGFloat(random.next()) * max(0, bounds.width - size)
            let y = size / 2 + CGFloat(random.next()) * max(0, bounds.height - size)
            let period = 2 + random.next() * 4
            let card = UIImageView(image: image)
            card.bounds = CGRect(x: 0, y: 0, width: size, height: size)
            card.center = CGPoint(x: x, y: y)
            card.alpha = 0.8
            view.addSubview(card)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = 2 * Double.pi
            spin.duration = period
            spin.repeatCount = .infinity
            card.layer.add(spin, forKey: "spin")
        }
    }
}
