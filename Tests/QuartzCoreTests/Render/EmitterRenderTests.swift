import XCTest
@testable import QuartzCore

/// Emitters drawn by the render side: the colour multiply and OVER of one particle exactly, additive light adding
/// up, snow over a scene against a reference PNG, the same pixels from the same recording, and damage limited to
/// where the particles are.
final class EmitterRenderTests: XCTestCase {
    /// One opaque white 4×4 square particle, red at half alpha, born at the layer's time 0 in the middle of a
    /// white 20×20 scene.
    @MainActor
    private static func singleParticle() -> CALayer {
        withoutActions {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            root.backgroundColor = CGColor.white
            let (emitter, cell) = EmitterFixtures.emitter(rate: 1, lifetime: 10)
            emitter.frame = root.bounds
            emitter.emitterPosition = CGPoint(x: 10, y: 10)
            cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            emitter.emitterCells = [cell]
            root.addSublayer(emitter)
            return root
        }
    }

    func testOneParticleMultipliesItsColourAndBlendsOver() { onMainActor {
        let clock = installManualClock(at: 100)
        let root = Self.singleParticle()
        let renderer = LayerRenderer(size: CGSize(width: 20, height: 20))
        clock.set(100.5)
        renderer.render(root)
        // Half-transparent red over white: (255, 128, 128); the square covers 8…11 on both axes, nothing else.
        let inside = renderer.pixel(9, 9)
        XCTAssertEqual(inside >> 24, 255)
        XCTAssertEqual((inside >> 16) & 0xFF, 255)
        XCTAssertEqual(Double((inside >> 8) & 0xFF), 128, accuracy: 1)
        XCTAssertEqual(Double(inside & 0xFF), 128, accuracy: 1)
        XCTAssertEqual(renderer.pixel(8, 8) & 0xFFFF, renderer.pixel(11, 11) & 0xFFFF)
        XCTAssertEqual(renderer.pixel(7, 9), 0xFFFF_FFFF)
        XCTAssertEqual(renderer.pixel(12, 9), 0xFFFF_FFFF)
    } }

    func testALargeTurnedParticleIsTheSameColourAcrossItsRows() { onMainActor {
        let clock = installManualClock(at: 100)
        let root = withoutActions { () -> CALayer in
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
            root.backgroundColor = CGColor.white
            // One 16×16 white square drawn twice as large and turned by 0.5 rad: rows of 30-odd pixels (the wide spans).
            let (emitter, cell) = EmitterFixtures.emitter(rate: 1, lifetime: 10)
            emitter.frame = root.bounds
            emitter.emitterPosition = CGPoint(x: 40, y: 40)
            cell.contents = EmitterFixtures.square(size: 16)
            cell.scale = 2
            cell.spin = 1
            cell.color = CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)
            emitter.emitterCells = [cell]
            root.addSublayer(emitter)
            return root
        }
        let renderer = LayerRenderer(size: CGSize(width: 80, height: 80))
        clock.set(100.5)
        renderer.render(root)
        var inside = 0
        for y in 0..<80 {
            for x in 0..<80 {
                let word = renderer.pixel(x, y)
                guard word != 0xFFFF_FFFF else { continue }
                inside += 1
                XCTAssertEqual(word, 0xFF80_FF80, "(\(x), \(y)): half green over white")
            }
        }
        XCTAssertEqual(Double(inside), 32 * 32, accuracy: 64, "the turned square's area")
    } }

    func testAdditiveParticlesAddUp() { onMainActor {
        let clock = installManualClock(at: 100)
        let root = withoutActions { () -> CALayer in
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            root.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            // Two births at the same place (every 1/2 s, living 10 s), a quarter-bright blue each.
            let (emitter, cell) = EmitterFixtures.emitter(rate: 2, lifetime: 10)
            emitter.frame = root.bounds
            emitter.emitterPosition = CGPoint(x: 10, y: 10)
            emitter.renderMode = .additive
            cell.color = CGColor(red: 0, green: 0, blue: 1, alpha: 0.25)
            emitter.emitterCells = [cell]
            root.addSublayer(emitter)
            return root
        }
        let renderer = LayerRenderer(size: CGSize(width: 20, height: 20))
        clock.set(100.75)
        renderer.render(root)
        XCTAssertEqual(Double(renderer.pixel(9, 9) & 0xFF), 128, accuracy: 2, "two quarters of blue added to black")
        XCTAssertEqual(renderer.pixel(9, 9) >> 24, 255)
        XCTAssertEqual((renderer.pixel(9, 9) >> 8) & 0xFFFF, 0)
    } }

    /// Snow over a scene, as the gallery's snow page makes it (small): soft dots from a line above the top,
    /// falling and drifting, of varied size and alpha.
    @MainActor
    static func snowScene() -> CALayer {
        withoutActions {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 160, height: 120)
            root.backgroundColor = CGColor(red: 0.1, green: 0.15, blue: 0.35, alpha: 1)
            let hill = CALayer()
            hill.frame = CGRect(x: -40, y: 80, width: 240, height: 120)
            hill.cornerRadius = 60
            hill.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.25, alpha: 1)
            root.addSublayer(hill)
            let snow = CAEmitterLayer()
            snow.frame = root.bounds
            snow.beginTime = 100
            snow.emitterShape = .line
            snow.emitterPosition = CGPoint(x: 80, y: -5)
            snow.emitterSize = CGSize(width: 200, height: 1)
            snow.seed = 42
            let flake = CAEmitterCell()
            flake.name = "snow"
            flake.contents = EmitterFixtures.dot(size: 8)
            flake.birthRate = 30
            flake.lifetime = 8
            flake.velocity = 20
            flake.velocityRange = 10
            flake.emissionLongitude = .pi / 2
            flake.emissionRange = .pi / 8
            flake.xAcceleration = 2
            flake.yAcceleration = 3
            flake.scale = 0.8
            flake.scaleRange = 0.4
            flake.spin = 0.5
            flake.spinRange = 1
            flake.alphaRange = 0.4
            snow.emitterCells = [flake]
            root.addSublayer(snow)
            return root
        }
    }

    func testSnowOverASceneAndTheSamePixelsFromTheSameRecording() {
        let (first, second) = MainActor.assumeIsolated { () -> (CGImage, CGImage) in
            @MainActor func record() -> CGImage {
                let clock = installManualClock(at: 100)
                let scene = Self.snowScene()
                let renderer = LayerRenderer(size: CGSize(width: 160, height: 120))
                for step in 1...30 {
                    clock.set(100 + Double(step) / 5)
                    renderer.render(scene)
                }
                return renderer.image
            }
            return (record(), record())
        }
        XCTAssertEqual(first.pixelWords, second.pixelWords, "the same recording gives the same pixels")
        assertSnapshot(first, named: "snowOverAScene")
    }

    func testDamageIsWhereTheParticlesAre() { onMainActor {
        let clock = installManualClock(at: 100)
        let root = withoutActions { () -> CALayer in
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            root.backgroundColor = CGColor.white
            let (emitter, cell) = EmitterFixtures.emitter(rate: 20, lifetime: 1)
            emitter.frame = root.bounds
            emitter.emitterPosition = CGPoint(x: 40, y: 40)
            cell.velocity = 10
            cell.emissionRange = .pi
            emitter.emitterCells = [cell]
            root.addSublayer(emitter)
            return root
        }
        let renderer = LayerRenderer(size: CGSize(width: 400, height: 300))
        clock.set(101)
        renderer.render(root)
        clock.set(101 + 1.0 / 60)
        let frame = renderer.render(root)
        let damage = frame.damage.bounds
        XCTAssertFalse(frame.damage.isEmpty, "the particles moved")
        // Particles live a second at 10 points a second from (40, 40): within 10 points of it, plus their size.
        XCTAssertTrue(DamageRect(x: 25, y: 25, width: 30, height: 30).contains(damage), "\(damage)")
        clock.set(103)
        withoutActions { root.sublayers?.first?.setValue(0, forKeyPath: "emitterCells.spark.birthRate") }
        renderer.render(root)
        clock.set(104)
        XCTAssertFalse(renderer.render(root).damage.isEmpty, "the last particles died: their place repainted")
        clock.set(104.5)
        XCTAssertTrue(renderer.render(root).damage.isEmpty, "no particle left: nothing to draw")
    } }
}

extension CGImage {
    /// The image's pixels as words, for exact comparison.
    var pixelWords: [UInt32] {
        withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
    }
}
