import XCTest
@testable import QuartzCore

/// Particle images and emitters the emitter tests share.
enum EmitterFixtures {
    /// A `size`×`size` white dot, opaque in the middle and fading to the rim (premultiplied).
    static func dot(size: Int = 8) -> CGImage {
        var words: [UInt32] = []
        let middle = Double(size) / 2
        for y in 0..<size {
            for x in 0..<size {
                let distance = ((Double(x) + 0.5 - middle) * (Double(x) + 0.5 - middle) + (Double(y) + 0.5 - middle) * (Double(y) + 0.5 - middle)).squareRoot()
                let alpha = UInt32(max(0, min(1, 1.5 * (1 - distance / middle))) * 255)
                words.append(alpha << 24 | alpha << 16 | alpha << 8 | alpha)
            }
        }
        return CGImage(width: size, height: size, premultipliedARGB32: words)!
    }

    /// A `size`×`size` opaque white square.
    static func square(size: Int = 4) -> CGImage {
        CGImage(width: size, height: size, premultipliedARGB32: [UInt32](repeating: 0xFFFF_FFFF, count: size * size))!
    }

    /// An emitter at the origin of a 200×200 layer whose time starts at 0 when the clock is at `start`, with one cell
    /// named `name` born `rate` times a second, living `lifetime` seconds, still unless told to move.
    @MainActor
    static func emitter(
        start: CFTimeInterval = 100, rate: Float = 16, lifetime: Float = 1, name: String = "spark", seed: UInt32 = 0
    ) -> (CAEmitterLayer, CAEmitterCell) {
        withoutActions {
            let emitter = CAEmitterLayer()
            emitter.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            emitter.beginTime = start
            emitter.emitterPosition = CGPoint(x: 100, y: 100)
            emitter.seed = seed
            let cell = CAEmitterCell()
            cell.name = name
            cell.birthRate = rate
            cell.lifetime = lifetime
            cell.contents = square()
            emitter.emitterCells = [cell]
            return (emitter, cell)
        }
    }
}

extension CALayer {
    /// The particles the render side draws for this emitter at the current media time.
    @MainActor
    var renderedParticles: [Particle] {
        renderSnapshot().sublayers.first { $0.id == renderID ^ RenderLayer.particleTag }?.visual.particles?.particles ?? []
    }
}
