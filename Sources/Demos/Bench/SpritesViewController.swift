import UIKit

/// The desktop benchmark's sprites scene, written as an iOS developer would: 500 translucent 64×64 image views, each
/// bouncing between the window's edges on its own horizontal and vertical paths at 60–300 points a second, every path
/// a repeating, autoreversing `CABasicAnimation` of `position.x` or `position.y`.
final class SpritesViewController: BenchSceneViewController {
    static let spriteCount = 500
    static let spriteSize: CGFloat = 64

    init() { super.init(defaultCount: Self.spriteCount) }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func addItems(count: Int, in bounds: CGRect) {
        let image = UIImage(named: "BenchSprite")
        let size = Self.spriteSize
        var random = BenchRandom()
        for _ in 0..<count {
            let x = random.next() * Double(bounds.width - size)
            let y = random.next() * Double(bounds.height - size)
            let speedX = 60 + random.next() * 240
            let speedY = 60 + random.next() * 240
            let sprite = UIImageView(image: image)
            sprite.frame = CGRect(x: 0, y: 0, width: size, height: size)
            view.addSubview(sprite)
            sprite.layer.add(bounce("position.x", span: Double(bounds.width - size), offset: x, speed: speedX), forKey: "x")
            sprite.layer.add(bounce("position.y", span: Double(bounds.height - size), offset: y, speed: speedY), forKey: "y")
        }
    }

    /// The centre going from edge to edge of `span` points and back for ever at `speed` points a second, starting
    /// `offset` points along.
    private func bounce(_ keyPath: String, span: Double, offset: Double, speed: Double) -> CABasicAnimation {
        let half = Double(Self.spriteSize) / 2
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = half
        animation.toValue = half + span
        animation.duration = max(span, 1) / speed
        animation.autoreverses = true
        animation.repeatCount = .infinity
        animation.timeOffset = offset / speed
        return animation
    }
}
