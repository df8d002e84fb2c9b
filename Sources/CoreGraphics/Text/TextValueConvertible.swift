import Foundation

/// A value an attributed string's `.font` may hold: UIKit's `UIFont`, or a `TextLayout.Font`.
public protocol TextLayoutFontConvertible {
    /// The font as the text engine sets it.
    var textLayoutFont: TextLayout.Font { get }
}

/// A value an attributed string's colour attributes may hold: UIKit's `UIColor`, or a `CGColor`.
public protocol TextLayoutColorConvertible {
    /// The colour as the text engine paints it.
    var textLayoutColor: CGColor { get }
}

extension TextLayout.Font: TextLayoutFontConvertible {
    public var textLayoutFont: TextLayout.Font { self }
}

extension CGColor: TextLayoutColorConvertible {
    public var textLayoutColor: CGColor { self }
}

extension TextLayout {
    /// The colour an attribute value holds, if it holds one.
    public static func color(of value: Any?) -> CGColor? {
        (value as? TextLayoutColorConvertible)?.textLayoutColor
    }

    /// The number an attribute value holds (`NSNumber` or any Swift number), if it holds one.
    public static func number(of value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    /// One line naming an attribute value of the wrong type, which text drawing then ignores.
    static func reportIgnored(_ key: NSAttributedString.Key, _ value: Any, expected: String) {
        FileHandle.standardError.write(Data("text: \(key.rawValue) must be \(expected), not \(type(of: value)); ignored\n".utf8))
    }
}
