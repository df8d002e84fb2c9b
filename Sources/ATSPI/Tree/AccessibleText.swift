import Foundation

/// What `org.a11y.atspi.Text` reports of an object's text: the string, the caret and the selection, and where its
/// lines begin. Offsets count characters as AT-SPI does (Unicode scalars, what GTK and Orca's Python strings count).
public struct AccessibleText: Hashable, Sendable {
    public var string: String
    /// Where the caret is (-1: the object shows none, as a label).
    public var caret: Int
    /// The selected characters; nil when nothing is selected.
    public var selection: Range<Int>?
    /// Whether `org.a11y.atspi.EditableText` changes it.
    public var isEditable: Bool
    /// The offset each shown line begins at, the first 0 (wrapped lines included, not only line breaks).
    public var lineStarts: [Int]

    public init(_ string: String, caret: Int = -1, selection: Range<Int>? = nil, isEditable: Bool = false,
                lineStarts: [Int]? = nil) {
        self.string = string
        self.caret = caret
        self.selection = selection
        self.isEditable = isEditable
        self.lineStarts = lineStarts ?? AccessibleText.paragraphStarts(of: string)
    }

    /// The characters as AT-SPI counts them.
    public var characters: [Unicode.Scalar] { Array(string.unicodeScalars) }

    public var count: Int { string.unicodeScalars.count }

    /// The offsets after each line break: the lines of text that does not wrap.
    public static func paragraphStarts(of string: String) -> [Int] {
        var starts = [0]
        for (index, scalar) in string.unicodeScalars.enumerated() where scalar == "\n" { starts.append(index + 1) }
        return starts
    }

    /// The character offset of UTF-16 offset `utf16` in `string` (clamped to the text).
    public static func characterOffset(ofUTF16 utf16: Int, in string: String) -> Int {
        let units = string.utf16
        let clamped = min(max(utf16, 0), units.count)
        let index = units.index(units.startIndex, offsetBy: clamped)
        let scalarIndex = index.samePosition(in: string.unicodeScalars) ?? string.unicodeScalars.index(before: index)
        return string.unicodeScalars.distance(from: string.unicodeScalars.startIndex, to: scalarIndex)
    }

    /// The UTF-16 offset of character offset `offset` in `string` (clamped to the text).
    public static func utf16Offset(ofCharacter offset: Int, in string: String) -> Int {
        let scalars = string.unicodeScalars
        let clamped = min(max(offset, 0), scalars.count)
        let index = scalars.index(scalars.startIndex, offsetBy: clamped)
        return string.utf16.distance(from: string.utf16.startIndex, to: index)
    }
}

/// A change `org.a11y.atspi.EditableText` or `Text` asks of an object's text, in AT-SPI's character offsets.
public enum AccessibleTextEdit: Hashable, Sendable {
    case setContents(String)
    case insert(String, at: Int)
    case delete(Range<Int>)
    /// Puts the characters on the pasteboard.
    case copy(Range<Int>)
    case cut(Range<Int>)
    /// Inserts what the pasteboard holds.
    case paste(at: Int)
    case setCaret(Int)
    case select(Range<Int>)
}
