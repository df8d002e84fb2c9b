import Foundation

/// A file, a directory of files or a symbolic link held in memory: Foundation's `FileWrapper`, which a
/// `UIDocument` reads and writes for a file package (a directory the person sees as one document).
///
/// Difference from Apple: declared in UIKit, since swift-corelibs-foundation has no `FileWrapper`; it is not
/// `NSSecureCoding` and has no `serializedRepresentation`.
open class FileWrapper: NSObject, @unchecked Sendable {
    /// How a wrapper reads from disk.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read every file's contents now (they are always read at once here).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Read without memory-mapping the files.
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a wrapper writes to disk.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write to a temporary place and move it over the destination, so a failure leaves the old copy whole.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Set each wrapper's `filename` to the name it was written under.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private enum Node {
        case regular(Data)
        case directory([String: FileWrapper])
        case link(URL)
    }

    private var node: Node

    /// The name the wrapper would like in its parent directory.
    open var preferredFilename: String?
    /// The name the wrapper was last read from or written to.
    open var filename: String?
    /// The file attributes to write (as `FileManager` names them); those read from disk after reading.
    open var fileAttributes: [String: Any] = [:]

    /// A wrapper read from the file, directory or link at `url`.
    public init(url: URL, options: ReadingOptions = []) throws {
        node = try FileWrapper.readNode(at: url)
        super.init()
        adoptName(of: url)
    }

    /// A directory wrapper whose children are keyed by their preferred names.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        node = .directory(childrenByPreferredName)
        super.init()
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
    }

    /// A regular-file wrapper holding `contents`.
    public init(regularFileWithContents contents: Data) {
        node = .regular(contents)
        super.init()
    }

    /// A wrapper of a symbolic link pointing at `url`.
    public init(symbolicLinkWithDestinationURL url: URL) {
        node = .link(url)
        super.init()
    }

    open var isDirectory: Bool { if case .directory = node { true } else { false } }
    open var isRegularFile: Bool { if case .regular = node { true } else { false } }
    open var isSymbolicLink: Bool { if case .link = node { true } else { false } }

    /// A regular file's contents; nil for a directory or a link.
    open var regularFileContents: Data? { if case .regular(let data) = node { data } else { nil } }

    /// A link's destination; nil for a file or a directory.
    open var symbolicLinkDestinationURL: URL? { if case .link(let url) = node { url } else { nil } }

    /// A directory's children by their keys; nil for a file or a link.
    open var fileWrappers: [String: FileWrapper]? { if case .directory(let children) = node { children } else { nil } }

    /// Adds a child under its preferred name, or under a unique variant of it when that is taken; returns the key.
    /// A wrapper without a preferred name is a programming error, as on iOS.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = node else { preconditionFailure("addFileWrapper(_:) on a wrapper that is not a directory") }
        guard let name = child.preferredFilename ?? child.filename, !name.isEmpty else {
            preconditionFailure("addFileWrapper(_:) with a child that has no preferredFilename")
        }
        var key = name, copy = 2
        while children[key] != nil {
            key = "\(copy)__\(name)"
            copy += 1
        }
        children[key] = child
        node = .directory(children)
        return key
    }

    /// Adds a regular file made of `data` named `fileName` (or a unique variant of it); returns its key.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes a child (compared by identity).
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = node, let key = keyForChildFileWrapper(child) else { return }
        children[key] = nil
        node = .directory(children)
    }

    /// The key a child is held under; nil if it is not a child of this wrapper.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }

    /// Whether the wrapper holds what is at `url` now: the same kind, bytes, link and (for a directory) children.
    open func matchesContents(of url: URL) -> Bool {
        guard let other = try? FileWrapper(url: url) else { return false }
        return sameContents(as: other)
    }

    /// Whether the item at `url` differs from what the wrapper holds, so reading it again would change something.
    open func needsToBeUpdated(fromPath url: URL) -> Bool { !matchesContents(of: url) }

    /// Replaces the wrapper's contents with what is at `url`.
    open func read(from url: URL, options: ReadingOptions = []) throws {
        node = try FileWrapper.readNode(at: url)
        adoptName(of: url)
    }

    /// Writes the wrapper (and, for a directory, its children under their keys) to `url`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        let manager = FileManager.default
        guard options.contains(.atomic) else {
            try writeNode(to: url, updatingNames: options.contains(.withNameUpdating))
            return
        }
        // Written beside the destination (the same file system), then moved over it.
        let staging = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        do {
            try writeNode(to: staging, updatingNames: options.contains(.withNameUpdating))
            try FileWrapper.moveIntoPlace(staging, at: url)
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    /// Puts the item at `staging` where `url` is, replacing what is there: a file in one rename; a directory (which a
    /// rename cannot replace) by moving the old one aside first and removing it once the new one is in place.
    static func moveIntoPlace(_ staging: URL, at url: URL) throws {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        guard exists, isDirectory.boolValue else {
            guard rename(staging.path, url.path) == 0 else { throw posixError(errno, url) }
            return
        }
        let aside = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).old-\(UUID().uuidString)")
        guard rename(url.path, aside.path) == 0 else { throw posixError(errno, url) }
        guard rename(staging.path, url.path) == 0 else {
            let failure = posixError(errno, url)
            _ = rename(aside.path, url.path)
            throw failure
        }
        try? FileManager.default.removeItem(at: aside)
    }

    private static func posixError(_ code: Int32, _ url: URL) -> Error {
        CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSLocalizedDescriptionKey: String(cString: strerror(code))])
    }

    private func writeNode(to url: URL, updatingNames: Bool) throws {
        let manager = FileManager.default
        switch node {
        case .regular(let data):
            try data.write(to: url)
        case .link(let destination):
            try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination.path)
        case .directory(let children):
            try manager.createDirectory(at: url, withIntermediateDirectories: false)
            for (key, child) in children {
                try child.writeNode(to: url.appendingPathComponent(key), updatingNames: updatingNames)
                if updatingNames { child.filename = key }
            }
        }
        let writable = fileAttributes.filter { $0.key == FileAttributeKey.posixPermissions.rawValue || $0.key == FileAttributeKey.modificationDate.rawValue }
        if !writable.isEmpty, !isSymbolicLink {
            try manager.setAttributes(Dictionary(uniqueKeysWithValues: writable.map { (FileAttributeKey($0.key), $0.value) }), ofItemAtPath: url.path)
        }
    }

    private func adoptName(of url: URL) {
        filename = url.lastPathComponent
        if preferredFilename == nil { preferredFilename = url.lastPathComponent }
        let attributes = (try? FileManager.default.attributesOfItem(atPath: url.path)) ?? [:]
        fileAttributes = Dictionary(uniqueKeysWithValues: attributes.map { ($0.key.rawValue, $0.value) })
    }

    private static func readNode(at url: URL) throws -> Node {
        let manager = FileManager.default
        if let destination = try? manager.destinationOfSymbolicLink(atPath: url.path) {
            return .link(URL(fileURLWithPath: destination, relativeTo: url.deletingLastPathComponent()))
        }
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        guard isDirectory.boolValue else { return .regular(try Data(contentsOf: url)) }
        var children: [String: FileWrapper] = [:]
        for name in try manager.contentsOfDirectory(atPath: url.path) {
            children[name] = try FileWrapper(url: url.appendingPathComponent(name))
        }
        return .directory(children)
    }

    private func sameContents(as other: FileWrapper) -> Bool {
        switch (node, other.node) {
        case (.regular(let mine), .regular(let theirs)): return mine == theirs
        case (.link(let mine), .link(let theirs)): return mine.standardizedFileURL.path == theirs.standardizedFileURL.path
        case (.directory(let mine), .directory(let theirs)):
            return mine.count == theirs.count && mine.allSatisfy { key, child in theirs[key].map(child.sameContents) ?? false }
        default: return false
        }
    }
}
