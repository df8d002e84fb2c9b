import Foundation

/// What breaks an attributed string into lines: where a line of a width ends, and the line of a range.
public final class CTTypesetter: Hashable, @unchecked Sendable {
    let string: NSAttributedString

    init(string: NSAttributedString) { self.string = string }

    public static func == (lhs: CTTypesetter, rhs: CTTypesetter) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The characters from `start` that fit on a line `width` wide, broken at a word (a character where a word does
    /// not fit; at least one), its line break included.
    func lineLength(from start: Int, width: Double, byCharacters: Bool = false) -> Int {
        guard start < string.length else { return 0 }
        let rest = string.attributedSubstring(from: NSRange(location: start, length: string.length - start))
        let layout = TextLayout(
            attributedString: byCharacters ? characterWrapped(rest) : rest, font: TextLayout.defaultFont, color: .black,
            width: CGFloat(max(width, 1)), maximumLines: 1)
        return max(layout.lines.first?.range.length ?? rest.length, 1)
    }

    /// `text` with every paragraph breaking between characters.
    private func characterWrapped(_ text: NSAttributedString) -> NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: text)
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byCharWrapping
        copy.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: copy.length))
        return copy
    }
}

/// A typesetter of `string`.
public func CTTypesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTTypesetter {
    CTTypesetter(string: NSAttributedString(attributedString: string))
}

/// How many characters from `startIndex` fit on a line `width` wide, broken at a word.
public func CTTypesetterSuggestLineBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex {
    typesetter.lineLength(from: startIndex, width: width)
}

/// How many characters from `startIndex` fit on a line `width` wide, broken between any characters.
public func CTTypesetterSuggestClusterBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex {
    typesetter.lineLength(from: startIndex, width: width, byCharacters: true)
}

/// The characters of `stringRange` (length 0: to the end) on one line.
public func CTTypesetterCreateLine(_ typesetter: CTTypesetter, _ stringRange: CFRange) -> CTLine {
    CTTypesetterCreateLineWithOffset(typesetter, stringRange, 0)
}

/// The characters of `stringRange` on one line, its glyphs moved `offset` to the right.
public func CTTypesetterCreateLineWithOffset(_ typesetter: CTTypesetter, _ stringRange: CFRange, _ offset: Double) -> CTLine {
    let start = min(max(stringRange.location, 0), typesetter.string.length)
    let length = stringRange.length <= 0 ? typesetter.string.length - start : min(stringRange.length, typesetter.string.length - start)
    let line = CTLine(string: typesetter.string.attributedSubstring(from: NSRange(location: start, length: length)), offset: start)
    if offset != 0 {
        for run in line.runs { run.positions = run.positions.map { CGPoint(x: $0.x + CGFloat(offset), y: $0.y) } }
    }
    return line
}
