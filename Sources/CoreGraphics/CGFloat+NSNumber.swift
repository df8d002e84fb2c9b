import Foundation

/// `CGFloat` bridges to and from `NSNumber` as on Apple's platforms, where Linux's Foundation leaves it out: a number
/// read from a property dictionary casts to `CGFloat` (`properties[kCGImagePropertyPixelWidth] as? CGFloat`), and a
/// `CGFloat` put into an `NSDictionary` becomes an `NSNumber` that casts to `Int` and `Double` too.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber

    public func _bridgeToObjectiveC() -> NSNumber {
        NSNumber(value: Double(self))
    }

    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
