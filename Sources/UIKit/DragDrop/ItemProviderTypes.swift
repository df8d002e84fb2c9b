import Foundation
import UniformTypeIdentifiers

/// The uniform type identifiers an item provider uses: conformance and file types through `UTType`, the files a
/// file load makes, and how the standard objects turn into data.
@MainActor
enum ItemProviderTypes {
    static let plainText = UTType.utf8PlainText.identifier
    static let url = UTType.url.identifier
    static let png = UTType.png.identifier

    /// Whether `type` is `target` or conforms to it; identifiers no type has conform only to themselves.
    static func conforms(_ type: String, to target: String) -> Bool {
        if type.lowercased() == target.lowercased() { return true }
        guard let type = UTType(type), let target = UTType(target) else { return false }
        return type.conforms(to: target)
    }

    /// The type of a file with `pathExtension`; `public.data` when it has none.
    static func identifier(forExtension pathExtension: String) -> String {
        (UTType(filenameExtension: pathExtension) ?? .data).identifier
    }

    /// The name of a file holding data of `typeIdentifier`: `suggestedName` (or "file") with the type's extension.
    static func fileName(_ suggestedName: String?, typeIdentifier: String) -> String {
        let name = suggestedName.flatMap { $0.isEmpty ? nil : $0 } ?? "file"
        guard let type = UTType(typeIdentifier) else { return name }
        return URL(fileURLWithPath: "/").appendingPathComponent(name, conformingTo: type).lastPathComponent
    }

    /// A copy of the file at `url` at `destination`, whose folder is made.
    static func copy(_ url: URL, to destination: URL) throws -> URL {
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: url, to: destination)
        return destination
    }

    /// `data` written to `destination`, whose folder is made.
    static func write(_ data: Data, to destination: URL) throws -> URL {
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: destination)
        return destination
    }

    /// `item`'s data as `typeIdentifier`, for `NSItemProvider(item:typeIdentifier:)`.
    static func data(of item: Any, as typeIdentifier: String) -> Data? {
        switch item {
        case let data as Data: return data
        case let string as String: return Data(string.utf8)
        case let string as NSString: return Data((string as String).utf8)
        case let url as URL: return url.itemProviderData
        case let image as UIImage: return conforms(typeIdentifier, to: "public.jpeg") ? image.jpegData(compressionQuality: 0.9) : image.pngData()
        default: return nil
        }
    }
}

extension String: ItemProviderBridgedValue {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [ItemProviderTypes.plainText, "public.plain-text", "public.text", ItemProviderTypes.url]
    }

    public static func value(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        guard let string = String(data: data, encoding: .utf8) else { throw NSItemProvider.LoadError(description: "the data is not UTF-8 text") }
        return string
    }

    public var itemProviderData: Data { Data(utf8) }
}

extension URL: ItemProviderBridgedValue {
    public static var readableTypeIdentifiersForItemProvider: [String] { [ItemProviderTypes.url, "public.file-url", ItemProviderTypes.plainText] }

    public static func value(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        guard let text = String(data: data, encoding: .utf8), let url = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw NSItemProvider.LoadError(description: "the data is not a URL")
        }
        return url
    }

    public var itemProviderData: Data { Data(absoluteString.utf8) }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [ItemProviderTypes.plainText] }
    public static var readableTypeIdentifiersForItemProvider: [String] { String.readableTypeIdentifiersForItemProvider }

    /// A string of the text.
    ///
    /// Difference from Apple: called on a subclass of `NSString` it fails; only `NSString` itself is made.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = NSString(string: try String.value(withItemProviderData: data, typeIdentifier: typeIdentifier)) as? Self else {
            throw NSItemProvider.LoadError(description: "\(self) cannot be made from text")
        }
        return string
    }

    public func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }
}

extension NSURL: NSItemProviderWriting {
    public static var writableTypeIdentifiersForItemProvider: [String] { [ItemProviderTypes.url] }

    public func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { [ItemProviderTypes.png, "public.jpeg", "public.image"] }
    public static var writableTypeIdentifiersForItemProvider: [String] { [ItemProviderTypes.png] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else { throw NSItemProvider.LoadError(description: "the data is not an image") }
        return image
    }

    public func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        completionHandler(pngData(), nil)
        return nil
    }
}
