import Foundation

/// A source of bytes for images, as Apple's CGDataProvider: here always a complete `Data` in memory.
///
/// Difference from Apple: `data` is `Data`, not `CFData`, and there are no sequential or direct-access callbacks.
public final class CGDataProvider: Sendable {
    /// The provider's bytes.
    public let data: Data?
    /// Where the bytes came from, for error messages.
    let name: String

    /// A provider over `data`.
    public init(data: Data) {
        self.data = data
        self.name = "image data"
    }

    /// A provider over a file's contents; nil when the file cannot be read (`CGImage.load(imageAt:)` says why).
    public init?(url: URL) {
        guard let data = try? CGImage.readFile(url) else { return nil }
        self.data = data
        self.name = url.path
    }

    /// A provider over a file at `filename`; nil when it cannot be read.
    public convenience init?(filename: String) {
        self.init(url: URL(fileURLWithPath: filename))
    }
}

extension CGDataProvider {
    /// A provider over `data`, as iOS code writes it: `CGDataProvider(data: bytes as CFData)`.
    public convenience init(data: CFData) {
        self.init(data: data as Data)
    }

    /// A provider over the file at `url`; nil when it cannot be read.
    public convenience init?(url: CFURL) {
        guard let url = url as URL? else { return nil }
        self.init(url: url)
    }
}
