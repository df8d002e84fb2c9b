import Foundation

/// The section letters of a language's index (A–Z then "#" in English) and which of them a string falls under:
/// a letter of the language's own as it is, kana by their row, Hangul by its first consonant, other letters by
/// their base letter with accents, case and width folded away; what matches none falls under "#", the last.
struct CollationAlphabet: Equatable {
    let titles: [String]

    private static let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    private static let kanaRows = ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ"]
    private static let hangulInitials = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
    private static let cyrillic = "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЫЭЮЯ".map(String.init)

    /// The alphabet of `localization` (a language code, "sv" or "pt-BR"); English's for a language it does not know.
    init(localization: String) {
        let language = localization.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)?.lowercased() ?? "en"
        switch language {
        case "sv", "fi": titles = Self.latin + ["Å", "Ä", "Ö", "#"]
        case "da", "nb", "no", "nn": titles = Self.latin + ["Æ", "Ø", "Å", "#"]
        case "ja": titles = Self.latin + Self.kanaRows + ["#"]
        case "ko": titles = Self.latin + Self.hangulInitials + ["#"]
        case "ru", "uk", "be": titles = Self.cyrillic + Self.latin + ["#"]
        default: titles = Self.latin + ["#"]
        }
    }

    /// The index of the title `string` falls under.
    func section(of string: String) -> Int {
        let other = titles.count - 1
        guard let first = string.trimmingCharacters(in: .whitespacesAndNewlines).first else { return other }
        let letter = String(first).uppercased()
        if let index = titles.firstIndex(of: letter) { return index }
        if let grouped = Self.kanaRow(of: first) ?? Self.hangulInitial(of: first), let index = titles.firstIndex(of: grouped) { return index }
        let folded = Self.baseLetter(of: letter)
        return titles.firstIndex(of: folded) ?? other
    }

    /// `letter` with accents, case and width folded away, and the Latin letters that have no decomposition
    /// (Ø, Æ, Ł…) taken to the letter they are filed under.
    static func baseLetter(of letter: String) -> String {
        let folded = letter.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil).uppercased()
        let unfolded: [String: String] = ["Ø": "O", "Æ": "A", "Œ": "O", "ẞ": "S", "Ł": "L", "Đ": "D", "Ð": "D", "Þ": "T", "Ħ": "H", "Ё": "Е"]
        return unfolded[folded] ?? String(folded.prefix(1))
    }

    /// The gojūon row (あ, か…) of a hiragana or katakana letter.
    static func kanaRow(of character: Character) -> String? {
        guard let scalar = character.unicodeScalars.first else { return nil }
        var value = scalar.value
        if (0x30A1...0x30F6).contains(value) { value -= 0x60 }
        let rowStarts: [(UInt32, String)] = [(0x3041, "あ"), (0x304B, "か"), (0x3055, "さ"), (0x305F, "た"), (0x306A, "な"),
                                             (0x306F, "は"), (0x307E, "ま"), (0x3083, "や"), (0x3089, "ら"), (0x308E, "わ")]
        guard (0x3041...0x3096).contains(value) else { return nil }
        return rowStarts.last { $0.0 <= value }?.1
    }

    /// The first consonant of a Hangul syllable, its doubled forms filed under the plain one.
    static func hangulInitial(of character: Character) -> String? {
        guard let scalar = character.unicodeScalars.first, (0xAC00...0xD7A3).contains(scalar.value) else { return nil }
        let initials = ["ㄱ", "ㄱ", "ㄴ", "ㄷ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅂ", "ㅅ", "ㅅ", "ㅇ", "ㅈ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]
        return initials[Int((scalar.value - 0xAC00) / 588)]
    }

    /// The order of two collation strings within a section: folded (case, accents and width), then as written.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]
        let left = lhs.folding(options: options, locale: nil), right = rhs.folding(options: options, locale: nil)
        return left == right ? lhs < rhs : left < right
    }
}
