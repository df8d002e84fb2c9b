import Foundation

/// The Linux desktop's shared-mime-info database (freedesktop.org): which MIME types the filename extensions stand
/// for (`globs2`), which types another type subclasses (`subclasses`) and the other names of a type (`aliases`), read
/// from the `mime` folders of the XDG data directories. The types Apple does not declare come from here.
final class SharedMimeDatabase: @unchecked Sendable {
    /// The folders read, the first winning.
    let directories: [URL]
    /// MIME types by lower-case extension, best first (the highest glob weight).
    private(set) var typesByExtension: [String: [String]] = [:]
    /// Extensions by MIME type, best first.
    private(set) var extensionsByType: [String: [String]] = [:]
    private(set) var parentsByType: [String: [String]] = [:]
    /// The canonical type of each alias.
    private(set) var canonicalByAlias: [String: String] = [:]
    private(set) var aliasesByType: [String: [String]] = [:]
    /// Every type the files name.
    private(set) var allTypes: Set<String> = []
    private let lock = NSLock()
    private var records: [String: TypeRecord] = [:]

    /// Reads the database in `directories` (each a `mime` folder); missing files are an empty database.
    init(directories: [URL]) {
        self.directories = directories
        var weighted: [(weight: Int, type: String, ext: String)] = []
        for directory in directories {
            for fields in Self.lines(directory.appendingPathComponent("globs2"), separator: ":") where fields.count >= 3 {
                guard let weight = Int(fields[0]), let ext = Self.simpleExtension(fields[2]) else { continue }
                weighted.append((weight, fields[1], ext))
            }
            for fields in Self.lines(directory.appendingPathComponent("subclasses"), separator: " ") where fields.count == 2 {
                append(fields[1], to: &parentsByType, at: fields[0])
            }
            for fields in Self.lines(directory.appendingPathComponent("aliases"), separator: " ") where fields.count == 2 {
                guard canonicalByAlias[fields[0]] == nil else { continue }
                canonicalByAlias[fields[0]] = fields[1]
                append(fields[0], to: &aliasesByType, at: fields[1])
            }
        }
        for glob in weighted.enumerated().sorted(by: { ($0.element.weight, -$0.offset) > ($1.element.weight, -$1.offset) }).map(\.element) {
            append(glob.type, to: &typesByExtension, at: glob.ext)
            append(glob.ext, to: &extensionsByType, at: glob.type)
        }
        allTypes = Set(extensionsByType.keys).union(parentsByType.keys).union(parentsByType.values.joined())
            .union(aliasesByType.keys)
    }

    /// The folders of the XDG base directory specification: `$XDG_DATA_HOME/mime`, then each of `$XDG_DATA_DIRS`.
    static func standardDirectories(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        let home = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"].map { $0 + "/.local/share" } ?? "")
        let dirs = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        return ([home] + dirs.split(separator: ":").map(String.init)).filter { !$0.isEmpty }
            .map { URL(fileURLWithPath: $0).appendingPathComponent("mime") }
    }

    private static let state = CurrentDatabase()

    /// The database the type look-ups use: the standard directories', read once.
    static var current: SharedMimeDatabase {
        get { state.database }
        set { state.database = newValue }
    }

    /// The canonical name of `mimeType` (lower case, an alias resolved).
    func canonical(_ mimeType: String) -> String {
        let lowered = mimeType.lowercased()
        return canonicalByAlias[lowered] ?? lowered
    }

    /// Whether the database knows `mimeType` (canonical) at all.
    func knows(_ mimeType: String) -> Bool {
        allTypes.contains(mimeType) || FileManager.default.fileExists(atPath: definitionFile(mimeType)?.path ?? "")
    }

    /// The dynamic type's record for `mimeType`: its extensions, its name and aliases as MIME types, freedesktop's
    /// comment, and its parents as types (text types are plain text, everything is data); nil when unknown.
    func record(for mimeType: String) -> TypeRecord? {
        let type = canonical(mimeType)
        guard knows(type) else { return nil }
        if let made = lock.withLock({ records[type] }) { return made }
        var parents = (parentsByType[type] ?? []).map { UTType.identifier(forMIMEType: canonical($0), in: self) }
        if type.hasPrefix("text/"), type != "text/plain", parents.isEmpty { parents.append(UTType.plainText.identifier) }
        if !parents.contains(UTType.data.identifier) { parents.append(UTType.data.identifier) }
        let made = TypeRecord(identifier: DynamicIdentifier.forMIMEType(type), parents: parents,
                              tags: [UTTagClass.filenameExtension.rawValue: extensionsByType[type] ?? [],
                                     UTTagClass.mimeType.rawValue: [type] + (aliasesByType[type] ?? [])],
                              description: comment(for: type), origin: .dynamic)
        lock.withLock { records[type] = made }
        return made
    }

    /// The English `<comment>` of the type's definition file (`application/vnd.oasis.opendocument.text.xml`).
    func comment(for mimeType: String) -> String? {
        guard let file = definitionFile(mimeType), let text = try? String(contentsOf: file, encoding: .utf8),
              let start = text.range(of: "<comment>"), let end = text.range(of: "</comment>", range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    private func definitionFile(_ mimeType: String) -> URL? {
        guard mimeType.split(separator: "/").count == 2, !mimeType.contains("..") else { return nil }
        return directories.lazy.map { $0.appendingPathComponent(mimeType + ".xml") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    private func append(_ value: String, to table: inout [String: [String]], at key: String) {
        if table[key]?.contains(value) == true { return }
        table[key, default: []].append(value)
    }

    /// The extension of a glob of the form `*.ext` with no other wildcard, in lower case; nil for any other glob.
    private static func simpleExtension(_ glob: String) -> String? {
        guard glob.hasPrefix("*."), glob.count > 2, !glob.dropFirst().contains(where: { "*?[]".contains($0) }) else { return nil }
        return String(glob.dropFirst(2)).lowercased()
    }

    /// The file's lines that are not comments, split at `separator`.
    private static func lines(_ file: URL, separator: Character) -> [[String]] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: separator, omittingEmptySubsequences: false).map(String.init) }
    }
}

/// The database in use, read from the standard directories on first use; tests put their own in its place.
private final class CurrentDatabase: @unchecked Sendable {
    private let lock = NSLock()
    private var loaded: SharedMimeDatabase?

    var database: SharedMimeDatabase {
        get {
            lock.withLock {
                if let loaded { return loaded }
                let made = SharedMimeDatabase(directories: SharedMimeDatabase.standardDirectories())
                loaded = made
                return made
            }
        }
        set { lock.withLock { loaded = newValue } }
    }
}
