import Foundation

/// An observation `observe(_:options:changeHandler:)` returned: it lasts while this object does, or until
/// `invalidate()`.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var isValid = true

    override init() {
        super.init()
    }

    /// Whether the handler may still run (any thread).
    var isActive: Bool { lock.withLock { isValid } }

    /// Ends the observation: its handler never runs again.
    public func invalidate() {
        lock.withLock { isValid = false }
    }

    deinit {
        invalidate()
    }
}
