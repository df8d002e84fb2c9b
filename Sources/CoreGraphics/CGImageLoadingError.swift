import Foundation

/// Why an image could not be loaded or saved, with the file (or data) it came from.
///
/// Its description is one line, `<source>: <reason>`, e.g. `/tmp/a.png: truncated or malformed PNG (…)`.
public struct CGImageLoadingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The file could not be read: missing, a directory, no permission, an I/O error.
        case unreadable(String)
        /// The bytes are not a valid image of any supported format; the decoder's own message.
        case malformed(String)
        /// The image declares a size over the limits (`CGImage.maximumDimension`, `CGImage.maximumPixelCount`).
        case tooLarge(width: Int, height: Int)
        /// The image could not be written.
        case unwritable(String)
    }

    /// The file path, or a caller-given name for data.
    public let source: String
    public let reason: Reason

    public init(source: String, reason: Reason) {
        self.source = source
        self.reason = reason
    }

    public var description: String {
        let text: String
        switch reason {
        case .unreadable(let why): text = "\(source): cannot read the file (\(why))"
        case .malformed(let why): text = "\(source): not a valid image (\(why))"
        case .tooLarge(let w, let h):
            text = "\(source): image of \(w)×\(h) pixels exceeds the limit of \(CGImage.maximumDimension) pixels a side and \(CGImage.maximumPixelCount) pixels"
        case .unwritable(let why): text = "\(source): cannot write the image (\(why))"
        }
        // Decoder messages can span lines; the description stays on one.
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}

extension CGImage {
    /// The largest width or height a decoded image may have.
    public static let maximumDimension = 16384
    /// The largest number of pixels a decoded image may have (256 million: 1 GB of ARGB32).
    public static let maximumPixelCount = 256_000_000
    /// The largest file the loaders read.
    static let maximumFileSize = 512 << 20

    /// Whether a width and height are positive and within the limits.
    static func sizeIsAllowed(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maximumDimension && height <= maximumDimension
            && width * height <= maximumPixelCount
    }

    /// Reads a whole file for a decoder, turning every failure into a `CGImageLoadingError` naming the file.
    static func readFile(_ url: URL) throws -> Data {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CGImageLoadingError(source: path, reason: .unreadable("no such file"))
        }
        if isDirectory.boolValue {
            throw CGImageLoadingError(source: path, reason: .unreadable("it is a directory"))
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw CGImageLoadingError(source: path, reason: .unreadable("permission denied"))
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size > maximumFileSize {
            throw CGImageLoadingError(source: path, reason: .unreadable("file of \(size) bytes exceeds \(maximumFileSize) bytes"))
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw CGImageLoadingError(source: path, reason: .unreadable(error.localizedDescription))
        }
    }
}
