import Foundation

/// The hunspell dictionaries a desktop has: the `.aff`/`.dic` pairs in the folders of `DICPATH` (hunspell's own
/// variable) and Debian's `/usr/share/hunspell` and `/usr/share/myspell`, named by language (`en_US.dic`).
public struct DictionaryCatalog: Sendable {
    /// The folders looked in, first found first.
    public let folders: [String]

    public init(folders: [String] = DictionaryCatalog.standardFolders()) {
        self.folders = folders
    }

    /// `DICPATH`'s folders, then the system's.
    public static func standardFolders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let own = (environment["DICPATH"] ?? "").split(separator: ":").map(String.init)
        return own + ["/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts"]
    }

    /// The languages with both files present, sorted (`["en_GB", "en_US"]`).
    public var languages: [String] {
        Set(folders.flatMap { folder -> [String] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { $0.hasSuffix(".dic") }.map { String($0.dropLast(4)) }.filter { language in
                FileManager.default.fileExists(atPath: "\(folder)/\(language).aff")
            }
        }).sorted()
    }

    /// The dictionary's language for `language` as an app names it: the same (`en_US`, or `en-US`), or for a bare
    /// language code its usual region (`en_US` for `en`, `de_DE` for `de`) when installed, else the first of the
    /// code's regions; nil when none is installed.
    public func resolve(_ language: String) -> String? {
        let wanted = language.replacingOccurrences(of: "-", with: "_")
        let known = languages
        if known.contains(wanted) { return wanted }
        let code = wanted.split(separator: "_").first.map(String.init) ?? wanted
        if known.contains(code) { return code }
        let regional = known.filter { $0.hasPrefix(code + "_") }
        let usual = code == "en" ? "en_US" : "\(code)_\(code.uppercased())"
        return regional.contains(usual) ? usual : regional.first
    }

    /// Loads the dictionary `resolve(language)` names; nil when none is installed.
    public func load(_ language: String) -> SpellDictionary? {
        guard let name = resolve(language) else { return nil }
        for folder in folders {
            let affix = "\(folder)/\(name).aff", words = "\(folder)/\(name).dic"
            if let dictionary = SpellDictionary(language: name, affixPath: affix, wordListPath: words) { return dictionary }
        }
        return nil
    }
}
