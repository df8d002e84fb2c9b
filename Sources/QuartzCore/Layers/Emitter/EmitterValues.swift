import Foundation

/// `CAEmitterLayer`'s model values: the emitter's declared properties, its cells as values, and what it emitted with
/// before its last changes (so particles born then keep the values they were born with). It draws nothing into the
/// layer's bitmap; the render side simulates its particles at each frame's time (`EmitterSimulation`).
@dynamicMemberLookup
public struct EmitterValues: CALayerContentValues {
    /// The properties `CAEmitterLayer` declares: `values.birthRate` reads `fields.birthRate`.
    public var fields = CAEmitterLayer.ModelFields()
    /// The cells, as values.
    public var cells: [EmitterCellValues] = []
    /// The values emitted with before each change committed, oldest first: births before `end` (in the layer's time)
    /// used `emission`.
    var history: [EmitterEpoch] = []
    /// The emission as last committed, and when (in the layer's time).
    var committed: EmitterEmission?
    var lastCommitTime: CFTimeInterval?

    public init() {}

    /// A declared property's value.
    @inline(__always)
    public subscript<Value>(dynamicMember field: WritableKeyPath<CAEmitterLayer.ModelFields, Value>) -> Value {
        get { fields[keyPath: field] }
        set { fields[keyPath: field] = newValue }
    }

    public func drawing(bounds: CGRect) -> (any CALayerDrawing)? {
        nil
    }

    /// Particles fly anywhere.
    public var drawsOutsideBounds: Bool { true }

    /// What births depend on: the declared properties and the cells, without the history.
    var emission: EmitterEmission {
        EmitterEmission(fields: fields, cells: cells)
    }

    /// Whether particles may show: a cell gives birth now, or did in an emission still remembered (whose particles
    /// may live on).
    var mayLive: Bool {
        (fields.birthRate > 0 && cells.contains { $0.isEnabled && $0.birthRate > 0 }) || !history.isEmpty
    }

    /// Records a commit at layer time `time`: when the emission differs from the one last committed, that one is
    /// remembered as ending now; emissions whose particles have all died by then are forgotten.
    mutating func commit(at time: CFTimeInterval) {
        // The layer's time went back (a new `beginTime` restarts the emitter): what was remembered no longer applies.
        if let last = lastCommitTime, time < last { history.removeAll() }
        lastCommitTime = time
        let current = emission
        if let committed, committed != current {
            if history.last?.end ?? -.infinity < time { history.append(EmitterEpoch(end: time, emission: committed)) }
        }
        committed = current
        history.removeAll { $0.end + $0.emission.longestLife < time }
    }

    /// The emission births at layer time `time` used.
    func emission(at time: CFTimeInterval) -> EmitterEmission {
        history.first { time < $0.end }?.emission ?? emission
    }
}

/// What an emitter gives birth with: its declared properties and its cells.
struct EmitterEmission: Equatable, Sendable {
    var fields: CAEmitterLayer.ModelFields
    var cells: [EmitterCellValues]

    static func == (lhs: EmitterEmission, rhs: EmitterEmission) -> Bool {
        let a = lhs.fields, b = rhs.fields
        return a.birthRate == b.birthRate && a.lifetime == b.lifetime && a.emitterPosition == b.emitterPosition
            && a.emitterZPosition == b.emitterZPosition && a.emitterSize == b.emitterSize && a.emitterDepth == b.emitterDepth
            && a.emitterShape == b.emitterShape && a.emitterMode == b.emitterMode && a.velocity == b.velocity
            && a.scale == b.scale && a.spin == b.spin && a.seed == b.seed && lhs.cells == rhs.cells
    }

    /// The longest any particle lives, in the layer's time.
    var longestLife: Double {
        cells.map { $0.longestLife(factor: fields.lifetime) }.max() ?? 0
    }
}

/// An emission that ended at a committed change.
struct EmitterEpoch: Sendable {
    var end: CFTimeInterval
    var emission: EmitterEmission
}

extension LayerValues {
    /// An emitter's values, nil on other layers.
    var emitter: EmitterValues? {
        get { content as? EmitterValues }
        set { if let newValue { content = newValue } }
    }

    /// An emitter layer's values for its declarations (fresh ones on another layer; a write stores them).
    var emitterModel: EmitterValues {
        get { emitter ?? EmitterValues() }
        set { content = newValue }
    }
}
