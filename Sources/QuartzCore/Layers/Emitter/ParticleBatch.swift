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
    func placed(through toTarget: Homography, opacity: Float) -> PlacedParticles {
        let m = toTarget
        let fade = max(0, min(1, opacity))
        var placed: [PlacedParticles.Quad] = []
        placed.reserveCapacity(particles.count)
        let fixed = 65536.0
        for particle in particles {
            let source = particle.sourceRect
            // Image pixel (s, t) about the source's centre → layer point → target pixel, as one affine map.
            let a = m.r0.x * particle.a + m.r1.x * particle.b, b = m.r0.y * particle.a + m.r1.y * particle.b
            let c = m.r0.x * particle.c + m.r1.x * particle.d, d = m.r0.y * particle.c + m.r1.y * particle.d
            let cx = m.r0.x * particle.x + m.r1.x * particle.y + m.r2.x, cy = m.r0.y * particle.x + m.r1.y * particle.y + m.r2.y
            let determinant = a * d - b * c
            guard determinant.isFinite, abs(determinant) > 1e-12, cx.isFinite, cy.isFinite else { continue }
            let w = Double(source.width) / 2, h = Double(source.height) / 2
            let halfX = abs(a) * w + abs(c) * h, halfY = abs(b) * w + abs(d) * h
            let left = Int(pixelClamping: cx - halfX, .down), top = Int(pixelClamping: cy - halfY, .down)
            let box = DamageRect(x: left, y: top, width: Int(pixelClamping: cx + halfX, .up) - left, height: Int(pixelClamping: cy + halfY, .up) - top)
            guard !box.isEmpty else { continue }
            // The inverse: target pixel → image pixel (from the source's corner), at the box's first pixel centre.
            let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
            let px = Double(box.x) + 0.5 - cx, py = Double(box.y) + 0.5 - cy
            let u = ia * px + ic * py + w, v = ib * px + id * py + h
            guard abs(u) < 1e9, abs(v) < 1e9, abs(ia) < 1e4, abs(ib) < 1e4, abs(ic) < 1e4, abs(id) < 1e4 else { continue }
            func factor(_ value: Float) -> UInt32 { UInt32(max(0, min(1, value * fade)) * 256 + 0.5) }
            let alpha = factor(particle.alpha)
            guard alpha > 0 else { continue }
            placed.append(PlacedParticles.Quad(
                box: box, u: Int64(u * fixed), v: Int64(v * fixed), dudx: Int64(ia * fixed), dvdx: Int64(ib * fixed),
                dudy: Int64(ic * fixed), dvdy: Int64(id * fixed), alpha: alpha, red: factor(particle.red), green: factor(particle.green),
                blue: factor(particle.blue), image: particle.image, source: source))
        }
        return PlacedParticles(quads: placed, images: images, isAdditive: isAdditive)
    }
}

/// A batch's particles placed on the target for one frame: each one's pixel box and the map into its image.
final class PlacedParticles: @unchecked Sendable {
    struct Quad {
        var box: DamageRect
        /// 16.16 image position at the box's first pixel centre, and its steps per target pixel.
        var u, v, dudx, dvdx, dudy, dvdy: Int64
        /// Premultiplied colour factors, 0…256.
        var alpha, red, green, blue: UInt32
        var image: Int
        var source: DamageRect
    }

    let quads: [Quad]
    let images: [RenderBitmap]
    let isAdditive: Bool

    init(quads: [Quad], images: [RenderBitmap], isAdditive: Bool) {
        self.quads = quads
        self.images = images
        self.isAdditive = isAdditive
    }

    /// Draws the particles' pixels inside `clip` into `target`, in order.
    func draw(in clip: DamageRect, into target: PixelSurface) {
        let clip = clip.intersection(target.bounds)
        guard !clip.isEmpty else { return }
        let dst = target.pixels.assumingMemoryBound(to: UInt32.self)
        let dstStride = target.stride / 4
        quads.withUnsafeBufferPointer { quads in
            for quad in quads {
                let box = quad.box.intersection(clip)
                guard !box.isEmpty else { continue }
                let image = images[quad.image].surface
                let dx = Int64(box.x - quad.box.x), dy = Int64(box.y - quad.box.y)
                let sourceBase = UnsafePointer(image.pixels.assumingMemoryBound(to: UInt32.self)) + quad.source.y * (image.stride / 4) + quad.source.x
                ck_particle_nearest(
                    dst, dstStride, Int32(box.x), Int32(box.y), Int32(box.maxX), Int32(box.maxY),
                    sourceBase, image.stride / 4, Int32(quad.source.width), Int32(quad.source.height),
                    quad.u + dx * quad.dudx + dy * quad.dudy, quad.v + dx * quad.dvdx + dy * quad.dvdy,
                    quad.dudx, quad.dvdx, quad.dudy, quad.dvdy, quad.alpha, quad.red, quad.green, quad.blue, isAdditive ? 1 : 0)
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
