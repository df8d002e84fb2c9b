import Foundation

/// Where a query occurs in a text, as a find session matches it: compared with the options' string comparison, and
/// kept only where the word-match method allows (anywhere, at a word's start, or whole words).
enum TextMatcher {
    /// The ranges of `query` in `text`, in order, not overlapping.
    static func ranges(of query: String, in text: String, wordMatch: UITextSearchOptions.WordMatchMethod,
                       compare options: NSString.CompareOptions) -> [NSRange] {
        let string = text as NSString, length = string.length
        guard !query.isEmpty, length > 0 else { return [] }
        var found: [NSRange] = []
        var searchStart = 0
        while searchStart < length {
            let match = string.range(of: query, options: options, range: NSRange(location: searchStart, length: length - searchStart))
            guard match.location != NSNotFound, match.length > 0 else { break }
            let startsWord = match.location == 0 || !isWordCharacter(string.character(at: match.location - 1))
            let endsWord = match.location + match.length == length || !isWordCharacter(string.character(at: match.location + match.length))
            let accepted: Bool
            switch wordMatch {
            case .contains: accepted = true
            case .startsWith: accepted = startsWord
            case .fullWord: accepted = startsWord && endsWord
            }
            if accepted {
                found.append(match)
                searchStart = match.location + match.length
            } else {
                searchStart = match.location + 1
            }
        }
        return found
    }

    private static func isWordCharacter(_ unit: unichar) -> Bool {
        guard let scalar = Unicode.Scalar(unit) else { return true }
        return CharacterSet.alphanumerics.contains(scalar) || unit == 0x5F
    }
}
