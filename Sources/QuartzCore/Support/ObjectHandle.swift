/// A reference to a layer, view or guide that does not keep it alive and reads nil once it is gone, without making
/// it weakly referenced: the object hands out one handle and clears it as it deinitializes. A Swift weak reference
/// gives its target a side table for good, after which every retain and release of the target takes the runtime's
/// slow path (about 70 instructions instead of 5); views and layers are retained and released thousands of times a
/// layout pass. Objects that keep no handle are held through the handle's weak reference instead. Handles are used
/// on the main actor; they are `Sendable` so that an owner's nonisolated `deinit` may clear its own.
package final class ObjectHandle: @unchecked Sendable {
    /// The object, while it lives; set by the object itself, which clears it in its `deinit`.
    @exclusivity(unchecked) package unowned(unsafe) var owned: AnyObject?
    /// An object that keeps no handle of its own, held weakly.
    @exclusivity(unchecked) @usableFromInline weak var other: AnyObject?
    @usableFromInline let isOwned: Bool

    /// A handle that `object` keeps and clears.
    package init(owner object: AnyObject) {
        owned = object
        isOwned = true
    }

    /// A handle of its own for an object that keeps none (a weak reference).
    package init(weak object: AnyObject) {
        other = object
        isOwned = false
    }

    /// The object, or nil once it is gone (inlined: layout reads it thousands of times a pass).
    @inlinable package var object: AnyObject? { isOwned ? owned : other }
}

/// An object that hands out one `ObjectHandle` to itself and clears it when it deinitializes
/// (`objectHandleStorage?.owned = nil` in its `deinit`).
@MainActor
package protocol ObjectHandleOwner: AnyObject {
    /// Where the handle is kept once made.
    var objectHandleStorage: ObjectHandle? { get set }
}

extension ObjectHandleOwner {
    /// The object's handle, made when first asked for.
    @inlinable package var objectHandle: ObjectHandle {
        if let handle = objectHandleStorage { return handle }
        let handle = ObjectHandle(owner: self)
        objectHandleStorage = handle
        return handle
    }
}

extension ObjectHandle {
    /// The object's own handle if it keeps one, else a weak one.
    @MainActor
    package static func of(_ object: AnyObject) -> ObjectHandle {
        (object as? any ObjectHandleOwner)?.objectHandle ?? ObjectHandle(weak: object)
    }
}

/// An optional reference through a handle: nil, or the object while it lives.
package struct UnretainedReference<Object: AnyObject> {
    @usableFromInline let handle: ObjectHandle?

    @MainActor
    package init(_ object: Object?) {
        if let object { handle = ObjectHandle.of(object) } else { handle = nil }
    }

    @MainActor @inlinable
    package init(_ object: Object?) where Object: ObjectHandleOwner {
        handle = object?.objectHandle
    }

    @inlinable package var object: Object? {
        guard let found = handle?.object else { return nil }
        return unsafeDowncast(found, to: Object.self)
    }
}
