import QuartzCore
@testable import UIKit
import XCTest

/// Items flung far faster than a step's worth of their own size stay inside their walls: the engine divides a step
/// into sub-steps in which no item moves more than a quarter of its thinnest extent, so it is caught on the wall's near
/// side; an overlap lasts a sub-step's travel at most (10 points for these 40-point items).
final class FastFlingTests: XCTestCase {
    func testAnItemFlungAt20000PointsASecondStaysInsideTheReferenceBounds() {
        onMainActor {
            _ = installManualClock()
            for (velocity, boundsType) in [(CGPoint(x: 20_000, y: 0), UIDynamicItemCollisionBoundsType.rectangle),
                                           (CGPoint(x: -14_000, y: 14_000), .ellipse), (CGPoint(x: 3_000, y: -20_000), .rectangle)] {
                let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
                let item = BoundsTypedView(frame: CGRect(x: 180, y: 130, width: 40, height: 40))
                item.type = boundsType
                reference.addSubview(item)
                let animator = UIDynamicAnimator(referenceView: reference)
                let collision = UICollisionBehavior(items: [item])
                collision.translatesReferenceBoundsIntoBoundary = true
                animator.addBehavior(collision)
                let bounce = UIDynamicItemBehavior(items: [item])
                bounce.elasticity = 0.8
                animator.addBehavior(bounce)
                bounce.addLinearVelocity(velocity, for: item)
                for frame in 0..<120 {
                    CAContext.current.advance(by: 1.0 / 60)
                    let half = (abs(item.transform.a) + abs(item.transform.b)) * 20
                    let inside = reference.bounds.insetBy(dx: half - 10, dy: half - 10)
                    XCTAssertTrue(inside.contains(item.center), "flung at \(velocity): \(item.center) at frame \(frame) outside \(inside)")
                    if !inside.contains(item.center) { break }
                }
            }
        }
    }

    func testAFastFlingDoesNotPassABoundaryPath() {
        onMainActor {
            _ = installManualClock()
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
            let item = UIView(frame: CGRect(x: 90, y: 480, width: 20, height: 40))
            reference.addSubview(item)
            let animator = UIDynamicAnimator(referenceView: reference)
            let collision = UICollisionBehavior(items: [item])
            collision.addBoundary(withIdentifier: "fence" as NSString, from: CGPoint(x: 500, y: 0), to: CGPoint(x: 500, y: 1000))
            animator.addBehavior(collision)
            let behavior = UIDynamicItemBehavior(items: [item])
            behavior.elasticity = 1
            animator.addBehavior(behavior)
            behavior.addLinearVelocity(CGPoint(x: 30_000, y: 0), for: item)
            for frame in 0..<30 {
                CAContext.current.advance(by: 1.0 / 60)
                XCTAssertLessThan(item.center.x, 500, "passed the fence at frame \(frame)")
            }
            XCTAssertLessThan(behavior.linearVelocity(for: item).x, 0, "it bounced back")
        }
    }
}

/// A view that collides by the bounds type it is given.
private final class BoundsTypedView: UIView {
    var type: UIDynamicItemCollisionBoundsType = .rectangle
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { type }
}
