import Foundation

/// An options or properties dictionary as iOS code passes it (`[kCGImageSourceShouldCache: false] as CFDictionary`),
/// read key by key whatever number type the values came as.
struct ImageOptions {
    private let dictionary: NSDictionary?

    init(_ dictionary: CFDictionary?) {
        self.dictionary = dictionary
    }

    func value(_ key: CFString) -> Any? {
        dictionary?.object(forKey: key)
    }

    func bool(_ key: CFString) -> Bool? {
        switch value(key) {
        case let value as Bool: value
        case let value as NSNumber: value.boolValue
        default: nil
        }
    }

    func number(_ key: CFString) -> Double? {
        switch value(key) {
        case let value as NSNumber: value.doubleValue
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Int: Double(value)
        case let value as String: Double(value)
        default: nil
        }
    }

    func string(_ key: CFString) -> String? {
        switch value(key) {
        case let value as String: value
        case let value as NSString: value as String
        default: nil
        }
    }

    /// A nested dictionary (`kCGImagePropertyGIFDictionary`'s value) as options of its own.
    func options(_ key: CFString) -> ImageOptions {
        switch value(key) {
        case let value as NSDictionary: ImageOptions(value)
        case let value as [String: Any]: ImageOptions(value as NSDictionary)
        default: ImageOptions(nil)
        }
    }
}
