import Foundation

/// Declares a layer property once: the field of the layer's model value (`LayerValues`) it lives in, its key path
/// string, how a new value is checked, whether and how it animates, and its default. From that one line come the
/// model's field (written by `@CALayerModelFields` on the class), the public accessor (this wrapper), the key path
/// that `value(forKey:)` and animations resolve, validation, the implicit action, the presentation copy and the
/// render side's snapshot (both copies of the model value).
///
///     @CALayerModel(\.cornerRadius, "cornerRadius") open var cornerRadius: CGFloat = 0
///
/// Difference from Apple: not in Core Animation, whose properties are `@dynamic` and found through KVC; Swift on
/// Linux declares them through this wrapper.
@MainActor @preconcurrency
@propertyWrapper
public struct CALayerModel<Value: Equatable & Sendable> {
    /// Where the value lives in the layer's model.
    let place: LayerModelPlace<Value>
    /// How a new value is checked before it is kept (stored next to `place`, in the bytes its 32-bit offset leaves,
    /// so that every layer's dozens of declarations take no more room for the offset).
    let check: CALayerModelCheck
    /// The key path string animations, actions and `value(forKey:)` use.
    let key: String
    /// Whether the property animates, and when.
    let animation: CALayerModelAnimation

    /// Declares the property stored at `field` of the model's declared fields under `key`; `wrappedValue`, its
    /// default, is the model field's (`@CALayerModelFields` copies it there), so a layer starts with it without this
    /// wrapper storing or even evaluating it. `field` is a plain stored-property key path, which Swift makes once and
    /// reuses, so declaring the property costs a layer almost nothing when it is made.
    @inline(__always)
    public init(
        wrappedValue: @autoclosure () -> Value, _ field: WritableKeyPath<CALayer.ModelFields, Value> & Sendable, _ key: String,
        check: CALayerModelCheck = .finite, animation: CALayerModelAnimation = .implicit
    ) {
        self.init(place: .field(field, offset: Int32(MemoryLayout<CALayer.ModelFields>.offset(of: field) ?? -1)), key: key, check: check, animation: animation)
    }

    /// Declares the property stored at `path` of the model value under `key`: a subclass's values, named through
    /// their stored `fields` (`\.shape.fields.fillColor`, not the dynamic member `\.shape.fillColor`) so that the key
    /// path is made once, not for each layer.
    @_disfavoredOverload
    public init(
        wrappedValue: @autoclosure () -> Value, _ path: WritableKeyPath<LayerValues, Value> & Sendable, _ key: String,
        check: CALayerModelCheck = .finite, animation: CALayerModelAnimation = .implicit
    ) {
        self.init(place: .path(path), key: key, check: check, animation: animation)
    }

    @inline(__always)
    private init(place: LayerModelPlace<Value>, key: String, check: CALayerModelCheck, animation: CALayerModelAnimation) {
        self.place = place
        self.key = key
        self.check = check
        self.animation = animation
    }

    @available(*, unavailable, message: "a layer property is read through its layer")
    public var wrappedValue: Value {
        get { fatalError("a layer property is read through its layer") }
        set { fatalError("a layer property is written through its layer") }
    }

    /// Reads and writes the property of `layer`: a write is checked, kept in the model, and recorded as a change
    /// (which looks up the action and opens the implicit transaction).
    public static subscript<Layer: CALayer>(
        _enclosingInstance layer: Layer,
        wrapped wrapped: ReferenceWritableKeyPath<Layer, Value>,
        storage storage: ReferenceWritableKeyPath<Layer, Self>
    ) -> Value {
        @inline(__always) get { layer.modelValue(at: layer[keyPath: storage].place) }
        set { layer[keyPath: storage].write(newValue, to: layer) }
    }

    /// Checks `newValue`, keeps it (or the old value, reporting why) and records the change.
    func write(_ newValue: Value, to layer: CALayer) {
        let oldValue = layer.modelValue(at: place)
        guard let kept = check.accept(newValue) else {
            _ = layer.rejected(key, newValue, keeping: oldValue)
            return
        }
        layer.setModelValue(kept, at: place)
        layer.modelDidChange(key, from: oldValue, to: kept)
        if check == .geometry { layer.boundsDidChange(from: oldValue, to: kept) }
    }
}

/// Where a declared property lives in `LayerValues`: a field of the declared fields (`CALayer`'s own, reached
/// without going through `LayerValues`' dynamic member lookup, whose key paths Swift builds anew each time they are
/// written) or any other path of the model value (a subclass's values).
enum LayerModelPlace<Value>: Sendable {
    /// A field of `LayerValues.fields`, and its byte offset there (-1 if the key path has none): a layer's own model
    /// is read and written at that offset, since a read through the key path cost about 600 instructions (generic
    /// metadata lookups in the key path machinery), 84,000 of them in laying out a tree of 1,112 views. The offset
    /// of a key path literal is folded to a constant where the declaration's initializer is inlined.
    case field(WritableKeyPath<CALayer.ModelFields, Value> & Sendable, offset: Int32)
    /// Any other writable path of `LayerValues`.
    case path(WritableKeyPath<LayerValues, Value> & Sendable)

    /// The value in `values`.
    @inline(__always)
    func value(in values: LayerValues) -> Value {
        switch self {
        case let .field(field, _): return values.fields[keyPath: field]
        case let .path(path): return values[keyPath: path]
        }
    }

    /// Sets the value in `values`.
    @inline(__always)
    func set(_ value: Value, in values: inout LayerValues) {
        switch self {
        case let .field(field, _): values.fields[keyPath: field] = value
        case let .path(path): values[keyPath: path] = value
        }
    }

    /// The place as one key path of `LayerValues` (made anew: for building tables, not for each access).
    var keyPath: WritableKeyPath<LayerValues, Value> {
        switch self {
        case let .field(field, _):
            let fields: WritableKeyPath<LayerValues, CALayer.ModelFields> = \.fields
            return fields.appending(path: field)
        case let .path(path): return path
        }
    }
}

/// Writes the struct of the values a layer class's `@CALayerModel` lines declare (`ModelFields`, nested in the
/// class), one field per line, named by the last component of its key path and given its default, so the model's
/// field is declared by that one line too.
///
/// Difference from Apple: not in Core Animation; it stands in for `@dynamic` storage, which Swift on Linux lacks.
@attached(member, names: named(ModelFields))
public macro CALayerModelFields() = #externalMacro(module: "QuartzCoreMacros", type: "LayerModelFieldsMacro")

/// How a layer property checks a new value: Core Animation's setters clamp fractions, and here a NaN or infinite
/// component is refused (reported once, the old value kept) so the render side never receives one.
///
/// Difference from Apple: not in Core Animation; the checks its setters make, named so a declaration can state them.
public enum CALayerModelCheck: Equatable, Sendable {
    /// Any value is kept.
    case none
    /// A value with a NaN or infinite component is refused.
    case finite
    /// Like `finite`, and a size change lays the layer out (and redisplays it when it asks to): `bounds`.
    case geometry
    /// A NaN is refused; infinities ("forever") are kept: durations and counts.
    case number
    /// A NaN is refused and the value clamped to 0…1: opacities.
    case unit
    /// Only finite values above zero are kept: scales.
    case positive

    /// The value to keep, or nil to refuse it.
    func accept<Value>(_ value: Value) -> Value? {
        switch self {
        case .none:
            return value
        case .finite, .geometry:
            // The geometry every layout writes, checked field by field (the generic check's components cost
            // about 125 instructions a write).
            if Value.self == CGRect.self {
                let rect = unsafeBitCast(value, to: CGRect.self)
                return rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite ? value : nil
            }
            if Value.self == CGPoint.self {
                let point = unsafeBitCast(value, to: CGPoint.self)
                return point.x.isFinite && point.y.isFinite ? value : nil
            }
            guard let type = Value.self as? any Interpolatable.Type else { return value }
            return Self.isFinite(value, as: type) ? value : nil
        case .number:
            return (value as? any FloatingPoint)?.isNaN == true ? nil : value
        case .unit:
            guard let fraction = value as? Float else { return value }
            return fraction.isNaN ? nil : clampedToUnit(fraction) as? Value
        case .positive:
            guard let scale = value as? CGFloat else { return value }
            return scale.isFinite && scale > 0 ? value : nil
        }
    }
}

extension CALayerModelCheck {
    /// Whether `value`, whose type is `V`, has only finite components: read as `V` in place, so that a transform is
    /// not boxed into an existential (an allocation) on every write of a layer property.
    private static func isFinite<Value, V: Interpolatable>(_ value: Value, as _: V.Type) -> Bool {
        withUnsafePointer(to: value) { $0.withMemoryRebound(to: V.self, capacity: 1) { $0.pointee.isFiniteValue } }
    }
}

/// Whether a layer property animates: implicitly on every change, only through explicit animations, or not at all
/// (and, for `hidden`, by fading).
///
/// Difference from Apple: not in Core Animation; Apple's table of animatable properties, stated per declaration.
public enum CALayerModelAnimation: Equatable, Sendable {
    /// A change runs the implicit animation when the action search finds nothing else.
    case implicit
    /// Only an explicit animation animates it (`doubleSided`).
    case explicit
    /// It does not animate: a change shows at the next frame.
    case none
    /// `hidden`: it animates through a visibility fraction that fades the layer (`CALayerVisibility`).
    case fades
    /// An optional colour that animates, nil standing for `absent` (transparent black unless stated).
    case color(absent: CGColor)
}

extension CALayer {
    /// The model value at `place`, read in place: the model is passed by address, since a key path applied to the
    /// stored value copied all of its fields first, retaining and releasing each reference among them (240,000
    /// copies, 3 % of laying out a tree of 1,112 views).
    @inline(__always)
    func modelValue<Value>(at place: LayerModelPlace<Value>) -> Value {
        switch place {
        case let .field(field, offset):
            guard offset >= 0 else { return Self.read(field, of: &modelValues.fields) }
            return Self.read(at: offset, of: &modelValues.fields)
        case let .path(path): return Self.read(path, of: &modelValues)
        }
    }

    /// Keeps `value` in the model at `place`, in place as `modelValue(at:)` reads it.
    @inline(__always)
    func setModelValue<Value>(_ value: Value, at place: LayerModelPlace<Value>) {
        switch place {
        case let .field(field, offset):
            guard offset >= 0 else { return modelValues.fields[keyPath: field] = value }
            Self.write(value, at: offset, of: &modelValues.fields)
        case let .path(path): modelValues[keyPath: path] = value
        }
    }

    /// The stored field of type `Value` that begins `offset` bytes into `fields` (an offset `MemoryLayout` gave for a
    /// stored-property key path of that type, so the memory there is bound to `Value`). Nonisolated, so that the
    /// closure given the pointer is too: an isolated one would check the executor each time it runs.
    @inline(__always)
    nonisolated private static func read<Value>(at offset: Int32, of fields: inout CALayer.ModelFields) -> Value {
        withUnsafeMutablePointer(to: &fields) { UnsafeMutableRawPointer($0).advanced(by: Int(offset)).assumingMemoryBound(to: Value.self).pointee }
    }

    /// Replaces the stored field of type `Value` that begins `offset` bytes into `fields`.
    @inline(__always)
    nonisolated private static func write<Value>(_ value: Value, at offset: Int32, of fields: inout CALayer.ModelFields) {
        withUnsafeMutablePointer(to: &fields) { UnsafeMutableRawPointer($0).advanced(by: Int(offset)).assumingMemoryBound(to: Value.self).pointee = value }
    }

    @inline(__always)
    private static func read<Root, Value>(_ path: KeyPath<Root, Value>, of root: inout Root) -> Value {
        root[keyPath: path]
    }
}
