import Foundation

/// File names made for a type: a partial name gets the type's preferred extension unless it already ends in an
/// extension of a type conforming to it (`puppy.jpg` stays as it is for `.image`, `readme` becomes `readme.txt` for
/// `.plainText`).
extension URL {
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(FileNaming.name(partialName, conformingTo: contentType))
    }

    public mutating func appendPathComponent(_ partialName: String, conformingTo contentType: UTType) {
        self = appendingPathComponent(partialName, conformingTo: contentType)
    }

    /// The URL with the type's preferred extension appended; unchanged when the type has none.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        guard let pathExtension = contentType.preferredFilenameExtension else { return self }
        return appendingPathExtension(pathExtension)
    }

    public mutating func appendPathExtension(for contentType: UTType) {
        self = appendingPathExtension(for: contentType)
    }
}

extension NSString {
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> String {
        appendingPathComponent(FileNaming.name(partialName, conformingTo: contentType))
    }

    /// The path with the type's preferred extension appended; unchanged when the type has none.
    public func appendingPathExtension(for contentType: UTType) -> String {
        guard let pathExtension = contentType.preferredFilenameExtension else { return self as String }
        return appendingPathExtension(pathExtension) ?? self as String
    }
}

enum FileNaming {
    /// `partialName`, with the type's preferred extension unless its own extension already names a conforming type.
    static func name(_ partialName: String, conformingTo contentType: UTType) -> String {
        let present = (partialName as NSString).pathExtension
        if !present.isEmpty, let named = UTType(filenameExtension: present), named.conforms(to: contentType) {
            return partialName
        }
        guard let pathExtension = contentType.preferredFilenameExtension else { return partialName }
        return partialName + "." + pathExtension
    }
}
