import CCompositeKernels
import Foundation

/// An emitter's live particles at one instant, as the render side draws them: one draw item (the emitter's particle
/// layer), whose bounds are the particles' extent, so its damage is as tight as they are. Equal batches draw equal
/// pixels; a batch is drawn straight into the target, never cached.
public final class ParticleBatch: Hashable, @unchecked Sendable {
    /// In drawing order, in the emitter layer's coordinates.
    public let particles: [Particle]
    /// The images particles show (`Particle.image` indexes them).
    public let images: [RenderBitmap]
    /// Whether particles add to what lies under them (`.additive`) rather than cover it.
    public let isAdditive: Bool
    /// What the particles cover, in the emitter layer's coordinates (whole points, rounded out).
    public let extent: CGRect

    init(particles: [Particle], images: [RenderBitmap], isAdditive: Bool) {
        self.particles = particles
        self.images = images
        self.isAdditive = isAdditive
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for particle in particles {
            let half = particle.halfExtent
            minX = min(minX, particle.x - half.x)
            maxX = max(maxX, particle.x + half.x)
            minY = min(minY, particle.y - half.y)
            maxY = max(maxY, particle.y + half.y)
        }
        extent = particles.isEmpty || !(minX.isFinite && maxX.isFinite && minY.isFinite && maxY.isFinite)
            ? .zero
            : CGRect(x: minX.rounded(.down) - 1, y: minY.rounded(.down) - 1,
                     width: maxX.rounded(.up) - minX.rounded(.down) + 2, height: maxY.rounded(.up) - minY.rounded(.down) + 2)
    }

    public static func == (lhs: ParticleBatch, rhs: ParticleBatch) -> Bool {
        lhs === rhs || (lhs.isAdditive == rhs.isAdditive && lhs.images == rhs.images && lhs.particles == rhs.particles)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(particles.count)
        hasher.combine(extent.origin.x)
        hasher.combine(extent.origin.y)
    }

    /// The particles placed on the target by `toTarget` (mapping the emitter layer's coordinates to target pixels;
    /// its affine part: particles are flat) and faded by `opacity`: found once a frame, then drawn band by band.
    /// Particles that are only turned and scaled are drawn from `sprites` at whole pixels; others are sampled.
    /// Only particles reaching `area` (target pixels) are drawn.
    func placed(through toTarget: Homography, opacity: Float, sprites: ParticleSprites, within area: DamageRect) -> PlacedParticles {
        let m = toTarget
        let fade = max(0, min(1, opacity))
        var placed: [PlacedParticles.Quad] = []
        placed.reserveCapacity(particles.count)
        var used: [ParticleSprites.Sprite] = []
        func factor(_ value: Float) -> UInt32 { UInt32(max(0, min(1, value * fade)) * 256 + 0.5) }
        sprites.placing { spriteFor, isListed in
            for particle in particles {
                let alpha = factor(particle.alpha)
                guard alpha > 0 else { continue }
                let source = particle.sourceRect
                // Image pixel (s, t) about the source's centre → layer point → target pixel, as one affine map.
                let a = m.r0.x * particle.a + m.r1.x * particle.b, b = m.r0.y * particle.a + m.r1.y * particle.b
                let c = m.r0.x * particle.c + m.r1.x * particle.d, d = m.r0.y * particle.c + m.r1.y * particle.d
                let cx = m.r0.x * particle.x + m.r1.x * particle.y + m.r2.x, cy = m.r0.y * particle.x + m.r1.y * particle.y + m.r2.y
                let colour = (alpha, factor(particle.red), factor(particle.green), factor(particle.blue))
                if cx.isFinite, cy.isFinite, abs(cx) < 1e9, abs(cy) < 1e9, let sprite = spriteFor(images[particle.image], source, a, b, c, d) {
                    if !isListed(sprite) {
                        sprite.slot = used.count
                        used.append(sprite)
                    }
                    let index = Int32(sprite.slot)
                    let box = DamageRect(
                        x: Int(cx.rounded()) - sprite.centerX, y: Int(cy.rounded()) - sprite.centerY,
                        width: sprite.width, height: sprite.height)
                    placed.append(PlacedParticles.Quad(box: box, colour: colour, image: particle.image, source: source, sprite: index))
                } else if let map = ParticleMap(a: a, b: b, c: c, d: d, x: cx, y: cy, source: source) {
                    placed.append(PlacedParticles.Quad(box: map.box, colour: colour, image: particle.image, source: source, map: map))
                }
            }
        }
        return PlacedParticles(quads: placed, images: images, sprites: used, isAdditive: isAdditive, area: area)
    }
}

/// A batch's particles placed on the target for one frame: each one's pixel box and either the turned sprite it is
/// copied from or the map into its image it is sampled through.
final class PlacedParticles: @unchecked Sendable {
    struct Quad {
        var box: DamageRect
        /// Premultiplied colour factors, 0…256: alpha, red, green, blue.
        var colour: (UInt32, UInt32, UInt32, UInt32)
        var image: Int
        var source: DamageRect
        /// The sprite (`PlacedParticles.sprites`) whose top-left pixel lands on the box's; -1 when sampled.
        var sprite: Int32 = -1
        /// The map the particle is sampled through, when it has no sprite.
        var map: ParticleMap?
    }

    let quads: [Quad]
    let images: [RenderBitmap]
    let sprites: [ParticleSprites.Sprite]
    let isAdditive: Bool
    /// The target pixels the particles may touch, cut into strips of `stripHeight` rows.
    let area: DamageRect
    /// Per strip, in drawing order, the quads whose boxes reach it: a band of the frame looks only at its strips'
    /// quads instead of every quad. The strips' lists lie one after another, strip s's at
    /// `stripQuads[stripStarts[s]..<stripStarts[s + 1]]`.
    private let stripQuads: [Int32]
    private let stripStarts: [Int]
    /// Per quad, what the sprite kernel needs to draw it, side by side (no pixels for a sampled quad), so drawing a
    /// strip reads one array instead of each quad's sprite, bitmap and spans.
    private let items: [ck_particle_sprite]
    static let stripHeight = 16

    init(quads: [Quad], images: [RenderBitmap], sprites: [ParticleSprites.Sprite], isAdditive: Bool, area: DamageRect) {
        self.quads = quads
        self.images = images
        self.sprites = sprites
        self.isAdditive = isAdditive
        self.area = area
        let height = Self.stripHeight
        // Counted first, then filled in place, so no strip's list grows.
        let stripCount = area.isEmpty ? 0 : (area.height + height - 1) / height
        var starts = [Int](repeating: 0, count: stripCount + 1)
        var reach = [(first: Int32, last: Int32)](repeating: (0, -1), count: quads.count)
        for (index, quad) in quads.enumerated() {
            let box = quad.box.intersection(area)
            guard !box.isEmpty else { continue }
            let first = (box.y - area.y) / height, last = (box.maxY - 1 - area.y) / height
            reach[index] = (Int32(first), Int32(last))
            for strip in first...last { starts[strip + 1] += 1 }
        }
        for strip in 0..<stripCount { starts[strip + 1] += starts[strip] }
        var filled = Array(starts.dropLast())
        stripQuads = [Int32](unsafeUninitializedCapacity: starts[stripCount]) { buffer, count in
            for (index, strips) in reach.enumerated() where strips.first <= strips.last {
                for strip in Int(strips.first)...Int(strips.last) {
                    buffer[filled[strip]] = Int32(index)
                    filled[strip] += 1
                }
            }
            count = starts[stripCount]
        }
        stripStarts = starts
        items = quads.map { quad in
            guard quad.sprite >= 0 else {
                return ck_particle_sprite(pixels: nil, spans: nil, rows: nil, x: 0, y: 0, width: 0, height: 0, fa: 0, fr: 0, fg: 0, fb: 0)
            }
            let sprite = sprites[Int(quad.sprite)]
            return ck_particle_sprite(
                pixels: UnsafePointer(sprite.pixels.baseAddress), spans: UnsafePointer(sprite.spans.baseAddress),
                rows: UnsafePointer(sprite.rows.baseAddress), x: Int32(quad.box.x), y: Int32(quad.box.y),
                width: Int32(sprite.width), height: Int32(sprite.height),
                fa: quad.colour.0, fr: quad.colour.1, fg: quad.colour.2, fb: quad.colour.3)
        }
    }

    /// Draws the particles' pixels inside `clip` into `target`, in order, strip by strip.
    func draw(in clip: DamageRect, into target: PixelSurface) {
        let clip = clip.intersection(target.bounds).intersection(area)
        guard !clip.isEmpty else { return }
        let height = Self.stripHeight
        for strip in (clip.y - area.y) / height...(clip.maxY - 1 - area.y) / height {
            let rows = DamageRect(x: clip.x, y: area.y + strip * height, width: clip.width, height: height).intersection(clip)
            stripQuads.withUnsafeBufferPointer { all in
                draw(UnsafeBufferPointer(rebasing: all[stripStarts[strip]..<stripStarts[strip + 1]]), in: rows, into: target)
            }
        }
    }

    /// Draws the quads at `indices` inside `clip` (within the target), in order: runs of sprites by the kernel, the
    /// sampled quads between them one by one.
    private func draw(_ indices: UnsafeBufferPointer<Int32>, in clip: DamageRect, into target: PixelSurface) {
        guard let first = indices.baseAddress else { return }
        let dst = target.pixels.assumingMemoryBound(to: UInt32.self)
        let dstStride = target.stride / 4
        let count = Int32(indices.count)
        quads.withUnsafeBufferPointer { quads in
            items.withUnsafeBufferPointer { items in
                guard let base = quads.baseAddress, let itemBase = items.baseAddress else { return }
                var next: Int32 = 0
                while next < count {
                    next = ck_particle_blit_list(dst, dstStride, Int32(clip.x), Int32(clip.y), Int32(clip.maxX), Int32(clip.maxY),
                                                 itemBase, first, next, count, isAdditive ? 1 : 0)
                    guard next < count else { break }
                    // Read in place: a quad copied out of the array retains its map.
                    let quad = base + Int(first[Int(next)])
                    next += 1
                    let box = quad.pointee.box.intersection(clip)
                    guard !box.isEmpty else { continue }
                    let (fa, fr, fg, fb) = quad.pointee.colour
                    quad.pointee.map?.draw(images[quad.pointee.image].surface, quad.pointee.source, in: box, into: target,
                                           alpha: fa, red: fr, green: fg, blue: fb, additive: isAdditive)
                }
            }
        }
    }
}

extension RenderLayer {
    /// Marks the id of an emitter's particle layer apart from the emitter's own.
    static let particleTag: UInt64 = 1 << 61

    /// The layer an emitter's particles are drawn as: its bounds are their extent in the emitter's coordinates,
    /// placed so those coordinates stay the emitter's.
    init?(particlesOf batch: ParticleBatch, emitterID: UInt64) {
        guard !batch.particles.isEmpty, !batch.extent.isEmpty else { return nil }
        let extent = batch.extent
        self.init(id: emitterID ^ RenderLayer.particleTag, bounds: extent, position: CGPoint(x: extent.midX, y: extent.midY))
        visual.particles = batch
    }
}
