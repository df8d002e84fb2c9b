import Foundation

/// An emitter's particles on the render side: simulated from the committed snapshot at the layer's time each frame.
extension LayerSnapshot {
    /// The particle layer of an emitter whose presented values are `presented` at layer time `time`; nil when no
    /// particle lives then (or on other layers).
    func particleLayer(presented: LayerValues, at time: CFTimeInterval) -> RenderLayer? {
        guard let emitter = presented.emitter else { return nil }
        let base = values, animations = animations
        let latestChange = emitter.history.last?.end ?? -.infinity
        // The emission of a past instant: as committed then, with the layer's animations evaluated then.
        let emission: (CFTimeInterval) -> EmitterEmission = { instant in
            guard instant >= latestChange else { return emitter.emission(at: instant) }
            guard !animations.isEmpty else { return emitter.emission }
            var past = base
            for animation in animations { animation.apply(to: &past, parentTime: instant) }
            return past.emitter?.emission ?? emitter.emission
        }
        let longestLife = ([emitter.emission] + emitter.history.map(\.emission)).map(\.longestLife).max() ?? 0
        var simulation = EmitterSimulation(time: time, emission: emission)
        simulation.run(current: emitter.emission, longestLife: longestLife)
        if simulation.isCut {
            CADiagnostics.reportLater("CAEmitterLayer has more than \(EmitterSimulation.particleLimit) live particles; the rest are not drawn")
        }
        var particles = simulation.particles
        switch emitter.fields.renderMode {
        case .oldestLast: particles.reverse()
        case .backToFront: particles = particles.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }.map(\.element)
        default: break
        }
        let images = simulation.images.compactMap(RenderBitmap.init(image:))
        guard images.count == simulation.images.count else { return nil }
        let batch = ParticleBatch(particles: particles, images: images, isAdditive: emitter.fields.renderMode == .additive)
        return RenderLayer(particlesOf: batch, emitterID: id)
    }
}
