import XCTest
import CCompositeKernels
@testable import QuartzCore

/// The particle kernels give the same bits with AVX-512, with AVX2, with SSE2 alone and in plain C
/// (`ck_particle_kernel_level`), and those bits are the tinted texel blended OVER the target with x·(255 − a) / 255
/// rounded, or added with saturation: sprites copied through their row spans under any clip, from whole bitmaps and
/// from rows packed one after another alike, and images sampled through any map. Sprite rows' spans hold every
/// visible pixel in whole groups of eight, and a sprite's packed rows are its turned bitmap's pixels.
final class ParticleKernelTests: XCTestCase {
    /// The blend every level must give: the texel multiplied channel by channel by the factors, then OVER or added.
    private static func blended(_ d: UInt32, _ s: UInt32, _ f: (UInt32, UInt32, UInt32, UInt32), additive: Bool) -> UInt32 {
        if s == 0 { return d }
        let factors = [f.1, f.2, f.3, f.0]  // by shift 16, 8, 0, 24
        let shifts: [UInt32] = [16, 8, 0, 24]
        let tinted = zip(shifts, factors).map { (($0.0 == 24 ? s >> 24 : (s >> $0.0) & 0xff) * $0.1) >> 8 }
        let inverse = 255 - tinted[3]
        var word: UInt32 = 0
        for (index, shift) in shifts.enumerated() {
            let target = (d >> shift) & 0xff
            let value = additive ? min(255, target + tinted[index]) : tinted[index] + (((target * inverse + 128) * 257) >> 16)
            word |= value << shift
        }
        return word
    }

    /// `draw` run on a copy of `background` at each kernel level, widest first.
    private static func atEveryLevel(_ background: [UInt32], _ draw: (UnsafeMutablePointer<UInt32>) -> Void) -> [[UInt32]] {
        (0...3).reversed().map { (level: Int) -> [UInt32] in
            let previous = ck_particle_kernel_level(Int32(level))
            defer { ck_particle_kernel_level(previous) }
            var target = background
            target.withUnsafeMutableBufferPointer { draw($0.baseAddress!) }
            return target
        }
    }

    func testSpriteRowsBlendTheSameAtEveryLevelUnderAnyClip() {
        var random = KernelRandom()
        let targetWidth = 64, targetHeight = 40
        for index in 0..<1_500 {
            let width = 8 * (1 + random.below(6)), height = 1 + random.below(40)
            // Whole transparent runs now and then, as a round sprite's corners are.
            let sprite = (0..<width * height).map { _ in random.below(4) == 0 ? 0 : random.pixel() }
            let spans = (0..<height).flatMap { _ -> [Int16] in
                let first = random.below(width + 1), end = first + random.below(width + 1 - first)
                return [Int16(first), Int16(end)]
            }
            let background = (0..<targetWidth * targetHeight).map { _ in random.pixel() }
            let x = random.below(targetWidth + width) - width, y = random.below(targetHeight + height) - height
            let cx0 = max(0, x + random.below(width + 1) - 2), cx1 = min(targetWidth, cx0 + random.below(width + 4))
            let cy0 = max(0, y + random.below(height + 1) - 2), cy1 = min(targetHeight, cy0 + random.below(height + 4))
            guard cx0 < cx1, cy0 < cy1 else { continue }
            let factors = random.factors(), additive = index % 2 == 1
            // The whole bitmap, and its spans' pixels packed one row after another.
            var wholeRows: [Int32] = [], packedRows: [Int32] = [], packed: [UInt32] = []
            for j in 0..<height {
                let first: Int = j * width + Int(spans[2 * j]), end: Int = j * width + Int(spans[2 * j + 1])
                wholeRows.append(Int32(first))
                packedRows.append(Int32(packed.count))
                packed += sprite[first..<end]
            }
            packed.append(0)
            for (layout, pixels, rows) in [("whole", sprite, wholeRows), ("packed", packed, packedRows)] {
                let images = Self.atEveryLevel(background) { target in
                    ck_particle_blit(target, targetWidth, Int32(x), Int32(y), Int32(cx0), Int32(cy0), Int32(cx1), Int32(cy1),
                                     pixels, rows, Int32(width), Int32(height), spans,
                                     factors.0, factors.1, factors.2, factors.3, additive ? 1 : 0)
                }
                var expected = background
                for ty in cy0..<cy1 where ty - y >= 0 && ty - y < height {
                    let j = ty - y
                    for tx in cx0..<cx1 where tx - x >= Int(spans[2 * j]) && tx - x < Int(spans[2 * j + 1]) {
                        expected[ty * targetWidth + tx] = Self.blended(background[ty * targetWidth + tx], sprite[j * width + tx - x], factors, additive: additive)
                    }
                }
                let what = "case \(index), \(layout) rows: sprite \(width)×\(height) at (\(x), \(y)), clip x \(cx0)..<\(cx1)"
                XCTAssertEqual(images[0], expected, "\(what): AVX-512")
                XCTAssertEqual(images[1], expected, "\(what): AVX2")
                XCTAssertEqual(images[2], expected, "\(what): SSE2")
                XCTAssertEqual(images[3], expected, "\(what): plain C")
            }
        }
    }

    func testSampledParticlesBlendTheSameAtEveryLevel() {
        var random = KernelRandom()
        let targetWidth = 72, targetHeight = 48, sourceWidth = 32, sourceHeight = 24
        var drawn = 0
        for index in 0..<600 {
            let source = (0..<sourceWidth * sourceHeight).map { _ in random.pixel() }
            let background = (0..<targetWidth * targetHeight).map { _ in random.pixel() }
            let angle = Double(random.below(1_000)) / 1_000 * 2 * .pi, scale = 0.4 + Double(random.below(200)) / 100
            let shear = index % 3 == 0 ? Double(random.below(100)) / 200 : 0
            let a = cos(angle) * scale, b = sin(angle) * scale, c = -sin(angle) * scale + shear, d = cos(angle) * scale
            let map = ParticleMap(a: a, b: b, c: c, d: d, x: Double(random.below(7_200)) / 100, y: Double(random.below(4_800)) / 100,
                                  source: DamageRect(x: 0, y: 0, width: sourceWidth, height: sourceHeight))
            guard let map else { continue }
            let area = map.box.intersection(DamageRect(x: 0, y: 0, width: targetWidth, height: targetHeight))
            guard !area.isEmpty else { continue }
            let factors = random.factors(), additive = index % 2 == 1
            let (dx, dy) = (Int64(area.x - map.box.x), Int64(area.y - map.box.y))
            let images = Self.atEveryLevel(background) { target in
                ck_particle_nearest(target, targetWidth, Int32(area.x), Int32(area.y), Int32(area.maxX), Int32(area.maxY),
                                    source, sourceWidth, Int32(sourceWidth), Int32(sourceHeight),
                                    map.u + dx * map.dudx + dy * map.dudy, map.v + dx * map.dvdx + dy * map.dvdy,
                                    map.dudx, map.dvdx, map.dudy, map.dvdy, factors.0, factors.1, factors.2, factors.3, additive ? 1 : 0)
            }
            if images[3] != background { drawn += 1 }
            XCTAssertEqual(images[0], images[3], "case \(index): AVX-512 against plain C")
            XCTAssertEqual(images[1], images[3], "case \(index): AVX2 against plain C")
            XCTAssertEqual(images[2], images[3], "case \(index): SSE2 against plain C")
        }
        XCTAssertGreaterThan(drawn, 300)
    }

    func testARowSpanWidensToWholeGroupsOfEightWithinTheBitmap() {
        XCTAssertTrue(ParticleSprites.Sprite.span(first: 5, end: 5, width: 24) == (5, 5))
        XCTAssertTrue(ParticleSprites.Sprite.span(first: 3, end: 12, width: 24) == (3, 19))
        XCTAssertTrue(ParticleSprites.Sprite.span(first: 8, end: 16, width: 24) == (8, 16))
        XCTAssertTrue(ParticleSprites.Sprite.span(first: 13, end: 22, width: 24) == (8, 24))
        XCTAssertTrue(ParticleSprites.Sprite.span(first: 1, end: 23, width: 24) == (0, 24))
    }

    /// A 32×32 soft dot, opaque in the middle: the bench's particle.
    private static let dot: RenderBitmap = {
        let size = 32
        let surface = PixelSurface(width: size, height: size)!
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x) + 0.5 - 16, dy = Double(y) + 0.5 - 16
                let alpha = UInt32(max(0, min(1, 1.4 * (1 - (dx * dx + dy * dy).squareRoot() / 16))) * 255)
                surface.pixels.assumingMemoryBound(to: UInt32.self)[y * surface.stride / 4 + x] = alpha << 24 | (alpha * 3 / 4) << 16 | alpha << 8 | alpha / 2
            }
        }
        return RenderBitmap(surface: surface)
    }()

    func testSpritesAndSampledParticlesDrawInTheirOrderAtEveryLevel() {
        // Every third particle too large for a sprite (sampled); all overlapping, so order shows.
        let particles = (0..<24).map { (index: Int) -> Particle in
            let angle = Double(index) * 0.37, scale = index % 3 == 0 ? 6.0 : 1.0, alpha = Float(0.3 + Double(index % 5) * 0.15)
            return Particle(
                x: 20 + Double(index * 7 % 80) + 0.3, y: 30 + Double(index * 11 % 40) + 0.6, z: 0,
                a: cos(angle) * scale, b: sin(angle) * scale, c: -sin(angle) * scale, d: cos(angle) * scale,
                red: 0.9 * alpha, green: 0.4 * alpha, blue: 0.7 * alpha, alpha: alpha, image: 0,
                sourceRect: DamageRect(x: 0, y: 0, width: 32, height: 32), cellName: nil, age: 0)
        }
        for additive in [false, true] {
            let batch = ParticleBatch(particles: particles, images: [Self.dot], isAdditive: additive)
            func background() -> PixelSurface {
                let surface = PixelSurface(width: 120, height: 100)!
                surface.fill(surface.bounds, with: PremultipliedColor(red: 0.2, green: 0.4, blue: 0.7, alpha: 1))
                return surface
            }
            let placed = batch.placed(through: .identity, opacity: 1, sprites: ParticleSprites(), within: background().bounds)
            XCTAssertEqual(placed.quads.filter { $0.sprite < 0 }.count, 8)
            // What each quad draws on its own, one after another.
            let expected = background()
            for quad in placed.quads {
                let (fa, fr, fg, fb) = quad.colour
                if quad.sprite >= 0 {
                    let sprite = placed.sprites[Int(quad.sprite)]
                    ck_particle_blit(expected.pixels.assumingMemoryBound(to: UInt32.self), expected.stride / 4, Int32(quad.box.x), Int32(quad.box.y),
                                     0, 0, 120, 100, sprite.pixels.baseAddress, sprite.rows.baseAddress,
                                     Int32(sprite.width), Int32(sprite.height), sprite.spans.baseAddress, fa, fr, fg, fb, additive ? 1 : 0)
                } else {
                    quad.map?.draw(Self.dot.surface, quad.source, in: quad.box.intersection(expected.bounds), into: expected,
                                   alpha: fa, red: fr, green: fg, blue: fb, additive: additive)
                }
            }
            for level in (0...3).reversed() {
                let previous = ck_particle_kernel_level(Int32(level))
                defer { ck_particle_kernel_level(previous) }
                let drawn = background()
                for band in 0..<5 { placed.draw(in: DamageRect(x: 0, y: band * 20, width: 120, height: 20), into: drawn) }
                XCTAssertEqual(Self.words(drawn), Self.words(expected), "level \(level), additive \(additive)")
            }
        }
    }

    private static func words(_ surface: PixelSurface) -> [UInt32] {
        (0..<surface.height).flatMap { y in (0..<surface.width).map { surface.pixel(x: $0, y: y) } }
    }

    func testSpriteSpansHoldEveryVisiblePixelInWholeGroupsOfEightAndThePackedRowsAreTheBitmap() throws {
        let image = Self.dot
        let size = 32
        let sprites = ParticleSprites()
        let source = DamageRect(x: 0, y: 0, width: size, height: size)
        var checked = 0
        sprites.placing { spriteFor, _ in
            for step in 0..<60 {
                let angle = Double(step) * 0.173, scale = 0.3 + Double(step % 9) * 0.2
                guard let sprite = spriteFor(image, source, cos(angle) * scale, sin(angle) * scale, -sin(angle) * scale, cos(angle) * scale)
                else { continue }
                // The whole bitmap the sprite was packed from, turned again.
                let q = sprite.turn
                let (bitmap, centerX, centerY) = try! XCTUnwrap(ParticleSprites.turned(image, source, a: q.a, b: q.b, c: q.c, d: q.d))
                XCTAssertTrue((bitmap.width, bitmap.height, centerX, centerY) == (sprite.width, sprite.height, sprite.centerX, sprite.centerY))
                let pixels = bitmap.pixels.assumingMemoryBound(to: UInt32.self), rowWords = bitmap.stride / 4
                for y in 0..<sprite.height {
                    let first = Int(sprite.spans[2 * y]), end = Int(sprite.spans[2 * y + 1])
                    XCTAssertTrue(0 <= first && first <= end && end <= sprite.width, "step \(step), row \(y): \(first)..<\(end)")
                    XCTAssertEqual((end - first) % 8, 0, "step \(step), row \(y): \(first)..<\(end)")
                    for x in 0..<sprite.width {
                        XCTAssertEqual(sprite.pixel(x: x, y: y), pixels[y * rowWords + x], "step \(step): pixel (\(x), \(y))")
                        if pixels[y * rowWords + x] != 0 {
                            XCTAssertTrue(first <= x && x < end, "step \(step): visible pixel (\(x), \(y)) outside \(first)..<\(end)")
                        }
                    }
                    // Widened by less than a group: the span's first and last groups each hold a visible pixel.
                    if end > first {
                        XCTAssertTrue((first..<first + 8).contains { pixels[y * rowWords + $0] != 0 }, "step \(step), row \(y)")
                        XCTAssertTrue((end - 8..<end).contains { pixels[y * rowWords + $0] != 0 }, "step \(step), row \(y)")
                    }
                }
                // Only the spans are kept: the dot's round corners are not.
                XCTAssertLessThan(sprite.pixels.count, sprite.width * sprite.height * 3 / 4, "step \(step)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 50)
    }
}

private extension KernelRandom {
    /// Premultiplied colour factors (0…256) as a particle's colour gives them: no channel above the alpha.
    mutating func factors() -> (UInt32, UInt32, UInt32, UInt32) {
        let alpha: UInt32 = [256, 0, 255, UInt32(below(257))][below(4)]
        return (alpha, next() % (alpha + 1), next() % (alpha + 1), next() % (alpha + 1))
    }
}
