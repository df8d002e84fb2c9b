import Foundation

/// Arbitrary values stored on an animation under string keys, as Core Animation's key-value coding extension allows
/// (the usual way to tag an animation so a shared delegate can tell animations apart).
extension CAAnimation {
    /// The value stored under `key`, or nil.
    public func value(forKey key: String) -> Any? {
        storedValues[key]
    }

    /// Stores `value` under `key` (nil removes it); copies made by `add(_:forKey:)` keep the values.
    public func setValue(_ value: Any?, forKey key: String) {
        storedValues[key] = value
    }
}
