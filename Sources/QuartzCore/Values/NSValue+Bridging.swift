import Foundation

// Points, sizes and rectangles bridge to `NSValue` boxes as they do on Apple's platforms, so that iOS code reading a
// box out of an `Any` (a keyboard notification's frame, an animation's value) works either way:
// `userInfo[key] as? CGRect` and `(userInfo[key] as? NSValue)?.cgRectValue` both find the rectangle. A box holding
// something else does not cast.

extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgRect: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.cgRectValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        result = source.encoding == NSValue.BoxEncoding.rect ? source.rectValue : nil
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.cgRectValue ?? .zero
    }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgPoint: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
        result = source.cgPointValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        result = source.encoding == NSValue.BoxEncoding.point ? source.pointValue : nil
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
        source?.cgPointValue ?? .zero
    }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgSize: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
        result = source.cgSizeValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        result = source.encoding == NSValue.BoxEncoding.size ? source.sizeValue : nil
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
        source?.cgSizeValue ?? .zero
    }
}
