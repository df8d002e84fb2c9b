/// A kind of tag a type carries: filename extensions or MIME types.
public struct UTTagClass: Hashable, RawRepresentable, Sendable, Codable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Filename extensions, without the dot (`png`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`image/png`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
