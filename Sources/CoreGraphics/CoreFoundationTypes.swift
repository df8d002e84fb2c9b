import Foundation

// Core Foundation's object types as iOS code names them, for APIs such as ImageIO's that take and return them.
// Linux has no Core Foundation for Swift: each name is Foundation's class for the same object, so `data as CFData`,
// `url as CFURL`, `[kCGImagePropertyPixelWidth: 1] as CFDictionary` and `properties as? [CFString: Any]` compile as on
// iOS and bridge as they do there.

/// Difference from Apple: `NSString`, not a Core Foundation type; likewise `CFDictionary`, `CFData`, `CFURL` and the
/// other `CF` names ImageIO takes are Foundation's classes.
public typealias CFString = NSString
/// A Core Foundation dictionary: `NSDictionary`.
public typealias CFDictionary = NSDictionary
/// A mutable Core Foundation dictionary: `NSMutableDictionary`.
public typealias CFMutableDictionary = NSMutableDictionary
/// A Core Foundation array: `NSArray`.
public typealias CFArray = NSArray
/// Core Foundation bytes: `NSData`.
public typealias CFData = NSData
/// Core Foundation bytes that grow: `NSMutableData`.
public typealias CFMutableData = NSMutableData
/// A Core Foundation URL: `NSURL`.
public typealias CFURL = NSURL
/// A Core Foundation number: `NSNumber`.
public typealias CFNumber = NSNumber
/// Any Core Foundation object.
public typealias CFTypeRef = AnyObject
/// The number of a Core Foundation type, as `CGImageSourceGetTypeID()` returns.
public typealias CFTypeID = UInt
/// A Core Foundation count or index.
public typealias CFIndex = Int

/// A Core Foundation allocator; there is only the default one here.
public typealias CFAllocator = AnyObject

/// The default allocator, as iOS code passes it; Foundation allocates here whatever is passed.
nonisolated(unsafe) public let kCFAllocatorDefault: CFAllocator? = nil

/// An empty mutable data object, as iOS code makes one for `CGImageDestinationCreateWithData`; `capacity` is a hint.
public func CFDataCreateMutable(_ allocator: CFAllocator?, _ capacity: CFIndex) -> CFMutableData! {
    NSMutableData(capacity: max(0, capacity)) ?? NSMutableData()
}
