import Foundation

/// An `NSString` is the same `AnyHashable` as the `String` it holds, as on Apple's platforms: iOS code reads
/// `properties as? [AnyHashable: Any]` with `kCGImagePropertyPixelWidth` (a `CFString`) as the key.
extension NSString: @retroactive _HasCustomAnyHashableRepresentation {
    public func _toCustomAnyHashable() -> AnyHashable? {
        AnyHashable(String._unconditionallyBridgeFromObjectiveC(self))
    }
}
