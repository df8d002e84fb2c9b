import CSwiftRuntime

/// CALayer's initializers run on a class known only at run time: Objective-C's `[[layerClass alloc] init]` and
/// `[[[self class] alloc] initWithLayer:self]`, without making the initializers `required` (iOS subclasses write
/// `override init()` and `override init(layer:)`).
extension CALayer {
    /// A new layer of this class made by its own `init()` (or the one it inherits).
    package static func instantiate() -> Self {
        let initializer = DynamicInitializer<CALayer, Void>(method: csr_NSObject_init(), owner: csr_NSObject())
        return unsafeDowncast(initializer.make(self), to: self)
    }

    /// A new layer of this class made by its own `init(layer:)` (or the one it inherits) from `layer`.
    package static func instantiate(layer: Any) -> Self {
        let initializer = DynamicInitializer<CALayer, Any>(method: csr_CALayer_initLayer(), owner: csr_CALayer())
        return unsafeDowncast(initializer.make(self, layer), to: self)
    }
}
