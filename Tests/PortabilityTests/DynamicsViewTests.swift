import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A ball that collides as a circle, as iOS code declares it.
final class BallView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType {
        return .ellipse
    }
}

/// A physics playground as iOS apps write one: a ball and a crate fall under gravity, bounce inside the view's bounds
/// and off a shelf, and a badge snaps to the top-right corner.
final class PhysicsPlaygroundView: UIView, UICollisionBehaviorDelegate {
    private(set) var animator: UIDynamicAnimator!
    let ball = BallView(frame: CGRect(x: 30, y: 20, width: 50, height: 50))
    let crate = UIView(frame: CGRect(x: 130, y: 10, width: 60, height: 60))
    let badge = UIView(frame: CGRect(x: 20, y: 150, width: 36, height: 36))
    private(set) var shelfHits = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.95, alpha: 1)
        ball.backgroundColor = .red
        ball.layer.cornerRadius = 25
        crate.backgroundColor = .brown
        crate.layer.cornerRadius = 6
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 18
        let shelf = UIView(frame: CGRect(x: 0, y: 0, width: 141.4, height: 3))
        shelf.backgroundColor = .darkGray
        shelf.center = CGPoint(x: 170, y: 130)
        shelf.transform = CGAffineTransform(rotationAngle: atan2(20, 140))
        addSubview(shelf)
        [ball, crate, badge].forEach { addSubview($0) }

        animator = UIDynamicAnimator(referenceView: self)
        let gravity = UIGravityBehavior(items: [ball, crate])
        gravity.magnitude = 1.5
        animator.addBehavior(gravity)

        let collision = UICollisionBehavior(items: [ball, crate])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 100, y: 120), to: CGPoint(x: 240, y: 140))
        collision.collisionDelegate = self
        animator.addBehavior(collision)

        let bounce = UIDynamicItemBehavior(items: [ball])
        bounce.elasticity = 0.5
        bounce.friction = 0.2
        animator.addBehavior(bounce)

        let snap = UISnapBehavior(item: badge, snapTo: CGPoint(x: frame.width - 30, y: 30))
        snap.damping = 0.3
        animator.addBehavior(snap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        if let name = identifier as? NSString, name == "shelf" {
            shelfHits += 1
        }
    }
}

final class DynamicsViewTests: XCTestCase {
    func testGravityCollisionAndSnapSettleTheScene() throws {
        let image = try MainActor.assumeIsolated { () throws -> CGImage in
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 260, height: 200))
            window.backgroundColor = .white
            let view = PhysicsPlaygroundView(frame: window.bounds)
            window.addSubview(view)
            let renderer = OffscreenRenderer(window: window, scale: 1)
            CAContext.current.advance(by: 4)
            XCTAssertFalse(view.animator.isRunning, "everything rests")
            XCTAssertEqual(view.badge.center.x, 230, accuracy: 0.5)
            XCTAssertEqual(view.badge.center.y, 30, accuracy: 0.5)
            XCTAssertGreaterThan(view.shelfHits, 0, "the crate lands on the shelf")
            for item in [view.ball, view.crate] {
                XCTAssertTrue(view.bounds.insetBy(dx: -1, dy: -1).contains(item.frame), "\(item.frame) stays inside")
            }
            XCTAssertEqual(view.ball.center.y, 175, accuracy: 1, "the ball rests on the floor")
            renderer.renderFrame()
            return try XCTUnwrap(renderer.image)
        }
        assertSnapshot(image)
    }
}
