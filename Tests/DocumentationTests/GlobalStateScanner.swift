import Foundation

/// Finds the global mutable state in Swift sources by reading them: stored `static var`s, `nonisolated(unsafe)`
/// variables and file-level `var`s; computed properties (a type and a `{` with no `=`) are not state.
struct GlobalStateScanner {
    /// Every stored global variable under `folder`, as `Folder/File.swift: name`, sorted.
    static func scan(_ folder: URL, relativeTo root: URL) throws -> [String] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var found: [String] = []
        for file in files {
            let path = file.path.replacingOccurrences(of: root.path + "/", with: "")
            found += scan(file: try String(contentsOf: file, encoding: .utf8)).map { "\(path): \($0)" }
        }
        return found.sorted()
    }

    /// The names of the stored global variables of one file's text.
    static func scan(file text: String) -> [String] {
        var names: [String] = []
        var depth = 0
        for rawLine in text.components(separatedBy: "\n") {
            let line = DifferenceScanner.codeOnly(rawLine)
            if let name = storedVariable(line, atFileLevel: depth == 0) { names.append(name) }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        }
        return names
    }

    /// The name a line declares when it declares a stored global: a `static var` or `nonisolated(unsafe) var` with
    /// storage anywhere, or any stored `var` at file level.
    static func storedVariable(_ line: String, atFileLevel: Bool) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let varIndex = words.firstIndex(of: "var"), varIndex + 1 < words.count else { return nil }
        let modifiers = words[..<varIndex]
        let allowed: Set<String> = ["public", "private", "fileprivate", "internal", "package", "open", "static", "class",
                                    "nonisolated(unsafe)", "private(set)", "public(set)", "internal(set)", "fileprivate(set)", "lazy"]
        guard modifiers.allSatisfy({ allowed.contains($0) || $0.hasPrefix("@") }) else { return nil }
        let isGlobal = modifiers.contains("static") || modifiers.contains("nonisolated(unsafe)") || atFileLevel
        guard isGlobal, !modifiers.contains("class") else { return nil }
        let rest = words[(varIndex + 1)...].joined(separator: " ")
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        let beforeBrace = rest.split(separator: "{", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let isComputed = rest.contains("{") && !beforeBrace.contains("=")
        return isComputed ? nil : name
    }
}
