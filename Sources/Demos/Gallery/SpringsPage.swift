import UIKit

/// Springs of the same stiffness and mass with four dampings, each released toward the same
/// target line; each runs for its own settling duration, then all start again together.
final class SpringsPage: GalleryPage {
    override class var name: String { "Springs" }
    override class var api: String { "CASpringAnimation(keyPath: \"position.x\") · damping · stiffness · mass · settlingDuration" }
    override class var hint: String { "Less damping: more overshoot and a longer settling duration." }

    static let dampings: [CGFloat] = [4, 7, 12, 20]
    static let fromX: CGFloat = 220
    static let toX: CGFloat = 600

    /// The balls, in the order of `dampings`, and the springs they run.
    private(set) var balls: [UIView] = []
    private(set) var springs: [CASpringAnimation] = []

    override func build() {
        outline(FillModesPage.line(from: CGPoint(x: Self.toX, y: 30), to: CGPoint(x: Self.toX, y: 370)), color: GalleryPalette.api)
        caption("toValue", frame: CGRect(x: Self.toX - 50, y: 372, width: 100, height: 18), size: 11)
        for damping in Self.dampings {
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.damping = damping
            spring.stiffness = 120
            spring.mass = 1
            spring.fromValue = Self.fromX
            spring.toValue = Self.toX
            spring.duration = spring.settlingDuration
            springs.append(spring)
        }
        let cycle = (springs.map(\.duration).max() ?? 1) + 0.6
        for (index, spring) in springs.enumerated() {
            let y = 70 + CGFloat(index) * 85
            caption("damping = \(Int(spring.damping))", frame: CGRect(x: 20, y: y - 20, width: 170, height: 22), size: 15,
                    color: GalleryPalette.text, alignment: .left)
            caption(String(format: "settlingDuration = %.2f s", spring.settlingDuration),
                    frame: CGRect(x: 20, y: y + 2, width: 190, height: 18), size: 11, alignment: .left)
            outline(FillModesPage.line(from: CGPoint(x: Self.fromX, y: y), to: CGPoint(x: 720, y: y)), dashed: true)
            let ball = box(center: CGPoint(x: Self.toX, y: y), size: CGSize(width: 36, height: 36),
                           color: GalleryPalette.accents[index], cornerRadius: 18)
            balls.append(ball)
            // Slowed by --slow through the group's speed: a spring's duration is its settling time.
            let run = CAAnimationGroup()
            run.animations = [spring]
            run.duration = cycle
            run.repeatCount = .infinity
            run.speed = Float(1 / DemoSettings.animationFactor)
            ball.layer.add(run, forKey: "spring")
        }
    }
}
