import CSwiftRuntime

/// A designated initializer of `Base` run on a subclass known only at run time, as Objective-C sends `-init` or
/// `-initWithLayer:` to `[self class]`: Swift itself can only call `required` initializers through a metatype.
///
/// Every Swift class's vtable holds an entry for each designated initializer. A subclass fills it with its own
/// `override init(…)`, with a forwarding one when it inherits the initializers, or — when it declares designated
/// initializers of its own but not this one — with a stub that traps with Swift's "Use of unimplemented
/// initializer", which is what Apple's platforms do when Objective-C reaches such a subclass. The Swift runtime's
/// `swift_lookUpClassMethod` finds the entry from the initializer's method descriptor (CSwiftRuntime names those
/// symbols); this type calls it with Swift's calling convention (the class as `self`, the result owned).
///
/// `Argument` is the initializer's shape: `Void` for `init()`, `Any` for one `Any` (`init(layer:)`).
package struct DynamicInitializer<Base: AnyObject, Argument> {
    /// The initializer's method descriptor.
    private let method: UnsafeRawPointer
    /// The descriptor of `Base`, the class that introduced the initializer.
    private let owner: UnsafeRawPointer

    /// The initializer whose method descriptor is `method`, introduced by `Base`, described by `owner`; the caller
    /// vouches that the two descriptors and the `Argument` shape are `Base`'s (CSwiftRuntime's accessors).
    package init(method: UnsafeRawPointer, owner: UnsafeRawPointer) {
        self.method = method
        self.owner = owner
    }

    /// The implementation of the initializer for `type`: its own, an inherited one, or the trapping stub.
    private func implementation(for type: Base.Type) -> (UnsafeRawPointer, metadata: UnsafeRawPointer) {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        return (csr_lookUpClassMethod(metadata, method, owner), metadata)
    }

    /// Takes ownership of the object an initializer returned at +1.
    private func adopt(_ object: UnsafeMutableRawPointer) -> Base {
        Unmanaged<Base>.fromOpaque(object).takeRetainedValue()
    }
}

extension DynamicInitializer where Argument == Void {
    /// A new instance of `type` (`Base` or a subclass) made by its `init()`.
    package func make(_ type: Base.Type) -> Base {
        let (function, metadata) = implementation(for: type)
        return adopt(csr_callInitializer(function, metadata))
    }
}

extension DynamicInitializer where Argument == Any {
    /// A new instance of `type` (`Base` or a subclass) made by its initializer taking `argument`.
    package func make(_ type: Base.Type, _ argument: Any) -> Base {
        let (function, metadata) = implementation(for: type)
        // The initializer takes its `Any` indirectly and consumes it: the box is initialized here and only
        // deallocated afterwards, never deinitialized.
        let box = UnsafeMutablePointer<Any>.allocate(capacity: 1)
        box.initialize(to: argument)
        defer { box.deallocate() }
        return adopt(csr_callInitializerWithAny(function, box, metadata))
    }
}
