import Foundation

/// A `CAEmitterCell` as a value: what the render side simulates particles from. Taken when the cells are given to the
/// layer (`CAEmitterLayer.emitterCells`), as Core Animation copies them then; key paths into the layer's cells
/// (`emitterCells.snow.birthRate`) change these values.
public struct EmitterCellValues: Hashable, Sendable {
    public var name: String?
    public var isEnabled = true
    public var birthRate: Float = 0
    public var lifetime: Float = 0
    public var lifetimeRange: Float = 0
    public var emissionLatitude: CGFloat = 0
    public var emissionLongitude: CGFloat = 0
    public var emissionRange: CGFloat = 0
    public var velocity: CGFloat = 0
    public var velocityRange: CGFloat = 0
    public var xAcceleration: CGFloat = 0
    public var yAcceleration: CGFloat = 0
    public var zAcceleration: CGFloat = 0
    public var scale: CGFloat = 1
    public var scaleRange: CGFloat = 0
    public var scaleSpeed: CGFloat = 0
    public var spin: CGFloat = 0
    public var spinRange: CGFloat = 0
    /// `color` as straight sRGB components (red, green, blue, alpha).
    public var color: [CGFloat] = [1, 1, 1, 1]
    public var redRange: Float = 0
    public var greenRange: Float = 0
    public var blueRange: Float = 0
    public var alphaRange: Float = 0
    public var redSpeed: Float = 0
    public var greenSpeed: Float = 0
    public var blueSpeed: Float = 0
    public var alphaSpeed: Float = 0
    /// `contents` when it is an image (the only kind drawn).
    public var contents: CGImage?
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsScale: CGFloat = 1
    public var minificationFilter = "linear"
    public var magnificationFilter = "linear"
    public var minificationFilterBias: Float = 0
    /// The cell's `CAMediaTiming`: when, in the emitter's time, it gives birth.
    var timing = CAMediaTimingValues()
    /// The cells each particle of this one emits.
    public var emitterCells: [EmitterCellValues] = []

    public init() {}

    public static func == (lhs: EmitterCellValues, rhs: EmitterCellValues) -> Bool {
        lhs.name == rhs.name && lhs.isEnabled == rhs.isEnabled && lhs.birthRate == rhs.birthRate && lhs.lifetime == rhs.lifetime
            && lhs.lifetimeRange == rhs.lifetimeRange && lhs.emissionLatitude == rhs.emissionLatitude
            && lhs.emissionLongitude == rhs.emissionLongitude && lhs.emissionRange == rhs.emissionRange
            && lhs.velocity == rhs.velocity && lhs.velocityRange == rhs.velocityRange && lhs.xAcceleration == rhs.xAcceleration
            && lhs.yAcceleration == rhs.yAcceleration && lhs.zAcceleration == rhs.zAcceleration && lhs.scale == rhs.scale
            && lhs.scaleRange == rhs.scaleRange && lhs.scaleSpeed == rhs.scaleSpeed && lhs.spin == rhs.spin && lhs.spinRange == rhs.spinRange
            && lhs.color == rhs.color && lhs.redRange == rhs.redRange && lhs.greenRange == rhs.greenRange && lhs.blueRange == rhs.blueRange
            && lhs.alphaRange == rhs.alphaRange && lhs.redSpeed == rhs.redSpeed && lhs.greenSpeed == rhs.greenSpeed
            && lhs.blueSpeed == rhs.blueSpeed && lhs.alphaSpeed == rhs.alphaSpeed && lhs.contents === rhs.contents
            && lhs.contentsRect == rhs.contentsRect && lhs.contentsScale == rhs.contentsScale
            && lhs.minificationFilter == rhs.minificationFilter && lhs.magnificationFilter == rhs.magnificationFilter
            && lhs.minificationFilterBias == rhs.minificationFilterBias && lhs.timing == rhs.timing && lhs.emitterCells == rhs.emitterCells
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(birthRate)
        hasher.combine(lifetime)
        hasher.combine(emitterCells.count)
    }

    /// The longest a particle of this cell (or of a cell its particles emit) can live, in the emitter's time, with
    /// the layer's `lifetime` multiplier `factor`.
    func longestLife(factor: Float) -> Double {
        let own = Double(max(0, lifetime + abs(lifetimeRange)) * max(0, factor))
        let speed = Double(timing.speed)
        let ownTime = speed > 0 ? own / speed : own
        return ownTime + (emitterCells.map { $0.longestLife(factor: factor) }.max() ?? 0)
    }
}

extension EmitterCellValues {
    /// The first cell named `name` among `cells`' indices.
    static func index(of name: Substring, in cells: [EmitterCellValues]) -> Int? {
        cells.firstIndex { $0.name.map { $0[...] == name } ?? false }
    }

    /// The cell at the dotted `names` path (`snow` or `rocket.spark`) under `cells`, read or written; nil when none is
    /// so named.
    static func cell(at names: [Substring], in cells: [EmitterCellValues]) -> EmitterCellValues? {
        guard let first = names.first, let index = index(of: first, in: cells) else { return nil }
        return names.count == 1 ? cells[index] : cell(at: Array(names.dropFirst()), in: cells[index].emitterCells)
    }

    /// Applies `change` to the cell at the `names` path under `cells`; false when none is so named.
    @discardableResult
    static func update(at names: [Substring], in cells: inout [EmitterCellValues], _ change: (inout EmitterCellValues) -> Void) -> Bool {
        guard let first = names.first, let index = index(of: first, in: cells) else { return false }
        if names.count == 1 {
            change(&cells[index])
            return true
        }
        return update(at: Array(names.dropFirst()), in: &cells[index].emitterCells, change)
    }
}
