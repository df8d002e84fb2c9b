import Foundation

extension AttributeScopes {
    /// The attributes UIKit draws, for Swift's `AttributedString` and `AttributeContainer` (`string.font = …`,
    /// `container.foregroundColor = …`), named as their `NSAttributedString.Key`s so the two forms convert.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let shadow: ShadowAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }

        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }

        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }

        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.tracking.rawValue
        }

        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }

        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }

        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }

        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }

        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }

        public enum ShadowAttribute: AttributedStringKey {
            public typealias Value = NSShadow
            public static let name = NSAttributedString.Key.shadow.rawValue
        }
    }

    /// The UIKit scope, for `NSAttributedString(_:including: \.uiKit)`-style conversions.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributeContainer {
    /// The UIKit attributes set in the container, keyed for `NSAttributedString`.
    var uiKitAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        attributes[.font] = self.font
        attributes[.foregroundColor] = self.foregroundColor
        attributes[.backgroundColor] = self.backgroundColor
        attributes[.paragraphStyle] = self.paragraphStyle
        attributes[.kern] = self.kern
        attributes[.tracking] = self.tracking
        attributes[.baselineOffset] = self.baselineOffset
        attributes[.underlineStyle] = self.underlineStyle?.rawValue
        attributes[.underlineColor] = self.underlineColor
        attributes[.strikethroughStyle] = self.strikethroughStyle?.rawValue
        attributes[.strikethroughColor] = self.strikethroughColor
        attributes[.shadow] = self.shadow
        return attributes
    }
}

extension AttributedString {
    /// The string with each run's UIKit attributes, for a label to draw.
    var uiKitAttributedString: NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for run in runs {
            let text = String(characters[run.range])
            result.append(NSAttributedString(string: text, attributes: run.attributes.uiKitAttributes))
        }
        return result
    }
}

extension AttributeContainer {
    /// A container of the UIKit attributes among `attributes`; others are left out.
    init(uiKitAttributes attributes: [NSAttributedString.Key: Any]) {
        self.init()
        func lineStyle(_ value: Any?) -> NSUnderlineStyle? {
            (value as? NSUnderlineStyle) ?? (value as? Int).map(NSUnderlineStyle.init(rawValue:))
        }
        func number(_ value: Any?) -> CGFloat? {
            (value as? CGFloat) ?? (value as? Double).map { CGFloat($0) } ?? (value as? Int).map { CGFloat($0) }
        }
        self.font = attributes[.font] as? UIFont
        self.foregroundColor = attributes[.foregroundColor] as? UIColor
        self.backgroundColor = attributes[.backgroundColor] as? UIColor
        self.paragraphStyle = attributes[.paragraphStyle] as? NSParagraphStyle
        self.kern = number(attributes[.kern])
        self.tracking = number(attributes[.tracking])
        self.baselineOffset = number(attributes[.baselineOffset])
        self.underlineStyle = lineStyle(attributes[.underlineStyle])
        self.underlineColor = attributes[.underlineColor] as? UIColor
        self.strikethroughStyle = lineStyle(attributes[.strikethroughStyle])
        self.strikethroughColor = attributes[.strikethroughColor] as? UIColor
        self.shadow = attributes[.shadow] as? NSShadow
    }
}

extension AttributedString {
    /// Foundation's conversion from an `NSAttributedString`, which Foundation on Linux lacks: the text with its
    /// UIKit attributes, run by run.
    public init(_ attributedString: NSAttributedString) {
        self.init()
        let whole = NSRange(location: 0, length: attributedString.length)
        attributedString.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let text = attributedString.attributedSubstring(from: range).string
            append(AttributedString(text, attributes: AttributeContainer(uiKitAttributes: attributes)))
        }
    }

    /// The conversion naming a scope (`including: \.uiKit`); the UIKit attributes are the ones kept.
    public init<S: AttributeScope>(_ attributedString: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init(attributedString)
    }
}

extension NSAttributedString {
    /// Foundation's conversion from a Swift attributed string, which Foundation on Linux lacks: the text with each
    /// run's UIKit attributes (font, colours, paragraph style…).
    public convenience init(_ attributedString: AttributedString) {
        self.init(attributedString: attributedString.uiKitAttributedString)
    }
}
