import Foundation

// The Core Foundation names Core Text code uses beside its own: ranges, attributed strings, UTF-16 units, and the
// array and dictionary accessors of code written before Swift bridged `CFArray` to `[CTRun]`. As in
// CoreFoundationTypes.swift, each type is Foundation's class for the same object.

/// A range of a Core Foundation string or array: a location and a length.
public struct CFRange: Hashable, Sendable {
    public var location: CFIndex
    public var length: CFIndex

    public init() {
        location = 0
        length = 0
    }

    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}

/// A range from its location and length.
public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
    CFRange(location: location, length: length)
}

/// A Core Foundation attributed string: `NSAttributedString`.
public typealias CFAttributedString = NSAttributedString
/// A mutable Core Foundation attributed string: `NSMutableAttributedString`.
public typealias CFMutableAttributedString = NSMutableAttributedString
/// A Core Foundation boolean: an `NSNumber`.
public typealias CFBoolean = NSNumber
/// A UTF-16 code unit.
public typealias UniChar = UInt16

/// Core Foundation's true, as attribute values take it.
public let kCFBooleanTrue: CFBoolean = NSNumber(value: true)
/// Core Foundation's false.
public let kCFBooleanFalse: CFBoolean = NSNumber(value: false)

/// The number of values in `array`.
public func CFArrayGetCount(_ array: CFArray!) -> CFIndex {
    array?.count ?? 0
}

/// The object at `index` of `array` as an unretained pointer, which iOS code turns back into its object with
/// `unsafeBitCast(_:to:)`; the array keeps it alive.
public func CFArrayGetValueAtIndex(_ array: CFArray!, _ index: CFIndex) -> UnsafeRawPointer! {
    guard let array, index >= 0, index < array.count else { return nil }
    return UnsafeRawPointer(Unmanaged.passUnretained(array.object(at: index) as AnyObject).toOpaque())
}

/// The value `dictionary` holds for the object `key` points to (an unretained pointer, as
/// `Unmanaged.passUnretained(kCTFontAttributeName).toOpaque()` makes), as an unretained pointer; nil when absent.
public func CFDictionaryGetValue(_ dictionary: CFDictionary!, _ key: UnsafeRawPointer!) -> UnsafeRawPointer! {
    guard let dictionary, let key else { return nil }
    let object = Unmanaged<AnyObject>.fromOpaque(key).takeUnretainedValue()
    guard let value = dictionary.object(forKey: object) else { return nil }
    return UnsafeRawPointer(Unmanaged.passUnretained(value as AnyObject).toOpaque())
}
