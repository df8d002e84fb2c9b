import XCTest
@testable import QuartzCore

/// `CAEmitterLayer` and `CAEmitterCell` as the model side sees them: Apple's defaults, cells copied when set, key
/// paths into cells, and particles simulated at exact times on the manual clock.
final class CAEmitterLayerTests: XCTestCase {
    func testDefaults() { onMainActor {
        let layer = CAEmitterLayer()
        XCTAssertNil(layer.emitterCells)
        XCTAssertEqual(layer.birthRate, 1)
        XCTAssertEqual(layer.lifetime, 1)
        XCTAssertEqual(layer.emitterPosition, .zero)
        XCTAssertEqual(layer.emitterZPosition, 0)
        XCTAssertEqual(layer.emitterSize, .zero)
        XCTAssertEqual(layer.emitterDepth, 0)
        XCTAssertEqual(layer.emitterShape, .point)
        XCTAssertEqual(layer.emitterMode, .volume)
        XCTAssertEqual(layer.renderMode, .unordered)
        XCTAssertFalse(layer.preservesDepth)
        XCTAssertEqual(layer.velocity, 1)
        XCTAssertEqual(layer.scale, 1)
        XCTAssertEqual(layer.spin, 1)
        XCTAssertEqual(layer.seed, 0)
        XCTAssertEqual(CAEmitterLayerEmitterShape.cuboid.rawValue, "cuboid")
        XCTAssertEqual(CAEmitterLayerRenderMode.additive.rawValue, "additive")
        let cell = CAEmitterCell()
        XCTAssertTrue(cell.isEnabled)
        XCTAssertEqual(cell.birthRate, 0)
        XCTAssertEqual(cell.lifetime, 0)
        XCTAssertEqual(cell.scale, 1)
        XCTAssertEqual(cell.contentsRect, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(cell.contentsScale, 1)
        XCTAssertEqual(cell.color?.components, [1, 1, 1, 1])
        XCTAssertEqual(cell.minificationFilter, "linear")
        XCTAssertEqual(cell.duration, 0)
        XCTAssertEqual(cell.speed, 1)
        XCTAssertEqual(CAEmitterCell.defaultValue(forKey: "scale") as? Double, 1)
        XCTAssertEqual(CAEmitterLayer.defaultValue(forKey: "birthRate") as? Float, 1)
        XCTAssertTrue(cell.shouldArchiveValue(forKey: "birthRate"))
    } }

    func testCellsAreCopiedWhenSetAndReachedByKeyPath() { onMainActor {
        _ = installManualClock()
        let (emitter, cell) = EmitterFixtures.emitter(rate: 5)
        let spark = CAEmitterCell()
        spark.name = "trail"
        spark.velocity = 3
        withoutActions { cell.emitterCells = [spark]; emitter.emitterCells = [cell] }
        cell.birthRate = 99
        XCTAssertEqual(emitter.value(forKeyPath: "emitterCells.spark.birthRate") as? Double, 5, "a cell changed after it was set does not show")
        XCTAssertEqual(emitter.value(forKeyPath: "emitterCells.spark.emitterCells.trail.velocity") as? Double, 3)
        withoutActions { emitter.setValue(7, forKeyPath: "emitterCells.spark.birthRate") }
        XCTAssertEqual(emitter.value(forKeyPath: "emitterCells.spark.birthRate") as? Double, 7)
        XCTAssertEqual(cell.birthRate, 7, "the key path writes through to the cell object, as KVC does")
        XCTAssertTrue(emitter.emitterCells?.first === cell)
        XCTAssertNil(emitter.value(forKeyPath: "emitterCells.nobody.birthRate"))
    } }

    func testImplicitActionAnimatesACellKeyPath() { onMainActor {
        _ = installManualClock()
        let (emitter, _) = EmitterFixtures.emitter(rate: 16)
        let root = CALayer()
        withoutActions { root.addSublayer(emitter) }
        CATransaction.flush()
        emitter.setValue(0, forKeyPath: "emitterCells.spark.birthRate")
        let action = emitter.animation(forKey: "emitterCells.spark.birthRate") as? CABasicAnimation
        XCTAssertNotNil(action, "a standalone layer animates the change implicitly")
        XCTAssertEqual(action?.fromValue as? Double, 16)
        emitter.emitterPosition = CGPoint(x: 10, y: 10)
        XCTAssertNotNil(emitter.animation(forKey: "emitterPosition"))
    } }

    func testParticleCountsAtExactTimes() { onMainActor {
        let clock = installManualClock(at: 100)
        // 16 a second falls on the lattice exactly: one birth every 1/16 s from the layer's time 0 on.
        let (emitter, _) = EmitterFixtures.emitter(rate: 16, lifetime: 1)
        clock.set(100.5)
        XCTAssertEqual(emitter.renderedParticles.count, 9, "births at 0, 1/16, … 8/16")
        clock.set(102)
        XCTAssertEqual(emitter.renderedParticles.count, 16, "births in (1, 2]: those at 1 have lived their second")
        XCTAssertEqual(emitter.renderedParticles.map(\.age).min() ?? -1, 0, accuracy: 1e-12)
        // Other rates keep each lattice slot with probability rate·h: about rate × lifetime live, from the seed.
        let (many, _) = EmitterFixtures.emitter(rate: 100, lifetime: 2)
        clock.set(110)
        let count = many.renderedParticles.count
        XCTAssertTrue((170...230).contains(count), "\(count) live of about 200")
        XCTAssertEqual(many.renderedParticles, many.renderedParticles, "the same time and seed give the same particles")
        let again = EmitterFixtures.emitter(rate: 100, lifetime: 2).0
        XCTAssertEqual(again.renderedParticles, many.renderedParticles, "another emitter with the same values and seed too")
        let other = EmitterFixtures.emitter(rate: 100, lifetime: 2, seed: 7).0
        XCTAssertNotEqual(many.renderedParticles.map(\.age), other.renderedParticles.map(\.age), "another seed, other births")
    } }

    func testPositionsFollowVelocityAndAcceleration() { onMainActor {
        let clock = installManualClock(at: 100)
        let (emitter, cell) = EmitterFixtures.emitter(rate: 4, lifetime: 10)
        withoutActions {
            cell.velocity = 100
            cell.emissionLongitude = 0
            cell.yAcceleration = 50
            emitter.emitterCells = [cell]
        }
        clock.set(101)
        let particles = emitter.renderedParticles
        XCTAssertEqual(particles.count, 5)
        for particle in particles {
            XCTAssertEqual(particle.x, 100 + 100 * particle.age, accuracy: 1e-9)
            XCTAssertEqual(particle.y, 100 + 25 * particle.age * particle.age, accuracy: 1e-9)
        }
        // The layer's velocity multiplies the cell's.
        withoutActions { emitter.velocity = 2 }
        clock.set(101.25)
        let newest = emitter.renderedParticles.last!
        XCTAssertEqual(newest.age, 0, accuracy: 1e-12)
        let oldest = emitter.renderedParticles.first!
        XCTAssertEqual(oldest.x, 100 + 100 * oldest.age, accuracy: 1e-9, "born before the change: still at its birth speed")
    } }

    func testEachCellsParticlesLeaveInItsOwnCone() { onMainActor {
        let clock = installManualClock(at: 100)
        let (emitter, right) = EmitterFixtures.emitter(rate: 8, lifetime: 10, name: "right")
        withoutActions {
            right.velocity = 100
            right.emissionLongitude = 0
            let down = CAEmitterCell()
            down.name = "down"
            down.birthRate = 8
            down.lifetime = 10
            down.contents = EmitterFixtures.square()
            down.velocity = 100
            down.emissionLongitude = .pi / 2
            down.emissionRange = 0.2
            emitter.emitterCells = [right, down]
        }
        clock.set(101)
        let particles = emitter.renderedParticles
        // Born in bins of 1/32 s, both cells' particles alternate in the list.
        XCTAssertEqual(Set(particles.prefix(6).map(\.cellName)), ["right", "down"])
        for particle in particles where particle.age > 0 {
            let dx = particle.x - 100, dy = particle.y - 100, dz = particle.z
            let distance = (dx * dx + dy * dy + dz * dz).squareRoot()
            XCTAssertEqual(distance, 100 * particle.age, accuracy: 1e-9)
            if particle.cellName == "right" {
                XCTAssertEqual(dy, 0, accuracy: 1e-9)
                XCTAssertEqual(dz, 0, accuracy: 1e-9)
            } else {
                XCTAssertLessThanOrEqual(acos(min(1, dy / distance)), 0.2 + 1e-9, "within the cone of 0.2 about straight down")
                XCTAssertGreaterThan(dy / distance, 0.9)
            }
        }
    } }

    func testKeyPathAnimationOfACellsBirthRate() { onMainActor {
        let clock = installManualClock(at: 100)
        let (emitter, _) = EmitterFixtures.emitter(rate: 16, lifetime: 10)
        let hold = CABasicAnimation(keyPath: "emitterCells.spark.birthRate")
        hold.fromValue = 0
        hold.toValue = 0
        hold.duration = 1
        emitter.add(hold, forKey: "hold")
        CATransaction.flush()
        clock.set(100.75)
        XCTAssertEqual(emitter.renderedParticles.count, 0, "no births while the animation holds the rate at 0")
        clock.set(101.5)
        XCTAssertEqual(emitter.renderedParticles.count, 9, "births from 1 s on, every 1/16 s")
        XCTAssertEqual(emitter.renderedParticles.first?.age ?? 0, 0.5, accuracy: 1e-12)
    } }

    func testPausedLayerTimePausesParticles() { onMainActor {
        let clock = installManualClock(at: 100)
        let (emitter, cell) = EmitterFixtures.emitter(rate: 10, lifetime: 3)
        withoutActions { cell.velocity = 40; cell.emissionRange = .pi; emitter.emitterCells = [cell] }
        clock.set(101)
        let before = emitter.renderedParticles
        XCTAssertFalse(before.isEmpty)
        withoutActions {
            emitter.timeOffset = emitter.convertTime(CACurrentMediaTime(), from: nil)
            emitter.beginTime = CACurrentMediaTime()
            emitter.speed = 0
        }
        clock.set(102.5)
        XCTAssertEqual(emitter.renderedParticles, before, "paused: the same particles where they were")
        withoutActions {
            emitter.beginTime = CACurrentMediaTime()
            emitter.speed = 1
        }
        clock.set(102.75)
        XCTAssertNotEqual(emitter.renderedParticles, before, "resumed: they move on")
    } }

    func testParticlesBornBeforeABirthRateOfZeroLiveOn() { onMainActor {
        let clock = installManualClock(at: 100)
        let (emitter, _) = EmitterFixtures.emitter(rate: 16, lifetime: 1)
        clock.set(100.5)
        XCTAssertEqual(emitter.renderedParticles.count, 9)
        withoutActions { emitter.birthRate = 0 }
        // Committed now (the frame scheduler snapshots the tree at every commit): births from 0.5 on use the new rate.
        XCTAssertEqual(emitter.renderedParticles.count, 8)
        clock.set(101.25)
        // Births at 0 … 7/16 live a second: those after 0.25 remain, none born since.
        XCTAssertEqual(emitter.renderedParticles.count, 3)
        clock.set(102)
        XCTAssertEqual(emitter.renderedParticles.count, 0)
    } }

    func testSubEmittersBornFromEachParticle() { onMainActor {
        let clock = installManualClock(at: 100)
        let (emitter, cell) = EmitterFixtures.emitter(rate: 2, lifetime: 1)
        let trail = CAEmitterCell()
        trail.name = "trail"
        trail.birthRate = 4
        trail.lifetime = 0.5
        trail.contents = EmitterFixtures.square(size: 2)
        withoutActions {
            cell.velocity = 100
            cell.emitterCells = [trail]
            emitter.emitterCells = [cell]
        }
        clock.set(100.75)
        let particles = emitter.renderedParticles
        let trails = particles.filter { $0.cellName == "trail" }
        XCTAssertEqual(particles.filter { $0.cellName == "spark" }.count, 2, "parents born at 0 and 0.5")
        // Trails every 1/4 s of a parent's life, living 1/2 s: the parent born at 0 (0.75 old) left live ones at 0.5
        // and 0.75 of its life, the one born at 0.5 at 0 and 0.25.
        XCTAssertEqual(trails.count, 4)
        for particle in trails { XCTAssertEqual(particle.y, 100, accuracy: 1e-9) }
    } }

    func testBadValuesAreRefused() { onMainActor {
        let cell = CAEmitterCell()
        cell.velocity = .nan
        XCTAssertEqual(cell.velocity, 0)
        cell.birthRate = .infinity
        XCTAssertEqual(cell.birthRate, 0)
        cell.setValue("x", forKey: "color")
        XCTAssertNil(cell.color)
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: CGFloat.nan, y: 0)
        XCTAssertEqual(emitter.emitterPosition, .zero)
    } }
}
