import ATSPI
import UniformTypeIdentifiers

/// The desktop file dialog's filters for the content types a picker opens: one per type, its MIME types and
/// extension globs and those of the declared types under it (`.image` lets through `image/*`, PNG, JPEG …), after
/// one that lets all of them through when there are several; none when a type takes any file (`.item`, `.data`).
@MainActor
enum DocumentPickerFilters {
    typealias Filter = PortalFileChooser.Filter

    /// The MIME media types whose every subtype an abstract type stands for.
    static let mediaWildcards: [UTType: String] = [.image: "image/*", .audio: "audio/*", .movie: "video/*", .video: "video/*",
                                                   .text: "text/*", .plainText: "text/plain"]

    static func filters(for contentTypes: [UTType]) -> [Filter] {
        let anything: Set<UTType> = [.item, .data, .content]
        guard !contentTypes.isEmpty, !contentTypes.contains(where: anything.contains) else { return [] }
        let each = contentTypes.map(filter(for:))
        guard each.count > 1 else { return each }
        return [Filter(name: "All supported files", patterns: unique(each.flatMap(\.patterns)))] + each
    }

    static func filter(for type: UTType) -> Filter {
        let name = type.localizedDescription.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? type.identifier
        return Filter(name: name, patterns: patterns(for: type))
    }

    /// The type's own tags, its media wildcard, then the tags of the declared types that conform to it.
    static func patterns(for type: UTType) -> [Filter.Pattern] {
        let types = [type] + UTType.systemDeclaredTypes.filter { $0.isSubtype(of: type) }
        var patterns: [Filter.Pattern] = mediaWildcards[type].map { [.mimeType($0)] } ?? []
        for type in types {
            patterns += (type.tags[.mimeType] ?? []).map { .mimeType(String($0.prefix { $0 != ";" })) }
            patterns += (type.tags[.filenameExtension] ?? []).map { .glob("*." + $0) }
        }
        return unique(patterns)
    }

    private static func unique(_ patterns: [Filter.Pattern]) -> [Filter.Pattern] {
        var seen: Set<Filter.Pattern> = []
        return patterns.filter { seen.insert($0).inserted }
    }
}
