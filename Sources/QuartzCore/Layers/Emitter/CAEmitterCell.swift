import Foundation

/// One kind of particle an emitter gives birth to: how many a second, how long they live, how they move, turn, grow
/// and change colour, and the image they show. Ranges spread each particle's value evenly about the mean; speeds
/// change it each second of the particle's life. A cell's `emitterCells` are emitted by each of its particles.
/// Its `CAMediaTiming` says when, in the emitter's time, it gives birth.
///
/// Difference from Apple: not `NSSecureCoding` (as `CALayer` here); `value(forKey:)` and
/// `setValue(_:forKey:)` reach its properties by name.
@MainActor @preconcurrency
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// The cell as a value (what the emitter layer copies).
    var values = EmitterCellValues()

    /// The cell's name, by which key paths reach it (`emitterCells.<name>.birthRate`).
    open var name: String? {
        get { values.name }
        set { values.name = newValue }
    }
    /// Whether the cell gives birth at all.
    open var isEnabled: Bool {
        get { values.isEnabled }
        set { values.isEnabled = newValue }
    }
    /// Particles born each second (times the layer's `birthRate`).
    open var birthRate: Float {
        get { values.birthRate }
        set { values.birthRate = newValue.isFinite ? max(0, newValue) : values.birthRate }
    }
    /// How many seconds a particle lives (times the layer's `lifetime`).
    open var lifetime: Float {
        get { values.lifetime }
        set { values.lifetime = newValue.isFinite ? max(0, newValue) : values.lifetime }
    }
    /// How far a particle's lifetime may differ from `lifetime`, either way.
    open var lifetimeRange: Float {
        get { values.lifetimeRange }
        set { values.lifetimeRange = finite(newValue, values.lifetimeRange) }
    }
    /// The angle of the emission direction out of the x-y plane, in radians.
    open var emissionLatitude: CGFloat {
        get { values.emissionLatitude }
        set { values.emissionLatitude = finite(newValue, values.emissionLatitude) }
    }
    /// The angle of the emission direction in the x-y plane, from the x axis towards the y axis, in radians.
    open var emissionLongitude: CGFloat {
        get { values.emissionLongitude }
        set { values.emissionLongitude = finite(newValue, values.emissionLongitude) }
    }
    /// The half-angle of the cone about the emission direction particles leave in, in radians.
    open var emissionRange: CGFloat {
        get { values.emissionRange }
        set { values.emissionRange = finite(newValue, values.emissionRange) }
    }
    /// A particle's speed at birth, in points a second (times the layer's `velocity`).
    open var velocity: CGFloat {
        get { values.velocity }
        set { values.velocity = finite(newValue, values.velocity) }
    }
    /// How far a particle's speed may differ from `velocity`, either way.
    open var velocityRange: CGFloat {
        get { values.velocityRange }
        set { values.velocityRange = finite(newValue, values.velocityRange) }
    }
    /// The acceleration along x, in points a second squared.
    open var xAcceleration: CGFloat {
        get { values.xAcceleration }
        set { values.xAcceleration = finite(newValue, values.xAcceleration) }
    }
    /// The acceleration along y (positive is down), in points a second squared.
    open var yAcceleration: CGFloat {
        get { values.yAcceleration }
        set { values.yAcceleration = finite(newValue, values.yAcceleration) }
    }
    /// The acceleration along z, in points a second squared.
    open var zAcceleration: CGFloat {
        get { values.zAcceleration }
        set { values.zAcceleration = finite(newValue, values.zAcceleration) }
    }
    /// A particle's size at birth as a multiple of its image (times the layer's `scale`).
    open var scale: CGFloat {
        get { values.scale }
        set { values.scale = finite(newValue, values.scale) }
    }
    /// How far a particle's scale may differ from `scale`, either way.
    open var scaleRange: CGFloat {
        get { values.scaleRange }
        set { values.scaleRange = finite(newValue, values.scaleRange) }
    }
    /// How much the scale grows each second.
    open var scaleSpeed: CGFloat {
        get { values.scaleSpeed }
        set { values.scaleSpeed = finite(newValue, values.scaleSpeed) }
    }
    /// How fast a particle turns, in radians a second (times the layer's `spin`).
    open var spin: CGFloat {
        get { values.spin }
        set { values.spin = finite(newValue, values.spin) }
    }
    /// How far a particle's spin may differ from `spin`, either way.
    open var spinRange: CGFloat {
        get { values.spinRange }
        set { values.spinRange = finite(newValue, values.spinRange) }
    }
    /// The colour the image is multiplied by (nil: opaque white).
    open var color: CGColor? {
        get { colorObject }
        set {
            colorObject = newValue
            values.color = newValue.flatMap { $0.components }.map { $0.count >= 4 ? Array($0.prefix(4)) : $0 + [1] } ?? [1, 1, 1, 1]
        }
    }
    /// How far a particle's red may differ from `color`'s, either way.
    open var redRange: Float {
        get { values.redRange }
        set { values.redRange = finite(newValue, values.redRange) }
    }
    /// How far a particle's green may differ from `color`'s, either way.
    open var greenRange: Float {
        get { values.greenRange }
        set { values.greenRange = finite(newValue, values.greenRange) }
    }
    /// How far a particle's blue may differ from `color`'s, either way.
    open var blueRange: Float {
        get { values.blueRange }
        set { values.blueRange = finite(newValue, values.blueRange) }
    }
    /// How far a particle's alpha may differ from `color`'s, either way.
    open var alphaRange: Float {
        get { values.alphaRange }
        set { values.alphaRange = finite(newValue, values.alphaRange) }
    }
    /// How much a particle's red changes each second.
    open var redSpeed: Float {
        get { values.redSpeed }
        set { values.redSpeed = finite(newValue, values.redSpeed) }
    }
    /// How much a particle's green changes each second.
    open var greenSpeed: Float {
        get { values.greenSpeed }
        set { values.greenSpeed = finite(newValue, values.greenSpeed) }
    }
    /// How much a particle's blue changes each second.
    open var blueSpeed: Float {
        get { values.blueSpeed }
        set { values.blueSpeed = finite(newValue, values.blueSpeed) }
    }
    /// How much a particle's alpha changes each second (negative fades it out).
    open var alphaSpeed: Float {
        get { values.alphaSpeed }
        set { values.alphaSpeed = finite(newValue, values.alphaSpeed) }
    }
    /// The particle's image, a `CGImage` (anything else shows nothing).
    open var contents: Any? {
        didSet { values.contents = contents.flatMap { $0 as? CGImage } }
    }
    /// The part of the image shown, in the unit square.
    open var contentsRect: CGRect {
        get { values.contentsRect }
        set { values.contentsRect = newValue.isFiniteValue ? newValue : values.contentsRect }
    }
    /// Image pixels per point.
    open var contentsScale: CGFloat {
        get { values.contentsScale }
        set { values.contentsScale = newValue.isFinite && newValue > 0 ? newValue : values.contentsScale }
    }
    /// The filter used when the image shrinks (`"linear"`, `"nearest"`, `"trilinear"`); stored, as particles are
    /// sampled at the nearest pixel (see `CAEmitterLayer`).
    open var minificationFilter: String {
        get { values.minificationFilter }
        set { values.minificationFilter = newValue }
    }
    /// The filter used when the image grows.
    open var magnificationFilter: String {
        get { values.magnificationFilter }
        set { values.magnificationFilter = newValue }
    }
    /// The level-of-detail bias of the minification filter.
    open var minificationFilterBias: Float {
        get { values.minificationFilterBias }
        set { values.minificationFilterBias = finite(newValue, values.minificationFilterBias) }
    }
    /// The cells each particle of this cell emits, from where it is.
    open var emitterCells: [CAEmitterCell]? {
        didSet { values.emitterCells = (emitterCells ?? []).map(\.snapshot) }
    }
    /// Default values for keys this cell has no value for, as `CALayer.style`.
    open var style: [AnyHashable: Any]?

    // MARK: CAMediaTiming

    open var beginTime: CFTimeInterval {
        get { values.timing.beginTime }
        set { values.timing.beginTime = finite(newValue, values.timing.beginTime) }
    }
    open var duration: CFTimeInterval {
        get { values.timing.duration }
        set { values.timing.duration = newValue.isNaN ? values.timing.duration : newValue }
    }
    open var speed: Float {
        get { values.timing.speed }
        set { values.timing.speed = finite(newValue, values.timing.speed) }
    }
    open var timeOffset: CFTimeInterval {
        get { values.timing.timeOffset }
        set { values.timing.timeOffset = finite(newValue, values.timing.timeOffset) }
    }
    open var repeatCount: Float {
        get { values.timing.repeatCount }
        set { values.timing.repeatCount = newValue.isNaN ? values.timing.repeatCount : newValue }
    }
    open var repeatDuration: CFTimeInterval {
        get { values.timing.repeatDuration }
        set { values.timing.repeatDuration = newValue.isNaN ? values.timing.repeatDuration : newValue }
    }
    open var autoreverses: Bool {
        get { values.timing.autoreverses }
        set { values.timing.autoreverses = newValue }
    }
    open var fillMode: CAMediaTimingFillMode {
        get { values.timing.fillMode }
        set { values.timing.fillMode = newValue }
    }

    private var colorObject: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// Values stored under keys that are not properties.
    private var storedValues: [String: Any] = [:]

    public required override init() {}

    /// A new cell (Objective-C's `+emitterCell`).
    open class func emitterCell() -> Self { self.init() }

    public required convenience init(cell: CAEmitterCell) {
        self.init()
        values = cell.values
        colorObject = cell.colorObject
        contents = cell.contents
        emitterCells = cell.emitterCells
        style = cell.style
    }

    /// The value of a fresh cell for `key` (a property's name), nil for other keys.
    open class func defaultValue(forKey key: String) -> Any? {
        CAEmitterCell().value(forKey: key)
    }

    /// Whether `key`'s value is archived with the cell: every value is.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The cell as the layer copies it (a nil colour as opaque white; a `style` supplying defaults for names
    /// and numbers not set).
    var snapshot: EmitterCellValues {
        var copy = values
        if let style {
            for (key, value) in style {
                guard let key = key as? String, let number = (value as? NSNumber)?.doubleValue ?? (value as? Double) else { continue }
                if Self.defaults.first(where: { $0.key == key })?.isDefault(copy) == true { Self.write(number, key, into: &copy) }
            }
        }
        return copy
    }

    /// The value of the property `key` (its Swift name, or its Objective-C one such as `enabled`), or a value stored
    /// under `key`.
    open func value(forKey key: String) -> Any? {
        if let number = Self.read(key, from: values) { return number }
        switch key {
        case "name": return name
        case "enabled", "isEnabled": return isEnabled
        case "color": return color
        case "contents": return contents
        case "contentsRect": return contentsRect
        case "emitterCells": return emitterCells
        case "minificationFilter": return minificationFilter
        case "magnificationFilter": return magnificationFilter
        default: return storedValues[key] ?? style?[key]
        }
    }

    /// Sets the property `key` from `value`, or stores it under `key`.
    open func setValue(_ value: Any?, forKey key: String) {
        if let number = (value as? NSNumber)?.doubleValue ?? (value as? Double) ?? (value as? CGFloat).map(Double.init)
            ?? (value as? Float).map(Double.init), Self.read(key, from: values) != nil {
            Self.write(number, key, into: &values)
            return
        }
        switch key {
        case "name": name = value as? String
        case "enabled", "isEnabled": isEnabled = value as? Bool ?? isEnabled
        case "color": color = value.flatMap { $0 as? CGColor }
        case "contents": contents = value
        case "emitterCells": emitterCells = value as? [CAEmitterCell]
        default: storedValues[key] = value
        }
    }
}

extension CAEmitterCell {
    /// A number-valued property of a cell: its key, and where it lives in the cell's values.
    struct NumberField {
        let key: String
        let get: @Sendable (EmitterCellValues) -> Double
        let set: @Sendable (inout EmitterCellValues, Double) -> Void

        func isDefault(_ values: EmitterCellValues) -> Bool { get(values) == get(EmitterCellValues()) }
    }

    /// Every number-valued property, by key.
    static let defaults: [NumberField] = {
        func float(_ key: String, _ path: WritableKeyPath<EmitterCellValues, Float> & Sendable) -> NumberField {
            NumberField(key: key, get: { Double($0[keyPath: path]) }, set: { $0[keyPath: path] = Float($1) })
        }
        func cg(_ key: String, _ path: WritableKeyPath<EmitterCellValues, CGFloat> & Sendable) -> NumberField {
            NumberField(key: key, get: { Double($0[keyPath: path]) }, set: { $0[keyPath: path] = CGFloat($1) })
        }
        return [
            float("birthRate", \.birthRate), float("lifetime", \.lifetime), float("lifetimeRange", \.lifetimeRange),
            cg("emissionLatitude", \.emissionLatitude), cg("emissionLongitude", \.emissionLongitude), cg("emissionRange", \.emissionRange),
            cg("velocity", \.velocity), cg("velocityRange", \.velocityRange),
            cg("xAcceleration", \.xAcceleration), cg("yAcceleration", \.yAcceleration), cg("zAcceleration", \.zAcceleration),
            cg("scale", \.scale), cg("scaleRange", \.scaleRange), cg("scaleSpeed", \.scaleSpeed),
            cg("spin", \.spin), cg("spinRange", \.spinRange),
            float("redRange", \.redRange), float("greenRange", \.greenRange), float("blueRange", \.blueRange), float("alphaRange", \.alphaRange),
            float("redSpeed", \.redSpeed), float("greenSpeed", \.greenSpeed), float("blueSpeed", \.blueSpeed), float("alphaSpeed", \.alphaSpeed),
            cg("contentsScale", \.contentsScale), float("minificationFilterBias", \.minificationFilterBias),
        ]
    }()

    /// The number-valued property `key` of `values`, nil when `key` names none.
    static func read(_ key: String, from values: EmitterCellValues) -> Double? {
        defaults.first { $0.key == key }.map { $0.get(values) }
    }

    /// Writes `number` into the number-valued property `key` of `values`; a NaN or infinity is refused.
    static func write(_ number: Double, _ key: String, into values: inout EmitterCellValues) {
        guard number.isFinite else {
            CADiagnostics.report("CAEmitterCell \(key) \(number) is not finite; ignored")
            return
        }
        defaults.first { $0.key == key }?.set(&values, number)
    }
}

/// The new value when it is finite, else the old one (a NaN or infinite value is refused, as a layer refuses it).
@MainActor
private func finite<V: BinaryFloatingPoint>(_ new: V, _ old: V) -> V {
    guard new.isFinite else {
        CADiagnostics.report("CAEmitterCell value \(new) is not finite; ignored")
        return old
    }
    return new
}
