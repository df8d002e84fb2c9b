import QuartzCore
@testable import UIKit
import XCTest

/// UIKit Dynamics on the manual clock: every frame runs two fixed steps, so positions at a time are exact.
final class UIDynamicAnimatorTests: XCTestCase {
    func testADroppedItemFallsAsTheFixedStepSolution() {
        onMainActor {
            _ = installManualClock()
            let (reference, item) = scene()
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: [item]))
            XCTAssertTrue(animator.isRunning)
            CAContext.current.advance(by: 0.5)
            let dt = UIDynamicAnimator.stepDuration
            XCTAssertEqual(Double(item.center.y), 100 + fixedStepDrop(steps: 60, g: 1000, dt: dt), accuracy: 1e-6)
            CAContext.current.advance(by: 0.5)
            XCTAssertEqual(Double(item.center.y), 100 + fixedStepDrop(steps: 120, g: 1000, dt: dt), accuracy: 1e-6)
            XCTAssertEqual(Double(item.center.y), 100 + 0.5 * 1000 * 1 * 1, accuracy: 5, "close to ½gt²")
            XCTAssertEqual(item.center.x, 200)
            XCTAssertEqual(animator.elapsedTime, 1, accuracy: 1e-9)
        }
    }

    func testGravityAngleAndMagnitude() {
        onMainActor {
            _ = installManualClock()
            let (reference, item) = scene(item: CGPoint(x: 200, y: 500))
            let animator = UIDynamicAnimator(referenceView: reference)
            let gravity = UIGravityBehavior(items: [item])
            gravity.setAngle(0, magnitude: 0.5)
            XCTAssertEqual(gravity.gravityDirection.dx, 0.5, accuracy: 1e-12)
            XCTAssertEqual(gravity.angle, 0, accuracy: 1e-12)
            animator.addBehavior(gravity)
            CAContext.current.advance(by: 0.5)
            XCTAssertEqual(Double(item.center.x), 200 + fixedStepDrop(steps: 60, g: 500, dt: UIDynamicAnimator.stepDuration), accuracy: 1e-6)
            XCTAssertEqual(item.center.y, 500, accuracy: 1e-9)
        }
    }

    func testASnapSettlesAtItsPointUpright() {
        onMainActor {
            _ = installManualClock()
            let (reference, item) = scene(item: CGPoint(x: 60, y: 60))
            item.transform = CGAffineTransform(rotationAngle: 0.5)
            let animator = UIDynamicAnimator(referenceView: reference)
            let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 400))
            animator.addBehavior(snap)
            CAContext.current.advance(by: 0.2)
            XCTAssertGreaterThan(hypot(item.center.x - 300, item.center.y - 400), 20, "still on its way")
            CAContext.current.advance(by: 2)
            XCTAssertEqual(item.center.x, 300, accuracy: 0.5)
            XCTAssertEqual(item.center.y, 400, accuracy: 0.5)
            XCTAssertEqual(atan2(item.transform.b, item.transform.a), 0, accuracy: 0.01, "turned upright")
        }
    }

    func testCollisionsKeepItemsInsideTheReferenceBounds() {
        onMainActor {
            _ = installManualClock()
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let items = (0..<6).map { index -> UIView in
                let view = UIView(frame: CGRect(x: 20 + CGFloat(index % 3) * 120, y: 20 + CGFloat(index / 3) * 120, width: 60, height: 60))
                reference.addSubview(view)
                return view
            }
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: items))
            let collision = UICollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            let bounce = UIDynamicItemBehavior(items: items)
            bounce.elasticity = 0.6
            animator.addBehavior(bounce)
            for (index, item) in items.enumerated() {
                bounce.addLinearVelocity(CGPoint(x: index % 2 == 0 ? 900 : -700, y: -500), for: item)
            }
            // While items fly, an overlap is found after the step that made it: at most a step's travel (7.5 points at
            // 900 points a second); at rest, within a point.
            for frame in 0..<300 {
                CAContext.current.advance(by: 1.0 / 60)
                let tolerance: CGFloat = frame < 240 ? 7.5 : 1
                for item in items {
                    let extent = abs(item.transform.a) * 30 + abs(item.transform.b) * 30
                    XCTAssertGreaterThanOrEqual(item.center.x - extent, -tolerance)
                    XCTAssertLessThanOrEqual(item.center.x + extent, 400 + tolerance)
                    XCTAssertGreaterThanOrEqual(item.center.y - extent, -tolerance)
                    XCTAssertLessThanOrEqual(item.center.y + extent, 400 + tolerance)
                }
            }
            XCTAssertTrue(items.allSatisfy { $0.center.y > 300 }, "all fell to the floor: \(items.map(\.center))")
        }
    }

    func testItemsOutsideTheCollisionBehaviorPassThrough() {
        onMainActor {
            _ = installManualClock()
            let (reference, item) = scene(CGSize(width: 400, height: 400), item: CGPoint(x: 200, y: 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: [item]))
            let collision = UICollisionBehavior(items: [])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            CAContext.current.advance(by: 1)
            XCTAssertGreaterThan(item.center.y, 500, "no wall holds an item the behavior does not name")
        }
    }

    func testAnAttachmentHoldsItsLength() {
        onMainActor {
            _ = installManualClock()
            let (reference, item) = scene(item: CGPoint(x: 300, y: 100), itemSize: CGSize(width: 40, height: 40))
            let animator = UIDynamicAnimator(referenceView: reference)
            let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 100))
            XCTAssertEqual(attachment.length, 100, accuracy: 1e-9)
            XCTAssertEqual(attachment.attachedBehaviorType, .anchor)
            animator.addBehavior(attachment)
            animator.addBehavior(UIGravityBehavior(items: [item]))
            var lowest: CGFloat = 0
            for _ in 0..<90 {
                CAContext.current.advance(by: 1.0 / 60)
                XCTAssertEqual(hypot(item.center.x - 200, item.center.y - 100), 100, accuracy: 0.5)
                lowest = max(lowest, item.center.y)
            }
            XCTAssertGreaterThan(lowest, 190, "it swings down as a pendulum")
        }
    }

    func testASpringAttachmentFollowsItsMovingAnchor() {
        onMainActor {
            _ = installManualClock()
            let (reference, item) = scene(item: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 100))
            attachment.frequency = 3
            attachment.damping = 1
            animator.addBehavior(attachment)
            CAContext.current.advance(by: 0.1)
            attachment.anchorPoint = CGPoint(x: 250, y: 300)
            CAContext.current.advance(by: 2)
            XCTAssertEqual(item.center.x, 250, accuracy: 1)
            XCTAssertEqual(item.center.y, 300, accuracy: 1)
        }
    }

    func testTheClassMethodAttachmentsKeepTheirJoints() {
        onMainActor {
            _ = installManualClock()
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
            @MainActor func item(_ x: CGFloat, _ y: CGFloat) -> UIView {
                let view = UIView(frame: CGRect(x: x - 20, y: y - 20, width: 40, height: 40))
                reference.addSubview(view)
                return view
            }
            let (slider, pinA, pinB, weldA, weldB, limitA, limitB) =
                (item(100, 100), item(300, 100), item(360, 100), item(500, 100), item(560, 100), item(700, 100), item(760, 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            let gravity = UIGravityBehavior(items: [slider, pinB, weldB, limitB])
            gravity.setAngle(.pi / 4, magnitude: 1)
            animator.addBehavior(gravity)
            let anchored = UIDynamicItemBehavior(items: [pinA, weldA, limitA])
            anchored.isAnchored = true
            animator.addBehavior(anchored)
            animator.addBehavior(UIAttachmentBehavior.slidingAttachment(with: slider, attachmentAnchor: CGPoint(x: 100, y: 100),
                                                                       axisOfTranslation: CGVector(dx: 1, dy: 0)))
            animator.addBehavior(UIAttachmentBehavior.pinAttachment(with: pinA, attachedTo: pinB, attachmentAnchor: CGPoint(x: 330, y: 100)))
            animator.addBehavior(UIAttachmentBehavior.fixedAttachment(with: weldA, attachedTo: weldB, attachmentAnchor: CGPoint(x: 530, y: 100)))
            let limit = UIAttachmentBehavior.limitAttachment(with: limitA, offsetFromCenter: .zero, attachedTo: limitB, offsetFromCenter: .zero)
            limit.length = 100
            animator.addBehavior(limit)
            CAContext.current.advance(by: 1)
            XCTAssertGreaterThan(slider.center.x, 200, "slides along its axis")
            XCTAssertEqual(slider.center.y, 100, accuracy: 0.5, "and only along it")
            XCTAssertEqual(slider.transform.b, 0, accuracy: 0.01, "without turning")
            // The pin: B's point that was at the anchor stays on it while B swings about it.
            let pinned = CGPoint(x: -30, y: 0).applying(pinB.transform)
            XCTAssertEqual(pinB.center.x + pinned.x, 330, accuracy: 0.5)
            XCTAssertEqual(pinB.center.y + pinned.y, 100, accuracy: 0.5)
            XCTAssertGreaterThan(abs(pinB.transform.b), 0.3, "swung round the hinge")
            XCTAssertEqual(weldB.center, CGPoint(x: 560, y: 100), "welded to an anchored item, it stays")
            XCTAssertEqual(hypot(limitB.center.x - 700, limitB.center.y - 100), 100, accuracy: 0.5, "stretched to the limit")
        }
    }

    func testTheDelegatePausesWhenEverythingRestsAndHearsTheResume() {
        onMainActor {
            _ = installManualClock()
            let (reference, item) = scene(CGSize(width: 400, height: 400))
            let animator = UIDynamicAnimator(referenceView: reference)
            let delegate = AnimatorDelegate()
            animator.delegate = delegate
            animator.addBehavior(UIGravityBehavior(items: [item]))
            let collision = UICollisionBehavior(items: [item])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            XCTAssertEqual(delegate.events, ["resume"])
            CAContext.current.advance(by: 3)
            XCTAssertEqual(delegate.events, ["resume", "pause"])
            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(item.center.y, 350, accuracy: 0.5, "resting on the floor")
            let elapsed = animator.elapsedTime
            CAContext.current.advance(by: 1)
            XCTAssertEqual(animator.elapsedTime, elapsed, "no steps while paused")

            let push = UIPushBehavior(items: [item], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 0, dy: -3)
            animator.addBehavior(push)
            XCTAssertEqual(delegate.events, ["resume", "pause", "resume"])
            CAContext.current.advance(by: 0.1)
            XCTAssertLessThan(item.center.y, 340, "the push lifts it")
            XCTAssertFalse(push.active, "an instantaneous push turns itself off")
        }
    }

    func testAnInstantaneousPushGivesMagnitudeTimes100PointsASecond() {
        onMainActor {
            _ = installManualClock()
            let (reference, item) = scene(item: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            let push = UIPushBehavior(items: [item], mode: .instantaneous)
            push.setAngle(0, magnitude: 2)
            let properties = UIDynamicItemBehavior(items: [item])
            animator.addBehavior(push)
            animator.addBehavior(properties)
            CAContext.current.advance(by: 0.5)
            XCTAssertEqual(properties.linearVelocity(for: item).x, 200, accuracy: 1e-9)
            XCTAssertEqual(item.center.x, 100 + 200 * 0.5, accuracy: 1e-6)
        }
    }

    func testAnOffCenterContinuousPushTurnsTheItem() {
        onMainActor {
            _ = installManualClock()
            let (reference, item) = scene(item: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            let push = UIPushBehavior(items: [item], mode: .continuous)
            push.pushDirection = CGVector(dx: 1, dy: 0)
            push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -40), for: item)
            animator.addBehavior(push)
            CAContext.current.advance(by: 0.5)
            XCTAssertGreaterThan(item.center.x, 110)
            XCTAssertNotEqual(item.transform.b, 0, "pushed above the center, it turns")
            XCTAssertTrue(animator.isRunning, "a continuous push keeps running")
        }
    }

    func testItemBehaviorAnchorsDensityAndRotation() {
        onMainActor {
            _ = installManualClock()
            let (reference, item) = scene(item: CGPoint(x: 100, y: 100))
            let anchored = UIView(frame: CGRect(x: 250, y: 50, width: 100, height: 100))
            reference.addSubview(anchored)
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: [item, anchored]))
            let pin = UIDynamicItemBehavior(items: [anchored])
            pin.isAnchored = true
            let spin = UIDynamicItemBehavior(items: [item])
            spin.allowsRotation = false
            animator.addBehavior(pin)
            animator.addBehavior(spin)
            spin.addAngularVelocity(5, for: item)
            CAContext.current.advance(by: 0.5)
            XCTAssertEqual(anchored.center, CGPoint(x: 300, y: 100), "an anchored item stays")
            XCTAssertEqual(item.transform, .identity, "no rotation")
            XCTAssertGreaterThan(item.center.y, 200)
        }
    }

    func testResistanceSlowsAndTheCollisionDelegateHearsTheFloor() {
        onMainActor {
            _ = installManualClock()
            let (reference, item) = scene(CGSize(width: 400, height: 400))
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: [item]))
            let collision = UICollisionBehavior(items: [item])
            collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 400, y: 300))
            XCTAssertEqual(collision.boundaryIdentifiers?.count, 1)
            let contacts = CollisionDelegate()
            collision.collisionDelegate = contacts
            animator.addBehavior(collision)
            CAContext.current.advance(by: 2)
            XCTAssertEqual(contacts.boundaries, ["floor"])
            XCTAssertEqual(item.center.y, 250, accuracy: 0.5, "resting on the segment")
            collision.removeBoundary(withIdentifier: "floor" as NSCopying)
            XCTAssertNil(collision.boundaryIdentifiers)
            CAContext.current.advance(by: 0.5)
            XCTAssertGreaterThan(item.center.y, 300, "falls once the boundary is gone")
        }
    }

    func testItemsCollideWithEachOtherAndTellTheDelegate() {
        onMainActor {
            _ = installManualClock()
            let (reference, a) = scene(CGSize(width: 600, height: 400), item: CGPoint(x: 100, y: 200))
            let b = UIView(frame: CGRect(x: 400, y: 150, width: 100, height: 100))
            reference.addSubview(b)
            let animator = UIDynamicAnimator(referenceView: reference)
            let collision = UICollisionBehavior(items: [a, b])
            collision.collisionMode = .items
            let contacts = CollisionDelegate()
            collision.collisionDelegate = contacts
            let properties = UIDynamicItemBehavior(items: [a, b])
            properties.elasticity = 1
            animator.addBehavior(collision)
            animator.addBehavior(properties)
            properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: a)
            CAContext.current.advance(by: 1.5)
            XCTAssertEqual(contacts.itemContacts, 1)
            XCTAssertEqual(a.center.x, 350, accuracy: 1, "an elastic hit stops the mover where it met the other")
            XCTAssertGreaterThan(b.center.x, 500, "and sends the other on")
            XCTAssertEqual(properties.linearVelocity(for: b).x, 300, accuracy: 3)
        }
    }

    func testFieldsActInTheirRegion() {
        onMainActor {
            _ = installManualClock()
            let (reference, inside) = scene(CGSize(width: 1000, height: 1000), item: CGPoint(x: 500, y: 400), itemSize: CGSize(width: 20, height: 20))
            let outside = UIView(frame: CGRect(x: 890, y: 490, width: 20, height: 20))
            reference.addSubview(outside)
            let animator = UIDynamicAnimator(referenceView: reference)
            let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 500, y: 500))
            field.region = UIRegion(radius: 200)
            field.strength = 0.5
            field.addItem(inside)
            field.addItem(outside)
            animator.addBehavior(field)
            CAContext.current.advance(by: 0.1)
            let n = 12.0, dt = UIDynamicAnimator.stepDuration
            XCTAssertEqual(Double(inside.center.y), 400 + 500 * dt * dt * n * (n - 1) / 2, accuracy: 1e-6, "pulled toward the position")
            XCTAssertEqual(outside.center, CGPoint(x: 900, y: 500), "outside the region, untouched")
            XCTAssertTrue(UIRegion(size: CGSize(width: 10, height: 10)).inverse().contains(CGPoint(x: 20, y: 0)))
        }
    }

    func testEveryFieldKindMovesAChargedMovingItem() {
        onMainActor {
            let fields: [(String, () -> UIFieldBehavior)] = [
                ("linearGravity", { UIFieldBehavior.linearGravityField(direction: CGVector(dx: 1, dy: 0)) }),
                ("spring", { UIFieldBehavior.springField() }), ("drag", { UIFieldBehavior.dragField() }),
                ("velocity", { UIFieldBehavior.velocityField(direction: CGVector(dx: 0, dy: 50)) }),
                ("noise", { UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1) }),
                ("turbulence", { UIFieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1) }),
                ("vortex", { UIFieldBehavior.vortexField() }), ("electric", { UIFieldBehavior.electricField() }),
                ("magnetic", { UIFieldBehavior.magneticField() }),
                ("custom", { UIFieldBehavior.field { _, _, _, _, _, _ in CGVector(dx: 0, dy: 1) } }),
            ]
            for (name, make) in fields {
                _ = installManualClock()
                let (reference, item) = scene(CGSize(width: 1000, height: 1000), item: CGPoint(x: 600, y: 500))
                let animator = UIDynamicAnimator(referenceView: reference)
                let properties = UIDynamicItemBehavior(items: [item])
                properties.charge = 1
                animator.addBehavior(properties)
                properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: item)
                let field = make()
                field.position = CGPoint(x: 500, y: 500)
                field.addItem(item)
                animator.addBehavior(field)
                CAContext.current.advance(by: 0.25)
                let coasting = CGPoint(x: 625, y: 500)
                XCTAssertGreaterThan(hypot(item.center.x - coasting.x, item.center.y - coasting.y), 0.5, name)
            }
        }
    }

    func testAGroupMovesAsOneBody() {
        onMainActor {
            _ = installManualClock()
            let (reference, a) = scene(item: CGPoint(x: 100, y: 100))
            let b = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
            reference.addSubview(b)
            let group = UIDynamicItemGroup(items: [a, b])
            XCTAssertEqual(group.center, CGPoint(x: 150, y: 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: [group]))
            CAContext.current.advance(by: 0.5)
            XCTAssertEqual(b.center.x - a.center.x, 100, accuracy: 1e-9)
            XCTAssertEqual(a.center.y, b.center.y)
            XCTAssertGreaterThan(a.center.y, 200)
        }
    }

    func testItemsInRectUpdateItemAndChildBehaviors() {
        onMainActor {
            _ = installManualClock()
            let (reference, item) = scene(item: CGPoint(x: 100, y: 100))
            let animator = UIDynamicAnimator(referenceView: reference)
            let composite = UIDynamicBehavior()
            let gravity = UIGravityBehavior(items: [item])
            composite.addChildBehavior(gravity)
            var actions = 0
            composite.action = { actions += 1 }
            animator.addBehavior(composite)
            XCTAssertTrue(gravity.dynamicAnimator === animator)
            XCTAssertEqual(animator.items(in: CGRect(x: 0, y: 0, width: 60, height: 60)).count, 1)
            XCTAssertEqual(animator.items(in: CGRect(x: 300, y: 300, width: 60, height: 60)).count, 0)
            CAContext.current.advance(by: 0.5)
            XCTAssertEqual(actions, 60, "the action runs after every step")
            item.center = CGPoint(x: 300, y: 100)
            animator.updateItem(usingCurrentState: item)
            CAContext.current.advance(by: 0.5)
            XCTAssertEqual(Double(item.center.y), 100 + fixedStepDrop(steps: 60, g: 1000, dt: UIDynamicAnimator.stepDuration), accuracy: 1e-6,
                           "starts again from where the app put it, at rest")
            XCTAssertEqual(item.center.x, 300)
            animator.removeAllBehaviors()
            XCTAssertNil(gravity.dynamicAnimator)
            XCTAssertTrue(animator.behaviors.isEmpty)
        }
    }
}

@MainActor
private final class AnimatorDelegate: UIDynamicAnimatorDelegate {
    var events: [String] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
}

@MainActor
private final class CollisionDelegate: UICollisionBehaviorDelegate {
    var boundaries: [String] = []
    var itemContacts = 0
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        boundaries.append((identifier as? NSString).map { String($0) } ?? "bounds")
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {
        itemContacts += 1
    }
}

/// A reference view of `size` and a 100×100 item centered at `center` in it.
@MainActor
private func scene(_ size: CGSize = CGSize(width: 400, height: 1000), item center: CGPoint = CGPoint(x: 200, y: 100),
                   itemSize: CGSize = CGSize(width: 100, height: 100)) -> (UIView, UIView) {
    let reference = UIView(frame: CGRect(origin: .zero, size: size))
    let item = UIView(frame: CGRect(x: center.x - itemSize.width / 2, y: center.y - itemSize.height / 2,
                                    width: itemSize.width, height: itemSize.height))
    reference.addSubview(item)
    return (reference, item)
}

/// The distance fallen from rest under `g` after `steps` fixed steps of `dt`, as Chipmunk steps: positions move by the
/// last velocity, then velocities gain g·dt.
private func fixedStepDrop(steps: Int, g: Double, dt: Double) -> Double {
    g * dt * dt * Double(steps * (steps - 1)) / 2
}
