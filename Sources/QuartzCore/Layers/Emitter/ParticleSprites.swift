import CCompositeKernels
import Foundation

/// Particle images turned and sized once and kept between frames: a particle whose map onto the target is a turn and
/// a uniform scale (a plain emitter) is drawn as a whole-pixel copy of its image turned by its angle quantised to
/// about half a pixel at the image's corners and sized by its scale quantised to half a pixel, tinted by its colour
/// as it is copied (`ck_particle_blit`): rows read in sequence instead of a sample per pixel. Which sprite a particle
/// takes depends on the particle alone, never on what is kept, so the same frame draws the same pixels whatever was
/// drawn before.
final class ParticleSprites: @unchecked Sendable {
    /// An image turned and sized: its visible pixels, the pixel corner the particle's centre lands on, and each row's
    /// span of visible pixels. Only the spans' pixels are kept, rows one after another, so a family of turns takes
    /// about half the memory of whole bitmaps and more of it stays in the nearer caches while particles are drawn.
    final class Sprite {
        /// The turned bitmap's size: its width (a multiple of eight) and rows.
        let width: Int, height: Int
        let centerX: Int, centerY: Int
        /// The rows' spans' pixels, one row after another (`rows` says where each begins).
        let pixels: UnsafeMutableBufferPointer<UInt32>
        /// Per row, the first visible pixel and the one past the last (equal when the row is empty), widened by
        /// transparent pixels to whole groups of eight (`Sprite.span`), so rows copy in whole vector steps. Owned by
        /// the sprite, so the kernels can be handed its address for as long as the sprite lives.
        let spans: UnsafeMutableBufferPointer<Int16>
        /// Per row, where its span's first pixel is in `pixels`.
        let rows: UnsafeMutableBufferPointer<Int32>
        /// The quantised map it was turned by: image pixel (s, t) about the centre → (a·s + c·t, b·s + d·t) (for a
        /// sprite its family shares between quarter turns, the first that made it; the others give the same pixels).
        let turn: (a: Double, b: Double, c: Double, d: Double)
        /// The image the sprite was turned from, kept so its memory (which the key names) is not reused.
        let image: RenderBitmap
        /// The placement (`ParticleSprites.generation`) that last used it, and its place in that placement's list.
        var lastUsed = 0
        var slot = 0

        /// The visible pixels [first, end) of a row of a bitmap `width` wide (a multiple of eight) widened to a
        /// length that is a multiple of eight: to the right, and to the left where the row ends first.
        static func span(first: Int, end: Int, width: Int) -> (first: Int, end: Int) {
            guard end > first else { return (first, first) }
            let length = (end - first + 7) & ~7
            return first + length <= width ? (first, first + length) : (width - length, width)
        }

        /// The sprite keeping of `bitmap` (whose width is a multiple of eight) only each row's span.
        init(packing bitmap: PixelSurface, centerX: Int, centerY: Int, turn: (a: Double, b: Double, c: Double, d: Double), image: RenderBitmap) {
            let source = bitmap.pixels.assumingMemoryBound(to: UInt32.self), rowWords = bitmap.stride / 4
            width = bitmap.width
            height = bitmap.height
            spans = .allocate(capacity: 2 * height)
            rows = .allocate(capacity: height)
            var kept = 0
            for y in 0..<height {
                let row = source + y * rowWords
                var first = 0, end = width
                while first < width, row[first] == 0 { first += 1 }
                while end > first, row[end - 1] == 0 { end -= 1 }
                let span = Self.span(first: first, end: end, width: width)
                spans[2 * y] = Int16(span.first)
                spans[2 * y + 1] = Int16(span.end)
                rows[y] = Int32(kept)
                kept += span.end - span.first
            }
            pixels = .allocate(capacity: max(1, kept))
            pixels.initialize(repeating: 0)
            for y in 0..<height {
                let first = Int(spans[2 * y]), count = Int(spans[2 * y + 1]) - first
                (pixels.baseAddress! + Int(rows[y])).initialize(from: source + y * rowWords + first, count: count)
            }
            self.centerX = centerX
            self.centerY = centerY
            self.turn = turn
            self.image = image
        }

        /// Whether `other` has the same size, centre and pixels.
        func hasThePixels(of other: Sprite) -> Bool {
            (width, height, centerX, centerY) == (other.width, other.height, other.centerX, other.centerY)
                && spans.elementsEqual(other.spans) && pixels.elementsEqual(other.pixels)
        }

        /// Bytes the sprite keeps.
        var bytes: Int { 4 * pixels.count + 2 * spans.count + 4 * rows.count }

        /// The pixel at (x, y) of the turned bitmap (transparent outside the spans).
        func pixel(x: Int, y: Int) -> UInt32 {
            guard y >= 0, y < height, x >= Int(spans[2 * y]), x < Int(spans[2 * y + 1]) else { return 0 }
            return pixels[Int(rows[y]) + x - Int(spans[2 * y])]
        }

        deinit {
            pixels.deallocate()
            spans.deallocate()
            rows.deallocate()
        }
    }

    /// What a family of sprites is turned from and how large: the image's memory and part, and the quantised scale.
    struct Key: Hashable {
        var pixels: UnsafeMutableRawPointer
        var source: DamageRect
        var scale: Int
    }

    /// The sprites of one key, by quantised angle. When the image looks the same turned by a quarter, turns a
    /// quarter apart mostly give the very same pixels: such a sprite is kept once, in each of its angles' places.
    final class Family {
        let angleSteps: Int
        let quantisedSize: Double
        /// Whether the image's part is square and the same turned by a quarter, pixel for pixel.
        let isQuarterSymmetric: Bool
        var sprites: [Sprite?]

        init(angleSteps: Int, quantisedSize: Double, isQuarterSymmetric: Bool) {
            self.angleSteps = angleSteps
            self.quantisedSize = quantisedSize
            self.isQuarterSymmetric = isQuarterSymmetric && angleSteps % 4 == 0
            sprites = Array(repeating: nil, count: angleSteps)
        }

        /// The places of the angles a whole number of quarter turns from `angle` (itself included), when the image
        /// is the same turned by a quarter; else `angle` alone.
        func quarterTurns(of angle: Int) -> [Int] {
            guard isQuarterSymmetric else { return [angle] }
            let quarter = angleSteps / 4
            return (0..<4).map { angle % quarter + $0 * quarter }
        }
    }

    /// Whether `source` of `image` is square and each pixel equals the one a quarter turn about the centre away.
    static func isQuarterSymmetric(_ image: PixelSurface, _ source: DamageRect) -> Bool {
        guard source.width == source.height, source.width > 0 else { return false }
        let pixels = image.pixels.assumingMemoryBound(to: UInt32.self), rowWords = image.stride / 4, n = source.width
        func pixel(_ x: Int, _ y: Int) -> UInt32 { pixels[(source.y + y) * rowWords + source.x + x] }
        for y in 0..<n {
            for x in 0..<n where pixel(x, y) != pixel(n - 1 - y, x) { return false }
        }
        return true
    }

    /// The largest diagonal, in target pixels, of a particle drawn as a sprite; larger ones are sampled pixel by pixel.
    static let largestDiagonal = 160.0

    /// The most bytes of sprites kept; beyond it the least recently used go.
    let budget: Int

    private var families: [Key: Family] = [:]
    private var bytes = 0
    private var generation = 0
    private let lock = NSLock()

    init(budget: Int = 16 << 20) {
        self.budget = budget
    }

    /// Bytes of sprites kept (for tests).
    var keptBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }

    /// Calls `body` with a function that finds the sprite for a particle of `image`'s `source` part whose image
    /// pixels (about the part's centre) map onto target pixels by (a·s + c·t, b·s + d·t); the function answers nil
    /// where the map is not a turn and a uniform scale, or the sprite would be too large. `body` lists the sprites it
    /// uses (`slot` is a sprite's place in that list, valid while `isListed` says so).
    func placing<Result>(_ body: ((RenderBitmap, DamageRect, Double, Double, Double, Double) -> Sprite?, (Sprite) -> Bool) -> Result) -> Result {
        lock.lock()
        defer {
            trim()
            lock.unlock()
        }
        generation += 1
        let generation = generation
        var last: (key: Key, family: Family)?
        return body({ image, source, a, b, c, d in
            self.sprite(image, source, a, b, c, d, last: &last)
        }, { sprite in
            defer { sprite.lastUsed = generation }
            return sprite.lastUsed == generation
        })
    }

    private func sprite(
        _ image: RenderBitmap, _ source: DamageRect, _ a: Double, _ b: Double, _ c: Double, _ d: Double, last: inout (key: Key, family: Family)?
    ) -> Sprite? {
        let size = (a * a + b * b).squareRoot()
        guard size.isFinite, size > 0, abs(a - d) <= 1e-9 * size, abs(b + c) <= 1e-9 * size else { return nil }
        let longest = Double(max(source.width, source.height))
        // Sizes in steps of half a pixel along the longer side; angles in steps of about half a pixel at the corners.
        let scaleUnit = 0.5 / longest
        let scale = (size / scaleUnit).rounded()
        guard scale >= 1 else { return nil }
        let key = Key(pixels: image.surface.pixels, source: source, scale: Int(scale))
        // The family's angle steps are found once, when it is made (most particles in a row share the last family).
        let family: Family
        if let last, last.key == key {
            family = last.family
        } else if let known = families[key] {
            family = known
        } else {
            let quantisedSize = scale * scaleUnit
            let radius = 0.5 * Double(source.width * source.width + source.height * source.height).squareRoot() * quantisedSize
            guard 2 * radius <= Self.largestDiagonal else { return nil }
            let angleSteps = max(8, min(1024, Int(exp2((log2(2 * Double.pi * radius / 0.5)).rounded(.up)))))
            family = Family(angleSteps: angleSteps, quantisedSize: quantisedSize, isQuarterSymmetric: Self.isQuarterSymmetric(image.surface, source))
            families[key] = family
        }
        last = (key, family)
        let angleSteps = family.angleSteps, quantisedSize = family.quantisedSize
        var angle = Int((atan2(b, a) / (2 * Double.pi) * Double(angleSteps)).rounded()) % angleSteps
        if angle < 0 { angle += angleSteps }
        if let kept = family.sprites[angle] { return kept }
        let turn = 2 * Double.pi * Double(angle) / Double(angleSteps)
        let cosine = angle == 0 ? quantisedSize : cos(turn) * quantisedSize, sine = angle == 0 ? 0 : sin(turn) * quantisedSize
        guard let made = Self.make(image, source, a: cosine, b: sine, c: -sine, d: cosine) else { return nil }
        // Made in full and compared, so a shared sprite draws exactly what its own would.
        for other in family.quarterTurns(of: angle) where other != angle {
            if let kept = family.sprites[other], kept.hasThePixels(of: made) {
                family.sprites[angle] = kept
                return kept
            }
        }
        family.sprites[angle] = made
        bytes += made.bytes
        return made
    }

    /// The sprite of `image`'s `source` part under the map (a, b, c, d).
    private static func make(_ image: RenderBitmap, _ source: DamageRect, a: Double, b: Double, c: Double, d: Double) -> Sprite? {
        guard let (bitmap, centerX, centerY) = turned(image, source, a: a, b: b, c: c, d: d) else { return nil }
        return Sprite(packing: bitmap, centerX: centerX, centerY: centerY, turn: (a, b, c, d), image: image)
    }

    /// `image`'s `source` part under the map (a, b, c, d) as a whole bitmap, a multiple of eight pixels wide, and
    /// the pixel corner its centre lands on: the particle drawn once, unfaded and untinted, by the sampling kernel into
    /// a cleared bitmap.
    static func turned(_ image: RenderBitmap, _ source: DamageRect, a: Double, b: Double, c: Double, d: Double) -> (PixelSurface, Int, Int)? {
        let w = Double(source.width) / 2, h = Double(source.height) / 2
        let halfX = abs(a) * w + abs(c) * h, halfY = abs(b) * w + abs(d) * h
        let width = 2 * Int((halfX - 1e-9).rounded(.up)), height = 2 * Int((halfY - 1e-9).rounded(.up))
        guard let surface = PixelSurface(width: (width + 7) & ~7, height: height),
              let map = ParticleMap(a: a, b: b, c: c, d: d, x: Double(width / 2), y: Double(height / 2), source: source)
        else { return nil }
        let box = map.box.intersection(surface.bounds)
        if !box.isEmpty {
            map.draw(image.surface, source, in: box, into: surface, alpha: 256, red: 256, green: 256, blue: 256, additive: false)
        }
        return (surface, width / 2, height / 2)
    }

    /// Lets the least recently used sprites go while more than the budget is kept.
    private func trim() {
        guard bytes > budget else { return }
        var kept: [(family: Family, angle: Int, lastUsed: Int)] = []
        for family in families.values {
            for (angle, sprite) in family.sprites.enumerated() {
                if let sprite { kept.append((family, angle, sprite.lastUsed)) }
            }
        }
        for (family, angle, _) in kept.sorted(by: { $0.lastUsed < $1.lastUsed }) {
            guard bytes > budget * 3 / 4 else { break }
            guard let sprite = family.sprites[angle] else { continue }
            family.sprites[angle] = nil
            // A sprite shared by quarter turns counts once, when its last place lets it go.
            if !family.quarterTurns(of: angle).contains(where: { family.sprites[$0] === sprite }) { bytes -= sprite.bytes }
        }
        families = families.filter { $0.value.sprites.contains { $0 != nil } }
    }
}

/// The map of one particle onto target pixels: the target box it covers and, in 16.16, the image position (from the
/// source part's corner) at the box's first pixel centre and its steps per target pixel.
struct ParticleMap {
    var box: DamageRect
    var u, v, dudx, dvdx, dudy, dvdy: Int64

    /// The particle whose image pixels (about the source part's centre) land at (a·s + c·t + x, b·s + d·t + y) in
    /// target pixels; nil when the map is degenerate or too far out.
    init?(a: Double, b: Double, c: Double, d: Double, x cx: Double, y cy: Double, source: DamageRect) {
        let determinant = a * d - b * c
        guard determinant.isFinite, abs(determinant) > 1e-12, cx.isFinite, cy.isFinite else { return nil }
        let w = Double(source.width) / 2, h = Double(source.height) / 2
        let halfX = abs(a) * w + abs(c) * h, halfY = abs(b) * w + abs(d) * h
        let left = Int(pixelClamping: cx - halfX, .down), top = Int(pixelClamping: cy - halfY, .down)
        let box = DamageRect(x: left, y: top, width: Int(pixelClamping: cx + halfX, .up) - left, height: Int(pixelClamping: cy + halfY, .up) - top)
        guard !box.isEmpty else { return nil }
        self.box = box
        // The inverse: target pixel → image pixel (from the source's corner), at the box's first pixel centre.
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        let px = Double(box.x) + 0.5 - cx, py = Double(box.y) + 0.5 - cy
        let u = ia * px + ic * py + w, v = ib * px + id * py + h
        guard abs(u) < 1e9, abs(v) < 1e9, abs(ia) < 1e4, abs(ib) < 1e4, abs(ic) < 1e4, abs(id) < 1e4 else { return nil }
        let fixed = 65536.0
        (self.u, self.v) = (Int64(u * fixed), Int64(v * fixed))
        (dudx, dvdx, dudy, dvdy) = (Int64(ia * fixed), Int64(ib * fixed), Int64(ic * fixed), Int64(id * fixed))
    }

    /// Samples `image`'s `source` part at the nearest pixel into `area` (inside the box and the target) of `target`,
    /// multiplied by the factors (0…256) and blended over or added.
    func draw(
        _ image: PixelSurface, _ source: DamageRect, in area: DamageRect, into target: PixelSurface,
        alpha: UInt32, red: UInt32, green: UInt32, blue: UInt32, additive: Bool
    ) {
        let dx = Int64(area.x - box.x), dy = Int64(area.y - box.y)
        let sourceBase = UnsafePointer(image.pixels.assumingMemoryBound(to: UInt32.self)) + source.y * (image.stride / 4) + source.x
        ck_particle_nearest(
            target.pixels.assumingMemoryBound(to: UInt32.self), target.stride / 4, Int32(area.x), Int32(area.y),
            Int32(area.maxX), Int32(area.maxY), sourceBase, image.stride / 4, Int32(source.width), Int32(source.height),
            u + dx * dudx + dy * dudy, v + dx * dvdx + dy * dvdy, dudx, dvdx, dudy, dvdy, alpha, red, green, blue, additive ? 1 : 0)
    }
}
