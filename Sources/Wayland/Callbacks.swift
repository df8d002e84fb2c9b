/// Helpers for handing Swift objects to libwayland as listener user data.
///
/// libwayland keeps both the listener table and the user-data pointer, so tables are allocated
/// once for the process and objects are passed unretained: each Swift wrapper owns its proxy and
/// destroys it (so no event can reach it) before it goes away.

extension UnsafeMutablePointer {
    /// A heap copy of a listener table that lives for the whole process.
    static func listenerTable(_ table: Pointee) -> UnsafeMutablePointer<Pointee> {
        let pointer = UnsafeMutablePointer<Pointee>.allocate(capacity: 1)
        pointer.initialize(to: table)
        return pointer
    }
}

/// The unretained user-data pointer for `object`.
@inline(__always)
func userData<T: AnyObject>(_ object: T) -> UnsafeMutableRawPointer {
    Unmanaged.passUnretained(object).toOpaque()
}

/// The object behind a user-data pointer made by `userData(_:)`.
@inline(__always)
func owner<T: AnyObject>(_ data: UnsafeMutableRawPointer?, as _: T.Type = T.self) -> T {
    Unmanaged<T>.fromOpaque(data!).takeUnretainedValue()
}
