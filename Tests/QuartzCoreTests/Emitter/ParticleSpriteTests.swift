import XCTest
@testable import QuartzCore

/// Particles drawn from turned sprites (`ParticleSprites`, `ck_particle_blit`) against the sampling path they stand
/// in for: the same pixels as sampling at the sprite's quantised turn and whole-pixel centre, blended and added,
/// in bands as at once; a turn off by at most half a pixel; the same pixels whatever the cache kept; sampling where
/// the map is not a turn and a scale.
final class ParticleSpriteTests: XCTestCase {
    /// A 32×32 soft dot with an opaque red corner, so turns show.
    private static let image: RenderBitmap = {
        let surface = PixelSurface(width: 32, height: 32)!
        for y in 0..<32 {
            for x in 0..<32 {
                let dx = Double(x) + 0.5 - 16, dy = Double(y) + 0.5 - 16
                let alpha = UInt32(max(0, min(1, 1.4 * (1 - (dx * dx + dy * dy).squareRoot() / 16))) * 255)
                let word = x < 8 && y < 8 ? 0xFFFF_0000 : alpha << 24 | alpha << 16 | alpha << 8 | alpha
                surface.pixels.assumingMemoryBound(to: UInt32.self)[y * surface.stride / 4 + x] = word
            }
        }
        return RenderBitmap(surface: surface)
    }()

    private static func particle(x: Double, y: Double, angle: Double, scale: Double, alpha: Float = 0.6) -> Particle {
        Particle(
            x: x, y: y, z: 0, a: cos(angle) * scale, b: sin(angle) * scale, c: -sin(angle) * scale, d: cos(angle) * scale,
            red: 0.8 * alpha, green: 0.5 * alpha, blue: 0.3 * alpha, alpha: alpha, image: 0,
            sourceRect: DamageRect(x: 0, y: 0, width: 32, height: 32), cellName: nil, age: 0)
    }

    /// A 120×100 target filled with a mid blue.
    private static func target() -> PixelSurface {
        let surface = PixelSurface(width: 120, height: 100)!
        surface.fill(surface.bounds, with: PremultipliedColor(red: 0.2, green: 0.4, blue: 0.7, alpha: 1))
        return surface
    }

    private static func words(_ surface: PixelSurface) -> [UInt32] {
        (0..<surface.height).flatMap { y in (0..<surface.width).map { surface.pixel(x: $0, y: y) } }
    }

    private static let turns: [(angle: Double, scale: Double)] = [
        (0, 1), (0.3, 1), (1, 0.75), (2.5, 1.5), (-1.2, 1.1), (.pi / 2, 1), (3.1, 0.4),
    ]

    /// Draws `particles` through a fresh or given cache; returns the target and what was placed.
    private static func draw(
        _ particles: [Particle], additive: Bool = false, through map: Homography = .identity, sprites: ParticleSprites = ParticleSprites(),
        bands: [DamageRect] = [DamageRect(x: 0, y: 0, width: 120, height: 100)]
    ) -> (PixelSurface, PlacedParticles) {
        let batch = ParticleBatch(particles: particles, images: [image], isAdditive: additive)
        let surface = target()
        let placed = batch.placed(through: map, opacity: 1, sprites: sprites, within: surface.bounds)
        for band in bands { placed.draw(in: band, into: surface) }
        return (surface, placed)
    }

    func testASpriteDrawsWhatSamplingDrawsAtItsTurnAndWholePixelCentre() {
        for additive in [false, true] {
            for (index, turn) in Self.turns.enumerated() {
                // Centres on fractions of a pixel, one hanging over the target's top-left corner.
                let x = index == 3 ? 3.3 : 40.6 + Double(index) * 5, y = index == 3 ? 2.7 : 50.2
                let particle = Self.particle(x: x, y: y, angle: turn.angle, scale: turn.scale)
                let (drawn, placed) = Self.draw([particle], additive: additive)
                let sprite = try! XCTUnwrap(placed.sprites.first, "turn \(turn)")
                let expected = Self.target()
                let q = sprite.turn
                let map = try! XCTUnwrap(ParticleMap(a: q.a, b: q.b, c: q.c, d: q.d, x: x.rounded(), y: y.rounded(), source: particle.sourceRect))
                map.draw(Self.image.surface, particle.sourceRect, in: map.box.intersection(expected.bounds), into: expected,
                         alpha: 154, red: 123, green: 77, blue: 46, additive: additive)
                XCTAssertEqual(placed.quads.first?.colour.0, 154)
                XCTAssertEqual(Self.words(drawn), Self.words(expected), "turn \(turn), additive \(additive)")
            }
        }
    }

    func testTheQuantisedTurnMovesNoCornerMoreThanHalfAPixel() {
        let sprites = ParticleSprites()
        for step in 0..<200 {
            let angle = Double(step) * 0.0731 - 7, scale = 0.3 + Double(step % 17) * 0.11
            let particle = Self.particle(x: 60, y: 50, angle: angle, scale: scale)
            let (_, placed) = Self.draw([particle], sprites: sprites)
            let q = try! XCTUnwrap(placed.sprites.first).turn
            for (s, t) in [(16.0, 16.0), (-16.0, 16.0)] as [(Double, Double)] {
                let dxS: Double = (q.a - particle.a) * s, dxT: Double = (q.c - particle.c) * t
                let dyS: Double = (q.b - particle.b) * s, dyT: Double = (q.d - particle.d) * t
                let moved: Double = ((dxS + dxT) * (dxS + dxT) + (dyS + dyT) * (dyS + dyT)).squareRoot()
                XCTAssertLessThanOrEqual(moved, 0.5, "angle \(angle), scale \(scale)")
            }
        }
    }

    func testBandsDrawWhatOneClipDraws() {
        let particles = (0..<40).map { (index: Int) -> Particle in
            let x = Double(index * 37 % 120), y = Double(index * 53 % 100) + 0.4
            return Self.particle(x: x, y: y, angle: Double(index) * 0.4, scale: 1)
        }
        let (whole, _) = Self.draw(particles)
        let (banded, _) = Self.draw(particles, bands: (0..<7).map { DamageRect(x: 0, y: $0 * 15, width: 120, height: 15) })
        XCTAssertEqual(Self.words(banded), Self.words(whole))
    }

    func testTheSamePixelsWhateverTheCacheKept() {
        let particles = (0..<30).map { Self.particle(x: 20 + Double($0 * 3), y: 50, angle: Double($0) * 0.21, scale: 1) }
        let (fresh, _) = Self.draw(particles)
        // A cache too small to keep them: each frame makes what it needs again.
        let small = ParticleSprites(budget: 8 << 10)
        for frame in 0..<3 {
            let larger = particles.map { (particle: Particle) -> Particle in
                var grown = particle
                (grown.a, grown.b, grown.c, grown.d) = (particle.a * 1.3, particle.b * 1.3, particle.c * 1.3, particle.d * 1.3)
                return grown
            }
            _ = Self.draw(larger, sprites: small)
            let (again, _) = Self.draw(particles, sprites: small)
            XCTAssertEqual(Self.words(again), Self.words(fresh), "frame \(frame)")
            XCTAssertLessThanOrEqual(small.keptBytes, 8 << 10)
        }
    }

    func testAShearedEmitterIsSampled() {
        var shear = Homography.identity
        shear.r1.x = 0.4
        let particle = Self.particle(x: 50, y: 50, angle: 0.5, scale: 1)
        let (drawn, placed) = Self.draw([particle], through: shear)
        XCTAssertTrue(placed.sprites.isEmpty)
        XCTAssertNotEqual(Self.words(drawn), Self.words(Self.target()))
    }
}
