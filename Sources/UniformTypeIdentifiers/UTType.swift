import Foundation

/// A type of data to load, send or receive, named by a uniform type identifier (`public.png`), with the filename
/// extensions and MIME types that tag it and the types it conforms to (`public.png` is a `public.image`).
///
/// The types Apple's systems declare come from a table of their declarations; a tag no declared type has is looked
/// up in the desktop's shared-mime-info database, which gives a dynamic type with freedesktop's MIME type, extensions
/// and parents; anything else gives a dynamic type carrying just the tag.
public struct UTType: Hashable, Sendable {
    let record: TypeRecord

    init(record: TypeRecord) {
        self.record = record
    }

    /// The type whose identifier is `identifier`: a declared type, a type the app declared with
    /// `init(exportedAs:conformingTo:)` or `init(importedAs:conformingTo:)`, or a dynamic type's identifier; nil for
    /// any other.
    public init?(_ identifier: String) {
        guard let record = TypeRecord.resolve(identifier) else { return nil }
        self.init(record: record)
    }

    /// The type's uniform type identifier, as spelled where it was declared.
    public var identifier: String { record.identifier }

    /// The filename extension a file of this type preferably has, without the dot.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    /// The MIME type data of this type preferably carries.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// What the type is called, for people: the declaration's description, or freedesktop's comment for a type the
    /// shared-mime-info database gave.
    ///
    /// Difference from Apple: descriptions are English only.
    public var localizedDescription: String? { record.description }

    /// The type's tags by class: its filename extensions and MIME types, each list best first.
    public var tags: [UTTagClass: [String]] {
        Dictionary(uniqueKeysWithValues: record.tags.map { (UTTagClass(rawValue: $0.key), $0.value) })
    }

    /// The declaration's version; none of the types here declare one.
    public var version: NSNumber? { nil }

    /// A page that describes the type; none of the types here name one.
    public var referenceURL: URL? { nil }

    /// Whether the system or the app declares the type (it is not dynamic).
    public var isDeclared: Bool { record.origin != .dynamic }

    /// Whether the type was made for a tag no declared type has; its identifier starts with `dyn.`.
    public var isDynamic: Bool { record.origin == .dynamic }

    /// Whether the type is one of the `public.` types anyone may use.
    public var isPublic: Bool { record.key.hasPrefix("public.") }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.record.key == rhs.record.key }

    /// Identifiers compare without regard to case, as Apple's do.
    public func hash(into hasher: inout Hasher) { hasher.combine(record.key) }
}

extension UTType: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { identifier }
    public var debugDescription: String { "\(identifier) (\(localizedDescription ?? "no description"))" }
}

extension UTType: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        guard let type = UTType(identifier) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(identifier) is not a known type identifier")
        }
        self = type
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
