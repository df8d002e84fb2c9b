import CoreGraphics
import Foundation

/// A built-in filter described once: its name, categories, inputs with their defaults, and how its output is made.
struct FilterDefinition: @unchecked Sendable {
    // @unchecked: the defaults are immutable values (numbers, vectors, colours, images) never changed after launch.

    /// One input: its key, the class of its values and its default (nil: none, as an image input).
    struct Input {
        var key: String
        var className: String
        var defaultValue: Any?
        var type: String?
        var range: ClosedRange<Double>?

        static func image(_ key: String = kCIInputImageKey) -> Input {
            Input(key: key, className: "CIImage", defaultValue: nil, type: kCIAttributeTypeImage)
        }

        static func number(_ key: String, _ value: Double, type: String = kCIAttributeTypeScalar, range: ClosedRange<Double>? = nil) -> Input {
            Input(key: key, className: "NSNumber", defaultValue: NSNumber(value: value), type: type, range: range)
        }

        static func vector(_ key: String, _ value: CIVector, type: String? = nil) -> Input {
            Input(key: key, className: "CIVector", defaultValue: value, type: type)
        }

        static func color(_ key: String, _ value: CIColor) -> Input {
            Input(key: key, className: "CIColor", defaultValue: value, type: kCIAttributeTypeColor)
        }
    }

    let name: String
    let categories: [String]
    let inputs: [Input]
    /// The output image from the filter's values; nil when they make none (no input image, a NaN number).
    let make: (FilterValues) -> CIImage?

    init(_ name: String, _ categories: [String], _ inputs: [Input], make: @escaping (FilterValues) -> CIImage?) {
        self.name = name
        self.categories = categories + [kCICategoryBuiltIn, kCICategoryStillImage, kCICategoryVideo]
        self.inputs = inputs
        self.make = make
    }

    /// "CIGaussianBlur" as a person reads it: "Gaussian Blur".
    var displayName: String {
        var words = ""
        for (i, ch) in name.dropFirst(2).enumerated() {
            if i > 0, ch.isUppercase, let last = words.last, !last.isUppercase { words.append(" ") }
            words.append(ch)
        }
        return words
    }

    var attributes: [String: Any] {
        var result: [String: Any] = [
            kCIAttributeFilterName: name, kCIAttributeFilterDisplayName: displayName,
            kCIAttributeFilterCategories: categories, kCIAttributeFilterAvailable_iOS: "13",
        ]
        for input in inputs {
            var entry: [String: Any] = [kCIAttributeClass: input.className]
            if let value = input.defaultValue { entry[kCIAttributeDefault] = value }
            if let type = input.type { entry[kCIAttributeType] = type }
            if let range = input.range {
                entry[kCIAttributeSliderMin] = NSNumber(value: range.lowerBound)
                entry[kCIAttributeSliderMax] = NSNumber(value: range.upperBound)
            }
            entry[kCIAttributeDisplayName] = String(input.key.dropFirst(5))
            result[input.key] = entry
        }
        return result
    }
}

/// A filter's input values read as the types its recipe needs.
struct FilterValues {
    let values: [String: Any]

    func image(_ key: String = kCIInputImageKey) -> CIImage? { values[key] as? CIImage }

    /// A finite number, or nil (missing, not a number, NaN or infinite).
    func number(_ key: String) -> Double? {
        guard let v = FilterValues.double(values[key]), v.isFinite else { return nil }
        return v
    }

    func vector(_ key: String) -> CIVector? { values[key] as? CIVector }

    func point(_ key: String) -> CGPoint? {
        if let v = values[key] as? CIVector { return v.cgPointValue }
        return values[key] as? CGPoint
    }

    func color(_ key: String) -> CIColor? { values[key] as? CIColor }

    func string(_ key: String) -> String? {
        if let s = values[key] as? String { return s }
        return (values[key] as? NSString).map { String(describing: $0) }
    }

    func data(_ key: String) -> Data? {
        if let d = values[key] as? Data { return d }
        if let d = values[key] as? NSData { return Data(referencing: d) }
        return nil
    }

    func transform(_ key: String) -> CGAffineTransform? {
        if let t = values[key] as? CGAffineTransform { return t }
        if let v = values[key] as? CIVector, v.count >= 6 { return v.cgAffineTransformValue }
        return nil
    }

    /// Any of Swift's and Foundation's number types as a Double.
    static func double(_ value: Any?) -> Double? {
        switch value {
        case let v as NSNumber: v.doubleValue
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as CGFloat: Double(v)
        case let v as Int: Double(v)
        case let v as Int32: Double(v)
        case let v as UInt: Double(v)
        case let v as Bool: v ? 1 : 0
        default: nil
        }
    }
}
