import Foundation

/// The words of a text as UTF-16 ranges (the units `NSRange` counts): runs of letters, joined by an apostrophe
/// between two letters ("don't"); digits, hyphens, spaces and punctuation part them, and a run holding a digit is
/// no word to spell.
public enum WordScanner {
    /// The words that lie wholly in `range` of `text`.
    public static func words(in text: String, range: NSRange) -> [NSRange] {
        let units = Array(text.utf16)
        let end = min(range.location + range.length, units.count)
        var words: [NSRange] = []
        var index = max(range.location, 0)
        while index < end {
            guard isLetter(units, at: index) else { index += 1; continue }
            let start = index
            while index < end {
                if isLetter(units, at: index) {
                    index += 1
                } else if isApostrophe(units[index]), index + 1 < end, isLetter(units, at: index + 1) {
                    index += 1
                } else {
                    break
                }
            }
            let touchesDigit = (index < end && isDigit(units[index])) || (start > 0 && isDigit(units[start - 1]))
            if !touchesDigit { words.append(NSRange(location: start, length: index - start)) }
        }
        return words
    }

    /// The text of `range` (UTF-16 offsets) in `text`; nil when the range lies outside it.
    public static func word(in text: String, at range: NSRange) -> String? {
        let units = Array(text.utf16)
        guard range.location >= 0, range.location + range.length <= units.count else { return nil }
        return String(utf16CodeUnits: Array(units[range.location..<(range.location + range.length)]), count: range.length)
    }

    private static func isLetter(_ units: [UInt16], at index: Int) -> Bool {
        let unit = units[index]
        if UTF16.isLeadSurrogate(unit), index + 1 < units.count {
            let scalar = Unicode.Scalar((UInt32(unit) - 0xD800) << 10 + (UInt32(units[index + 1]) - 0xDC00) + 0x10000)
            return scalar.map { $0.properties.isAlphabetic } ?? false
        }
        if UTF16.isTrailSurrogate(unit), index > 0, UTF16.isLeadSurrogate(units[index - 1]) { return isLetter(units, at: index - 1) }
        return Unicode.Scalar(unit).map { $0.properties.isAlphabetic || $0.properties.generalCategory == .nonspacingMark } ?? false
    }

    private static func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }

    private static func isApostrophe(_ unit: UInt16) -> Bool { unit == 0x27 || unit == 0x2019 }
}
