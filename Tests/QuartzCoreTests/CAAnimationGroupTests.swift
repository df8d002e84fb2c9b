import XCTest
@testable import QuartzCore

/// The Japanese seed's group: a child on `position.x` with beginTime 3, duration 5 (from 10 by 100) in a group of
/// duration 10; returns the presented x at group times 1, 5 and 9 for the child's fill mode (model x is 0).
@MainActor
private func seedGroupSamples(childFill: CAMediaTimingFillMode) -> [CGFloat] {
    let clock = installManualClock()
    let layer = CALayer()
    let animation = CABasicAnimation(keyPath: "position.x")
    animation.beginTime = 3
    animation.duration = 5
    animation.fromValue = 10
    animation.byValue = 100
    animation.fillMode = childFill
    let group = CAAnimationGroup()
    group.animations = [animation]
    group.duration = 10
    layer.add(group, forKey: "myGroupAnimation")
    return [1.0, 5, 9].map { time in
        clock.set(100 + time)
        return layer.presentation()!.position.x
    }
}

final class CAAnimationGroupTests: XCTestCase {
    func testChildFillModesInsideTheGroup() { onMainActor {
        XCTAssertEqual(seedGroupSamples(childFill: .removed), [0, 50, 0])
        XCTAssertEqual(seedGroupSamples(childFill: .forwards), [0, 50, 110])
        XCTAssertEqual(seedGroupSamples(childFill: .backwards), [10, 50, 0])
        XCTAssertEqual(seedGroupSamples(childFill: .both), [10, 50, 110])
    } }

    func testGroupEndRemovesChildrenUnlessTheGroupFills() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let child = CABasicAnimation(keyPath: "opacity")
        child.fromValue = 0
        child.toValue = 0.5
        child.duration = 1
        child.fillMode = .forwards
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 2
        layer.add(group, forKey: "g")
        clock.advance(by: 1.5)
        XCTAssertEqual(layer.presentation()!.opacity, 0.5)
        clock.advance(by: 1)
        XCTAssertEqual(layer.presentation()!.opacity, 1, "the group itself does not fill")
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        layer.add(group, forKey: "g")
        clock.advance(by: 5)
        XCTAssertEqual(layer.presentation()!.opacity, 0.5)
    } }

    func testGroupTimeScalesChildren() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let child = CABasicAnimation(keyPath: "position.x")
        child.fromValue = 0
        child.toValue = 100
        child.duration = 1
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 1
        group.speed = 2
        layer.add(group, forKey: "g")
        clock.advance(by: 0.25)
        XCTAssertEqual(layer.presentation()!.position.x, 50, accuracy: 1e-9)
    } }

    func testAutoreversingGroupPlaysChildrenBackwards() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let child = CABasicAnimation(keyPath: "position.x")
        child.fromValue = 0
        child.toValue = 100
        child.duration = 1
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 1
        group.autoreverses = true
        layer.add(group, forKey: "g")
        clock.advance(by: 1.25)
        XCTAssertEqual(layer.presentation()!.position.x, 75, accuracy: 1e-9)
        clock.advance(by: 0.5)
        XCTAssertEqual(layer.presentation()!.position.x, 25, accuracy: 1e-9)
        XCTAssertEqual(layer.animation(forKey: "g")?.activeEndTime, 102)
    } }

    func testChildWithUnsetDurationRunsForTheGroupsDuration() { onMainActor {
        let clock = installManualClock()
        let layer = CALayer()
        let child = CABasicAnimation(keyPath: "opacity")
        child.fromValue = 0
        child.toValue = 1
        let inner = CAAnimationGroup()
        let nested = CABasicAnimation(keyPath: "position.x")
        nested.fromValue = 0
        nested.toValue = 100
        inner.animations = [nested]
        let group = CAAnimationGroup()
        group.animations = [child, inner]
        group.duration = 2
        layer.add(group, forKey: "g")
        clock.advance(by: 1)
        XCTAssertEqual(layer.presentation()!.opacity, 0.5, accuracy: 1e-6, "halfway through the group, not ended at 0.25 s")
        XCTAssertEqual(layer.presentation()!.position.x, 50, accuracy: 1e-9, "a nested group's child too")
        clock.advance(by: 0.9)
        XCTAssertEqual(layer.presentation()!.opacity, 0.95, accuracy: 1e-6)
        XCTAssertEqual(child.duration, 0, "the caller's animation is left as it was")
    } }
}
