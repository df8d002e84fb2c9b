import Foundation
import UniformTypeIdentifiers

/// The option keys of `UNNotificationAttachment(identifier:url:options:)`.
public let UNNotificationAttachmentOptionsTypeHintKey = "UNNotificationAttachmentOptionsTypeHintKey"
public let UNNotificationAttachmentOptionsThumbnailHiddenKey = "UNNotificationAttachmentOptionsThumbnailHiddenKey"
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey = "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
public let UNNotificationAttachmentOptionsThumbnailTimeKey = "UNNotificationAttachmentOptionsThumbnailTimeKey"

/// A file shown with a notification: an image becomes the notification's image on the desktop (the server's
/// `image-path` hint); sounds and films are accepted as on iOS.
open class UNNotificationAttachment: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var identifier: String
    open private(set) var url: URL
    /// The file's uniform type identifier (`public.png`).
    open private(set) var type: String

    init(identifier: String, url: URL, type: String) {
        self.identifier = identifier
        self.url = url
        self.type = type
        super.init()
    }

    /// The attachment of the file at `url`, a local file of an image, sound or film type (told by its extension or
    /// the type hint option); throws `UNError` with `attachmentInvalidURL` or `attachmentUnrecognizedType` otherwise.
    public convenience init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        var isFolder: ObjCBool = false
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw UNError.failure(.attachmentInvalidURL, "Invalid attachment file URL \(url.path)")
        }
        let hint = (options?[UNNotificationAttachmentOptionsTypeHintKey] as? String).flatMap { UTType($0) }
        guard let type = hint ?? UTType(filenameExtension: url.pathExtension),
              [UTType.image, .audio, .movie].contains(where: type.conforms(to:)) else {
            throw UNError.failure(.attachmentUnrecognizedType, "Unrecognized attachment file type \(url.lastPathComponent)")
        }
        self.init(identifier: identifier.isEmpty ? UUID().uuidString : identifier, url: url, type: type.identifier)
    }

    /// Whether the file is a picture the notification can show.
    var isImage: Bool { UTType(type)?.conforms(to: .image) ?? false }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
