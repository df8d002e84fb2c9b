import Foundation

/// A tab stop of a paragraph style: where text after a tab starts, and how it aligns there.
open class NSTextTab: NSObject, NSCopying, @unchecked Sendable {
    /// Keys of a tab's options.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A `CharacterSet` whose characters end the column (decimal tabs).
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    open private(set) var alignment: NSTextAlignment
    /// Points from the paragraph's leading edge.
    open private(set) var location: CGFloat
    open private(set) var options: [NSTextTab.OptionKey: Any]

    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [NSTextTab.OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = loc
        self.options = options
        super.init()
    }

    /// The characters that end a decimal tab's column in `locale`.
    open class func columnTerminators(for aLocale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (aLocale ?? .current).decimalSeparator ?? ".")
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        NSTextTab(textAlignment: alignment, location: location, options: options)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return alignment == other.alignment && location == other.location
    }

    open override var hash: Int { location.hashValue ^ alignment.rawValue }
}
