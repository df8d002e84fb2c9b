import UIKit

/// One animation group moving, turning, growing, rounding and recoloring a square together,
/// with the group's own timing function and autoreverse applying to every member.
final class GroupsPage: GalleryPage {
    override class var name: String { "Animation groups" }
    override class var api: String { "CAAnimationGroup() · animations = [position.x, transform.scale, …] · autoreverses" }
    override class var hint: String { "Five animations in one group share its duration, easing and autoreverse." }

    static let duration: CFTimeInterval = 1.6
    static let fromX: CGFloat = 170
    static let toX: CGFloat = 590
    private(set) var square: UIView!

    override func build() {
        outline(FillModesPage.line(from: CGPoint(x: Self.fromX, y: 180), to: CGPoint(x: Self.toX, y: 180)), dashed: true)
        square = box(center: CGPoint(x: Self.fromX, y: 180), size: CGSize(width: 90, height: 90), color: GalleryPalette.accents[3], cornerRadius: 0)

        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = Self.fromX
        move.toValue = Self.toX
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 1.6
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = CGFloat.pi
        let recolor = CABasicAnimation(keyPath: "backgroundColor")
        recolor.fromValue = GalleryPalette.accents[3].cgColor
        recolor.toValue = GalleryPalette.accents[0].cgColor
        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.fromValue = 0
        round.toValue = 45
        let group = CAAnimationGroup()
        group.animations = [move, grow, turn, recolor, round]
        // Members are clipped to the group's duration, not scaled to it: each runs the whole of it.
        for member in group.animations ?? [] { member.duration = Self.seconds(Self.duration) }
        group.duration = Self.seconds(Self.duration)
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        group.autoreverses = true
        group.repeatCount = .infinity
        square.layer.add(group, forKey: "group")

        let members = ["position.x  170 → 590", "transform.scale  1 → 1.6", "transform.rotation.z  0 → π",
                       "backgroundColor  blue → red", "cornerRadius  0 → 45"]
        for (index, member) in members.enumerated() {
            let x: CGFloat = index < 3 ? 110 : 430, y = 310 + CGFloat(index % 3) * 24
            caption(member, frame: CGRect(x: x, y: y, width: 300, height: 20), alignment: .left)
        }
    }
}
