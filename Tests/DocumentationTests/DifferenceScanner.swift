import Foundation

/// A public symbol whose doc comment has a line starting "Difference from Apple:", and what that
/// paragraph says.
struct DocumentedDifference: Hashable, Comparable {
    /// `Type.member(label:)`, or the type alone for a type's own comment.
    var symbol: String
    var text: String

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.symbol < rhs.symbol }

    /// The row of docs/Porting.md's symbol table.
    var tableRow: String {
        "| `\(symbol)` | \(text.replacingOccurrences(of: "|", with: "\\|")) |"
    }
}

/// Finds the "Difference from Apple:" paragraphs of the sources' doc comments and names the
/// declaration each one documents, from the nesting of type declarations and extensions.
struct DifferenceScanner {
    static let marker = "Difference from Apple:"
    static let pluralMarker = "Differences from Apple:"

    /// Every documented difference under `sources` (recursively), sorted by symbol.
    static func scan(_ sources: URL) throws -> [DocumentedDifference] {
        var found: [DocumentedDifference] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files.sorted(by: { $0.path < $1.path }) {
            found += scan(file: try String(contentsOf: file, encoding: .utf8))
        }
        return found.sorted()
    }

    /// The documented differences of one file's text.
    static func scan(file text: String) -> [DocumentedDifference] {
        var found: [DocumentedDifference] = []
        var scopes: [(name: String, depth: Int)] = []
        var pendingScope: String?
        var depth = 0
        var docLines: [String] = []
        var pendingDifference: String?
        let lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            if line.hasPrefix("///") {
                docLines.append(String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces))
                continue
            }
            if !docLines.isEmpty {
                pendingDifference = difference(in: docLines)
                docLines = []
            }
            let code = codeOnly(line)
            if isAttributesOnly(code) { continue }
            if let difference = pendingDifference {
                var declaration = code
                var extra = index
                while declaration.filter({ $0 == "(" }).count > declaration.filter({ $0 == ")" }).count, extra < lines.count {
                    declaration += " " + codeOnly(lines[extra].trimmingCharacters(in: .whitespaces))
                    extra += 1
                }
                if let name = declaredName(declaration) {
                    let path = scopes.map(\.name) + (isTypeDeclaration(code) ? [] : [name])
                    let symbol = isTypeDeclaration(code) ? (scopes.map(\.name) + [name]).joined(separator: ".") : path.joined(separator: ".")
                    found.append(DocumentedDifference(symbol: symbol, text: difference))
                }
                pendingDifference = nil
            }
            if let type = typeName(code) { pendingScope = type }
            for character in code {
                if character == "{" {
                    depth += 1
                    if let name = pendingScope {
                        scopes.append((name, depth))
                        pendingScope = nil
                    }
                } else if character == "}" {
                    depth -= 1
                    while let last = scopes.last, last.depth > depth { scopes.removeLast() }
                }
            }
        }
        return found
    }

    /// The paragraph that starts with the marker, joined into one line.
    static func difference(in docLines: [String]) -> String? {
        guard let start = docLines.firstIndex(where: { $0.hasPrefix(marker) || $0.hasPrefix(pluralMarker) }) else { return nil }
        var paragraph: [String] = []
        for line in docLines[start...] {
            if line.isEmpty { break }
            paragraph.append(line)
        }
        let text = paragraph.joined(separator: " ")
        let prefix = text.hasPrefix(marker) ? marker : pluralMarker
        return text.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    }

    /// The line without string literal contents and without a trailing `//` comment.
    static func codeOnly(_ line: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        var previous: Character?
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false; result.append("\"") }
                continue
            }
            if character == "/", previous == "/" {
                result.removeLast()
                break
            }
            if character == "\"" { inString = true }
            result.append(character)
            previous = character
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// Whether a line holds only attributes (`@MainActor @preconcurrency`, `@available(macOS 14, *)`), or nothing.
    static func isAttributesOnly(_ code: String) -> Bool {
        withoutAttributeArguments(code).replacingOccurrences(of: #"@\w+"#, with: "", options: .regularExpression)
            .trimmingCharacters(in: .whitespaces).isEmpty
    }

    static let modifiers: Set<String> = [
        "public", "open", "internal", "fileprivate", "private", "static", "final", "override", "mutating",
        "nonmutating", "convenience", "required", "nonisolated", "nonisolated(unsafe)", "lazy", "dynamic",
        "indirect", "public(set)", "internal(set)", "private(set)", "fileprivate(set)", "weak", "unowned",
    ]
    static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]

    /// The words of a declaration after its attributes and modifiers.
    static func words(_ code: String) -> [String] {
        var words = withoutAttributeArguments(code).split(separator: " ").map(String.init)
        while let first = words.first, modifiers.contains(first) || first.hasPrefix("@") || first == "class" && words.count > 1 && ["func", "var", "let"].contains(words[1]) {
            words.removeFirst()
        }
        return words
    }

    /// The line with every attribute's parenthesized arguments removed (`@CALayerModel(\.x, "x") open var x` →
    /// `@CALayerModel open var x`), parentheses nested in them included.
    static func withoutAttributeArguments(_ code: String) -> String {
        var result = ""
        var depth = 0
        var afterAttributeName = false
        var inAttribute = false
        for character in code {
            if depth > 0 {
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
                continue
            }
            if character == "@" { inAttribute = true; afterAttributeName = false }
            if inAttribute, character == "(", afterAttributeName {
                depth = 1
                inAttribute = false
                continue
            }
            if inAttribute { afterAttributeName = character.isLetter || character.isNumber || character == "_" }
            if character == " " { inAttribute = false }
            result.append(character)
        }
        return result
    }

    static func isTypeDeclaration(_ code: String) -> Bool {
        guard let keyword = words(code).first else { return false }
        return typeKeywords.contains(keyword) && keyword != "extension"
    }

    /// The name a type declaration or extension opens a scope for.
    static func typeName(_ code: String) -> String? {
        let words = words(code)
        guard words.count > 1, typeKeywords.contains(words[0]) else { return nil }
        return String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    }

    /// The declared name: a type's, a property's or case's, or a function's, initializer's or
    /// subscript's with its argument labels.
    static func declaredName(_ code: String) -> String? {
        let words = words(code)
        guard let keyword = words.first else { return nil }
        switch keyword {
        case "class", "struct", "enum", "protocol", "actor", "typealias", "associatedtype", "macro":
            return words.count > 1 ? String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }) : nil
        case "var", "let", "case":
            return words.count > 1 ? String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }) : nil
        default:
            break
        }
        let rest = words.joined(separator: " ")
        for kind in ["func ", "init", "subscript"] where rest.hasPrefix(kind) {
            let afterKind = kind == "func " ? String(rest.dropFirst(kind.count)) : rest
            guard let open = afterKind.firstIndex(of: "(") else { return nil }
            var base = String(afterKind[..<open])
            if let generic = base.firstIndex(of: "<") { base = String(base[..<generic]) }
            base = base.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            return base + "(" + labels(afterKind[afterKind.index(after: open)...]) + ")"
        }
        return nil
    }

    /// `label:` for each parameter of a parameter list (the text after its opening parenthesis).
    static func labels(_ list: Substring) -> String {
        var parameters: [String] = []
        var current = ""
        var nesting = 0
        var previous: Character?
        for character in list {
            defer { previous = character }
            if character == "(" || character == "[" || character == "<" { nesting += 1 }
            if character == ")" || character == "]" || character == ">" && previous != "-" {
                if nesting == 0 { break }
                nesting -= 1
            }
            if character == ",", nesting == 0 {
                parameters.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parameters.append(current)
        return parameters.compactMap { parameter -> String? in
            let name = parameter.split(separator: ":").first?.trimmingCharacters(in: .whitespaces) ?? ""
            guard let label = name.split(separator: " ").first, !name.isEmpty else { return nil }
            return "\(label):"
        }.joined()
    }
}
