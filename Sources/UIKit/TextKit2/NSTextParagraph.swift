import Foundation

/// A paragraph of a document as an element: its attributed text with the separator that ends it (if any).
open class NSTextParagraph: NSTextElement {
    /// The paragraph's text, its separator included.
    open private(set) var attributedString: NSAttributedString

    public init(attributedString: NSAttributedString?) {
        self.attributedString = attributedString ?? NSAttributedString()
        super.init(textContentManager: nil)
    }

    /// The length of the separator ending the paragraph: a line feed, carriage return, both, or a paragraph or
    /// line separator.
    var separatorLength: Int {
        let units = Array(attributedString.string.utf16.suffix(2))
        guard let last = units.last, [0x0A, 0x0D, 0x2028, 0x2029, 0x85].contains(last) else { return 0 }
        return units.count == 2 && units[0] == 0x0D && last == 0x0A ? 2 : 1
    }

    /// The paragraph's range without its separator; nil while the paragraph has no place in a document.
    open var paragraphContentRange: NSTextRange? {
        guard let range = elementRange else { return nil }
        return NSTextRange(location: range.location, end: separatorStart ?? range.endLocation)
    }

    /// The range of the separator ending the paragraph (nil when it has none, or no place in a document).
    open var paragraphSeparatorRange: NSTextRange? {
        guard let range = elementRange, let start = separatorStart else { return nil }
        return NSTextRange(location: start, end: range.endLocation)
    }

    /// Where the separator starts, for a paragraph placed by offsets (as a content storage places them).
    ///
    /// Difference from Apple: a paragraph of a content manager with locations of its own reports no separator range
    /// and its whole range as its content.
    private var separatorStart: (any NSTextLocation)? {
        guard separatorLength > 0, let end = elementRange?.endLocation as? TextOffsetLocation else { return nil }
        return TextOffsetLocation(end.offset - separatorLength)
    }
}
