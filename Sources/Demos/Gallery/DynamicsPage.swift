import UIKit

/// A box of physics items: they fall, bounce and stack under UIKit Dynamics; drag one by an attachment to the
/// pointer and release it to fling it with the pan's velocity (the classic demo).
final class DynamicsPage: GalleryPage {
    override class var name: String { "Dynamics" }
    override class var api: String { "UIDynamicAnimator · UIGravity/Collision/Attachment/DynamicItemBehavior" }
    override class var hint: String { "Drag an item and let go to fling it against the walls." }

    /// The box the items live in, and the animator whose reference view it is.
    private(set) var area: UIView!
    private(set) var animator: UIDynamicAnimator!
    private(set) var items: [UIView] = []
    private(set) var properties: UIDynamicItemBehavior!
    /// The attachment to the pointer while an item is dragged.
    private(set) var drag: UIAttachmentBehavior?

    override func build() {
        area = UIView(frame: CGRect(x: 20, y: 10, width: 720, height: 380))
        area.backgroundColor = GalleryPalette.panel
        area.layer.cornerRadius = 16
        area.clipsToBounds = true
        stage.addSubview(area)
        for index in 0..<8 {
            let round = index % 2 == 0
            let size = CGSize(width: round ? 64 : 80 - CGFloat(index) * 4, height: round ? 64 : 56)
            let item = round ? RoundItemView(frame: .zero) : UIView(frame: .zero)
            // Two staggered rows over the middle of the box, so they land on each other and tumble.
            item.frame = CGRect(x: 200 + CGFloat(index % 4) * 90 + CGFloat(index / 4) * 45, y: 20 + CGFloat(index / 4) * 90,
                                width: size.width, height: size.height)
            item.backgroundColor = GalleryPalette.accents[index % GalleryPalette.accents.count]
            item.layer.cornerRadius = round ? 32 : 10
            item.transform = CGAffineTransform(rotationAngle: CGFloat(index) * 0.3)
            item.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.panned(pan) })
            area.addSubview(item)
            items.append(item)
        }
        animator = UIDynamicAnimator(referenceView: area)
        animator.addBehavior(UIGravityBehavior(items: items))
        let collision = UICollisionBehavior(items: items)
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        animator.addBehavior(collision)
        properties = UIDynamicItemBehavior(items: items)
        properties.elasticity = 0.45
        properties.friction = 0.3
        properties.resistance = 1
        properties.angularResistance = 1
        animator.addBehavior(properties)
    }

    /// Began: attaches the item to the pointer where it was grabbed; changed: moves the anchor; ended: lets go with
    /// the pan's velocity.
    private func panned(_ pan: UIPanGestureRecognizer) {
        guard let item = pan.view else { return }
        let location = pan.location(in: area)
        switch pan.state {
        case .began:
            let grab = CGPoint(x: location.x - item.center.x, y: location.y - item.center.y).applying(item.transform.inverted())
            let attachment = UIAttachmentBehavior(item: item, offsetFromCenter: UIOffset(horizontal: grab.x, vertical: grab.y),
                                                  attachedToAnchor: location)
            attachment.length = 0
            attachment.frequency = 8
            attachment.damping = 1
            animator.addBehavior(attachment)
            drag = attachment
        case .changed:
            drag?.anchorPoint = location
        case .ended, .cancelled, .failed:
            if let drag { animator.removeBehavior(drag) }
            drag = nil
            let velocity = pan.velocity(in: area)
            let current = properties.linearVelocity(for: item)
            properties.addLinearVelocity(CGPoint(x: velocity.x - current.x, y: velocity.y - current.y), for: item)
        default:
            break
        }
    }
}

/// A round physics item: it collides as a circle.
final class RoundItemView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}
