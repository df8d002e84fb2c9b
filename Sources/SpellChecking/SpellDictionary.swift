import CHunspell
import Foundation

/// One hunspell dictionary (an `.aff` and `.dic` pair) loaded: spells words, suggests corrections, and lists the
/// stems its word list begins with. The handle is hunspell's own, freed with the dictionary.
public final class SpellDictionary {
    /// The language the files are named for (`en_US`).
    public let language: String
    private let handle: OpaquePointer
    private let encoding: String.Encoding
    private let wordListPath: String
    /// The word list's stems, read from the `.dic` file the first time a completion asks.
    private lazy var stems: [String] = readStems()

    /// Loads the dictionary at `affixPath` and `wordListPath`; nil when hunspell cannot read them.
    public init?(language: String, affixPath: String, wordListPath: String) {
        guard FileManager.default.isReadableFile(atPath: affixPath), FileManager.default.isReadableFile(atPath: wordListPath),
              let handle = Hunspell_create(affixPath, wordListPath) else { return nil }
        self.language = language
        self.handle = handle
        self.wordListPath = wordListPath
        encoding = SpellDictionary.encoding(named: String(cString: Hunspell_get_dic_encoding(handle)))
    }

    deinit { Hunspell_destroy(handle) }

    /// Whether the dictionary knows `word` (in any of the capitalisations hunspell accepts: "Hello", "HELLO").
    public func spells(_ word: String) -> Bool {
        guard let bytes = cString(word) else { return false }
        return bytes.withUnsafeBufferPointer { Hunspell_spell(handle, $0.baseAddress) != 0 }
    }

    /// Hunspell's corrections for `word`, best first.
    public func suggestions(for word: String) -> [String] {
        guard let bytes = cString(word) else { return [] }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        let count = bytes.withUnsafeBufferPointer { Hunspell_suggest(handle, &list, $0.baseAddress) }
        guard count > 0, let words = list else { return [] }
        defer { Hunspell_free_list(handle, &list, count) }
        return (0..<Int(count)).compactMap { index in words[index].flatMap { string(from: $0) } }
    }

    /// The word list's stems that begin with `prefix`, compared without regard to case; shorter stems first.
    public func stems(withPrefix prefix: String) -> [String] {
        guard !prefix.isEmpty else { return [] }
        let matches = stems.filter { $0.count > prefix.count && $0.lowercased().hasPrefix(prefix.lowercased()) }
        return matches.sorted { ($0.count, $0) < ($1.count, $1) }
    }

    private func cString(_ word: String) -> [CChar]? {
        guard let data = word.data(using: encoding) else { return nil }
        return data.map { CChar(bitPattern: $0) } + [0]
    }

    private func string(from pointer: UnsafePointer<CChar>) -> String? {
        String(data: Data(bytes: pointer, count: strlen(pointer)), encoding: encoding)
    }

    /// The `.dic` file's words without their affix flags (`walk/GDS` is `walk`); its first line is the count.
    private func readStems() -> [String] {
        guard let data = FileManager.default.contents(atPath: wordListPath),
              let text = String(data: data, encoding: encoding) else { return [] }
        return text.split(whereSeparator: \.isNewline).dropFirst().compactMap { line in
            let word = line.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
            return word.isEmpty || word.first == "\t" ? nil : word
        }
    }

    /// The Foundation encoding of hunspell's `SET` name; UTF-8 where Foundation has no such encoding.
    static func encoding(named name: String) -> String.Encoding {
        switch name.uppercased().replacingOccurrences(of: "-", with: "") {
        case "ISO88591": return .isoLatin1
        case "ISO88592": return .isoLatin2
        case "KOI8R": return String.Encoding(rawValue: 0x8000_0A02)
        default: return .utf8
        }
    }
}
