import Foundation

/// A typed descriptor of one animatable layer property: its key path string, how to read and write it, and (through
/// its value type) how to interpolate it. Key paths resolve through a table of these, never through string switches.
///
/// Difference from Apple: not in Core Animation; typed descriptors replace KVC's string lookups.
@MainActor @preconcurrency
public class CALayerAnimatableProperty {
    /// The key path animations name, such as `position.x`.
    public let keyPath: String
    /// Whether changing the property runs the implicit animation when the action search finds nothing.
    public let isImplicitlyAnimated: Bool

    /// The field a `CABasicAnimation` of this property writes when compiled at commit (`position`, `opacity` …
    /// of `CALayer`'s own declarations); nil for properties the general rule evaluates.
    var placementField: PlacementAnimationSnapshot.Field?

    init(keyPath: String, isImplicitlyAnimated: Bool) {
        self.keyPath = keyPath
        self.isImplicitlyAnimated = isImplicitlyAnimated
    }

    /// Describes a stored property of a layer class (custom subclass properties use this).
    /// `render` says where the render side finds it; without one, animations of it apply only to presentation
    /// copies (a property that needs display is drawn from those).
    public static func property<L: CALayer, V: Interpolatable>(
        _ keyPath: String, _ storage: ReferenceWritableKeyPath<L, V>, implicitlyAnimated: Bool = true,
        render: LayerValuesAccess<V>? = nil
    ) -> CALayerProperty<V> {
        CALayerProperty(
            keyPath: keyPath, isImplicitlyAnimated: implicitlyAnimated, render: render,
            get: { ($0 as? L)?[keyPath: storage] },
            set: { layer, value in (layer as? L)?[keyPath: storage] = value })
    }

    /// Describes a stored property whose type is not itself interpolatable (a path, an array) through a value that is;
    /// `absent` stands for nil when animating.
    static func converted<L: CALayer, Stored, V: Interpolatable>(
        _ keyPath: String, _ storage: ReferenceWritableKeyPath<L, Stored>, absent: V? = nil,
        read: @escaping (Stored) -> V?, write: @escaping (V) -> Stored, render: LayerValuesAccess<V>? = nil
    ) -> CALayerProperty<V> {
        CALayerProperty(
            keyPath: keyPath, isImplicitlyAnimated: true, absentValue: absent, render: render,
            get: { layer in (layer as? L).flatMap { read($0[keyPath: storage]) } ?? absent },
            set: { layer, value in (layer as? L)?[keyPath: storage] = write(value) })
    }

    /// Writes `animation`'s value at `state` into `layer`; the typed subclass knows the value type.
    func apply(_ animation: CAPropertyAnimation, state: CAMediaTimingValues.State, to layer: CALayer) {}

    /// What the render side evaluates for `animation` of this property; nil when the render side cannot (no place
    /// in `LayerValues`, or values that do not fit).
    func renderAnimation(_ animation: CAPropertyAnimation) -> (any LayerAnimationSnapshot)? { nil }

    /// The property's current value on `layer`, boxed.
    func value(of layer: CALayer) -> Any? { nil }

    /// Sets the property from a boxed value; false (and a report) when the value does not fit.
    @discardableResult
    func setValue(_ value: Any?, on layer: CALayer) -> Bool { false }

    /// Sets the value that stands for "none" (nil colours animate as transparent black); false when there is none.
    @discardableResult
    func setAbsentValue(on layer: CALayer) -> Bool { false }

    /// What the property shows when the model holds `modelValue` (nil: absent) in `values` and `animations` run, at
    /// `time` in the layer's time (none when nil), evaluated on the values as the render side does; `.none` when the
    /// property has no place in the model values (a subclass's own), which only a presentation copy can answer.
    func presentedValue(
        of modelValue: Any?, in values: LayerValues, animations: [any LayerAnimationSnapshot], atLayerTime time: CFTimeInterval?
    ) -> Any?? { .none }
}

/// The descriptor of a property whose values are `Value`.
@MainActor @preconcurrency
public final class CALayerProperty<Value: Interpolatable>: CALayerAnimatableProperty {
    let get: (CALayer) -> Value?
    let set: (CALayer, Value) -> Void
    let absentValue: Value?
    /// Where the render side finds the property.
    let render: LayerValuesAccess<Value>?

    init(keyPath: String, isImplicitlyAnimated: Bool, absentValue: Value? = nil, render: LayerValuesAccess<Value>? = nil,
         get: @escaping (CALayer) -> Value?, set: @escaping (CALayer, Value) -> Void) {
        self.get = get
        self.set = set
        self.absentValue = absentValue
        self.render = render
        super.init(keyPath: keyPath, isImplicitlyAnimated: isImplicitlyAnimated)
    }

    /// A descriptor for a part of this value (`position` → `position.x`), reached through a writable key path.
    public func component<Part: Interpolatable>(_ name: String, _ part: WritableKeyPath<Value, Part> & Sendable) -> CALayerProperty<Part> {
        derived(name, get: { $0[keyPath: part] }, set: { $0[keyPath: part] = $1 })
    }

    /// A descriptor for a computed part of this value (`transform` → `transform.rotation.z`).
    func derived<Part: Interpolatable>(
        _ name: String, get getPart: @escaping @Sendable (Value) -> Part, set setPart: @escaping @Sendable (inout Value, Part) -> Void
    ) -> CALayerProperty<Part> {
        let getWhole = get
        let setWhole = set
        return CALayerProperty<Part>(
            keyPath: "\(keyPath).\(name)", isImplicitlyAnimated: false, render: render?.derived(get: getPart, set: setPart),
            get: { layer in getWhole(layer).map(getPart) },
            set: { layer, part in
                guard var whole = getWhole(layer) else { return }
                setPart(&whole, part)
                setWhole(layer, whole)
            })
    }

    /// The same descriptor under another key path (`transform.rotation` for `transform.rotation.z`).
    func alias(_ keyPath: String) -> CALayerProperty<Value> {
        CALayerProperty(
            keyPath: keyPath, isImplicitlyAnimated: isImplicitlyAnimated, absentValue: absentValue, render: render, get: get, set: set)
    }

    override func setAbsentValue(on layer: CALayer) -> Bool {
        guard let absentValue else { return false }
        set(layer, absentValue)
        return true
    }

    override func apply(_ animation: CAPropertyAnimation, state: CAMediaTimingValues.State, to layer: CALayer) {
        guard let current = get(layer) ?? render?.missing, let value = animation.value(at: state, current: current) else { return }
        set(layer, value)
    }

    override func renderAnimation(_ animation: CAPropertyAnimation) -> (any LayerAnimationSnapshot)? {
        if let placementField, let compiled = PlacementAnimationSnapshot(placementField, animation) { return compiled }
        guard let render, let evaluation = animation.evaluation(as: Value.self) else { return nil }
        return PropertyAnimationSnapshot(
            keyPath: keyPath, clock: animation.clock, evaluation: evaluation, access: render, rotation: (animation as? CAKeyframeAnimation)?.rotationRule)
    }

    override func value(of layer: CALayer) -> Any? {
        get(layer)
    }

    override func presentedValue(
        of modelValue: Any?, in values: LayerValues, animations: [any LayerAnimationSnapshot], atLayerTime time: CFTimeInterval?
    ) -> Any?? {
        guard let render else { return .none }
        guard let value = modelValue.map({ Value.animationValue(from: $0) }) ?? absentValue else { return .some(nil) }
        var values = values
        render.set(&values, value)
        if let time {
            for animation in animations { animation.apply(to: &values, parentTime: time) }
        }
        return .some(render.get(values) ?? render.missing)
    }

    override func setValue(_ value: Any?, on layer: CALayer) -> Bool {
        guard let value, let typed = Value.animationValue(from: value), typed.isFiniteValue else {
            CADiagnostics.report("value \(value.map { "\($0)" } ?? "nil") does not fit '\(keyPath)' (\(Value.self)); ignored")
            return false
        }
        set(layer, typed)
        return true
    }
}
