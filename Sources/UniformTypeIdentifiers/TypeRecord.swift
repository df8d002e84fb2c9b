import Foundation

/// One type's declaration: its identifier, the types it directly conforms to, its tags and description, and who
/// declared it. A `UTType` holds its record; records never change once made.
final class TypeRecord: Sendable {
    /// Who declared a type.
    enum Origin: Sendable {
        /// Apple's systems (`SystemDeclarations`).
        case system
        /// The app, through `init(exportedAs:conformingTo:)` or `init(importedAs:conformingTo:)`.
        case app
        /// Nobody: made for a tag, from the shared-mime-info database or the tag alone.
        case dynamic
    }

    let identifier: String
    /// The identifier in lower case: what identity, hashing and look-ups use.
    let key: String
    let parents: [String]
    /// Tags by tag class raw value, each list best first.
    let tags: [String: [String]]
    let description: String?
    let origin: Origin

    init(identifier: String, parents: [String], tags: [String: [String]] = [:], description: String?, origin: Origin) {
        self.identifier = identifier
        self.key = identifier.lowercased()
        self.parents = parents
        self.tags = tags.filter { !$0.value.isEmpty }
        self.description = description
        self.origin = origin
    }

    /// The record of `identifier`: declared by the system, by the app, or a dynamic identifier this module spells.
    static func resolve(_ identifier: String) -> TypeRecord? {
        let key = identifier.lowercased()
        return SystemDeclarations.byIdentifier[key] ?? AppDeclarations.shared.record(for: key) ?? DynamicIdentifier.record(for: key)
    }

    /// Whether the type has `tag` of `tagClass`; extensions and MIME types compare without regard to case.
    func has(tag: String, tagClass: String) -> Bool {
        tags[tagClass]?.contains { $0.lowercased() == tag } ?? false
    }
}
