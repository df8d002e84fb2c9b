import XCTest
@testable import QuartzCore

/// Sprites of an image that looks the same turned by a quarter (the bench's soft dot) are kept once for the turns a
/// quarter apart that give the very same pixels: every angle still draws exactly the bitmap turned by its own angle,
/// in a fraction of the memory, and the cache's count of bytes stays right as shared sprites go.
final class ParticleSpriteSharingTests: XCTestCase {
    /// A `size`×`size` soft dot, the same under a quarter turn; with `marked`, an opaque red corner breaks that.
    private static func dot(size: Int, marked: Bool = false) -> RenderBitmap {
        let surface = PixelSurface(width: size, height: size)!
        let middle = Double(size) / 2
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) + 0.5 - middle, dy = Double(y) + 0.5 - middle
                let alpha = UInt32(max(0, min(1, 1.4 * (1 - (dx * dx + dy * dy).squareRoot() / middle))) * 255)
                let word = marked && x < 4 && y < 4 ? 0xFFFF_0000 : alpha << 24 | alpha << 16 | alpha << 8 | alpha
                surface.pixels.assumingMemoryBound(to: UInt32.self)[y * surface.stride / 4 + x] = word
            }
        }
        return RenderBitmap(surface: surface)
    }

    /// Asks `sprites` for the sprite of every one of `steps` angles at scale 1; returns each with its angle's turn.
    private static func everyAngle(of image: RenderBitmap, steps: Int, in sprites: ParticleSprites) -> [(ParticleSprites.Sprite, Double)] {
        let source = DamageRect(x: 0, y: 0, width: image.surface.width, height: image.surface.height)
        return sprites.placing { spriteFor, _ in
            (0..<steps).map { step in
                let turn = 2 * Double.pi * Double(step) / Double(steps)
                let sprite = spriteFor(image, source, cos(turn), sin(turn), -sin(turn), cos(turn))!
                return (sprite, turn)
            }
        }
    }

    func testEveryAngleDrawsItsOwnTurnExactlyWhileTurnsAQuarterApartShareTheirSprite() throws {
        let image = Self.dot(size: 32)
        let source = DamageRect(x: 0, y: 0, width: 32, height: 32)
        XCTAssertTrue(ParticleSprites.isQuarterSymmetric(image.surface, source))
        let sprites = ParticleSprites()
        let found = Self.everyAngle(of: image, steps: 512, in: sprites)
        for (step, (sprite, turn)) in found.enumerated() {
            let (cosine, sine) = step == 0 ? (1.0, 0.0) : (cos(turn), sin(turn))
            let (bitmap, centerX, centerY) = try XCTUnwrap(ParticleSprites.turned(image, source, a: cosine, b: sine, c: -sine, d: cosine))
            XCTAssertTrue((bitmap.width, bitmap.height, centerX, centerY) == (sprite.width, sprite.height, sprite.centerX, sprite.centerY))
            let pixels = bitmap.pixels.assumingMemoryBound(to: UInt32.self), rowWords = bitmap.stride / 4
            let same = (0..<bitmap.height).allSatisfy { y in (0..<bitmap.width).allSatisfy { x in sprite.pixel(x: x, y: y) == pixels[y * rowWords + x] } }
            XCTAssertTrue(same, "angle \(step) of 512 draws another turn's pixels")
        }
        let distinct = Set(found.map { ObjectIdentifier($0.0) })
        XCTAssertLessThan(distinct.count, 512 / 3, "turns a quarter apart share their sprite")
        XCTAssertEqual(sprites.keptBytes, found.reduce(into: [ObjectIdentifier: Int]()) { $0[ObjectIdentifier($1.0)] = $1.0.bytes }.values.reduce(0, +))
    }

    func testAnImageUnlikeItsQuarterTurnSharesNothing() {
        let image = Self.dot(size: 32, marked: true)
        XCTAssertFalse(ParticleSprites.isQuarterSymmetric(image.surface, DamageRect(x: 0, y: 0, width: 32, height: 32)))
        XCTAssertFalse(ParticleSprites.isQuarterSymmetric(Self.dot(size: 32).surface, DamageRect(x: 0, y: 0, width: 32, height: 16)))
        let found = Self.everyAngle(of: image, steps: 64, in: ParticleSprites())
        XCTAssertEqual(Set(found.map { ObjectIdentifier($0.0) }).count, 64)
    }

    func testSharedSpritesCountOnceAsTheCacheLetsThemGo() {
        let image = Self.dot(size: 32)
        // Room for about 40 of the dot's sprites: every placement makes the ones let go before and lets others go.
        let sprites = ParticleSprites(budget: 160 << 10)
        for round in 0..<3 {
            _ = Self.everyAngle(of: image, steps: 512, in: sprites)
            XCTAssertGreaterThan(sprites.keptBytes, 0, "round \(round)")
            XCTAssertLessThanOrEqual(sprites.keptBytes, 160 << 10, "round \(round)")
        }
        // A cache with no room lets every sprite go, shared or not, and then counts nothing.
        let none = ParticleSprites(budget: 1)
        _ = Self.everyAngle(of: image, steps: 512, in: none)
        XCTAssertEqual(none.keptBytes, 0)
    }
}
