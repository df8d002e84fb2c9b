import Foundation

/// Boundaries an editor moves and selects by, in UTF-16 offsets of a string (as `NSRange` counts): grapheme
/// clusters (an emoji with its modifiers, a letter with its combining marks is one step), words and paragraphs.
/// Movement is logical: "forward" is the next character in memory, whatever the direction it shows in.
struct TextNavigation {
    let string: String
    /// The grapheme cluster boundaries, in UTF-16 offsets, from 0 to the string's length.
    let boundaries: [Int]
    /// Whether the cluster starting at each boundary (but the last) is part of a word.
    private let isWordCharacter: [Bool]
    /// Whether the cluster starting at each boundary (but the last) ends a paragraph.
    private let isParagraphBreak: [Bool]

    init(_ string: String) {
        self.string = string
        var boundaries = [0], word: [Bool] = [], breaks: [Bool] = []
        var offset = 0
        for character in string {
            offset += character.utf16.count
            boundaries.append(offset)
            word.append(character.isLetter || character.isNumber || character == "_" || character.unicodeScalars.first?.properties.isAlphabetic == true)
            breaks.append(character.isNewline)
        }
        self.boundaries = boundaries
        isWordCharacter = word
        isParagraphBreak = breaks
    }

    var length: Int { boundaries.last ?? 0 }

    /// The index in `boundaries` of the last boundary at or before `offset`.
    private func boundaryIndex(atOrBefore offset: Int) -> Int {
        var low = 0, high = boundaries.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if boundaries[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// `offset` moved back to the cluster boundary it falls in (an offset inside an emoji goes to its start).
    func clamped(_ offset: Int) -> Int {
        boundaries[boundaryIndex(atOrBefore: min(max(offset, 0), length))]
    }

    /// The boundary one cluster before `offset` (0 stays 0).
    func previousCharacter(before offset: Int) -> Int {
        let index = boundaryIndex(atOrBefore: offset)
        return boundaries[boundaries[index] < offset ? index : max(index - 1, 0)]
    }

    /// The boundary one cluster after `offset` (the end stays the end).
    func nextCharacter(after offset: Int) -> Int {
        boundaries[min(boundaryIndex(atOrBefore: offset) + 1, boundaries.count - 1)]
    }

    /// The start of the word before `offset` (skipping the spaces and punctuation before it), as Ctrl+Left goes.
    func previousWordStart(before offset: Int) -> Int {
        // The cluster before the caret, then back over what is not a word, then to the word's start.
        var index = boundaryIndex(atOrBefore: offset)
        if boundaries[index] == offset { index -= 1 }
        while index >= 0, !isWordCharacter[index] { index -= 1 }
        while index > 0, isWordCharacter[index - 1] { index -= 1 }
        return boundaries[max(index, 0)]
    }

    /// The end of the word after `offset` (skipping the spaces and punctuation before it), as Ctrl+Right goes.
    func nextWordEnd(after offset: Int) -> Int {
        var index = boundaryIndex(atOrBefore: offset)
        let count = isWordCharacter.count
        while index < count, !isWordCharacter[index] { index += 1 }
        while index < count, isWordCharacter[index] { index += 1 }
        return boundaries[index]
    }

    /// The word (or the run of spaces or punctuation) a double click at `offset` selects.
    func wordRange(at offset: Int) -> NSRange {
        guard !isWordCharacter.isEmpty else { return NSRange(location: 0, length: 0) }
        var index = min(boundaryIndex(atOrBefore: offset), isWordCharacter.count - 1)
        // At the end of a word, the word before the caret.
        if index > 0, !isWordCharacter[index], isWordCharacter[index - 1], boundaries[index] == offset { index -= 1 }
        let kind = isWordCharacter[index]
        var start = index, end = index + 1
        while start > 0, isWordCharacter[start - 1] == kind, !isParagraphBreak[start - 1] { start -= 1 }
        while end < isWordCharacter.count, isWordCharacter[end] == kind, !isParagraphBreak[end] { end += 1 }
        return NSRange(location: boundaries[start], length: boundaries[end] - boundaries[start])
    }

    /// The paragraph `offset` is in, without its line break, as a triple click selects it.
    func paragraphRange(at offset: Int) -> NSRange {
        let index = boundaryIndex(atOrBefore: offset)
        var start = index, end = index
        while start > 0, !isParagraphBreak[start - 1] { start -= 1 }
        while end < isParagraphBreak.count, !isParagraphBreak[end] { end += 1 }
        return NSRange(location: boundaries[start], length: boundaries[end] - boundaries[start])
    }
}
