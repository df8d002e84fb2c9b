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
            text = "\(source): image of \(w)×\(h) pixels exceeds the limit of \(CGImage.maximumDimension) pixels a side and \(CGImage.maximumPixelCount) pixels (CG_IMAGE_PIXEL_LIMIT)"
        case .unwritable(let why): text = "\(source): cannot write the image (\(why))"
        }
        // Decoder messages can span lines; the description stays on one.
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}

extension CGImage {
    /// The largest file the loaders read.
    static let maximumFileSize = 512 << 20

    /// Reads a whole regular file for a decoder, turning every failure into a `CGImageLoadingError` naming the file.
    ///
    /// The file is opened without blocking and checked to be a regular file before a byte is read: a FIFO would
    /// wait for a writer forever and `/dev/zero` never ends.
    package static func readFile(_ url: URL) throws -> Data {
        let path = url.path
        func fail(_ why: String) -> CGImageLoadingError { CGImageLoadingError(source: path, reason: .unreadable(why)) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            switch code {
            case ENOENT: throw fail("no such file")
            case EACCES: throw fail("permission denied")
            default: throw fail(String(cString: strerror(code)))
            }
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw fail(String(cString: strerror(errno))) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw fail("it is a directory")
        default: throw fail("not a regular file")
        }
        let size = Int(status.st_size)
        if size > maximumFileSize {
            throw fail("file of \(size) bytes exceeds \(maximumFileSize) bytes")
        }
        var data = Data(count: size)
        var filled = 0
        while filled < size {
            let count = data.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, size - filled) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw fail(String(cString: strerror(errno))) }
            if count == 0 { break }
            filled += count
        }
        return data.prefix(filled)
    }
}
