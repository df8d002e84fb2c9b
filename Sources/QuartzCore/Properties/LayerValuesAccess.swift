import Foundation

/// Where an animatable property lives in `LayerValues`: how the render side reads and writes it when it evaluates
/// an animation of that property. Properties without one (a subclass's custom property) are drawn by the main thread.
public struct LayerValuesAccess<Value: Interpolatable>: Sendable {
    let get: @Sendable (LayerValues) -> Value?
    let set: @Sendable (inout LayerValues, Value) -> Void
    /// What an animation starts from when the property is nil (an empty path for a shape without one), so animations
    /// that give their own values still show; nil when a missing value is not animated.
    let missing: Value?

    public init(
        get: @escaping @Sendable (LayerValues) -> Value?, set: @escaping @Sendable (inout LayerValues, Value) -> Void,
        missing: Value? = nil
    ) {
        self.get = get
        self.set = set
        self.missing = missing
    }

    /// A declared property's place in the model.
    static func place(_ place: LayerModelPlace<Value>) -> LayerValuesAccess {
        LayerValuesAccess(get: { place.value(in: $0) }, set: { place.set($1, in: &$0) })
    }

    /// A field of a subclass's values (`shape`, `gradient`, `replicator`), absent on other layers.
    static func member<Part>(_ part: WritableKeyPath<LayerValues, Part?> & Sendable, _ path: WritableKeyPath<Part, Value> & Sendable) -> LayerValuesAccess {
        LayerValuesAccess(get: { $0[keyPath: part]?[keyPath: path] }, set: { $0[keyPath: part]?[keyPath: path] = $1 })
    }

    /// An optional field of a subclass's values, where nil animates as `absent` (a missing colour).
    static func member<Part>(
        _ part: WritableKeyPath<LayerValues, Part?> & Sendable, _ path: WritableKeyPath<Part, Value?> & Sendable, absent: Value
    ) -> LayerValuesAccess {
        LayerValuesAccess(get: { $0[keyPath: part].map { $0[keyPath: path] ?? absent } }, set: { $0[keyPath: part]?[keyPath: path] = $1 })
    }

    /// A part of this property's value (`position` → `position.x`).
    func derived<Part>(get getPart: @escaping @Sendable (Value) -> Part, set setPart: @escaping @Sendable (inout Value, Part) -> Void) -> LayerValuesAccess<Part> {
        let getWhole = get
        let setWhole = set
        return LayerValuesAccess<Part>(
            get: { getWhole($0).map(getPart) },
            set: { values, part in
                guard var whole = getWhole(values) else { return }
                setPart(&whole, part)
                setWhole(&values, whole)
            })
    }
}

extension LayerValuesAccess where Value == Float {
    /// A fraction field (`opacity`), kept in 0…1 as its setter keeps it.
    static func unitPlace(_ place: LayerModelPlace<Float>) -> LayerValuesAccess {
        LayerValuesAccess(get: { place.value(in: $0) }, set: { place.set(clampedToUnit($1), in: &$0) })
    }
}
