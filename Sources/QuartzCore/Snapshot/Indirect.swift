/// An optional value kept behind a reference: a field of a struct copied often that is mostly empty or large (a
/// snapshot's precomputed render layers, 744 bytes each) costs one word in the struct, and copying the struct copies
/// the reference rather than the value.
@propertyWrapper
struct Indirect<Value: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box?

    init(wrappedValue: Value?) {
        box = wrappedValue.map(Box.init)
    }

    var wrappedValue: Value? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    /// `$field.hasValue`: whether a value is kept, without copying it out.
    var projectedValue: Indirect<Value> { self }

    var hasValue: Bool { box != nil }
}
