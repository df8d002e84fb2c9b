import Foundation
import UniformTypeIdentifiers

/// What a document browser lists in one folder, worked out from the folder's files: its subfolders and the files of
/// the types it opens, folders first, each group by name as the Files app sorts (numbers in order), hidden files left out.
struct DocumentBrowserListing: Equatable {
    struct Entry: Equatable {
        let url: URL
        let isFolder: Bool
        /// The name shown: the file's, without its extension unless extensions are shown.
        let title: String
        /// The file's size as a person reads it (none for a folder).
        let detail: String?
    }

    let folder: URL
    let entries: [Entry]

    init(folder: URL, contentTypes: [UTType], showsExtensions: Bool) {
        self.folder = folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let found = names.filter { !$0.hasPrefix(".") }.compactMap { name -> Entry? in
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
            if isDirectory.boolValue {
                return Entry(url: url, isFolder: true, title: name, detail: nil)
            }
            guard Self.opens(url, contentTypes) else { return nil }
            let title = showsExtensions ? name : url.deletingPathExtension().lastPathComponent
            return Entry(url: url, isFolder: false, title: title, detail: DocumentPreviewKind(url: url).sizeDescription)
        }
        entries = found.sorted { left, right in
            if left.isFolder != right.isFolder { return left.isFolder }
            return left.title.localizedStandardCompare(right.title) == .orderedAscending
        }
    }

    /// Whether a browser opening `contentTypes` lists the file at `url` (every file when no types are given).
    static func opens(_ url: URL, _ contentTypes: [UTType]) -> Bool {
        guard !contentTypes.isEmpty else { return true }
        guard let type = UTType(filenameExtension: url.pathExtension) else { return contentTypes.contains(.data) || contentTypes.contains(.item) }
        return contentTypes.contains { type.conforms(to: $0) }
    }
}
