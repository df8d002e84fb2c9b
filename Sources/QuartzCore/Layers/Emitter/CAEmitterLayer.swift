import Foundation

/// A layer that emits, animates and draws particles: each of its `emitterCells` gives birth to particles on the
/// emitter's shape, which then move, turn, grow and change colour until they die, drawn over the layer's background
/// and under its sublayers. The particles are simulated on the render side from the committed values and the layer's
/// time, the same for the same `seed`, so pausing the layer's time pauses them and a busy main thread does not stop
/// them. The emitter's position, size, depth and multipliers animate, and so do its cells' numbers and colours by
/// key path (`emitterCells.snow.birthRate`).
///
/// Difference from Apple: particles are drawn through the affine part of the layer's placement (no perspective),
/// sampled at the nearest image pixel, and left out of `render(in:)`.
@MainActor @preconcurrency
@CALayerModelFields
open class CAEmitterLayer: CALayer {
    /// The cells the layer emits; Core Animation copies them when they are set, so later changes to a cell object
    /// show only once the cells are set again (or through key paths such as `emitterCells.snow.birthRate`).
    open var emitterCells: [CAEmitterCell]? {
        get { cellObjects }
        set {
            cellObjects = newValue
            let oldValue = modelValues.emitterModel.cells
            modelValues.emitterModel.cells = (newValue ?? []).map(\.snapshot)
            modelDidChange("emitterCells", from: oldValue, to: modelValues.emitterModel.cells)
        }
    }

    /// Multiplies every cell's birth rate.
    @CALayerModel(\.emitterModel.fields.birthRate, "birthRate", ) open var birthRate: Float = 1

    /// Multiplies every cell's lifetime.
    @CALayerModel(\.emitterModel.fields.lifetime, "lifetime") open var lifetime: Float = 1

    /// The centre of the emitter's shape, in the layer's coordinates.
    @CALayerModel(\.emitterModel.fields.emitterPosition, "emitterPosition") open var emitterPosition: CGPoint = .zero

    /// The depth of the emitter's centre.
    @CALayerModel(\.emitterModel.fields.emitterZPosition, "emitterZPosition") open var emitterZPosition: CGFloat = 0

    /// The size of the emitter's shape (a circle's or sphere's radius is its width).
    @CALayerModel(\.emitterModel.fields.emitterSize, "emitterSize") open var emitterSize: CGSize = .zero

    /// The depth of a cuboid shape.
    @CALayerModel(\.emitterModel.fields.emitterDepth, "emitterDepth") open var emitterDepth: CGFloat = 0

    /// The shape particles are born on.
    @CALayerModel(\.emitterModel.fields.emitterShape, "emitterShape", check: .none, animation: .none)
    open var emitterShape: CAEmitterLayerEmitterShape = .point

    /// Which part of the shape particles are born on.
    @CALayerModel(\.emitterModel.fields.emitterMode, "emitterMode", check: .none, animation: .none)
    open var emitterMode: CAEmitterLayerEmitterMode = .volume

    /// The order particles are drawn in, and whether they add up (`.additive`).
    @CALayerModel(\.emitterModel.fields.renderMode, "renderMode", check: .none, animation: .none)
    open var renderMode: CAEmitterLayerRenderMode = .unordered

    /// Whether particles keep their depth in 3-D.
    ///
    /// Difference from Apple: stored for Apple's API only; particles always flatten into the layer's plane here.
    @CALayerModel(\.emitterModel.fields.preservesDepth, "preservesDepth", check: .none, animation: .none) open var preservesDepth: Bool = false

    /// Multiplies every cell's velocity.
    @CALayerModel(\.emitterModel.fields.velocity, "velocity") open var velocity: Float = 1

    /// Multiplies every cell's scale.
    @CALayerModel(\.emitterModel.fields.scale, "scale") open var scale: Float = 1

    /// Multiplies every cell's spin.
    @CALayerModel(\.emitterModel.fields.spin, "spin") open var spin: Float = 1

    /// The seed of the particles' random numbers: the same seed, cells and time draw the same particles.
    @CALayerModel(\.emitterModel.fields.seed, "seed", check: .none, animation: .none) open var seed: UInt32 = 0

    /// The cell objects as set (their values are copied into the model).
    private var cellObjects: [CAEmitterCell]?

    override public init() {
        super.init()
        modelValues.content = EmitterValues()
    }

    override public init(layer: Any) {
        super.init(layer: layer)
        cellObjects = (layer as? CAEmitterLayer)?.cellObjects
    }

    /// Gives nil, as every layer here does (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class func animatableProperty(beyondTableAt keyPath: String) -> CALayerAnimatableProperty? {
        cellProperty(keyPath)
    }

    /// Remembers, at the layer's current time, what it emitted with until a change now (see `EmitterValues.commit`).
    func commitEmission() {
        guard var values = modelValues.emitter else { return }
        values.commit(at: convertTime(CACurrentMediaTime(), from: nil))
        modelValues.content = values
    }
}
